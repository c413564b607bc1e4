// The walk's view of one browser session, the same for every client: pages
// opened and waited on, elements found as the Chromium suite's locators find
// them, clicks and drags at the point the browser would hit, and every wait a
// poll of the page's state with a ceiling, never a pause.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { assembledState, axeAnswer, eventCount, installRecorder, locate, readRecorder, settleAnimations, startAxe } from './in-page.mjs';

/** Ceiling of one wait: a loaded 2-core machine takes several times a quiet one's time. */
const WAIT_MS = 20_000;
/**
 * A whole page's assembly, and an element's readiness for a click: the
 * Playwright suite's test ceiling, which bounds its clicks too. WebKit took
 * 15 s for home at load 8, and 20 s to enable the header's Sign in (the
 * entitlement library loads once the page is idle) at load 30.
 */
const ASSEMBLY_MS = 60_000;
const POLL_MS = 100;
/** The Chromium suite's axe tags (e2e/support/axe.ts). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let axeSource;

export function createSession(client, origin) {
  /** Installs the recorder where the client could not before the page's scripts; a page mid-load may refuse. */
  const record = () => (client.earlyInit ? Promise.resolve() : client.evaluate(installRecorder, false).catch(() => undefined));

  /**
   * Polls `fn(...args)` in the page until it returns a truthy value (or an
   * object whose `ok` is true), and returns that; after `timeoutMs` fails
   * with `what` and the last answer. A page between documents answers with
   * an error: that is polled past too.
   */
  async function until(what, fn, args = [], timeoutMs = WAIT_MS) {
    const deadline = Date.now() + timeoutMs;
    let last;
    for (;;) {
      await record();
      try {
        last = await client.evaluate(fn, ...args);
        if (last && (typeof last !== 'object' || !('ok' in last) || last.ok)) return last;
      } catch (error) {
        last = `(${String(error.message ?? error).split('\n')[0]})`;
      }
      if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last: ${JSON.stringify(last)}`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until the element `query` names can take a click, and returns where. */
  const pointOf = (query) => until(`${JSON.stringify(query)} to take a click`, locate, [query, 'point'], ASSEMBLY_MS);

  return {
    client,
    origin,
    until,
    /** Opens `path` as a new document. */
    async goto(path) {
      await client.goto(origin + path);
      await record();
    },
    /**
     * Waits until `path` is assembled (in-page.mjs `assembledState`) and,
     * from a `since` mark (`events()`), has its `tf:complete` recorded: by
     * default from the document's start where the recorder runs before the
     * page's scripts, else on state alone.
     */
    assembled: (path, since = client.earlyInit ? 0 : null) => until(`${path} to be assembled`, assembledState, [path, since], ASSEMBLY_MS),
    /** A mark for `assembled`: how many page events are recorded now. */
    events: () => client.evaluate(eventCount),
    /** What `locate(query, action)` answers now (in-page.mjs). */
    read: (query, action) => client.evaluate(locate, query, action),
    async click(query) {
      const { x, y } = await pointOf(query);
      await client.clickAt(x, y);
    },
    /**
     * Clicks a field and, once it has the focus (focus moving into a frame
     * takes its time), types `text` into it, key by key; the field must then
     * hold it, as after Playwright's `fill`.
     */
    async fill(query, text) {
      const { x, y } = await pointOf(query);
      await client.clickAt(x, y);
      await until(`${JSON.stringify(query)} to have the focus`, locate, [query, 'focused']);
      await client.type(text);
      const deadline = Date.now() + WAIT_MS;
      let value;
      while ((value = await client.evaluate(locate, query, 'value')) !== text) {
        if (Date.now() > deadline) throw new Error(`${JSON.stringify(query)} holds ${JSON.stringify(value)} after typing ${JSON.stringify(text)}`);
        await sleep(POLL_MS);
      }
    },
    async drag(query, dx) {
      const { x, y } = await pointOf(query);
      await client.drag(x, y, dx);
    },
    press: (key) => client.press(key),
    focus: (query) => until(`${JSON.stringify(query)} to take focus`, locate, [query, 'focus']),
    visible: (query) => until(`${JSON.stringify(query)} to be visible`, locate, [query, 'visible']),
    hidden: (query) => until(`${JSON.stringify(query)} to be hidden`, locate, [query, 'hidden']),
    /** What the recorder found in the current document so far. */
    findings: () => client.evaluate(readRecorder),
    /** Sets the window marker that tells the same document from a new one. */
    mark: () => client.evaluate(() => { window.__walkMarker = 1; return true; }),
    /** axe over the page as it is now, with the Chromium suite's tags: the violations, described. */
    async axe() {
      axeSource ??= readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
      if (!(await client.evaluate(() => typeof window.axe === 'object'))) await client.evaluateSource(axeSource);
      await client.evaluate(settleAnimations);
      await client.evaluate(startAxe, AXE_TAGS);
      const answer = await until('axe to finish', axeAnswer, [], 90_000);
      if (answer.error) throw new Error(`axe failed: ${answer.error}`);
      return answer.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.targets.join('\n      ')}`);
    },
  };
}
