import { expect } from '@open-wc/testing';
import { createMediator, type Mediator } from '../../../runtime/services/mediator.js';
import type { MessageLevel } from '../../../runtime/types.js';

describe('createMediator', () => {
  let lines: string[];
  let mediator: Mediator;

  beforeEach(() => {
    lines = [];
    mediator = createMediator({ log: (level: MessageLevel, text: string) => lines.push(`${level} ${text}`) });
  });

  describe('when an event has listeners', () => {
    it('calls each with the emitted arguments, in the order they were added', () => {
      const calls: string[] = [];
      mediator.on('show:selected', (id, name) => calls.push(`a ${String(id)} ${String(name)}`));
      mediator.on('show:selected', (id) => calls.push(`b ${String(id)}`));
      mediator.emit('show:selected', 42, 'Roast');
      expect(calls).to.deep.equal(['a 42 Roast', 'b 42']);
      expect(lines).to.deep.equal([]);
    });

    it('calls a function added twice for one event once, like addEventListener', () => {
      let calls = 0;
      const listener = () => (calls += 1);
      mediator.on('tick', listener);
      mediator.on('tick', listener);
      mediator.emit('tick');
      expect(calls).to.equal(1);
    });

    it('does not call listeners of other events', () => {
      let calls = 0;
      mediator.on('a', () => (calls += 1));
      mediator.on('b', () => {});
      mediator.emit('b');
      expect(calls).to.equal(0);
    });
  });

  describe('when an event has no listener', () => {
    it('logs the catalogue\'s debug line', () => {
      mediator.emit('player:ready');
      expect(lines).to.deep.equal(['debug No listener is registered for player:ready']);
    });

    it('logs it again once the last listener is gone', () => {
      const off = mediator.on('player:ready', () => {});
      off();
      mediator.emit('player:ready');
      expect(lines).to.deep.equal(['debug No listener is registered for player:ready']);
    });
  });

  describe('when a listener throws', () => {
    it('logs the exact error and still calls the others', () => {
      const calls: string[] = [];
      mediator.on('feed:loaded', () => calls.push('first'));
      mediator.on('feed:loaded', () => {
        throw new Error('boom');
      });
      mediator.on('feed:loaded', () => calls.push('third'));
      mediator.emit('feed:loaded');
      expect(calls).to.deep.equal(['first', 'third']);
      expect(lines).to.deep.equal(['error feed:loaded event callback failed with an error']);
    });
  });

  describe('when an async listener rejects', () => {
    it('logs the same error once the rejection arrives', async () => {
      let settle!: () => void;
      const done = new Promise<void>((resolve) => (settle = resolve));
      mediator.on('feed:loaded', async () => {
        settle();
        throw new Error('late');
      });
      mediator.emit('feed:loaded');
      await done;
      await Promise.resolve();
      expect(lines).to.deep.equal(['error feed:loaded event callback failed with an error']);
    });
  });

  describe('when a listener is removed', () => {
    it('stops calling it through the function on() returned', () => {
      let calls = 0;
      const off = mediator.on('tick', () => (calls += 1));
      mediator.emit('tick');
      off();
      mediator.emit('tick');
      expect(calls).to.equal(1);
    });

    it('stops calling it through off(event, listener)', () => {
      let calls = 0;
      const listener = () => (calls += 1);
      mediator.on('tick', listener);
      mediator.off('tick', listener);
      mediator.emit('tick');
      expect(calls).to.equal(0);
    });

    it('still calls the listener after one that removed itself during the emit', () => {
      const calls: string[] = [];
      const off = mediator.on('tick', () => {
        calls.push('once');
        off();
      });
      mediator.on('tick', () => calls.push('always'));
      mediator.emit('tick');
      mediator.emit('tick');
      expect(calls).to.deep.equal(['once', 'always', 'always']);
    });
  });

  describe('when cleared', () => {
    it('drops every listener', () => {
      let calls = 0;
      mediator.on('a', () => (calls += 1));
      mediator.on('b', () => (calls += 1));
      mediator.clear();
      mediator.emit('a');
      mediator.emit('b');
      expect(calls).to.equal(0);
      expect(lines).to.deep.equal(['debug No listener is registered for a', 'debug No listener is registered for b']);
    });
  });

  describe('when a classic script passes something that is not a function', () => {
    it('ignores it instead of throwing later on emit', () => {
      const off = mediator.on('tick', 'nope' as unknown as () => void);
      off();
      mediator.emit('tick');
      expect(lines).to.deep.equal(['debug No listener is registered for tick']);
    });
  });
});
