import { expect } from '@open-wc/testing';
import { createMediator, type Mediator } from '../../../runtime/services/mediator.js';
import { createModuleScope, type ModuleScope } from '../../../runtime/services/module-scope.js';
import { createTemplatePool, type TemplatePool } from '../../../runtime/services/templates.js';
import type { MessageLevel } from '../../../runtime/types.js';

const text = (value: string) => () => document.createTextNode(value);

describe('createModuleScope', () => {
  let lines: string[];
  let events: Mediator;
  let templates: TemplatePool;
  let scope: ModuleScope;
  let target: HTMLElement;

  beforeEach(() => {
    lines = [];
    const log = (level: MessageLevel, line: string) => lines.push(`${level} ${line}`);
    events = createMediator({ log });
    templates = createTemplatePool({ log });
    scope = createModuleScope({ events, templates });
    target = document.createElement('div');
  });

  describe('listeners', () => {
    it('hears page-level emits while the module lives', () => {
      const heard: unknown[] = [];
      scope.events.on('show:selected', (id) => heard.push(id));
      events.emit('show:selected', 42);
      expect(heard).to.deep.equal([42]);
    });

    it('are gone after dispose, while page-level ones stay', () => {
      const heard: string[] = [];
      scope.events.on('show:selected', () => heard.push('module'));
      events.on('show:selected', () => heard.push('page'));
      scope.dispose();
      events.emit('show:selected');
      expect(heard).to.deep.equal(['page']);
    });

    it('leave the page mediator empty after dispose', () => {
      scope.events.on('tick', () => {});
      scope.dispose();
      events.emit('tick');
      expect(lines).to.deep.equal(['debug No listener is registered for tick']);
    });

    it('can be removed early through the returned function or off()', () => {
      let calls = 0;
      const listener = () => (calls += 1);
      const off = scope.events.on('a', listener);
      scope.events.on('b', listener);
      off();
      scope.events.off('b', listener);
      events.emit('a');
      events.emit('b');
      expect(calls).to.equal(0);
    });

    it('are added once per function and event within one scope, like addEventListener', () => {
      let calls = 0;
      const listener = () => (calls += 1);
      scope.events.on('tick', listener);
      scope.events.on('tick', listener);
      events.emit('tick');
      expect(calls).to.equal(1);
    });

    describe('when two modules add the same function', () => {
      it('keeps it for the module that stays', () => {
        const heard: unknown[] = [];
        const shared = (value: unknown) => heard.push(value);
        const other = createModuleScope({ events, templates });
        scope.events.on('tick', shared);
        other.events.on('tick', shared);
        scope.dispose();
        events.emit('tick', 1);
        expect(heard).to.deep.equal([1]);
      });
    });

    it('still report an async rejection through the page mediator', async () => {
      let settle!: () => void;
      const done = new Promise<void>((resolve) => (settle = resolve));
      scope.events.on('feed:loaded', async () => {
        settle();
        throw new Error('late');
      });
      events.emit('feed:loaded');
      await done;
      await Promise.resolve();
      expect(lines).to.deep.equal(['error feed:loaded event callback failed with an error']);
    });
  });

  describe('emit', () => {
    it('reaches page-level listeners and other modules', () => {
      const heard: string[] = [];
      events.on('player:ready', (id) => heard.push(`page ${String(id)}`));
      createModuleScope({ events, templates }).events.on('player:ready', (id) => heard.push(`other ${String(id)}`));
      scope.events.emit('player:ready', 7);
      expect(heard).to.deep.equal(['page 7', 'other 7']);
    });

    it('is a no-op once disposed, so a destroyed module cannot reach the next page', () => {
      const heard: unknown[] = [];
      events.on('player:ready', (id) => heard.push(id));
      scope.dispose();
      scope.events.emit('player:ready', 7);
      expect(heard).to.deep.equal([]);
    });
  });

  describe('templates', () => {
    it('render through the page pool while the module lives', () => {
      scope.templates.register('badge', text('NEW'));
      expect(templates.has('badge')).to.equal(true);
      expect(templates.render('badge', target)).to.equal(true);
      expect(target.textContent).to.equal('NEW');
    });

    it('see page-level templates too', () => {
      templates.register('badge', text('PAGE'));
      expect(scope.templates.has('badge')).to.equal(true);
      expect(scope.templates.render('badge', target)).to.equal(true);
      expect(target.textContent).to.equal('PAGE');
    });

    it('are unregistered by dispose, and page-level ones stay', () => {
      scope.templates.register('badge', text('NEW'));
      templates.register('card', text('CARD'));
      scope.dispose();
      expect(templates.has('badge')).to.equal(false);
      expect(templates.has('card')).to.equal(true);
    });

    it('stay after dispose when someone else registered the name again since', () => {
      scope.templates.register('badge', text('MODULE'));
      templates.register('badge', text('PAGE'));
      scope.dispose();
      expect(templates.render('badge', target)).to.equal(true);
      expect(target.textContent).to.equal('PAGE');
    });

    it('stay after dispose when another module registered the very same template since', () => {
      const shared = text('SHARED');
      const other = createModuleScope({ events, templates });
      scope.templates.register('badge', shared);
      other.templates.register('badge', shared);
      scope.dispose();
      expect(templates.has('badge')).to.equal(true);
      other.dispose();
      expect(templates.has('badge')).to.equal(false);
    });

    it('registered after dispose are ignored', () => {
      scope.dispose();
      scope.templates.register('late', text('LATE'));
      expect(templates.has('late')).to.equal(false);
    });
  });

  describe('when disposed twice', () => {
    it('is harmless, and leaves later registrations of others alone', () => {
      scope.templates.register('badge', text('MODULE'));
      scope.events.on('tick', () => {});
      scope.dispose();
      let calls = 0;
      events.on('tick', () => (calls += 1));
      templates.register('badge', text('PAGE'));
      scope.dispose();
      events.emit('tick');
      expect(calls).to.equal(1);
      expect(templates.has('badge')).to.equal(true);
    });
  });

  describe('listeners added after dispose', () => {
    it('are ignored', () => {
      scope.dispose();
      let calls = 0;
      const off = scope.events.on('tick', () => (calls += 1));
      off();
      events.emit('tick');
      expect(calls).to.equal(0);
    });
  });

  describe('clear() on the scoped views', () => {
    it("removes only the scope's own listeners and templates", () => {
      const heard: string[] = [];
      scope.events.on('tick', () => heard.push('module'));
      events.on('tick', () => heard.push('page'));
      scope.templates.register('badge', text('MODULE'));
      templates.register('card', text('CARD'));
      scope.events.clear();
      scope.templates.clear();
      events.emit('tick');
      expect(heard).to.deep.equal(['page']);
      expect(templates.has('badge')).to.equal(false);
      expect(templates.has('card')).to.equal(true);
    });

    it('leaves the scope usable', () => {
      let calls = 0;
      scope.events.clear();
      scope.events.on('tick', () => (calls += 1));
      events.emit('tick');
      expect(calls).to.equal(1);
    });
  });
});
