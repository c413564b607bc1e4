import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createPageServices, type PageServices } from '../../../runtime/services/index.js';
import type { Clock, MessageLevel } from '../../../runtime/types.js';

describe('createPageServices', () => {
  let fake: sinon.SinonFakeTimers;
  let clock: Clock;
  let win: Window;
  let page: HTMLElement;
  let services: PageServices;
  let lines: string[];
  let journal: string[];

  const at = (ms: number) => fake.tick(ms - fake.now);

  beforeEach(() => {
    fake = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    clock = {
      setTimeout: (fn, ms) => fake.setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id) => fake.clearTimeout(id),
      now: () => fake.now,
    };
    win = Object.assign(new EventTarget(), { IntersectionObserver: window.IntersectionObserver }) as unknown as Window;
    page = document.createElement('div');
    document.body.append(page);
    lines = [];
    journal = [];
    for (const type of ['tf:pageintouch', 'tf:scrollload', 'tf:resizecheck'] as const) {
      document.addEventListener(type, record);
    }
    services = createPageServices({ page, window: win, log: (level: MessageLevel, text) => lines.push(`${level} ${text}`), clock });
  });

  function record(event: Event): void {
    const { detail } = event as CustomEvent<unknown>;
    journal.push(`${fake.now} ${event.type} ${JSON.stringify(detail)} ${event.target === page}`);
  }

  afterEach(() => {
    services.destroy();
    for (const type of ['tf:pageintouch', 'tf:scrollload', 'tf:resizecheck'] as const) {
      document.removeEventListener(type, record);
    }
    page.remove();
    fake.restore();
  });

  describe('when started', () => {
    it('dispatches tf:pageintouch, tf:scrollload and tf:resizecheck on the page, bubbling, with an empty detail', () => {
      services.start();
      win.dispatchEvent(new Event('scroll'));
      win.dispatchEvent(new Event('resize'));
      at(1000);
      expect(journal).to.deep.equal([
        '50 tf:pageintouch {} true',
        '250 tf:scrollload {} true',
        '300 tf:resizecheck {} true',
      ]);
    });
  });

  describe('before start', () => {
    it('dispatches nothing', () => {
      win.dispatchEvent(new Event('scroll'));
      at(1000);
      expect(journal).to.deep.equal([]);
    });
  });

  describe('when the page releases its queues', () => {
    it('processes the default queues, once the queue engine\'s chunk has arrived', async () => {
      const processed: unknown[] = [];
      let done!: () => void;
      const processing = new Promise<void>((resolve) => (done = resolve));
      const process = (item: unknown) => {
        processed.push(item);
        done();
      };
      expect(services.queues.create({ queueName: 'q', loadFunction: () => {}, processFunction: process })).to.equal(true);
      expect(services.queues.add({ queueName: 'q', item: 1 })).to.equal(true);
      services.releaseQueues();
      expect(processed).to.deep.equal([]);
      await processing;
      expect(processed).to.deep.equal([1]);
      expect(lines).to.deep.equal([]);
    });
  });

  describe('when a new page starts', () => {
    it('clears the queues but keeps templates and mediator listeners for the modules that stay', () => {
      const processed: unknown[] = [];
      const heard: unknown[] = [];
      services.queues.create({ queueName: 'q', loadFunction: () => {}, processFunction: (item: unknown) => processed.push(item) });
      services.queues.add({ queueName: 'q', item: 'old page' });
      services.templates.register('badge', () => document.createTextNode('NEW'));
      services.events.on('tick', (value) => heard.push(value));

      services.resetForNewPage();
      services.releaseQueues();
      expect(processed).to.deep.equal([]);
      expect(services.templates.has('badge')).to.equal(true);
      services.events.emit('tick', 1);
      expect(heard).to.deep.equal([1]);
      expect(lines).to.deep.equal([]);
    });
  });

  describe('when a module scope is made', () => {
    it('shares the page mediator and pool, and takes back only what went through it on dispose', () => {
      const heard: string[] = [];
      const scope = services.scope();
      scope.events.on('tick', () => heard.push('module'));
      services.events.on('tick', () => heard.push('page'));
      scope.templates.register('badge', () => document.createTextNode('NEW'));
      services.templates.register('card', () => document.createTextNode('CARD'));
      services.events.emit('tick');
      scope.dispose();
      services.events.emit('tick');
      expect(heard).to.deep.equal(['module', 'page', 'page']);
      expect(services.templates.has('badge')).to.equal(false);
      expect(services.templates.has('card')).to.equal(true);
    });

    it('keeps its listeners and templates across a new page, for a module that stays', () => {
      const heard: unknown[] = [];
      const scope = services.scope();
      scope.events.on('tick', (value) => heard.push(value));
      scope.templates.register('badge', () => document.createTextNode('NEW'));
      services.resetForNewPage();
      services.events.emit('tick', 1);
      expect(heard).to.deep.equal([1]);
      expect(services.templates.has('badge')).to.equal(true);
    });
  });

  describe('when destroyed', () => {
    it('stops the scroll watch and drops templates, listeners and queues', () => {
      services.start();
      services.templates.register('badge', () => document.createTextNode('NEW'));
      services.events.on('tick', () => {});
      win.dispatchEvent(new Event('scroll'));
      services.destroy();
      at(1000);
      win.dispatchEvent(new Event('scroll'));
      at(2000);
      expect(journal).to.deep.equal([]);
      expect(services.templates.has('badge')).to.equal(false);
      services.events.emit('tick');
      expect(lines).to.deep.equal(['debug No listener is registered for tick']);
    });

    it('turns start, releaseQueues and resetForNewPage into no-ops', () => {
      services.destroy();
      services.start();
      services.releaseQueues();
      services.resetForNewPage();
      services.destroy();
      win.dispatchEvent(new Event('scroll'));
      at(1000);
      expect(journal).to.deep.equal([]);
    });
  });
});
