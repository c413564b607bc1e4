/**
 * Bench page for `assembly-vs-one-root`: the same 50 small
 * components drawn three ways, alternating in one browser session:
 * - `assembly`: `<tf-page>` from a 50-zone manifest to `tf:rendercomplete`;
 * - `per-zone-roots`: 50 bare `createRoot` mounts (the design's floor);
 * - `one-root`: the 50 components in one React root.
 */
import { createDocumentScope } from '../runtime/document-scope.js';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '../elements/index.js';
import { defineIsland } from '../islands/define-island.js';
import { createPageServices } from '../runtime/services/index.js';

interface CardFeed { title: string; show: string; minutes: number }

function Card({ feed }: { feed: CardFeed }) {
  return (
    <article className="bench-card">
      <h3>{feed.title}</h3>
      <p>{feed.show} · {feed.minutes} min</p>
      <a href={`/clips/${feed.minutes}`}>Watch</a>
    </article>
  );
}

const island = defineIsland<CardFeed>(Card);
window.Triforce.defineModule('BENCH_CARD', island);

const feedOf = (i: number): CardFeed => ({ title: `Clip number ${i}`, show: `Show ${i % 7}`, minutes: (i % 12) + 1 });
const ZONES = 50;
/** The same 50 zones without priorities: one group, to show what the groups cost. */
const ONE_GROUP = '/feeds/triforce/manifest/one-group';

function Committed({ onDone }: { onDone(): void }) {
  useLayoutEffect(onDone, [onDone]);
  return null;
}

const phases: Record<string, number[]> = { manifest: [], placed: [], firstRender: [], complete: [] };

/**
 * Manifest to `tf:rendercomplete`: the clock starts at the
 * runtime's `tf:manifest` User Timing mark, when the manifest is in the page's
 * hands, so the network round trip (which no runtime avoids) is not counted.
 */
async function assembly(manifestSrc = '/feeds/triforce/manifest/v2'): Promise<number> {
  performance.clearResourceTimings();
  performance.clearMarks('tf:manifest');
  const start = performance.now();
  const page = document.createElement('tf-page');
  page.setAttribute('manifest-src', manifestSrc);
  let placed = 0;
  let firstRender = 0;
  page.addEventListener('tf:pageready', () => (placed = performance.now()), { once: true });
  page.addEventListener('tf:modulerender', () => (firstRender ||= performance.now()));
  const done = new Promise<void>((resolve) => page.addEventListener('tf:rendercomplete', () => resolve(), { once: true }));
  document.body.append(page);
  await done;
  const end = performance.now();
  const received = performance.getEntriesByName('tf:manifest')[0]!.startTime;
  phases.manifest!.push(received - start);
  phases.placed!.push(placed - received);
  phases.firstRender!.push(firstRender - received);
  phases.complete!.push(end - received);
  page.remove();
  return end - received;
}

async function perZoneRoots(): Promise<number> {
  const start = performance.now();
  const host = document.createElement('div');
  document.body.append(host);
  const roots = await Promise.all(Array.from({ length: ZONES }, (_, i) => new Promise<ReturnType<typeof createRoot>>((resolve) => {
    const el = document.createElement('div');
    host.append(el);
    const root = createRoot(el);
    root.render(<><Card feed={feedOf(i)} /><Committed onDone={() => resolve(root)} /></>);
  })));
  const time = performance.now() - start;
  roots.forEach((root) => root.unmount());
  host.remove();
  return time;
}

/** The island controller on 50 plain divs: defineIsland's own cost, no runtime. */
async function islandsDirect(): Promise<number> {
  const start = performance.now();
  const host = document.createElement('div');
  document.body.append(host);
  const hosts = Array.from({ length: ZONES }, () => host.appendChild(document.createElement('div')));
  // The services a page would scope to each module; islands never touch them here.
  const services = createPageServices({ page: host, window, log: () => undefined });
  const documentScope = createDocumentScope({ window });
  await Promise.all(hosts.map((el, i) => {
    const { events, templates } = services.scope();
    return island.render(el, feedOf(i), { zone: `z${i}`, driver: 'BENCH_CARD', language: 'eng', page: host, documentScope, events, templates });
  }));
  const time = performance.now() - start;
  hosts.forEach((el) => island.onModuleDestroy?.(el));
  services.destroy();
  host.remove();
  return time;
}

async function oneRoot(): Promise<number> {
  const start = performance.now();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await new Promise<void>((resolve) => root.render(
    <>{Array.from({ length: ZONES }, (_, i) => <div key={i}><Card feed={feedOf(i)} /></div>)}<Committed onDone={resolve} /></>));
  const time = performance.now() - start;
  root.unmount();
  host.remove();
  return time;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Long-task blocking time (the part of each task over 50 ms) while `fn` runs. */
async function blocking(fn: () => Promise<number>): Promise<number> {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) total += Math.max(0, entry.duration - 50);
  });
  observer.observe({ type: 'longtask' });
  await fn();
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  return total;
}

async function run(rounds: number) {
  const times = { assembly: [] as number[], oneGroup: [] as number[], perZone: [] as number[], oneRoot: [] as number[], direct: [] as number[] };
  for (let i = 0; i < 5; i++) { await assembly(); await assembly(ONE_GROUP); await perZoneRoots(); await oneRoot(); await islandsDirect(); }
  const variants: [keyof typeof times, () => Promise<number>][] = [
    ['assembly', () => assembly()], ['oneGroup', () => assembly(ONE_GROUP)], ['perZone', perZoneRoots],
    ['oneRoot', oneRoot], ['direct', islandsDirect],
  ];
  for (let i = 0; i < rounds; i++) {
    // Whichever variant runs first in a round is measured 3–4 ms slower (seen
    // even after a pause), so each takes the first place in turn.
    for (let j = 0; j < variants.length; j++) {
      const [name, measure] = variants[(i + j) % variants.length]!;
      times[name].push(await measure());
    }
  }
  return {
    phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, median(v)])),
    assembly: median(times.assembly),
    oneGroup: median(times.oneGroup),
    perZoneRoots: median(times.perZone),
    oneRoot: median(times.oneRoot),
    islandsDirect: median(times.direct),
  };
}

Object.assign(window, { benchAssembly: { run, assembly, perZone: perZoneRoots, blocking: () => blocking(assembly), feedOf, ZONES } });
