import { expect } from '@open-wc/testing';
import { documentTimings, emptyMonitor, formatLogTime, LOG_LIMIT, reduceMonitor, type MonitorEvent } from '../../../runtime/debug/page-monitor.js';

const manifest = (zones: Record<string, object>) => ({ zones: Object.fromEntries(Object.entries(zones).map(([k, z]) => [k, { zone: k, ...z }])) });
const fold = (events: MonitorEvent[]) => events.reduce(reduceMonitor, emptyMonitor());

describe('page monitor', () => {
  const firstLoad: MonitorEvent[] = [
    { type: 'tf:pagestartload', detail: { url: 'http://x/', initial: true }, at: 1000 },
    { type: 'tf:pageready', detail: { url: 'http://x/', manifest: manifest({
      t1_1c: { driver: 'A', feed: '/f/a', priority: 1 }, t2_1c: { moduleDriver: 'B', feed: '/f/b' },
    }) }, at: 1040 },
    { type: 'tf:modulerender', detail: { zone: 't1_1c', driver: 'A', priority: 1 }, at: 1100 },
    { type: 'tf:moduleremove', detail: { zone: 't2_1c', driver: 'B', reason: 'failed' }, at: 1200 },
    { type: 'tf:rendercomplete', detail: { url: 'http://x/', rendered: ['t1_1c'], failed: ['t2_1c'] }, at: 1210 },
    { type: 'tf:complete', detail: { url: 'http://x/' }, at: 1215 },
  ];

  it('tracks each zone: driver, state, priority, feed, render time and failures', () => {
    const state = fold(firstLoad);
    expect(state.zones).to.deep.equal([
      { zone: 't1_1c', driver: 'A', state: 'rendered', priority: 1, feedUrl: '/f/a', renderMs: 100, failures: 0, kept: false },
      { zone: 't2_1c', driver: 'B', state: 'failed', priority: undefined, feedUrl: '/f/b', renderMs: undefined, failures: 1, kept: false },
    ]);
    expect(state.loads).to.deep.equal([{ url: 'http://x/', initial: true, startedAt: 1000, ready: 40, renderComplete: 210, complete: 215 }]);
  });

  it('marks a module kept across a navigation when driver and feed match, and counts failures per zone', () => {
    const state = fold([...firstLoad,
      { type: 'tf:pagestartload', detail: { url: 'http://x/b', initial: false }, at: 2000 },
      { type: 'tf:pageready', detail: { url: 'http://x/b', manifest: manifest({
        t1_1c: { driver: 'A', feed: '/f/a', priority: 1 }, t2_1c: { driver: 'B', feed: '/f/b' },
      }) }, at: 2010 },
      { type: 'tf:moduleremove', detail: { zone: 't2_1c', driver: 'B', reason: 'failed' }, at: 2050 },
    ]);
    expect(state.zones[0]).to.include({ state: 'rendered', kept: true, renderMs: 100 });
    expect(state.zones[1]).to.include({ state: 'failed', failures: 2 });
    expect(state.loads.map((l) => l.url)).to.deep.equal(['http://x/', 'http://x/b']);
  });

  it('logs messages with level and time, keeping the latest LOG_LIMIT and ignoring malformed ones', () => {
    const messages: MonitorEvent[] = Array.from({ length: LOG_LIMIT + 5 }, (_, i) =>
      ({ type: 'tf:message', detail: { level: 'warn', text: `m${i}`, time: i }, at: i }));
    const state = fold([...messages, { type: 'tf:message', detail: { level: 'loud', text: 'x', time: 1 }, at: 0 },
      { type: 'tf:message', detail: { level: 'info', text: 42 }, at: 0 }]);
    expect(state.log).to.have.length(LOG_LIMIT);
    expect(state.log[0]).to.deep.equal({ level: 'warn', text: 'm5', time: 5 });
  });

  it('formats log times as HH:MM:SS.mmm', () => {
    expect(formatLogTime(new Date(2024, 0, 1, 9, 5, 7, 42).getTime())).to.equal('09:05:07.042');
  });

  it('names the document load steps relative to its start, leaving out ones not reached', () => {
    expect(documentTimings({ startTime: 0, responseStart: 12.4, responseEnd: 20, domInteractive: 80, domContentLoadedEventEnd: 90, loadEventEnd: 0 }))
      .to.deep.equal([{ label: 'First byte', ms: 12 }, { label: 'Document received', ms: 20 }, { label: 'DOM interactive', ms: 80 },
        { label: 'DOMContentLoaded', ms: 90 }]);
    expect(documentTimings(undefined)).to.deep.equal([]);
  });
});
