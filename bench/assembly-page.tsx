/**
 * Bench page for `assembly-vs-one-root` (CONTRACT §9): the same 50 small
 * components drawn three ways, alternating in one browser session:
 * - `assembly`: `<tf-page>` from a 50-zone manifest to `tf:rendercomplete`;
 * - `per-zone-roots`: 50 bare `createRoot` mounts (the design's floor);
 * - `one-root`: the 50 components in one React root.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '../elements/index.js';
import { defineIsland } from '../islands/define-island.js';

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

window.Triforce.defineModule('BENCH_CARD', defineIsland<CardFeed>('BENCH_CARD', Card));

const feedOf = (i: number): CardFeed => ({ title: `Clip number ${i}`, show: `Show ${i % 7}`, minutes: (i % 12) + 1 });
const ZONES = 50;

function Committed({ onDone }: { onDone(): void }) {
  useLayoutEffect(onDone, [onDone]);
  return null;
}

async function assembly(): Promise<number> {
  const start = performance.now();
  const page = document.createElement('tf-page');
  const done = new Promise<void>((resolve) => page.addEventListener('tf:rendercomplete', () => resolve(), { once: true }));
  document.body.append(page);
  await done;
  const time = performance.now() - start;
  page.remove();
  return time;
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
  const times = { assembly: [] as number[], perZone: [] as number[], oneRoot: [] as number[] };
  for (let i = 0; i < 3; i++) { await assembly(); await perZoneRoots(); await oneRoot(); }
  for (let i = 0; i < rounds; i++) {
    times.assembly.push(await assembly());
    times.perZone.push(await perZoneRoots());
    times.oneRoot.push(await oneRoot());
  }
  return {
    assembly: median(times.assembly),
    perZoneRoots: median(times.perZone),
    oneRoot: median(times.oneRoot),
  };
}

Object.assign(window, { benchAssembly: { run, blocking: () => blocking(assembly), feedOf, ZONES } });
