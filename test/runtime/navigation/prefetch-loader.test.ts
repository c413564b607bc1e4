import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { createPrefetchLoader } from '../../../runtime/navigation/prefetch-loader.js';
import type { Prefetching } from '../../../runtime/navigation/prefetching.js';

/** What the chunk's prefetching was asked to do, in order. */
function fakeChunk() {
  const calls: string[] = [];
  const prefetching: Prefetching = {
    start: () => void calls.push('start'),
    stop: () => void calls.push('stop'),
    pageDrawn: () => void calls.push('pageDrawn'),
    pageLeft: () => void calls.push('pageLeft'),
    notice: (link, how) => void calls.push(`notice ${link.getAttribute('href')} ${how}`),
  };
  return { calls, prefetching };
}

describe('prefetch loader (the prefetching chunk on first need)', () => {
  let root: HTMLElement;
  let link: HTMLAnchorElement;
  let loads: number;
  let failing: boolean;
  let warnings: string[];
  let chunk: ReturnType<typeof fakeChunk>;
  let loader: ReturnType<typeof createPrefetchLoader>;

  const settle = () => new Promise((resolve) => setTimeout(resolve));
  const fire = (target: Element, type: string, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, ...init }));

  beforeEach(() => {
    root = document.createElement('div');
    link = document.createElement('a');
    link.href = '/shows';
    link.setAttribute('href', '/shows');
    link.textContent = 'Shows';
    root.append(link);
    document.body.append(root);
    loads = 0;
    failing = false;
    warnings = [];
    chunk = fakeChunk();
    loader = createPrefetchLoader({
      document,
      load: async () => {
        loads += 1;
        if (failing) throw new Error('chunk failed');
        return chunk.prefetching;
      },
      warn: (text) => void warnings.push(text),
    });
    loader.start();
  });

  afterEach(() => {
    loader.stop();
    root.remove();
  });

  it('imports nothing while the first page draws and nobody points at a link', async () => {
    fire(root, 'mousemove');
    fire(root, 'mousedown');
    await settle();
    expect(loads).to.equal(0);
  });

  it('imports the chunk once the first page is drawn, and starts its idle round', async () => {
    loader.pageDrawn();
    loader.pageDrawn();
    await waitUntil(() => chunk.calls.length >= 2);
    expect(loads).to.equal(1);
    expect(chunk.calls).to.deep.equal(['start', 'pageDrawn']);
    loader.pageLeft();
    loader.pageDrawn();
    expect(chunk.calls.slice(2)).to.deep.equal(['pageLeft', 'pageDrawn']);
  });

  it('imports it on the first intent and hands that intent over', async () => {
    fire(link, 'mousemove');
    await waitUntil(() => chunk.calls.length >= 2);
    expect(chunk.calls).to.deep.equal(['start', 'notice /shows rest']);
  });

  it('hands over a press as a press', async () => {
    fire(link, 'mousedown');
    await waitUntil(() => chunk.calls.length >= 2);
    expect(chunk.calls).to.deep.equal(['start', 'notice /shows press']);
  });

  it('drops a rest the pointer ended before the chunk arrived', async () => {
    fire(link, 'mousemove');
    fire(link, 'mouseout', { relatedTarget: root });
    await waitUntil(() => chunk.calls.length >= 1);
    await settle();
    expect(chunk.calls).to.deep.equal(['start']);
  });

  it('reports a failed import and tries again at the next moment', async () => {
    failing = true;
    loader.pageDrawn();
    await waitUntil(() => warnings.length === 1);
    expect(warnings[0]).to.equal('Prefetching failed to load; it is tried again on the next page or link');
    failing = false;
    fire(link, 'mousedown');
    await waitUntil(() => chunk.calls.length >= 2);
    expect(loads).to.equal(2);
    expect(chunk.calls).to.deep.equal(['start', 'pageDrawn', 'notice /shows press']);
  });

  it('starts nothing when stopped while the chunk loads, and loads it again when started', async () => {
    loader.pageDrawn();
    loader.stop();
    await settle();
    expect(chunk.calls).to.deep.equal([]);
    loader.start();
    loader.pageDrawn();
    await waitUntil(() => chunk.calls.length >= 2);
    expect(loads).to.equal(2);
    loader.stop();
    expect(chunk.calls).to.deep.equal(['start', 'pageDrawn', 'stop']);
  });
});
