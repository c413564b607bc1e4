import { expect } from '@open-wc/testing';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { defineIsland } from '../../islands/define-island.js';
import type { ModuleContext } from '../../runtime/types.js';
import { moduleContext } from '../support/page-fixtures.js';

interface Feed { label: string }

function parseFeed(feed: unknown): Feed {
  const label = (feed as { label?: unknown } | null)?.label;
  if (typeof label !== 'string') throw new Error('spec island: label must be a string');
  return { label };
}

/** Counts its own clicks, so a remount (lost state) is visible. */
function Counter({ feed }: { feed: Feed }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{feed.label} {clicks}</button>;
}

function Explodes({ feed }: { feed: Feed }): never {
  throw new Error(`boom ${feed.label}`);
}

/** Puts `html` into `host` the way the browser's parser puts a server's page into the document. */
function drawAsServer(host: HTMLElement, html: string): void {
  host.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}

const ctxOf = (zone: string, page: HTMLElement): ModuleContext => moduleContext({ zone, driver: 'SPEC', language: 'eng', page });

describe('defineIsland', () => {
  let page: HTMLElement;
  const zone = (name: string) => page.appendChild(Object.assign(document.createElement('div'), { id: name }));

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
  });
  afterEach(() => page.remove());

  it('resolves render only once React has committed the island', async () => {
    const island = defineIsland(Counter, { parseFeed });
    const host = zone('a');
    await island.render(host, { label: 'Clicks' }, ctxOf('a', page));
    expect(host.querySelector('button')!.textContent).to.equal('Clicks 0');
    island.onModuleDestroy!(host);
  });

  it('re-renders a refresh in the same root, keeping the island\'s state', async () => {
    const island = defineIsland(Counter, { parseFeed });
    const host = zone('a');
    await island.render(host, { label: 'Old' }, ctxOf('a', page));
    const button = host.querySelector('button')!;
    button.click();
    button.click();
    expect(island.onModuleWillRefresh!(ctxOf('a', page))).to.equal(true);
    await island.render(host, { label: 'New' }, ctxOf('a', page));
    expect(host.querySelector('button')).to.equal(button);
    expect(button.textContent).to.equal('New 2');
    island.onModuleDestroy!(host);
  });

  it('gives every zone its own root', async () => {
    const island = defineIsland(Counter, { parseFeed });
    const [a, b] = [zone('a'), zone('b')];
    await Promise.all([island.render(a, { label: 'A' }, ctxOf('a', page)), island.render(b, { label: 'B' }, ctxOf('b', page))]);
    a.querySelector('button')!.click();
    island.onModuleDestroy!(a);
    expect(a.childNodes.length).to.equal(0);
    expect(b.querySelector('button')!.textContent).to.equal('B 0');
    island.onModuleDestroy!(b);
  });

  it('rejects when the island throws, without touching another zone', async () => {
    const good = defineIsland(Counter, { parseFeed });
    const bad = defineIsland(Explodes, { parseFeed });
    const [a, b] = [zone('a'), zone('b')];
    await good.render(a, { label: 'Fine' }, ctxOf('a', page));
    let failure: unknown;
    await bad.render(b, { label: 'B' }, ctxOf('b', page)).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal('boom B');
    expect(b.childNodes.length).to.equal(0);
    expect(a.querySelector('button')!.textContent).to.equal('Fine 0');
    good.onModuleDestroy!(a);
    bad.onModuleDestroy!(b);
  });

  it('reports an island that fails after it rendered on the page\'s tf:message', async () => {
    const Fuse = () => {
      const [lit, setLit] = useState(false);
      if (lit) throw new Error('fuse blew');
      return <button onClick={() => setLit(true)}>Light</button>;
    };
    const island = defineIsland(Fuse);
    const host = zone('a');
    await island.render(host, undefined, { ...ctxOf('a', page), driver: 'SPEC_FUSE' });
    const message = new Promise<CustomEvent>((resolve) => page.addEventListener('tf:message', (e) => resolve(e), { once: true }));
    host.querySelector('button')!.click();
    expect((await message).detail).to.deep.include({ level: 'error', text: 'Module a:SPEC_FUSE render failed' });
    island.onModuleDestroy!(host);
  });

  it('recovers on a refresh after a failed render', async () => {
    const Flaky = ({ feed }: { feed: Feed }) => {
      if (feed.label === 'bad') throw new Error('bad feed');
      return <p>{feed.label}</p>;
    };
    const island = defineIsland(Flaky, { parseFeed });
    const host = zone('a');
    let failed = false;
    await island.render(host, { label: 'bad' }, ctxOf('a', page)).catch(() => (failed = true));
    expect(failed).to.equal(true);
    await island.render(host, { label: 'good' }, ctxOf('a', page));
    expect(host.textContent).to.equal('good');
    island.onModuleDestroy!(host);
  });

  it('throws from render when parseFeed rejects the feed, before React is involved', () => {
    const island = defineIsland(Counter, { parseFeed });
    const host = zone('a');
    expect(() => island.render(host, { label: 42 }, ctxOf('a', page))).to.throw('spec island: label must be a string');
    expect(host.childNodes.length).to.equal(0);
  });

  it('hands parseFeed the zone\'s driver, which one island serving several drivers reads per zone', async () => {
    const drivers: string[] = [];
    const island = defineIsland(Counter, { parseFeed: (feed, driver) => (drivers.push(driver), parseFeed(feed)) });
    const [a, b] = [zone('a'), zone('b')];
    await island.render(a, { label: 'A' }, { ...ctxOf('a', page), driver: 'SPEC_ONE' });
    await island.render(b, { label: 'B' }, { ...ctxOf('b', page), driver: 'SPEC_TWO' });
    expect(drivers).to.deep.equal(['SPEC_ONE', 'SPEC_TWO']);
    island.onModuleDestroy!(a);
    island.onModuleDestroy!(b);
  });

  describe('when the server drew the zone', () => {
    /** Labelled by its own id: a tree that differed between server and browser would not match. */
    function Labelled({ feed }: { feed: Feed }) {
      const id = useId();
      const [clicks, setClicks] = useState(0);
      return (
        <section aria-labelledby={id}>
          <h2 id={id}>{feed.label}</h2>
          <button onClick={() => setClicks((n) => n + 1)}>Clicked {clicks}</button>
        </section>
      );
    }
    const serverCtx = { zone: 'a', driver: 'SPEC', language: 'eng', pageUrl: 'https://site.test/' };

    it('adopts the server\'s markup: the same nodes, now live', async () => {
      const island = defineIsland(Labelled, { parseFeed });
      const host = zone('a');
      drawAsServer(host, renderToString(island.element({ label: 'Hello' }, serverCtx)));
      const [heading, button] = [host.querySelector('h2')!, host.querySelector('button')!];
      const text = heading.firstChild;
      expect(await island.hydrate(host, { label: 'Hello' }, ctxOf('a', page))).to.equal(true);
      expect(host.querySelector('h2')).to.equal(heading);
      expect(heading.firstChild).to.equal(text);
      expect(host.querySelector('button')).to.equal(button);
      // A click is a discrete event: React commits its update in a microtask queued before this await's.
      button.click();
      await Promise.resolve();
      expect(button.textContent).to.equal('Clicked 1');
      // A later refresh renders into the hydrated root, keeping its state.
      await island.render(host, { label: 'Again' }, ctxOf('a', page));
      expect(host.querySelector('h2')).to.equal(heading);
      expect(heading.textContent).to.equal('Again');
      expect(button.textContent).to.equal('Clicked 1');
      island.onModuleDestroy!(host);
    });

    it('resolves false when the markup does not match, having drawn the zone afresh', async () => {
      const island = defineIsland(Labelled, { parseFeed });
      const host = zone('a');
      drawAsServer(host, renderToString(island.element({ label: 'Stale' }, serverCtx)));
      const heading = host.querySelector('h2')!;
      expect(await island.hydrate(host, { label: 'Fresh' }, ctxOf('a', page))).to.equal(false);
      expect(host.querySelector('h2')!.textContent).to.equal('Fresh');
      expect(host.querySelector('h2')).not.to.equal(heading);
      island.onModuleDestroy!(host);
    });

    it('rejects when the island throws, leaving render a new root', async () => {
      let explode = true;
      const Moody = ({ feed }: { feed: Feed }) => {
        if (explode) throw new Error('moody');
        return <p>{feed.label}</p>;
      };
      const island = defineIsland(Moody, { parseFeed });
      const host = zone('a');
      drawAsServer(host, '<p>Server</p>');
      let failure: unknown;
      await island.hydrate(host, { label: 'Server' }, ctxOf('a', page)).catch((error: unknown) => (failure = error));
      expect((failure as Error).message).to.equal('moody');
      explode = false;
      await island.render(host, { label: 'Browser' }, ctxOf('a', page));
      expect(host.textContent).to.equal('Browser');
      island.onModuleDestroy!(host);
    });

    it('builds the server tree without a document scope or page', () => {
      const island = defineIsland(Labelled, { parseFeed });
      expect(renderToString(island.element({ label: 'Only data' }, serverCtx))).to.contain('Only data');
      expect(() => island.element({ label: 7 }, serverCtx)).to.throw('spec island: label must be a string');
    });
  });
});

