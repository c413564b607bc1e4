import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  startRenderRun, yieldToBrowser, type RenderRun, type RenderRunHooks, type RenderRunOptions, type RunModule,
} from '../../../runtime/modules/render-run.js';
import type { Clock } from '../../../runtime/types.js';
import { deferred, type Deferred } from '../../support/deferred.js';

/** A module whose prepare and render the test settles by hand. */
interface TestModule extends RunModule {
  preparing: Deferred<'ready' | 'output-false'>;
  drawing: Deferred<void>;
  renderCalls: number;
}

function testModule(zone: string, priority?: number, options: { drawAtOnce?: boolean; renderThrows?: boolean } = {}): TestModule {
  const { drawAtOnce = true, renderThrows = false } = options;
  const module: TestModule = {
    zone,
    driver: 'ENT_M001',
    priority,
    preparing: deferred(),
    drawing: deferred(),
    renderCalls: 0,
    prepare: () => module.preparing.promise,
    render: () => {
      module.renderCalls += 1;
      if (renderThrows) throw new Error('boom');
      if (drawAtOnce) module.drawing.resolve();
      return module.drawing.promise;
    },
  };
  return module;
}

describe('startRenderRun', () => {
  let fake: sinon.SinonFakeTimers;
  let clock: Clock;
  let run: RenderRun | undefined;
  /** Every hook call, in order, stamped with the fake time. */
  let journal: string[];
  let results: { rendered: string[]; failed: string[] }[];

  const ready = (...modules: TestModule[]) => modules.forEach((m) => m.preparing.resolve('ready'));
  const at = (ms: number) => fake.tickAsync(ms - fake.now);
  const entries = (kind: string) => journal.filter((line) => line.split(' ')[1] === kind);

  function start(modules: TestModule[], overrides: Partial<RenderRunHooks> = {}, options: RenderRunOptions = {}): RenderRun {
    const hooks: RenderRunHooks = {
      rendered: (m) => journal.push(`${fake.now} rendered ${m.zone}`),
      removed: (m, reason) => journal.push(`${fake.now} removed ${m.zone} ${reason}`),
      log: (level, text) => journal.push(`${fake.now} log ${level} ${text}`),
      releaseQueues: () => journal.push(`${fake.now} release`),
      complete: (result) => {
        results.push(result);
        journal.push(`${fake.now} complete`);
      },
      ...overrides,
    };
    // The yield between two slices is a microtask here, and drawing takes no
    // time: these tests are about order and timing on the fake clock; the
    // time slices have their own.
    const yieldToBrowser = () => Promise.resolve();
    const taskClock = () => fake.now;
    run = startRenderRun(modules, hooks, { clock, yieldToBrowser, taskClock, ...options });
    return run;
  }

  beforeEach(() => {
    fake = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    clock = {
      setTimeout: (fn, ms) => fake.setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id) => fake.clearTimeout(id),
      now: () => fake.now,
    };
    run = undefined;
    journal = [];
    results = [];
  });

  afterEach(() => {
    run?.stop();
    fake.restore();
  });

  describe('when it starts', () => {
    it('asks every module to prepare at once, whatever its priority', () => {
      const modules = [testModule('a', 3), testModule('b', 1), testModule('c')];
      const spies = modules.map((m) => sinon.spy(m, 'prepare'));
      start(modules);
      spies.forEach((spy) => expect(spy.calledOnce).to.equal(true));
      expect(journal).to.deep.equal([]);
    });
  });

  describe('priority groups', () => {
    it('renders groups in ascending priority order', async () => {
      const a = testModule('a', 2), b = testModule('b', 1), c = testModule('c', 10), d = testModule('d', 9);
      start([a, b, c, d]);
      ready(a, b, c, d);
      await at(0);
      expect(entries('rendered')).to.deep.equal(['0 rendered b', '0 rendered a', '0 rendered d', '0 rendered c']);
    });

    it('starts the next group as soon as every module of the current one has rendered', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b]);
      b.preparing.resolve('ready');
      await at(100);
      expect(b.renderCalls).to.equal(0);
      a.preparing.resolve('ready');
      await at(100);
      expect(entries('rendered')).to.deep.equal(['100 rendered a', '100 rendered b']);
    });

    it('starts the next group 300 ms after the current one started when a module is still loading', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      ready(b, c);
      await at(299);
      expect(b.renderCalls).to.equal(0);
      await at(300);
      expect(entries('rendered')).to.deep.equal(['300 rendered b', '300 rendered c']);
    });

    it('keeps a ready module of a later group waiting for its turn', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      c.preparing.resolve('ready');
      await at(450);
      expect(c.renderCalls).to.equal(0);
      await at(599);
      expect(c.renderCalls).to.equal(0);
      await at(600);
      expect(entries('rendered')).to.deep.equal(['600 rendered c']);
    });

    it('renders a module of an earlier group the moment it becomes ready', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      await at(350);
      a.preparing.resolve('ready');
      await at(350);
      expect(entries('rendered')).to.deep.equal(['350 rendered a']);
    });

    it('puts modules without a finite priority in one last group', async () => {
      const none = testModule('none'), nan = testModule('nan', Number.NaN), inf = testModule('inf', Infinity);
      const low = testModule('low', -5), high = testModule('high', 50);
      start([none, high, nan, low, inf]);
      ready(none, nan, inf);
      await at(599);
      expect(entries('rendered')).to.deep.equal([]);
      await at(600);
      expect(entries('rendered')).to.deep.equal(['600 rendered none', '600 rendered nan', '600 rendered inf']);
      ready(low, high);
      await at(601);
      expect(entries('rendered')).to.have.length(5);
    });

    it('moves straight past a group whose modules all finished before its turn', async () => {
      const a = testModule('a', 1), gone = testModule('gone', 2), c = testModule('c', 3);
      start([a, gone, c]);
      gone.preparing.resolve('output-false');
      c.preparing.resolve('ready');
      await at(300);
      expect(entries('rendered')).to.deep.equal(['300 rendered c']);
    });
  });

  describe('stragglers', () => {
    it('still renders a straggler the moment it is ready', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b]);
      b.preparing.resolve('ready');
      await at(5000);
      a.preparing.resolve('ready');
      await at(5000);
      expect(entries('rendered')).to.deep.equal(['300 rendered b', '5000 rendered a']);
      expect(entries('complete')).to.deep.equal(['5000 complete']);
    });

    it('warns at the third check, the first one 3000 ms after the last group started counting as one', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      c.preparing.resolve('ready');
      // The last group starts at 600: checks at 3600, 6600 and 9600.
      await at(600 + 9000 - 1);
      expect(entries('log')).to.deep.equal([]);
      await at(600 + 9000);
      expect(entries('log')).to.deep.equal(['9600 log warn Zone render failure for: [a, b] 3 times. Increasing timeout.']);
    });

    it('then waits 500 ms longer between checks and warns again at the third of those', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      c.preparing.resolve('ready');
      // Checks at 600 + 12 500, 16 000 and 19 500.
      await at(600 + 19_500 - 1);
      expect(entries('log')).to.have.length(1);
      await at(600 + 19_500);
      expect(entries('log')).to.deep.equal([
        '9600 log warn Zone render failure for: [a, b] 3 times. Increasing timeout.',
        '20100 log warn Zone render failure for: [a, b] 3 times. Increasing timeout.',
      ]);
    });

    it('counts checks with a straggler left, not the time since one rendered', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3);
      start([a, b, c]);
      c.preparing.resolve('ready');
      await at(600 + 9000);
      b.preparing.resolve('ready');
      // b renders at once; a is the only straggler at the checks at 13 100, 16 600 and 20 100.
      await at(600 + 19_500);
      expect(entries('log')).to.deep.equal([
        '9600 log warn Zone render failure for: [a, b] 3 times. Increasing timeout.',
        '20100 log warn Zone render failure for: [a] 3 times. Increasing timeout.',
      ]);
    });

    it('names only the modules still loading', async () => {
      const a = testModule('a'), b = testModule('b');
      start([a, b]);
      await at(7000);
      b.preparing.resolve('ready');
      await at(8999);
      expect(entries('log')).to.deep.equal([]);
      await at(9000);
      expect(entries('log')).to.deep.equal(['9000 log warn Zone render failure for: [a] 3 times. Increasing timeout.']);
    });
  });

  describe('deferred queues', () => {
    it('are released 1500 ms after the first straggler check, exactly once', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b]);
      await at(300 + 3000 + 1499);
      expect(entries('release')).to.deep.equal([]);
      await at(300 + 3000 + 1500);
      expect(entries('release')).to.deep.equal(['4800 release']);
      ready(a, b);
      await at(10_000);
      expect(entries('release')).to.deep.equal(['4800 release']);
      expect(journal.at(-1)).to.equal('4800 complete');
    });

    it('are released when rendering ends before that, just before completion', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b]);
      await at(100);
      ready(a, b);
      await at(100);
      expect(journal).to.deep.equal(['100 rendered a', '100 rendered b', '100 release', '100 complete']);
      await at(40_000);
      expect(entries('release')).to.have.length(1);
    });
  });

  describe('the module timeout', () => {
    it('fails every unrendered module 30 000 ms after the run began and logs them once', async () => {
      const a = testModule('a', 1), b = testModule('b', 2), c = testModule('c', 3, { drawAtOnce: false });
      start([a, b, c]);
      ready(b, c);
      await at(29_999);
      expect(entries('removed')).to.deep.equal([]);
      await at(30_000);
      expect(entries('removed')).to.deep.equal(['30000 removed a failed', '30000 removed c failed']);
      expect(entries('log').filter((line) => line.includes('log error'))).to.deep.equal([
        '30000 log error Some modules failed to render - the zones were a, c',
      ]);
      expect(results).to.deep.equal([{ rendered: ['b'], failed: ['a', 'c'] }]);
      expect(run?.state).to.equal('complete');
    });

    it('counts from when the page load began, not from when the run started', async () => {
      await at(10_000);
      const a = testModule('a', 1), b = testModule('b', 2, { drawAtOnce: false }), c = testModule('c', 3);
      start([a, b, c], {}, { startedAt: 0 });
      ready(b, c);
      await at(29_999);
      expect(entries('removed')).to.deep.equal([]);
      await at(30_000);
      expect(entries('removed')).to.deep.equal(['30000 removed a failed', '30000 removed b failed']);
      expect(entries('log').filter((line) => line.includes('log error'))).to.deep.equal([
        '30000 log error Some modules failed to render - the zones were a, b',
      ]);
      expect(results).to.deep.equal([{ rendered: ['c'], failed: ['a', 'b'] }]);
    });

    it('fails every module on a later task when the load began more than 30 000 ms ago', async () => {
      await at(40_000);
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b], {}, { startedAt: 5000 });
      ready(b);
      expect(journal).to.deep.equal([]);
      await at(40_000);
      expect(journal).to.deep.equal([
        '40000 removed a failed',
        '40000 removed b failed',
        '40000 log error Some modules failed to render - the zones were a, b',
        '40000 release',
        '40000 complete',
      ]);
      expect(b.renderCalls).to.equal(0);
    });

    it('counts from the run start when startedAt is missing, not finite or in the future', async () => {
      await at(1000);
      for (const later of [undefined, Number.NaN, Infinity, 5000]) {
        journal = [];
        const a = testModule('a');
        const began = fake.now;
        const startedAt = later === undefined ? undefined : began + later;
        start([a], {}, { startedAt });
        await at(began + 29_999);
        expect(entries('removed'), String(later)).to.deep.equal([]);
        await at(began + 30_000);
        expect(entries('removed'), String(later)).to.deep.equal([`${began + 30_000} removed a failed`]);
      }
    });

    it('ignores a prepare or render that settles after the timeout', async () => {
      const a = testModule('a', 1), b = testModule('b', 2, { drawAtOnce: false });
      start([a, b]);
      b.preparing.resolve('ready');
      await at(30_000);
      const before = [...journal];
      a.preparing.resolve('ready');
      b.drawing.resolve();
      await at(31_000);
      expect(a.renderCalls).to.equal(0);
      expect(b.renderCalls).to.equal(1);
      expect(journal).to.deep.equal(before);
    });
  });

  describe('when a module fails', () => {
    it('logs the prepare error, removes the module and keeps rendering the others', async () => {
      const a = testModule('a', 1), b = testModule('b', 1);
      start([a, b]);
      a.preparing.reject(new Error('Script failed to load at /modules/a.js'));
      b.preparing.resolve('ready');
      await at(0);
      expect(journal).to.deep.equal([
        '0 log error Script failed to load at /modules/a.js',
        '0 removed a failed',
        '0 rendered b',
        '0 release',
        '0 complete',
      ]);
      expect(results).to.deep.equal([{ rendered: ['b'], failed: ['a'] }]);
    });

    it('removes a module whose feed says output false, counting it neither rendered nor failed', async () => {
      const a = testModule('a');
      start([a]);
      a.preparing.resolve('output-false');
      await at(0);
      expect(a.renderCalls).to.equal(0);
      expect(journal).to.deep.equal(['0 removed a output-false', '0 release', '0 complete']);
      expect(results).to.deep.equal([{ rendered: [], failed: [] }]);
    });

    it('logs a render failure when render throws synchronously', async () => {
      const a = testModule('t1_1c', 1, { renderThrows: true }), b = testModule('b', 2);
      start([a, b]);
      ready(a, b);
      await at(0);
      expect(journal).to.deep.equal([
        '0 log error Module t1_1c:ENT_M001 render failed',
        '0 removed t1_1c failed',
        '0 rendered b',
        '0 release',
        '0 complete',
      ]);
    });

    it('logs a render failure when render rejects', async () => {
      const a = testModule('t2_c1_promo1', undefined, { drawAtOnce: false });
      start([a]);
      a.preparing.resolve('ready');
      await at(10);
      expect(journal).to.deep.equal([]);
      a.drawing.reject(new Error('bad feed'));
      await at(20);
      expect(journal).to.deep.equal([
        '10 log error Module t2_c1_promo1:ENT_M001 render failed',
        '10 removed t2_c1_promo1 failed',
        '10 release',
        '10 complete',
      ]);
      expect(results).to.deep.equal([{ rendered: [], failed: ['t2_c1_promo1'] }]);
    });
  });

  describe('completion', () => {
    it('reports rendered and failed zones in the order they happened, then clears every timer', async () => {
      const a = testModule('a'), b = testModule('b'), c = testModule('c'), d = testModule('d');
      start([a, b, c, d]);
      c.preparing.resolve('ready');
      await at(10);
      d.preparing.reject(new Error('d broke'));
      await at(20);
      a.preparing.resolve('ready');
      await at(30);
      b.preparing.reject(new Error('b broke'));
      await at(40);
      expect(results).to.deep.equal([{ rendered: ['c', 'a'], failed: ['d', 'b'] }]);
      expect(run?.state).to.equal('complete');
      expect(fake.countTimers()).to.equal(0);
    });

    it('completes an empty run on a microtask, releasing queues first', async () => {
      const emptyRun = start([]);
      expect(journal).to.deep.equal([]);
      expect(emptyRun.state).to.equal('running');
      await Promise.resolve();
      expect(journal).to.deep.equal(['0 release', '0 complete']);
      expect(results).to.deep.equal([{ rendered: [], failed: [] }]);
      expect(emptyRun.state).to.equal('complete');
    });

    it('keeps going when a hook throws, logging the failure once', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      let throws = true;
      start([a, b], {
        rendered: (m) => {
          journal.push(`${fake.now} rendered ${m.zone}`);
          if (throws) {
            throws = false;
            throw new Error('listener broke');
          }
        },
      });
      ready(a, b);
      await at(0);
      expect(journal).to.deep.equal([
        '0 rendered a',
        '0 log error rendered event callback failed with an error',
        '0 rendered b',
        '0 release',
        '0 complete',
      ]);
    });

    it('still completes when releasing the queues throws', async () => {
      const a = testModule('a');
      start([a], {
        releaseQueues: () => {
          throw new Error('queue broke');
        },
      });
      ready(a);
      await at(0);
      expect(journal).to.deep.equal([
        '0 rendered a',
        '0 log error releaseQueues event callback failed with an error',
        '0 complete',
      ]);
    });
  });

  describe('between two modules (issue 13: no long task)', () => {
    /** Yields the test releases one by one, standing in for the browser's tasks. */
    function yields() {
      const pending: Deferred<void>[] = [];
      return {
        pending,
        yieldToBrowser: () => {
          const turn = deferred<void>();
          pending.push(turn);
          return turn.promise;
        },
        /** A later task: every yield made so far resolves. */
        next: async () => {
          pending.splice(0).forEach((turn) => turn.resolve());
          await at(fake.now);
        },
      };
    }

    /** A task clock that only the modules' renders move: each draw costs `ms`. */
    function costly(ms: number, ...modules: TestModule[]) {
      const task = { now: 0 };
      for (const module of modules) {
        const render = module.render;
        module.render = () => {
          task.now += ms;
          return render();
        };
      }
      return () => task.now;
    }

    it('draws modules ready together in one task while the slice is within its budget', async () => {
      const a = testModule('a', 1), b = testModule('b', 1), c = testModule('c', 1);
      const turns = yields();
      const taskClock = costly(2, a, b, c);
      start([a, b, c], {}, { yieldToBrowser: turns.yieldToBrowser, taskClock, timings: { taskBudgetMs: 8 } });
      ready(c, a, b);
      await at(0);
      expect([a, b, c].map((m) => m.renderCalls)).to.deep.equal([1, 1, 1]);
      // Only the marker that closes the slice when the task ends.
      expect(turns.pending).to.have.length(1);
      expect(entries('rendered')).to.deep.equal(['0 rendered c', '0 rendered a', '0 rendered b']);
    });

    it('yields once the slice has run its budget, in the order they became ready, the rest waiting as loading', async () => {
      const a = testModule('a', 1), b = testModule('b', 1), c = testModule('c', 1), d = testModule('d', 2);
      const turns = yields();
      const taskClock = costly(5, a, b, c, d);
      start([a, b, c, d], {}, { yieldToBrowser: turns.yieldToBrowser, taskClock, timings: { taskBudgetMs: 8 } });
      ready(c, a, b, d);
      await at(0);
      // c (5 ms) is within the budget, a takes the slice to 10 ms: b waits for the next task.
      expect([a, b, c, d].map((m) => m.renderCalls)).to.deep.equal([1, 0, 1, 0]);
      await turns.next();
      // b alone is within budget: the drain ends; group 1 done, d's group starts and draws at once.
      expect([a, b, c, d].map((m) => m.renderCalls)).to.deep.equal([1, 1, 1, 1]);
      await at(0);
      expect(entries('rendered')).to.deep.equal(['0 rendered c', '0 rendered a', '0 rendered b', '0 rendered d']);
      expect(results).to.deep.equal([{ rendered: ['c', 'a', 'b', 'd'], failed: [] }]);
    });

    it('keeps a module made ready later in an over-budget task for the next one', async () => {
      const a = testModule('a', 1), b = testModule('b', 1);
      const turns = yields();
      const taskClock = costly(9, a, b);
      start([a, b], {}, { yieldToBrowser: turns.yieldToBrowser, taskClock, timings: { taskBudgetMs: 8 } });
      ready(a);
      await at(0);
      ready(b);
      await at(0);
      expect([a.renderCalls, b.renderCalls]).to.deep.equal([1, 0]);
      await turns.next();
      expect([a.renderCalls, b.renderCalls]).to.deep.equal([1, 1]);
    });

    it('keeps the 300 ms group wait and the module timeout for a module still waiting its turn', async () => {
      const a = testModule('a', 1), b = testModule('b', 1), c = testModule('c', 2);
      const turns = yields();
      const taskClock = costly(8, a, b, c);
      start([a, b, c], {}, { yieldToBrowser: turns.yieldToBrowser, taskClock, timings: { taskBudgetMs: 8 } });
      ready(a, b, c);
      await at(300);
      expect(b.renderCalls).to.equal(0);
      await at(30_000);
      expect(entries('removed')).to.deep.equal(['30000 removed b failed', '30000 removed c failed']);
      await turns.next();
      expect([b.renderCalls, c.renderCalls]).to.deep.equal([0, 0]);
    });

    it('draws nothing after a yield once stopped (a canceled visit)', async () => {
      const a = testModule('a', 1), b = testModule('b', 1);
      const turns = yields();
      const taskClock = costly(8, a, b);
      const handle = start([a, b], {}, { yieldToBrowser: turns.yieldToBrowser, taskClock, timings: { taskBudgetMs: 8 } });
      ready(a, b);
      await at(0);
      handle.stop();
      await turns.next();
      expect(b.renderCalls).to.equal(0);
      expect(journal).to.deep.equal(['0 rendered a']);
    });

    it('yields with scheduler.yield() where the browser has it', async () => {
      const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      if (!scheduler?.yield) return;
      const spy = sinon.spy(scheduler, 'yield');
      try {
        await yieldToBrowser();
        expect(spy.calledOnce).to.equal(true);
      } finally {
        spy.restore();
      }
    });
  });

  describe('stop()', () => {
    it('silences every hook and clears every timer, and is safe to call twice', async () => {
      const a = testModule('a', 1), b = testModule('b', 2, { drawAtOnce: false });
      const stopped = start([a, b]);
      b.preparing.resolve('ready');
      await at(300);
      expect(b.renderCalls).to.equal(1);
      stopped.stop();
      stopped.stop();
      expect(stopped.state).to.equal('stopped');
      expect(fake.countTimers()).to.equal(0);
      const before = [...journal];
      a.preparing.resolve('ready');
      b.drawing.resolve();
      await at(60_000);
      expect(a.renderCalls).to.equal(0);
      expect(journal).to.deep.equal(before);
    });

    it('silences an empty run before it completes', async () => {
      const emptyRun = start([]);
      emptyRun.stop();
      await at(1000);
      expect(journal).to.deep.equal([]);
      expect(emptyRun.state).to.equal('stopped');
    });

    it('stops a run from inside a hook without calling any further hook', async () => {
      const a = testModule('a', 1), b = testModule('b', 2);
      start([a, b], {
        rendered: (m) => {
          journal.push(`${fake.now} rendered ${m.zone}`);
          run?.stop();
        },
      });
      ready(a, b);
      await at(40_000);
      expect(journal).to.deep.equal(['0 rendered a']);
      expect(b.renderCalls).to.equal(0);
    });

    it('never completes a run stopped while its queues were being released', async () => {
      const a = testModule('a');
      start([a], {
        releaseQueues: () => {
          journal.push(`${fake.now} release`);
          run?.stop();
        },
      });
      ready(a);
      await at(100);
      expect(journal).to.deep.equal(['0 rendered a', '0 release']);
      expect(run?.state).to.equal('stopped');
    });

    it('leaves a completed run complete', async () => {
      const done = start([]);
      await Promise.resolve();
      done.stop();
      expect(done.state).to.equal('complete');
    });
  });
});
