// heap-after-200-navigations: the bytes the page retains after
// GC following 200 in-page visits, against after the first, with DOM nodes,
// listeners and live React roots.
//
// The bytes come from heap snapshots, not from JSHeapUsedSize. Over 1,200
// visits JSHeapUsedSize grew about 0.9 MB in the first 200, then levelled off
// (+1.4 MB at 1,200): nearly all of it V8's optimised code and what only that
// code holds (InstructionStream, Code, deoptimisation data, dependent-code
// lists), which tiers up as the runtime's functions get hot and is no object
// of the page's. The snapshot also holds Blink's objects (DOM, layout, styles,
// performance entries), which JSHeapUsedSize leaves out; among them the
// inspector's per-session records, chiefly the Network domain's copy of every
// response (NetworkResourcesData, about 1 KB a visit, unbounded), which exist
// only because the bench drives the page over DevTools.
//
// So `page` counts every object the GC roots reach without passing through
// V8's code or the inspector's objects: a leak of JS objects, closures,
// detached DOM, listeners or performance entries counts in full (a test leak
// keeping each visit's manifest, about 1.5 KB a visit, added about 300 KB).
// What is left out is returned beside it, with the raw JSHeapUsedSize.

import { returningVisitor } from './site.mjs';
const PAGES = ['/', '/shows', '/stand-up', '/schedule'];

/**
 * Chromium's DevTools agents of the bench's sessions and what they hold
 * (Playwright enables Network, DOM, CSS, Page… for every page it drives).
 */
const INSPECTOR = /^blink::(\w*Inspector\w*|DevTools\w*|WebDevToolsAgentImpl|NetworkResourcesData)\b/;

/**
 * V8's number-to-string cache: a table of fixed size that the engine enlarges
 * once when it is in demand, whatever the page holds. Counted as engine code.
 */
const ENGINE_CACHE = /^system \/ (DoubleStringCache|NumberStringCache)$/;

/**
 * Backing stores of Blink's weak tables (paint timing's text records, the
 * media-query lists, lifecycle observers…) and of its list of objects with
 * pending activity. They hold nothing alive that is not counted anyway (the
 * entries are counted where they are reached); their own size is a
 * high-water mark of how many objects lived at once between two collections,
 * so it wanders by tens of KB from run to run: reported apart.
 */
const GC_TABLE = /^blink::Heap\w*Backing<.*(WeakMemberTag|ActiveScriptWrappableBase)/;

/**
 * The browser's performance-timeline buffers for long animation frames and
 * long tasks (with their script and attribution records), filled on a busy
 * machine and capped at 200 entries each: counted, and reported apart.
 */
const TIMELINE = /^(PerformanceLongAnimationFrameTiming|PerformanceScriptTiming|blink::ScriptTimingInfo|PerformanceLongTaskTiming|TaskAttributionTiming)$/;

const ORDINARY = 0;
const INSPECTOR_NODE = 1;
const CODE_NODE = 2;

/**
 * Sums the self sizes of a parsed V8 heap snapshot (`HeapProfiler.takeHeapSnapshot`)
 * over what the GC roots reach along strong (non-weak) edges:
 * - `page`: reached without entering the inspector's objects or V8's code,
 *   less the GC tables: the page's JS objects, closures, DOM, styles, layout,
 *   performance entries…;
 * - `tables`: the backing stores of GC_TABLE among those;
 * - `code`: reached only through V8's code and function metadata (snapshot
 *   type `code`), a map's list of code depending on it, or ENGINE_CACHE;
 * - `inspector`: reached only through the inspector's objects;
 * - `timeline`: the share of `page` in the browser's long-frame and long-task buffers;
 * - `detached`: how many DOM nodes among `page` are detached from the document;
 * - `classes`: `page` by class (constructor, DOM tag or Blink type) name.
 * Pure: the snapshot is the only input.
 */
export function retainedBytes(snapshot) {
  const { meta } = snapshot.snapshot;
  const { nodes, edges, strings } = snapshot;
  const N = meta.node_fields.length;
  const E = meta.edge_fields.length;
  const TYPE = meta.node_fields.indexOf('type');
  const NAME = meta.node_fields.indexOf('name');
  const SIZE = meta.node_fields.indexOf('self_size');
  const EDGES = meta.node_fields.indexOf('edge_count');
  const DETACHED = meta.node_fields.indexOf('detachedness');
  const EDGE_TYPE = meta.edge_fields.indexOf('type');
  const EDGE_NAME = meta.edge_fields.indexOf('name_or_index');
  const EDGE_TO = meta.edge_fields.indexOf('to_node');
  const codeType = meta.node_types[TYPE].indexOf('code');
  const weakEdge = meta.edge_types[EDGE_TYPE].indexOf('weak');
  // Edge kinds whose name_or_index is a string index (the others are numbers).
  const namedEdge = new Set(['context', 'property', 'internal', 'shortcut'].map((t) => meta.edge_types[EDGE_TYPE].indexOf(t)));
  const dependentCode = strings.indexOf('dependent_code');
  const count = nodes.length / N;

  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + nodes[i * N + EDGES] * E;
  const kind = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const name = strings[nodes[i * N + NAME]];
    if (INSPECTOR.test(name)) kind[i] = INSPECTOR_NODE;
    else if (nodes[i * N + TYPE] === codeType || ENGINE_CACHE.test(name)) kind[i] = CODE_NODE;
  }
  // A map's dependent-code list only says which optimised code to throw away
  // when the map changes: part of the compiled code.
  for (let e = 0; e < edges.length; e += E) {
    if (namedEdge.has(edges[e + EDGE_TYPE]) && edges[e + EDGE_NAME] === dependentCode) kind[edges[e + EDGE_TO] / N] = CODE_NODE;
  }

  /** Marks what node 0 (the root) reaches over strong edges, entering only nodes of the kinds allowed. */
  const reach = (allowed) => {
    const seen = new Uint8Array(count);
    const stack = [0];
    seen[0] = 1;
    while (stack.length > 0) {
      const from = stack.pop();
      for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += E) {
        if (edges[e + EDGE_TYPE] === weakEdge) continue;
        const to = edges[e + EDGE_TO] / N;
        if (seen[to] || !allowed.has(kind[to])) continue;
        seen[to] = 1;
        stack.push(to);
      }
    }
    return seen;
  };
  const byPage = reach(new Set([ORDINARY]));
  const withCode = reach(new Set([ORDINARY, CODE_NODE]));
  const withAll = reach(new Set([ORDINARY, CODE_NODE, INSPECTOR_NODE]));
  const out = { page: 0, tables: 0, code: 0, inspector: 0, timeline: 0, detached: 0, classes: new Map() };
  for (let i = 0; i < count; i++) {
    const size = nodes[i * N + SIZE];
    if (byPage[i]) {
      const name = strings[nodes[i * N + NAME]];
      if (GC_TABLE.test(name)) out.tables += size;
      else {
        out.page += size;
        const type = meta.node_types[TYPE][nodes[i * N + TYPE]];
        const key = type.endsWith('string') ? '(string)' : type === 'native' || type === 'object' ? className(name) : `(${type})`;
        out.classes.set(key, (out.classes.get(key) ?? 0) + size);
      }
      if (TIMELINE.test(name)) out.timeline += size;
      if (DETACHED >= 0 && nodes[i * N + DETACHED] === 2) out.detached++;
    } else if (withCode[i]) {
      out.code += size;
    } else if (withAll[i]) {
      out.inspector += size;
    }
  }
  return out;
}

/** `<div class="x">` → `<div>`, `Foo / http://…` → `Foo`: one name per kind of object. */
const className = (name) => name.replace(/^<([\w-]+)[^>]*>$/, '<$1>').replace(/^system \/ /, '').replace(/ \/ .*$/, '').slice(0, 80);

async function takeSnapshot(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return JSON.parse(chunks.join(''));
}

/**
 * Lets the page come to rest after tf:rendercomplete (images decoding, the
 * activity bar's fade, a carousel starting when idle), so both readings see
 * a finished page rather than one caught mid-way.
 */
const settle = () => new Promise((resolve) => {
  setTimeout(() => window.requestIdleCallback(() => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)), { timeout: 2000 }), 1000);
});

async function reading(cdp, page) {
  await page.evaluate(settle);
  // The browser's own resource-timing buffer (capped at 250 entries) fills
  // with every request; it is not the runtime's to hold, so it is emptied
  // before both readings.
  await page.evaluate(() => performance.clearResourceTimings());
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  const roots = await page.evaluate(() =>
    [...document.querySelectorAll('tf-zone')].filter((zone) => Object.keys(zone).some((key) => key.startsWith('__reactContainer'))).length);
  // The snapshot collects garbage itself before it walks the heap.
  const bytes = retainedBytes(await takeSnapshot(cdp));
  return { ...bytes, jsHeapUsed: get('JSHeapUsedSize'), nodes: get('Nodes'), listeners: get('JSEventListeners'), roots };
}

/** The `n` classes whose bytes changed most between two readings, largest first. */
function largestChanges(before, now, n) {
  const names = new Set([...before.keys(), ...now.keys()]);
  return [...names]
    .map((name) => ({ name, bytes: (now.get(name) ?? 0) - (before.get(name) ?? 0) }))
    .sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))
    .slice(0, n);
}

/**
 * Visits the demo's pages in turn with `navigate()`, each to its
 * tf:rendercomplete, and reads the heap after the first round trip and again
 * after `count` more visits. Each reading: `page`, `tables`, `code`,
 * `inspector`, `timeline` bytes and `detached` nodes (see retainedBytes),
 * `jsHeapUsed`, DOM `nodes`, `listeners` and React `roots`. `growth`: the
 * classes of `page` that changed most, to say where a rise comes from.
 */
export async function heapAfterNavigations(browser, origin, count = 200) {
  const page = await browser.newPage();
  try {
    await returningVisitor(page.context(), origin);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(origin + PAGES[0]);
    await page.evaluate(() => new Promise((resolve) => document.addEventListener('tf:rendercomplete', resolve, { once: true })));
    const visitAll = (n) => page.evaluate(async ({ n, pages }) => {
      const tfPage = document.querySelector('tf-page');
      for (let i = 0; i < n; i++) {
        const done = new Promise((resolve) => document.addEventListener('tf:rendercomplete', resolve, { once: true }));
        await tfPage.navigate(pages[(i + 1) % pages.length]);
        await done;
      }
    }, { n, pages: PAGES });
    // Two rounds load what every page needs once (chunks, feeds, scripts,
    // images, style rules); then home.
    await visitAll(PAGES.length * 2);
    const { classes: before, ...first } = await reading(cdp, page);
    await visitAll(count);
    const { classes: now, ...after } = await reading(cdp, page);
    return { first, after, growth: largestChanges(before, now, 5) };
  } finally {
    await page.close();
  }
}
