// `npm run bench`: the performance figures, each a ratio measured side by side
// in one browser session, plus bundle sizes in gzip bytes. Targets are
// reported, never asserted: speed goals live here, not in unit tests.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { MOBILE_NETWORK, navigationInSession, navigationVsReload } from './navigation.mjs';
import { heapAfterNavigations } from './heap.mjs';
import { imageLayoutShift, lazyLoadingOverhead } from './images.mjs';
import { carouselDrag } from './carousel.mjs';
import { layoutShift } from './layout-shift.mjs';
import { LIGHTHOUSE_PAGES, formatSummary, lighthousePages } from './lighthouse.mjs';
import { CHROME_ARGS, startSite } from './site.mjs';
import { builtSizes, sizeLines } from './sizes.mjs';
import { compareMedians, formatLine, medianOfRatios, ratio } from './stats.mjs';

/** This checkout's bench ports: the demo's server and Lighthouse's Chromium. */
const SITE_PORT = Number(process.env.BENCH_PORT ?? 5185);
const LIGHTHOUSE_PORT = SITE_PORT + 1;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * Samples per side for the navigation figures beyond the main ones (hover,
 * rest, in-session): their spread is small, and fewer rounds keep the bench
 * near six minutes on a busy machine. The main figures take 12.
 */
const SIDE_ROUNDS = 8;

const OUT = 'bench/.out';
const started = Date.now();
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const line = (name, value, note = '') => console.log(formatLine(name, value, note));

/**
 * Runs one figure; if it throws (a stalled page on a busy machine), says so
 * on its line and goes on with the others, and the bench exits non-zero.
 */
async function figure(name, measure) {
  try {
    await measure(name);
  } catch (error) {
    line(name, 'failed', String(error?.message ?? error).split('\n')[0]);
    process.exitCode = 1;
  }
}

if (!existsSync('dist/tf.js')) execSync('npm run build --silent', { stdio: 'inherit' });

await build({
  entryPoints: ['bench/assembly-page.tsx'],
  bundle: true, format: 'esm', outdir: OUT, minify: true, target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning',
});
const manifest = {
  title: 'Bench',
  zones: Object.fromEntries(Array.from({ length: 50 }, (_, i) => {
    const name = `t${i + 1}_1c`;
    return [name, { zone: name, driver: 'BENCH_CARD', priority: (i % 3) + 1,
      feedData: { title: `Clip number ${i}`, show: `Show ${i % 7}`, minutes: (i % 12) + 1 } }];
  })),
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/feeds/triforce/manifest/v2') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ manifest }));
  }
  if (url.pathname === '/feeds/triforce/manifest/one-group') {
    const zones = Object.fromEntries(Object.entries(manifest.zones).map(([name, { priority: _, ...zone }]) => [name, zone]));
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ manifest: { ...manifest, zones } }));
  }
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<!doctype html><meta charset="utf-8"><body><script type="module" src="/assembly-page.js"></script>');
  }
  const file = join(OUT, url.pathname);
  if (existsSync(file) && statSync(file).isFile()) {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    return res.end(readFileSync(file));
  }
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => 'benchAssembly' in window);
  const t = await page.evaluate(() => window.benchAssembly.run(25));
  line('assembly-vs-one-root', (t.assembly / t.oneRoot).toFixed(2) + 'x',
    `(50 zones: ${t.assembly.toFixed(1)} ms vs one root ${t.oneRoot.toFixed(1)} ms)`);
  const p = t.phases;
  console.log(`  phases (ms after the manifest arrived): placed ${p.placed.toFixed(1)}, first render ${p.firstRender.toFixed(1)}, ` +
    `complete ${p.complete.toFixed(1)}; manifest request to mark ${p.manifest.toFixed(1)}`);
  line('assembly-vs-per-zone-roots', (t.assembly / t.perZoneRoots).toFixed(2) + 'x',
    `(runtime overhead over bare createRoot per zone ${t.perZoneRoots.toFixed(1)} ms; target <= 1.25x)`);
  line('islands-direct-vs-per-zone-roots', (t.islandsDirect / t.perZoneRoots).toFixed(2) + 'x',
    `(defineIsland on 50 divs without the runtime: ${t.islandsDirect.toFixed(1)} ms)`);
  line('one-group-vs-per-zone-roots', (t.oneGroup / t.perZoneRoots).toFixed(2) + 'x',
    `(the same zones without priorities: ${t.oneGroup.toFixed(1)} ms)`);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const blocked = [];
  for (let i = 0; i < 5; i++) blocked.push(await page.evaluate(() => window.benchAssembly.blocking()));
  blocked.sort((a, b) => a - b);
  line('assembly-blocking-ms@4x', blocked[2].toFixed(0) + ' ms', '(long-task time over 50 ms, 50 zones, 4x CPU throttle; target <= 50 ms)');

} finally {
  await browser.close();
  server.close();
}

// The demo's figures get a browser of their own: nothing of the throttled
// assembly session carries over. The site is served as `npm start` serves it.
const site = await startSite(SITE_PORT);
console.log(`  (demo figures against ${site.server} at ${site.origin})`);
const navBrowser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  const demo = site.origin;
  const navLine = (name, { visits, reloads }, note) => {
    const r = compareMedians(visits, reloads);
    const paired = ratio(medianOfRatios(visits, reloads), 1);
    line(name, r.value, `(click to tf:rendercomplete vs reload to its tf:rendercomplete, medians: ${r.note}; median of per-round ratios ${paired}; ${note})`);
  };
  await figure('navigation-vs-reload', async (name) => navLine(name, await navigationVsReload(navBrowser, demo),
    'cold: clicked in the task after the page completed, loopback, warm HTTP cache both sides; target <= 0.35x'));
  await figure('navigation-vs-reload-after-paint', async (name) => navLine(name, await navigationVsReload(navBrowser, demo, { afterPaint: true }),
    'cold: clicked in the task after the completed page\'s next frame, before any prefetch, loopback'));
  await figure('navigation-vs-reload@mobile-net', async (name) => navLine(name, await navigationVsReload(navBrowser, demo, { network: MOBILE_NETWORK }),
    'cold, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, warm HTTP cache both sides'));
  await figure('navigation-after-hover-vs-reload', async (name) => navLine(name, await navigationVsReload(navBrowser, demo, { hover: true, rounds: SIDE_ROUNDS }),
    'the pointer rests on the link 150 ms first, as a mouse user\'s does'));
  await figure('navigation-after-rest-vs-reload', async (name) => navLine(name, await navigationVsReload(navBrowser, demo, { restMs: 1500, rounds: SIDE_ROUNDS }),
    'the visitor looks at the page 1.5 s before clicking'));
  await figure('navigation-in-session-vs-reload', async (name) => navLine(name, await navigationInSession(navBrowser, demo, { rounds: SIDE_ROUNDS }),
    'back and forth without reloads, each click and reload after the page rested 0.5 s'));
  await figure('heap-after-200-navigations', async (name) => {
    const h = await heapAfterNavigations(navBrowser, demo);
    const grew = (key) => ((h.after[key] - h.first[key]) / 1024).toFixed(0) + ' KB';
    line(name, grew('page'),
      `(retained by the page, from heap snapshots, incl. the browser's long-frame buffers ${grew('timeline')}; ` +
      `left out: V8's compiled code ${grew('code')}, the inspector's records ${grew('inspector')}, GC tables ${grew('tables')}; ` +
      `raw JSHeapUsedSize ${grew('jsHeapUsed')}; nodes ${h.first.nodes}->${h.after.nodes}, listeners ${h.first.listeners}->${h.after.listeners}, ` +
      `React roots ${h.first.roots}->${h.after.roots}, detached nodes ${h.first.detached}->${h.after.detached}; ` +
      `most changed: ${h.growth.map((g) => `${g.name} ${(g.bytes / 1024).toFixed(0)} KB`).join(', ')}; target <= 256 KB)`);
  });
  await figure('lazy-images-vs-scroll-check@4x', async (name) => {
    const lazy = await lazyLoadingOverhead(navBrowser, demo);
    line(name, lazy.ratio.toFixed(2) + 'x',
      `(500 images, JS per frame ${lazy.intersection.perFrame.toFixed(2)} ms with IntersectionObserver vs ${lazy.scroll.perFrame.toFixed(2)} ms scroll check; target <= 0.5x)`);
  });
  await figure('home-cls-while-images-load', async (name) => {
    const cls = await imageLayoutShift(navBrowser, demo);
    line(name, cls.afterRender.toFixed(3),
      `(${cls.loaded}/${cls.images} images loaded by scrolling; whole load incl. assembly ${cls.total.toFixed(3)}; target 0)`);
  });
  for (const { name, path } of LIGHTHOUSE_PAGES) {
    await figure(`cls-${name}`, async () => {
      for (const { width, value, loads } of await layoutShift(navBrowser, demo, path, MOBILE_NETWORK)) {
        const each = Object.entries(loads).map(([how, load]) => `${how === 'network' ? 'mobile network' : how} ${load.value.toFixed(3)}` +
          `${load.sources.length > 0 ? ` (moved: ${load.sources.join(' ')})` : ''}${load.settled ? '' : ' (not settled in 10 s)'}`);
        line(`cls-${name}-${width}`, value.toFixed(3), `(${path}, first visit to tf:rendercomplete and settled, the larger of ${each.join(', ')}; target <= 0.01, goal 0)`);
      }
    });
  }
  await figure('carousel-drag-50-slides@4x', async (name) => {
    const drag = await carouselDrag(navBrowser, demo);
    line(name, `${drag.dropped} dropped`,
      `(of ${drag.frames + drag.dropped} frames while dragging; frame time median ${drag.median.toFixed(1)} ms, p95 ${drag.p95.toFixed(1)} ms; target 60 fps)`);
  });
  // Lighthouse last, in a Chromium of its own, alone on the machine's cores.
  await navBrowser.close();
  const runs = Math.max(1, Number.parseInt(process.env.BENCH_LH_RUNS ?? '1', 10) || 1);
  await figure('lighthouse', async () => {
    for (const { name, summary } of await lighthousePages(demo, { runs, port: LIGHTHOUSE_PORT, chromeFlags: CHROME_ARGS })) {
      const { value, note } = formatSummary(summary, runs);
      line(`lighthouse-${name}`, value, note);
    }
  });
} finally {
  await navBrowser.close();
  await site.stop();
}

for (const [name, value, note] of await sizeLines(`${OUT}/core`)) line(name, value, note);
const islands = readdirSync('dist/chunks').filter((f) => f.endsWith('.js'));
line('size island chunks', islands.reduce((sum, f) => sum + gz(join('dist/chunks', f)), 0) + ' B', `(gzip, ${islands.length} lazy chunks incl. React)`);
// A standalone element with the shared chunks it imports (Lit, the runtime's small modules), as a legacy page loads it.
for (const name of ['tf-signin', 'tf-carousel', 'tf-debug-bar', 'tf-image', 'tf-ad']) {
  const file = `dist/elements/${name}.js`;
  if (existsSync(file)) line(`size ${file}`, builtSizes(file).firstLoad + ' B', `(gzip, ${gz(file)} B of its own)`);
}
// Three elements on one legacy page share one Lit.
const three = ['tf-signin', 'tf-carousel', 'tf-collapsible'].map((name) => `dist/elements/${name}.js`);
if (three.every((file) => existsSync(file))) {
  const files = new Set(three.flatMap((file) => builtSizes(file).files.map((f) => f.file)));
  line('size three standalone elements', [...files].reduce((sum, file) => sum + gz(file), 0) + ' B', '(gzip: tf-signin, tf-carousel, tf-collapsible and their shared chunks)');
}
console.log(`  (bench took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
