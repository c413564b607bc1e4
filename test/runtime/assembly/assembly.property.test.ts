import { createDocumentScope } from '../../../runtime/document-scope.js';
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { planLayout, type LayoutPlan } from '../../../runtime/assembly/layout-planner.js';
import { diffPage, UNCOMPARABLE, type FeedKey, type ModuleIdentity, type MountedIdentity, type PageDiff } from '../../../runtime/assembly/page-diff.js';
import { createZoneLayer, type LayerEnvironment, type ModuleRequests } from '../../../runtime/assembly/zone-layer.js';
import { planZones, type PlanEnvironment } from '../../../runtime/assembly/zone-plan.js';
import { GLOBAL_ZONES } from '../../../runtime/constants.js';
import type { TfEventDetails } from '../../../runtime/events.js';
import { messages } from '../../../runtime/messages.js';
import { createPageServices } from '../../../runtime/services/index.js';
import { driverOf, type Clock, type Manifest, type MessageLevel, type ModuleController, type Zone } from '../../../runtime/types.js';
import { createVisit, type Visit } from '../../../runtime/visit.js';
import { nextTask } from '../../../runtime/util/next-task.js';

/**
 * Properties of the assembly pipeline (manifest → plan → diff → lifecycle)
 * over random and malformed manifests. Every property runs from a fixed seed,
 * so a run is reproducible; on failure fast-check prints the seed, the path
 * and the shrunk counterexample.
 */

// ---------------------------------------------------------------------------
// A reference reading of the layout rules, written from the rules and
// not from the planner: what each name should become.

type Expected =
  | { kind: 'header' | 'footer' | 'content-global' }
  | { kind: 'tier'; tier: bigint; column: bigint; order: bigint }
  | { kind: 'invalid' };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function expectedOf(name: string, globals: ReadonlySet<string>): Expected {
  if (globals.has(name)) {
    if (name === 'menu' || name === 'report' || name === 'header') return { kind: 'header' };
    return { kind: name === 'footer' ? 'footer' : 'content-global' };
  }
  const column = /^t([0-9]+)_([0-9]+)c$/.exec(name);
  const promo = /^t([0-9]+)_c([0-9]+)_promo([0-9]+)$/.exec(name);
  const numbers = (column ?? promo)?.slice(1).map((digits) => BigInt(digits));
  // The planner's documented choice: a number JavaScript cannot hold exactly makes the name invalid.
  if (!numbers || numbers.some((n) => n > MAX_SAFE)) return { kind: 'invalid' };
  const [tier, col, order] = numbers as [bigint, bigint, bigint | undefined];
  return { kind: 'tier', tier, column: col, order: order ?? -1n };
}

const globalsWith = (extra: readonly string[]) => new Set<string>([...GLOBAL_ZONES, ...extra]);

const isObjectEntry = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The zone map's own names, as `planZones` should see them. */
function namesOf(zones: unknown): string[] {
  return isObjectEntry(zones) ? Object.keys(zones as object) : [];
}

function flatten(layout: LayoutPlan): string[] {
  return [...layout.header, ...layout.tiers.flatMap((t) => t.columns.flatMap((c) => c.zones)), ...layout.contentGlobals, ...layout.footer];
}

const count = (list: readonly string[], name: string) => list.filter((item) => item === name).length;

/** A fixed seed, so a failure is reproducible; the failing assertion is printed with the counterexample. */
const runs = (seed: number, numRuns: number): fc.Parameters<unknown> => ({ seed, numRuns, includeErrorInReport: true });

// ---------------------------------------------------------------------------
// Arbitraries.

/** Tier, column and promo numbers: small ones, leading zeros, and ones too big to be exact. */
const digits = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 12 }).map(String) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.nat({ max: 12 })).map(([zeros, n]) => '0'.repeat(zeros) + n) },
  { weight: 1, arbitrary: fc.constantFrom('9007199254740991', '9007199254740992', '18446744073709551616', '0009007199254740993') },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 22n }).map(String) },
);

const columnName = fc.tuple(digits, digits).map(([tier, column]) => `t${tier}_${column}c`);
const promoName = fc.tuple(digits, digits, digits).map(([tier, column, n]) => `t${tier}_c${column}_promo${n}`);
const globalName = fc.constantFrom(...GLOBAL_ZONES, 'my_global');
const invalidName = fc.oneof(
  fc.constantFrom('bogus', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'zöne', 't١_١c', 't1_1C', 'T1_1c',
    ' t1_1c', 't1_1c ', 't_1c', 't1__1c', 't1_c1_promo', 't-1_1c', 't1.5_1c', 't1e3_1c', '𝕥1_1c', 'header ', 'Header', 't1_c1_promo1_'),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const zoneName = fc.oneof(
  { weight: 4, arbitrary: columnName },
  { weight: 4, arbitrary: promoName },
  { weight: 3, arbitrary: globalName },
  { weight: 3, arbitrary: invalidName },
);

const priority = fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 0.5, '1', null));

/** What the network may send as a zone entry that is not an object. */
const malformedEntry = fc.constantFrom<unknown>(null, undefined, 0, 42, NaN, 'zone', '', true, [], [{ driver: 'ENT_M001' }]);

const planEntry = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      zone: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(42)),
      driver: fc.oneof(fc.constantFrom('ENT_M001', 'ENT_M002', ''), fc.anything({ maxDepth: 1 })),
      moduleDriver: fc.constantFrom('ENT_M003', ''),
      feed: fc.oneof(fc.constantFrom('/feeds/a', '/feeds/a?hash=1#x', 'https://cdn.test/f', 'javascript:alert(1)', '', ' ', 'http://[bad'), fc.anything({ maxDepth: 1 })),
      feedData: fc.anything({ maxDepth: 2, withBigInt: true }),
      priority,
      mobile: fc.boolean(),
    }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: malformedEntry },
);

/** A zone map built like JSON.parse builds one: `__proto__` becomes an own key, not the prototype. */
function zoneMap<T>(names: fc.Arbitrary<string>, entries: fc.Arbitrary<T>, maxLength: number) {
  return fc.uniqueArray(fc.tuple(names, entries), { selector: ([name]) => name, maxLength })
    .map((pairs) => Object.fromEntries(pairs) as Record<string, T>);
}

/** `zones` as sent: usually a map, sometimes not an object at all. */
function zonesOf<T>(map: fc.Arbitrary<Record<string, T>>) {
  return fc.oneof(
    { weight: 9, arbitrary: map as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, 42, 'zones', [], [{ zone: 't1_1c', driver: 'DRAW' }]) },
  );
}

/** Configured globals (`global-zones`): one named like a tier zone, one like an Object member. */
const extraGlobals = fc.subarray(['my_global', 't3_1c', 'promo-slot', 'header', 'constructor']);

const planEnv = fc.record({
  globalZones: extraGlobals,
  feedEnv: fc.record({ languagePreferences: fc.boolean(), mobile: fc.boolean() }),
}).map(({ globalZones, feedEnv }): PlanEnvironment => ({ language: 'eng', globalZones, feedEnv, baseUrl: 'http://x.test/page/' }));

const asManifest = (zones: unknown) => ({ title: 'Property page', zones }) as unknown as Manifest;

// ---------------------------------------------------------------------------

describe('assembly properties', () => {
  describe('planning (planLayout, planZones)', () => {
    it('places every name once, in ascending tiers, columns and promos, and never throws', () => {
      fc.assert(fc.property(fc.array(zoneName, { maxLength: 20 }), extraGlobals, (names, extra) => {
        // Repeated names are allowed here: the planner must plan them once.
        const withRepeats = names.length > 2 ? [...names, names[0]!, names[1]!] : names;
        const plan = planLayout(withRepeats, extra);
        const globals = globalsWith(extra);
        const distinct = [...new Set(withRepeats)];
        const placed = flatten(plan);

        for (const name of distinct) expect(count(placed, name) + count(plan.invalid, name), name).to.equal(1);
        expect(placed.length + plan.invalid.length).to.equal(distinct.length);
        expect(new Set(placed).size).to.equal(placed.length);

        // Each name where the layout rules put it.
        const byKind = (kind: Expected['kind']) => distinct.filter((name) => expectedOf(name, globals).kind === kind);
        expect(plan.invalid).to.deep.equal(byKind('invalid'));
        const header = byKind('header');
        expect(plan.header).to.deep.equal([...header.filter((n) => n !== 'header'), ...header.filter((n) => n === 'header')]);
        expect(plan.footer).to.deep.equal(byKind('footer'));
        expect(plan.contentGlobals).to.deep.equal(byKind('content-global'));

        // Tiers ascend numerically, columns ascend in a tier, promos in a column (the column zone first).
        let previousTier = -1n;
        for (const tier of plan.tiers) {
          expect(BigInt(tier.tier) > previousTier, `tier ${tier.tier} after ${previousTier}`).to.equal(true);
          previousTier = BigInt(tier.tier);
          let previousColumn = -1n;
          for (const column of tier.columns) {
            expect(BigInt(column.column) > previousColumn).to.equal(true);
            previousColumn = BigInt(column.column);
            let previousOrder = -2n;
            for (const name of column.zones) {
              const expected = expectedOf(name, globals);
              if (expected.kind !== 'tier') throw new Error(`${name} placed in a tier but is ${expected.kind}`);
              expect([expected.tier, expected.column]).to.deep.equal([BigInt(tier.tier), BigInt(column.column)]);
              expect(expected.order >= previousOrder, `${name} in ${column.zones.join(' ')}`).to.equal(true);
              previousOrder = expected.order;
            }
          }
        }
      }), runs(0x7a11e, 400));
    });

    it('plans every zone map, however malformed, into placed ∪ invalid, once each, without throwing', () => {
      const manifest = zonesOf(zoneMap(zoneName, planEntry, 15)).map(asManifest);
      fc.assert(fc.property(manifest, planEnv, fc.boolean(), (m, env, contentOnly) => {
        const entries = m.zones as unknown as Record<string, unknown>;
        const names = namesOf(entries);
        const before = names.map((name) => entries[name]);
        const plan = planZones(m, env, { contentOnly });
        // Pure: the same answer twice, and the manifest left as it was.
        expect(planZones(m, env, { contentOnly })).to.deep.equal(plan);
        expect(namesOf(m.zones)).to.deep.equal(names);
        names.forEach((name, i) => expect(Object.is(entries[name], before[i]), name).to.equal(true));

        const globals = globalsWith(env.globalZones);
        const placed = plan.zones.map((z) => z.zone.zone);
        const invalid = names.filter((name) => !isObjectEntry(entries[name]) || expectedOf(name, globals).kind === 'invalid');
        expect([...plan.invalid].sort()).to.deep.equal([...invalid].sort());
        expect(new Set(placed).size).to.equal(placed.length);
        expect(placed).to.deep.equal(flatten(plan.layout));
        for (const name of names) {
          const times = count(placed, name) + count(plan.invalid, name);
          const kind = isObjectEntry(entries[name]) ? expectedOf(name, globals).kind : 'invalid';
          // A modal page draws only its tiers: its globals are neither placed nor invalid.
          expect(times, name).to.equal(contentOnly && kind !== 'tier' && kind !== 'invalid' ? 0 : 1);
        }
        for (const { zone, identity, feedUrl, inline } of plan.zones) {
          const raw = entries[zone.zone] as Record<string, unknown>;
          expect(identity.zone).to.equal(zone.zone);
          expect(identity.language).to.equal('eng');
          expect(inline).to.equal(Object.hasOwn(raw, 'feedData'));
          if (feedUrl !== undefined) expect(new URL(feedUrl).protocol).to.match(/^https?:$/);
          if (inline) expect(identity.feedKey === UNCOMPARABLE || String(identity.feedKey).startsWith('data:')).to.equal(true);
        }
      }), runs(0x91a25, 300));
    });
  });

  describe('diffing (diffPage)', () => {
    const zone = fc.constantFrom('header', 't1_1c', 't2_1c', 't1_c1_promo1', 'footer', '__proto__', 'constructor', '');
    const identityFields = {
      zone,
      driver: fc.constantFrom('', 'A', 'B'),
      language: fc.constantFrom('eng', 'spa'),
      feedKey: fc.constantFrom<FeedKey>(undefined, 'http://x.test/feeds/a', 'http://x.test/feeds/b', 'data:{}', UNCOMPARABLE),
    };
    const nextIdentity: fc.Arbitrary<ModuleIdentity> = fc.record(identityFields);
    const mountedIdentity: fc.Arbitrary<MountedIdentity> = fc.record({ ...identityFields, drawn: fc.boolean(), settled: fc.boolean() });
    // What the layer diffs: one mounted module per name, one next zone per name.
    const mountedPage = fc.uniqueArray(mountedIdentity, { selector: (m) => m.zone, maxLength: 8 });
    const nextPage = fc.uniqueArray(nextIdentity, { selector: (m) => m.zone, maxLength: 8 });

    /** `answers` as the accepts predicate, recording what it was asked and said. */
    function asking(answers: (zone: string) => boolean) {
      const asked = new Map<string, boolean>();
      return { asked, accepts: (name: string) => { const answer = answers(name); asked.set(name, answer); return answer; } };
    }

    it('puts every zone in exactly one bucket, keeps only equal identities, refreshes only on a yes', () => {
      fc.assert(fc.property(mountedPage, nextPage, fc.func(fc.boolean()), (mounted, next, answers) => {
        const { asked, accepts } = asking(answers);
        const diff = diffPage(mounted, next, accepts);
        const { keep, refresh, rerun, destroy, create } = diff;
        for (const m of mounted) expect(count([...keep, ...refresh, ...rerun, ...destroy], m.zone), `mounted ${m.zone}`).to.equal(1);
        for (const n of next) expect(count([...keep, ...refresh, ...rerun, ...create], n.zone), `next ${n.zone}`).to.equal(1);
        expect(destroy.every((name) => mounted.some((m) => m.zone === name))).to.equal(true);
        expect(create.every((name) => next.some((n) => n.zone === name))).to.equal(true);

        const pair = (name: string) => [mounted.find((m) => m.zone === name)!, next.find((n) => n.zone === name)!] as const;
        for (const name of keep) {
          const [was, will] = pair(name);
          expect(will.driver).to.not.equal('');
          expect([will.driver, will.language, will.feedKey]).to.deep.equal([was.driver, was.language, was.feedKey]);
          expect(was.feedKey).to.not.equal(UNCOMPARABLE);
          expect(was.settled).to.equal(true);
          expect(asked.has(name), `${name} was asked`).to.equal(false);
        }
        for (const name of refresh) {
          expect(asked.get(name), name).to.equal(true);
          const [was, will] = pair(name);
          expect([will.driver, will.language]).to.deep.equal([was.driver, was.language]);
          expect(was.drawn).to.equal(true);
        }
        for (const name of rerun) {
          const [was, will] = pair(name);
          expect([will.driver, will.language]).to.deep.equal([was.driver, was.language]);
        }
        // Deterministic: the same input, answered the same way, gives the same diff.
        expect(diffPage(mounted, next, answers)).to.deep.equal(diff);
      }), runs(0xd1ff, 500));
    });

    it('never throws and stays deterministic on any input, repeated names and stray strings included', () => {
      const anyIdentity = fc.record({
        zone: fc.oneof(zone, fc.string({ maxLength: 4 })),
        driver: fc.oneof(identityFields.driver, fc.string({ maxLength: 3 })),
        language: fc.oneof(identityFields.language, fc.string({ maxLength: 3 })),
        feedKey: fc.oneof(identityFields.feedKey, fc.string({ maxLength: 4 })),
      });
      const anyMounted = fc.record({ identity: anyIdentity, drawn: fc.boolean(), settled: fc.boolean() })
        .map(({ identity, drawn, settled }): MountedIdentity => ({ ...identity, drawn, settled }));
      fc.assert(fc.property(fc.array(anyMounted, { maxLength: 8 }), fc.array(anyIdentity, { maxLength: 8 }), fc.func(fc.boolean()), (mounted, next, answers) => {
        const first: PageDiff = diffPage(mounted, next, answers);
        expect(diffPage(mounted, next, answers)).to.deep.equal(first);
        const names = new Set([...mounted, ...next].map((m) => m.zone));
        for (const name of Object.values(first).flat()) expect(names.has(name)).to.equal(true);
      }), runs(0xd1ff2, 300));
    });
  });

  describe('lifecycle (zone layer over a sequence of visits)', lifecycle);
});

// ---------------------------------------------------------------------------
// The lifecycle property: fakes for time, code and feeds.

/** A clock that moves only when told; between timers it lets every promise callback run. */
function fakeClock() {
  let now = 1_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + (Number.isFinite(ms) ? Math.max(0, ms) : 0), fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
    now: () => now,
  };
  /** Runs every timer due within `ms`, in order, settling promises after each. */
  async function advance(ms: number): Promise<void> {
    const target = now + ms;
    await flush();
    for (;;) {
      let first: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of timers) if (entry[1].at <= target && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) break;
      timers.delete(first[0]);
      now = Math.max(now, first[1].at);
      first[1].fn();
      await flush();
    }
    now = target;
    await flush();
  }
  return { clock, advance };
}

/** One real task: every queued promise callback has run when it resolves. */
const flush = nextTask;

const abortError = () => new DOMException('Aborted', 'AbortError');

/** Settles after `ms` of fake time (never for Infinity), or rejects once `signal` aborts. */
function later<T>(clock: Clock, signal: AbortSignal, ms: number, settle: () => T): Promise<Awaited<T>> {
  if (signal.aborted) return Promise.reject(abortError());
  if (ms === 0) return Promise.resolve().then(settle) as Promise<Awaited<T>>;
  return new Promise((resolve, reject) => {
    const id = ms === Infinity ? undefined : clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      try {
        resolve(settle() as Awaited<T>);
      } catch (error) {
        reject(error);
      }
    }, ms);
    const onAbort = () => {
      if (id !== undefined) clock.clearTimeout(id);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Drivers of the fake registry, named for what they do. `delay` is how long
 * resolving its code takes (Infinity: never; undefined: it cannot be found).
 */
const DRIVERS: Record<string, { delay?: number; controller?: (clock: Clock) => ModuleController }> = {
  DRAW: { delay: 0, controller: () => drawing({ refresh: true }) },
  SLOW: { delay: 400, controller: () => drawing({ refresh: false }) },
  ASYNC: {
    delay: 0,
    controller: (clock) => ({
      ...drawing({ refresh: 'throws' }),
      render: (host, feed, ctx) => later(clock, new AbortController().signal, 200, () => void (host.textContent = `${ctx.zone} ${text(feed)}`)),
    }),
  },
  BREAKS: { delay: 0, controller: () => ({ render() { throw new Error('kaboom'); } }) },
  STUCK: { delay: 0, controller: () => ({ render: () => new Promise<void>(() => undefined) }) },
  LATE: { delay: 45_000, controller: () => drawing({ refresh: true }) },
  HANGS: { delay: Infinity },
  MISSING: {},
};

const text = (feed: unknown) => String((feed as { text?: unknown } | null | undefined)?.text ?? 'no feed');

function drawing(options: { refresh: boolean | 'throws' }): ModuleController {
  return {
    render(host, feed, ctx) {
      host.textContent = `${ctx.zone} ${text(feed)}`;
    },
    onModuleWillRefresh() {
      if (options.refresh === 'throws') throw new Error('no refresh');
      return options.refresh;
    },
  };
}

/** Feeds by path: `delay` as for drivers; `fails` rejects. */
const FEEDS: Record<string, { delay: number; body?: unknown; fails?: boolean }> = {
  '/feeds/a': { delay: 0, body: { text: 'a' } },
  '/feeds/b': { delay: 100, body: { text: 'b' } },
  '/feeds/off': { delay: 0, body: { result: { output: false } } },
  '/feeds/fail': { delay: 50, fails: true },
  '/feeds/slow': { delay: 1200, body: { text: 'slow' } },
  '/feeds/hang': { delay: Infinity },
};

function fakeRequests(clock: Clock, controllers: ReadonlyMap<string, ModuleController>, visit: Visit): ModuleRequests {
  const { signal } = visit;
  return {
    resolve(zone: Zone) {
      // As the real resolver: no driver (driverOf's reading) is a failure.
      const driver = driverOf(zone);
      if (driver === undefined) return Promise.reject(new Error(messages.noDriver(zone.zone)));
      const known = Object.hasOwn(DRIVERS, driver) ? DRIVERS[driver]! : {};
      if (known.delay === undefined) return Promise.reject(new Error(messages.legacyMissing(driver)));
      return later(clock, signal, known.delay, () => controllers.get(driver)!);
    },
    loadFeed(url: string) {
      const feed = FEEDS[new URL(url).pathname] ?? { delay: 0, body: { text: 'other' } };
      return later(clock, signal, feed.delay, () => {
        if (feed.fails) throw new Error(`Feed ${url} failed`);
        return feed.body;
      });
    },
  };
}

const LIFECYCLE_NAMES = ['header', 'menu', 'footer', 'ENT_M171', 'roadblock', 'my_global', 't1_1c', 't01_1c', 't2_c1_promo1', 't2_c1_promo2',
  't2_c2_promo1', 't10_1c', 't9007199254740993_1c', 'bogus', '', '__proto__', 'constructor', 'zöne'];

const lifecycleEntry = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      driver: fc.constantFrom<unknown>('DRAW', 'DRAW', 'DRAW', 'SLOW', 'ASYNC', 'BREAKS', 'STUCK', 'LATE', 'HANGS', 'MISSING', '', 42, '__proto__'),
      moduleDriver: fc.constantFrom('DRAW', 'SLOW'),
      feed: fc.constantFrom<unknown>('/feeds/a', '/feeds/a', '/feeds/a#top', '/feeds/a?hash=2', '/feeds/b', '/feeds/off', '/feeds/fail',
        '/feeds/slow', '/feeds/hang', 'javascript:alert(1)', '', 42),
      feedData: fc.constantFrom<unknown>({ text: 'inline' }, { result: { output: false } }, null, 0, [1, 2]),
      priority,
    }, { requiredKeys: ['driver'] }),
  },
  { weight: 1, arbitrary: malformedEntry },
);

const lifecycleManifest = zonesOf(zoneMap(fc.constantFrom(...LIFECYCLE_NAMES), lifecycleEntry, 10)).map(asManifest);

/** What a step draws: a new page, the previous page again, or the previous page with every feed changed. */
type Page = { kind: 'new'; manifest: Manifest } | { kind: 'same' } | { kind: 'refeed'; feed: string };

interface Step {
  page: Page;
  language: string;
  /** Cancel this step's visit when the next one starts, as the navigator does. */
  cancelBeforeNext: boolean;
  /** Fake time between the visit's start and its manifest: the previous visit, unless canceled, goes on meanwhile. */
  manifestTakes: number;
  /** Fake time this step's visit runs before the next visit starts (the last one always runs to its end). */
  runFor: number;
}

/** What the first step draws when it is not a new page. */
const FIRST_PAGE = asManifest({ header: { zone: 'header', driver: 'DRAW', feed: '/feeds/a' }, t1_1c: { zone: 't1_1c', driver: 'DRAW', feed: '/feeds/b' } });

function pageOf(page: Page, previous: Manifest): Manifest {
  if (page.kind === 'new') return page.manifest;
  if (page.kind === 'same') return previous;
  // Same zones and drivers, another feed: what a module may take in place (a refresh).
  const zones = namesOf(previous.zones).map((name) => {
    const entry = (previous.zones as unknown as Record<string, unknown>)[name];
    if (!isObjectEntry(entry)) return [name, entry] as const;
    const { feedData: _inline, ...rest } = entry as Record<string, unknown>;
    return [name, { ...rest, feed: page.feed }] as const;
  });
  return asManifest(Object.fromEntries(zones));
}

const step: fc.Arbitrary<Step> = fc.record({
  page: fc.oneof(
    { weight: 3, arbitrary: lifecycleManifest.map((manifest): Page => ({ kind: 'new', manifest })) },
    { weight: 1, arbitrary: fc.constant<Page>({ kind: 'same' }) },
    { weight: 2, arbitrary: fc.constantFrom('/feeds/a', '/feeds/b', '/feeds/off', '/feeds/slow', '/feeds/fail').map((feed): Page => ({ kind: 'refeed', feed })) },
  ),
  language: fc.constantFrom('eng', 'eng', 'eng', 'spa'),
  cancelBeforeNext: fc.boolean(),
  // 31 s: the manifest came after the module timeout, counted from the visit's start.
  manifestTakes: fc.constantFrom(0, 0, 0, 50, 400, 5000, 31_000),
  runFor: fc.oneof(fc.constantFrom(0, 0, 150, 300, 1000, 3500, 31_000), fc.integer({ min: 0, max: 35_000 })),
});

/** Past the module timeout (30 s): every run has completed. */
const TO_THE_END = 31_000;

function lifecycle() {
  const unhandled: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent) => {
    unhandled.push(event.reason);
    event.preventDefault();
  };
  before(() => window.addEventListener('unhandledrejection', onUnhandled));
  after(() => window.removeEventListener('unhandledrejection', onUnhandled));

  async function runScenario(contentOnly: boolean, steps: readonly Step[]) {
    const { clock, advance } = fakeClock();
    const container = document.createElement('div');
    document.body.append(container);
    const events: { type: string; detail: unknown; step: number }[] = [];
    const lines: { level: MessageLevel; text: string; step: number }[] = [];
    let current = -1;
    const log = (level: MessageLevel, line: string) => void lines.push({ level, text: line, step: current });
    const services = createPageServices({ page: container, window, log, clock });
    const controllers = new Map(Object.entries(DRIVERS).flatMap(([name, d]) => (d.controller ? [[name, d.controller(clock)] as const] : [])));
    const layer = createZoneLayer(container, {
      document,
      page: container,
      documentScope: createDocumentScope({ window }),
      clock,
      log,
      emit<T extends keyof TfEventDetails>(type: T, detail: TfEventDetails[T]) {
        events.push({ type, detail, step: current });
      },
      requestsFor: (visit) => fakeRequests(clock, controllers, visit),
      scope: () => services.scope(),
      releaseQueues: () => services.releaseQueues(),
    }, { contentOnly });
    const visits: Visit[] = [];
    const globals = globalsWith(['my_global']);

    try {
      let manifest = FIRST_PAGE;
      let warnings = 0;
      const pages: string[][] = [];
      for (const [index, { page, language, manifestTakes, runFor }] of steps.entries()) {
        manifest = pageOf(page, manifest);
        // As the navigator: the new visit starts (canceling the previous one, or not), its manifest takes a while.
        const previous = visits.at(-1);
        if (previous && steps[index - 1]!.cancelBeforeNext) previous.cancel();
        const visit = createVisit({ id: index + 1, url: `http://x.test/page${index}`, now: clock.now });
        visits.push(visit);
        await advance(manifestTakes);
        current = index;
        const env: LayerEnvironment = { language, globalZones: ['my_global'], feedEnv: { languagePreferences: false, mobile: false } };

        const entries = manifest.zones as unknown as Record<string, unknown>;
        const names = namesOf(entries);
        const kinds = new Map(names.map((name) => [name, isObjectEntry(entries[name]) ? expectedOf(name, globals).kind : 'invalid']));
        const invalid = names.filter((name) => kinds.get(name) === 'invalid');
        // A modal's layer draws only the tiers.
        const valid = names.filter((name) => kinds.get(name) !== 'invalid' && (!contentOnly || kinds.get(name) === 'tier'));
        pages.push(valid);

        visit.receivedManifest();
        layer.apply(manifest, visit, env);
        visit.placed(manifest);

        // Right after apply: exactly this page's valid zones, once each, where the layout puts them.
        checkPlacement(container, valid, globals, new Set());
        const warned = lines.filter((l) => l.step === index && / seems to be invalid\. It cannot be placed on the page$/.test(l.text));
        expect(warned.map((l) => l.text).sort()).to.deep.equal(invalid.map(messages.invalidZone).sort());
        expect(warned.every((l) => l.level === 'warn')).to.equal(true);
        warnings += invalid.length;

        const last = index === steps.length - 1;
        await advance(last ? TO_THE_END : runFor);
        const removed = new Set(events
          .filter((e) => e.step === index && e.type === 'tf:moduleremove')
          .map((e) => e.detail as TfEventDetails['tf:moduleremove'])
          .filter((d) => d.reason === 'failed' || d.reason === 'output-false')
          .map((d) => d.zone));
        checkPlacement(container, valid, globals, removed);

        if (last || manifestTakes + runFor >= 30_000) {
          // The run is over: every zone drawn, or removed and reported.
          const present = zoneElements(container);
          for (const element of present) {
            const name = element.getAttribute('zone')!;
            expect(element.getAttribute('state'), name).to.equal('rendered');
            // Every controller here writes its zone's name first: a rendered zone shows a module's output.
            expect(element.textContent!.startsWith(`${name} `), `${name} shows ${JSON.stringify(element.textContent)}`).to.equal(true);
          }
          const complete = events.filter((e) => e.type === 'tf:rendercomplete' && (e.detail as { url: string }).url === visit.url);
          expect(complete, `tf:rendercomplete of ${visit.url}`).to.have.length(1);
          const { rendered, failed } = complete[0]!.detail as TfEventDetails['tf:rendercomplete'];
          for (const name of failed) expect(removed.has(name), `${name} failed without a tf:moduleremove`).to.equal(true);
          for (const name of rendered) expect(present.some((z) => z.getAttribute('zone') === name), `${name} rendered`).to.equal(true);
          const after = events.findIndex((e) => e === complete[0]);
          expect(events[after + 1]?.type).to.equal('tf:complete');
        }
      }

      // A canceled visit never completes; none completes twice; no hook of the layer ever threw.
      for (const visit of visits) {
        const completions = events.filter((e) => e.type === 'tf:rendercomplete' && (e.detail as { url: string }).url === visit.url);
        expect(completions.length, visit.url).to.be.at.most(visit.state === 'canceled' ? 0 : 1);
      }
      // A run reports only zones of its own page.
      for (const { type, detail, step: at } of events) {
        if (type !== 'tf:modulerender' && type !== 'tf:moduleremove') continue;
        const { zone, reason } = detail as { zone: string; reason?: string };
        if (reason !== 'destroyed') expect(pages[at]!.includes(zone), `${type} ${zone} while page ${at} was current`).to.equal(true);
      }
      // Invalid names are reported while applying only, never again later.
      expect(lines.filter((l) => / seems to be invalid\. It cannot be placed on the page$/.test(l.text))).to.have.length(warnings);
      expect(lines.filter((l) => / event callback failed with an error$/.test(l.text))).to.deep.equal([]);
      expect(unhandled).to.deep.equal([]);
    } finally {
      layer.destroy();
      services.destroy();
      container.remove();
      unhandled.length = 0;
    }
    expect(container.children.length, 'regions left after destroy').to.equal(0);
  }

  it('applies 1–4 random pages in a row to a page or modal layer, canceling some mid-load: zones placed once, reported, drawn or removed', async () => {
    const layerKind = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
    await fc.assert(fc.asyncProperty(layerKind, fc.array(step, { minLength: 1, maxLength: 4 }), runScenario), runs(0x11fe, 200));
  });
}

function zoneElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tf-zone')];
}

/**
 * Every valid zone has exactly one element, in its region (or tier and
 * column), unless it was removed and reported as such; no other zone is there.
 */
function checkPlacement(container: HTMLElement, valid: readonly string[], globals: ReadonlySet<string>, removed: ReadonlySet<string>) {
  const elements = zoneElements(container);
  const names = elements.map((element) => element.getAttribute('zone')!);
  for (const name of names) expect(valid.includes(name), `a zone ${JSON.stringify(name)} of another page remains`).to.equal(true);
  for (const name of valid) {
    const times = count(names, name);
    if (removed.has(name)) expect(times, `${name} was reported removed but is still there`).to.equal(0);
    else expect(times, `elements for ${JSON.stringify(name)}`).to.equal(1);
  }
  for (const element of elements) {
    const name = element.getAttribute('zone')!;
    expect(['loading', 'rendered', 'refreshing'], name).to.include(element.getAttribute('state'));
    const expected = expectedOf(name, globals);
    if (expected.kind === 'header') expect(element.parentElement!.matches('.tf-header'), name).to.equal(true);
    else if (expected.kind === 'footer') expect(element.parentElement!.matches('.tf-footer'), name).to.equal(true);
    else if (expected.kind === 'content-global') expect(element.parentElement!.matches('.tf-content'), name).to.equal(true);
    else if (expected.kind === 'tier') {
      const column = element.parentElement!;
      expect(column.matches('.tf-column'), name).to.equal(true);
      expect([column.closest<HTMLElement>('.tf-tier')!.dataset.tier, column.dataset.column])
        .to.deep.equal([String(expected.tier), String(expected.column)]);
    }
  }
}
