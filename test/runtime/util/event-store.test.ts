import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createEventStore, type EventStore } from '../../../runtime/util/event-store.js';

describe('event store', () => {
  let store: EventStore;
  let outer: HTMLElement;
  let inner: HTMLElement;

  beforeEach(() => {
    store = createEventStore();
    outer = document.createElement('div');
    inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
  });

  afterEach(() => {
    store.clear();
    outer.remove();
  });

  const click = (target: EventTarget) => target.dispatchEvent(new Event('click', { bubbles: true }));

  describe('add()', () => {
    it('listens until clear() removes the listener', () => {
      const handler = sinon.spy();
      store.add(outer, 'click', handler);
      click(outer);
      expect(handler.callCount).to.equal(1);
      store.clear();
      click(outer);
      expect(handler.callCount).to.equal(1);
    });

    it('passes the options through', () => {
      const handler = sinon.spy();
      store.add(outer, 'click', handler, { once: true });
      click(outer);
      click(outer);
      expect(handler.callCount).to.equal(1);
    });

    it('removes a capture listener registered with {capture: true}', () => {
      const phases: number[] = [];
      store.add(outer, 'click', (event) => phases.push(event.eventPhase), { capture: true });
      click(inner);
      expect(phases).to.deep.equal([Event.CAPTURING_PHASE]);
      store.clear();
      click(inner);
      expect(phases).to.have.length(1);
    });

    it('removes a capture listener registered with true', () => {
      const handler = sinon.spy();
      store.add(outer, 'click', handler, true);
      click(inner);
      store.clear();
      click(inner);
      expect(handler.callCount).to.equal(1);
    });

    it('removes the same handler added for both phases, each in its own phase', () => {
      const handler = sinon.spy();
      store.add(outer, 'click', handler, true).add(outer, 'click', handler, { capture: false });
      click(inner);
      expect(handler.callCount).to.equal(2);
      store.clear();
      click(inner);
      expect(handler.callCount).to.equal(2);
    });

    it('works on any EventTarget, window and document included', () => {
      const target = new EventTarget();
      const onTarget = sinon.spy();
      const onWindow = sinon.spy();
      const onDocument = sinon.spy();
      store.add(target, 'ping', onTarget).add(window, 'resize', onWindow).add(document, 'visibilitychange', onDocument);
      store.clear();
      target.dispatchEvent(new Event('ping'));
      window.dispatchEvent(new Event('resize'));
      document.dispatchEvent(new Event('visibilitychange'));
      expect(onTarget.called || onWindow.called || onDocument.called).to.equal(false);
    });
  });

  describe('defer()', () => {
    it('runs the teardowns once each, in reverse order, listeners included', () => {
      const order: string[] = [];
      store.defer(() => order.push('timer'));
      store.add(outer, 'click', () => order.push('click'));
      store.defer(() => {
        // The listener registered before this teardown is still there.
        click(outer);
        order.push('observer');
      });
      store.clear();
      store.clear();
      expect(order).to.deep.equal(['click', 'observer', 'timer']);
    });
  });

  describe('clear()', () => {
    it('runs every teardown when one throws, then rethrows the first error', () => {
      const first = new Error('first');
      const ran: string[] = [];
      store.defer(() => ran.push('a'));
      store.defer(() => {
        throw new Error('second');
      });
      store.defer(() => {
        throw first;
      });
      store.defer(() => ran.push('d'));
      expect(() => store.clear()).to.throw(first);
      expect(ran).to.deep.equal(['d', 'a']);
    });

    it('does not run a teardown again after one of them threw', () => {
      const teardown = sinon.spy();
      store.defer(teardown).defer(() => {
        throw new Error('boom');
      });
      expect(() => store.clear()).to.throw('boom');
      store.clear();
      expect(teardown.callCount).to.equal(1);
    });

    it('is harmless twice, and on an empty store', () => {
      const teardown = sinon.spy();
      createEventStore().clear();
      store.defer(teardown);
      store.clear();
      store.clear();
      expect(teardown.callCount).to.equal(1);
    });

    it('leaves the store reusable', () => {
      const first = sinon.spy();
      const second = sinon.spy();
      const handler = sinon.spy();
      store.defer(first);
      store.clear();
      store.defer(second).add(outer, 'click', handler);
      click(outer);
      store.clear();
      click(outer);
      expect(first.callCount).to.equal(1);
      expect(second.callCount).to.equal(1);
      expect(handler.callCount).to.equal(1);
    });

    it('lets a teardown register a new one for the next clear()', () => {
      const later = sinon.spy();
      store.defer(() => store.defer(later));
      store.clear();
      expect(later.called).to.equal(false);
      store.clear();
      expect(later.callCount).to.equal(1);
    });
  });
});
