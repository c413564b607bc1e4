import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { runtimeMessages } from '../../../runtime/messages.js';
import { createLazyScroll } from '../../../runtime/navigation/scroll-loader.js';
import type * as ScrollModule from '../../../runtime/navigation/scroll.js';

describe('createLazyScroll', () => {
  let anchor: HTMLElement;
  let lines: string[];
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  beforeEach(() => {
    anchor = document.createElement('div');
    anchor.id = 'lazy-scroll-target';
    document.body.append(anchor);
    lines = [];
  });

  afterEach(() => anchor.remove());

  function fakeModule() {
    const calls: string[] = [];
    const module = {
      scrollToTop: () => calls.push('top'),
      scrollToAnchor: (id: string) => calls.push(`anchor ${id}`),
    } as unknown as typeof ScrollModule;
    return { calls, module };
  }

  it('answers whether the anchor is on the page at once, loading nothing for a missing one', () => {
    const load = sinon.spy(() => Promise.resolve(fakeModule().module));
    const scroll = createLazyScroll({ window, document, animation: {}, log: () => {}, load });
    expect(scroll.toAnchor('no-such-anchor')).to.equal(false);
    expect(load.callCount).to.equal(0);
    expect(scroll.toAnchor('lazy-scroll-target')).to.equal(true);
    expect(load.callCount).to.equal(1);
  });

  it('makes the scrolls asked for before the chunk arrived in order, later ones at once', async () => {
    const { calls, module } = fakeModule();
    const scroll = createLazyScroll({ window, document, animation: {}, log: () => {}, load: () => Promise.resolve(module) });
    scroll.toTop();
    scroll.toAnchor('lazy-scroll-target');
    expect(calls).to.deep.equal([]);
    await settle();
    expect(calls).to.deep.equal(['top', 'anchor lazy-scroll-target']);
    scroll.toTop();
    expect(calls).to.deep.equal(['top', 'anchor lazy-scroll-target', 'top']);
  });

  it('loads the chunk ahead of the first scroll when warmed, so that scroll is made at once', async () => {
    const { calls, module } = fakeModule();
    const load = sinon.spy(() => Promise.resolve(module));
    const scroll = createLazyScroll({ window, document, animation: {}, log: () => {}, load });
    scroll.warm();
    scroll.warm();
    await settle();
    expect(load.callCount).to.equal(1);
    scroll.toAnchor('lazy-scroll-target');
    expect(calls).to.deep.equal(['anchor lazy-scroll-target']);
  });

  it('logs a chunk that fails and tries again on the next scroll', async () => {
    const { calls, module } = fakeModule();
    const load = sinon.stub().onFirstCall().rejects(new Error('offline')).onSecondCall().resolves(module);
    const scroll = createLazyScroll({ window, document, animation: {}, log: (level, text) => lines.push(`${level} ${text}`), load });
    scroll.toTop();
    await settle();
    expect(lines).to.deep.equal([`warn ${runtimeMessages.scrollFailed}`]);
    scroll.toTop();
    await settle();
    expect(calls).to.deep.equal(['top']);
  });

  it('loads the real scrolling chunk by default', async () => {
    const scroll = createLazyScroll({ window, document, animation: {}, log: (level, text) => lines.push(`${level} ${text}`) });
    window.scrollTo(0, 0);
    scroll.toTop();
    await settle();
    await settle();
    expect(window.scrollY).to.equal(0);
    expect(lines).to.deep.equal([]);
  });
});
