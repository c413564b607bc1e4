import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { Manifest } from '../../runtime/types.js';
import { createVisit, type Visit, type VisitDelegate } from '../../runtime/visit.js';

const manifest: Manifest = { zones: {} };
const result = { rendered: ['header'], failed: ['promo'] };

describe('Visit', () => {
  let delegate: { visitPlaced: sinon.SinonSpy; visitModuleRendered: sinon.SinonSpy; visitCompleted: sinon.SinonSpy };
  let visit: Visit;

  beforeEach(() => {
    delegate = { visitPlaced: sinon.spy(), visitModuleRendered: sinon.spy(), visitCompleted: sinon.spy() };
    visit = createVisit({ id: 7, url: 'https://site.test/shows', now: () => 1234, delegate });
  });

  /** Moves the visit along the happy path up to `state`. */
  function reach(state: 'manifest' | 'placed' | 'complete' | 'failed' | 'canceled') {
    if (state === 'failed') return void visit.fail();
    if (state === 'canceled') return void visit.cancel();
    visit.receivedManifest();
    if (state === 'manifest') return;
    visit.placed(manifest);
    if (state === 'complete') visit.complete(result);
  }

  const delegateCalls = () =>
    delegate.visitPlaced.callCount + delegate.visitModuleRendered.callCount + delegate.visitCompleted.callCount;

  describe('when created', () => {
    it('is started, with its id, URL, clock time and a live signal', () => {
      expect(visit.state).to.equal('started');
      expect(visit.id).to.equal(7);
      expect(visit.url).to.equal('https://site.test/shows');
      expect(visit.startedAt).to.equal(1234);
      expect(visit.signal.aborted).to.equal(false);
    });

    it('is neither initial nor a reload unless told so', () => {
      expect(visit.initial).to.equal(false);
      expect(visit.reload).to.equal(false);
      const first = createVisit({ id: 1, url: 'https://site.test/', initial: true, reload: true });
      expect(first.initial).to.equal(true);
      expect(first.reload).to.equal(true);
    });

    it('reads the time from Date.now when given no clock', () => {
      const clock = sinon.useFakeTimers({ now: 5000 });
      try {
        expect(createVisit({ id: 1, url: 'https://site.test/' }).startedAt).to.equal(5000);
      } finally {
        clock.restore();
      }
    });
  });

  describe('receivedManifest()', () => {
    it('moves started to manifest and tells the delegate nothing', () => {
      expect(visit.receivedManifest()).to.equal(true);
      expect(visit.state).to.equal('manifest');
      expect(delegateCalls()).to.equal(0);
    });

    for (const from of ['manifest', 'placed', 'complete', 'failed', 'canceled'] as const) {
      it(`is refused once the visit is ${from}`, () => {
        reach(from);
        expect(visit.receivedManifest()).to.equal(false);
        expect(visit.state).to.equal(from);
      });
    }
  });

  describe('placed()', () => {
    it('moves manifest to placed and tells the delegate once, with the manifest', () => {
      reach('manifest');
      expect(visit.placed(manifest)).to.equal(true);
      expect(visit.state).to.equal('placed');
      expect(delegate.visitPlaced.callCount).to.equal(1);
      expect(delegate.visitPlaced.firstCall.args[0]).to.equal(visit);
      expect(delegate.visitPlaced.firstCall.args[1]).to.equal(manifest);
    });

    it('is refused before the manifest is in hand', () => {
      expect(visit.placed(manifest)).to.equal(false);
      expect(visit.state).to.equal('started');
      expect(delegate.visitPlaced.called).to.equal(false);
    });

    for (const from of ['placed', 'complete', 'failed', 'canceled'] as const) {
      it(`is refused once the visit is ${from}`, () => {
        reach(from);
        const calls = delegate.visitPlaced.callCount;
        expect(visit.placed(manifest)).to.equal(false);
        expect(visit.state).to.equal(from);
        expect(delegate.visitPlaced.callCount).to.equal(calls);
      });
    }
  });

  describe('moduleRendered()', () => {
    it('tells the delegate each zone drawn while placed, without changing state', () => {
      reach('placed');
      expect(visit.moduleRendered('header')).to.equal(true);
      expect(visit.moduleRendered('hero')).to.equal(true);
      expect(visit.state).to.equal('placed');
      expect(delegate.visitModuleRendered.args).to.deep.equal([[visit, 'header'], [visit, 'hero']]);
    });

    for (const from of ['started', 'manifest', 'complete', 'failed', 'canceled'] as const) {
      it(`is refused while the visit is ${from}`, () => {
        if (from !== 'started') reach(from);
        expect(visit.moduleRendered('header')).to.equal(false);
        expect(delegate.visitModuleRendered.called).to.equal(false);
      });
    }
  });

  describe('complete()', () => {
    it('moves placed to complete and tells the delegate once, with the result', () => {
      reach('placed');
      expect(visit.complete(result)).to.equal(true);
      expect(visit.state).to.equal('complete');
      expect(delegate.visitCompleted.args).to.deep.equal([[visit, result]]);
    });

    it('leaves the signal alone', () => {
      reach('complete');
      expect(visit.signal.aborted).to.equal(false);
    });

    for (const from of ['started', 'manifest', 'complete', 'failed', 'canceled'] as const) {
      it(`is refused while the visit is ${from}`, () => {
        if (from !== 'started') reach(from);
        const calls = delegate.visitCompleted.callCount;
        expect(visit.complete(result)).to.equal(false);
        expect(visit.state).to.equal(from);
        expect(delegate.visitCompleted.callCount).to.equal(calls);
      });
    }
  });

  describe('fail()', () => {
    it('moves started to failed, telling the delegate nothing and leaving the signal alone', () => {
      expect(visit.fail()).to.equal(true);
      expect(visit.state).to.equal('failed');
      expect(delegateCalls()).to.equal(0);
      expect(visit.signal.aborted).to.equal(false);
    });

    it('moves manifest to failed', () => {
      reach('manifest');
      expect(visit.fail()).to.equal(true);
      expect(visit.state).to.equal('failed');
    });

    for (const from of ['placed', 'complete', 'failed', 'canceled'] as const) {
      it(`is refused once the visit is ${from}`, () => {
        reach(from);
        expect(visit.fail()).to.equal(false);
        expect(visit.state).to.equal(from);
      });
    }
  });

  describe('cancel()', () => {
    for (const from of ['started', 'manifest', 'placed'] as const) {
      it(`from ${from}: runs the teardowns, then aborts the signal`, () => {
        if (from !== 'started') reach(from);
        const order: string[] = [];
        visit.signal.addEventListener('abort', () => order.push('abort'));
        visit.onCancel(() => order.push(`first (signal aborted: ${visit.signal.aborted})`));
        visit.onCancel(() => order.push(`second (signal aborted: ${visit.signal.aborted})`));
        expect(visit.cancel()).to.equal(true);
        expect(visit.state).to.equal('canceled');
        expect(order).to.deep.equal(['first (signal aborted: false)', 'second (signal aborted: false)', 'abort']);
        expect(visit.signal.aborted).to.equal(true);
      });
    }

    it('tells the delegate nothing, and nothing after it', () => {
      reach('placed');
      const calls = delegateCalls();
      visit.cancel();
      visit.moduleRendered('header');
      visit.complete(result);
      expect(delegateCalls()).to.equal(calls);
    });

    for (const from of ['complete', 'failed'] as const) {
      it(`is refused once the visit is ${from}: no teardown, no abort`, () => {
        const teardown = sinon.spy();
        visit.onCancel(teardown);
        reach(from);
        expect(visit.cancel()).to.equal(false);
        expect(visit.state).to.equal(from);
        expect(teardown.called).to.equal(false);
        expect(visit.signal.aborted).to.equal(false);
      });
    }

    it('is a no-op the second time: each teardown runs once, the signal aborts once', () => {
      const teardown = sinon.spy();
      const aborts = sinon.spy();
      visit.onCancel(teardown);
      visit.signal.addEventListener('abort', aborts);
      expect(visit.cancel()).to.equal(true);
      expect(visit.cancel()).to.equal(false);
      expect(visit.state).to.equal('canceled');
      expect(teardown.callCount).to.equal(1);
      expect(aborts.callCount).to.equal(1);
    });

    describe('when a teardown throws', () => {
      it('still runs the others and aborts the signal, then rethrows the first error', () => {
        const boom = new Error('boom');
        const later = sinon.spy();
        visit.onCancel(() => {
          throw boom;
        });
        visit.onCancel(() => {
          throw new Error('second');
        });
        visit.onCancel(later);
        expect(() => visit.cancel()).to.throw(boom);
        expect(later.calledOnce).to.equal(true);
        expect(visit.signal.aborted).to.equal(true);
        expect(visit.state).to.equal('canceled');
      });
    });
  });

  describe('onCancel()', () => {
    it('runs at once when the visit is already canceled', () => {
      visit.cancel();
      const teardown = sinon.spy();
      visit.onCancel(teardown);
      expect(teardown.calledOnce).to.equal(true);
    });

    it('never runs a teardown registered after the visit completed or failed', () => {
      reach('complete');
      const teardown = sinon.spy();
      visit.onCancel(teardown);
      visit.cancel();
      expect(teardown.called).to.equal(false);

      const failed = createVisit({ id: 2, url: 'https://site.test/' });
      failed.fail();
      failed.onCancel(teardown);
      failed.cancel();
      expect(teardown.called).to.equal(false);
    });

    it('forgets teardowns registered before completion', () => {
      const teardown = sinon.spy();
      visit.onCancel(teardown);
      reach('complete');
      visit.cancel();
      expect(teardown.called).to.equal(false);
    });
  });

  describe('without a delegate', () => {
    it('makes every transition all the same', () => {
      const bare = createVisit({ id: 3, url: 'https://site.test/' });
      expect(bare.receivedManifest()).to.equal(true);
      expect(bare.placed(manifest)).to.equal(true);
      expect(bare.moduleRendered('header')).to.equal(true);
      expect(bare.complete(result)).to.equal(true);
      expect(bare.state).to.equal('complete');
    });
  });

  it('gives each path its own delegate calls, exactly once per successful transition', () => {
    const calls: string[] = [];
    const spyDelegate: VisitDelegate = {
      visitPlaced: () => calls.push('placed'),
      visitModuleRendered: (_v, zone) => calls.push(`rendered ${zone}`),
      visitCompleted: () => calls.push('completed'),
    };
    const v = createVisit({ id: 4, url: 'https://site.test/', delegate: spyDelegate });
    v.placed(manifest); // refused: no manifest yet
    v.receivedManifest();
    v.receivedManifest();
    v.placed(manifest);
    v.placed(manifest);
    v.moduleRendered('a');
    v.complete(result);
    v.complete(result);
    v.moduleRendered('b');
    expect(calls).to.deep.equal(['placed', 'rendered a', 'completed']);
  });
});
