import { expect, waitUntil } from '@open-wc/testing';
import { createHandlers } from '../../demo/api/create-handlers.js';
import { archiveFeed } from '../../demo/scripts/feeds.js';
import { scripts, zoneScripts } from '../../demo/scripts/index.js';
import { createModuleRegistry } from '../../runtime/modules/registry.js';
import { createModuleResolver } from '../../runtime/modules/resolver.js';
import { createScriptLoader } from '../../runtime/modules/script-loader.js';
import { createPageServices, type PageServices } from '../../runtime/services/index.js';
import type { ModuleController, Zone } from '../../runtime/types.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { moduleContext } from '../support/page-fixtures.js';

/**
 * The "From the archive" classic scripts, loaded through the demo's script
 * concatenator and found by the real resolver, drawn with the real page
 * services on `window.Triforce`.
 */
type TestWindow = { Triforce?: unknown };
const win = window as unknown as TestWindow;

describe('the archive classic scripts (ENT_M130, ENT_M131)', () => {
  let saved: unknown;
  let services: PageServices;
  let page: HTMLElement;
  const logged: string[] = [];
  const feed = archiveFeed();

  before(async () => {
    await startDemoWorker(...createHandlers({ pages: {}, feeds: {}, scripts }));
  });

  beforeEach(() => {
    saved = win.Triforce;
    page = document.createElement('div');
    document.body.append(page);
    services = createPageServices({ page, window, log: (_level, text) => logged.push(text) });
    win.Triforce = { defineModule: () => undefined, queues: services.queues, templates: services.templates, events: services.events };
  });

  afterEach(() => {
    services.destroy();
    page.remove();
    win.Triforce = saved;
    logged.length = 0;
  });

  const resolver = () => createModuleResolver({
    registry: createModuleRegistry(),
    islands: {},
    scripts: createScriptLoader({ document }),
    scriptBase: () => '/modules/',
    window,
  });

  async function draw(zone: Pick<Zone, 'driver' | 'libraries' | 'feed'>, name: string): Promise<{ host: HTMLElement; module: ModuleController }> {
    const module = await resolver().resolve({ zone: name, ...zone });
    const host = document.createElement('tf-zone');
    page.append(host);
    await module.render(host, feed, moduleContext({ zone: name, driver: zone.driver!, language: 'eng', page }));
    return { host, module };
  }

  const drawnRows = (host: HTMLElement) => [...host.querySelectorAll('li.archive__row')].filter((li) => li.querySelector('a'));

  it('queues each row until it is visible, draws it through the template, and announces the list on the mediator', async () => {
    const announced: unknown[] = [];
    services.events.on('archive:rowsloaded', (detail) => announced.push(detail));
    const { host, module } = await draw(zoneScripts.archiveListZone(), 't6_c1_promo1');
    expect(host.querySelector('h2')!.textContent).to.equal('From the archive');
    const rows = [...host.querySelectorAll('li.archive__row')];
    expect(rows).to.have.length(feed.result.items.length);
    await waitUntil(() => drawnRows(host).length > 0, 'no row was drawn');
    // The rows below the fold wait for the visitor.
    expect(drawnRows(host).length).to.be.lessThan(rows.length);
    expect(announced).to.deep.equal([]);
    expect(services.templates.has('archive-row')).to.equal(true);
    const first = rows[0]!.querySelector('a')!;
    expect([first.textContent, first.getAttribute('href')]).to.deep.equal([feed.result.items[0]!.title, feed.result.items[0]!.url]);
    expect(rows[0]!.querySelector('.archive__meta')!.textContent).to.equal(`${feed.result.items[0]!.show} · ${feed.result.items[0]!.year}`);

    // The visitor scrolls down the list, row by row; each row keeps the box it held before it drew.
    const heights = rows.map((row) => row.getBoundingClientRect().height);
    for (const row of rows) {
      row.scrollIntoView({ block: 'end' });
      await waitUntil(() => row.querySelector('a'), 'a row scrolled into view was never drawn');
    }
    expect(rows.map((row) => row.getBoundingClientRect().height)).to.deep.equal(heights);
    expect(announced).to.have.length(1);
    expect(drawnRows(host)).to.have.length(rows.length);
    expect(announced[0]).to.deep.include({ zone: 't6_c1_promo1', count: rows.length });
    expect(host.querySelector('[role="status"]')!.textContent).to.equal(`${rows.length} classic sketches loaded.`);
    module.onModuleDestroy?.(host);
    expect(host.childElementCount).to.equal(0);
  });

  it('gives a line cut short by its row its whole text as a tooltip, and none to a line that fits', async () => {
    // A narrow page first: the first row draws as soon as the list is placed.
    page.style.cssText = 'display: block; width: 180px';
    const narrow = await draw(zoneScripts.archiveListZone(), 't6_c1_promo1');
    const row = narrow.host.querySelector<HTMLElement>('li.archive__row')!;
    row.scrollIntoView();
    await waitUntil(() => row.querySelector('.archive__link'), 'the first row was never drawn');
    expect(row.querySelector<HTMLElement>('.archive__link')!.title).to.equal(feed.result.items[0]!.title);
    narrow.module.onModuleDestroy?.(narrow.host);
    page.style.cssText = '';
    const wide = await draw(zoneScripts.archiveListZone(), 't6_c1_promo1');
    const first = wide.host.querySelector<HTMLElement>('li.archive__row')!;
    first.scrollIntoView();
    await waitUntil(() => first.querySelector('.archive__meta'), 'the first row was never drawn');
    expect(first.querySelector<HTMLElement>('.archive__meta')!.title).to.equal('');
    wide.module.onModuleDestroy?.(wide.host);
  });

  it('shows the staff picks as a subclass of the archive view, told by the mediator how many classics the page lists', async () => {
    const picks = await draw(zoneScripts.archivePicksZone(), 't6_c2_promo1');
    expect(picks.host.querySelector('h2')!.textContent).to.equal('Staff picks from the archive');
    expect(picks.host.querySelectorAll('li.archive__row')).to.have.length(3);
    const note = picks.host.querySelector('.archive__intro')!;
    const count = note.querySelector('.archive__count')!;
    expect(note.firstChild!.textContent).to.equal('Chosen by the people who keep the tapes. ');
    // The count's line is there, empty, before the count arrives: nothing moves when it does.
    expect(count.textContent).to.equal('');
    services.events.emit('archive:rowsloaded', { zone: 't6_c1_promo1', count: 12 });
    expect(count.textContent).to.equal('From the 12 classics on this page.');
    picks.module.onModuleDestroy?.(picks.host);
    // Destroyed: no longer listening.
    expect(() => services.events.emit('archive:rowsloaded', { zone: 't6_c1_promo1', count: 3 })).to.not.throw();
  });

  it("fails the picks whose parent script was retired with 'Failed to load parent class for view'", async () => {
    const error = await resolver().resolve({ zone: 't2_c2_promo1', ...zoneScripts.retiredPicksZone() }).then(
      () => { throw new Error('expected a rejection'); },
      (e: unknown) => e as Error,
    );
    expect(error.message).to.equal('Failed to load parent class for view');
  });

  it('draw a malformed feed as an empty archive, never as HTML', async () => {
    const module = await resolver().resolve({ zone: 't6_c1_promo1', ...zoneScripts.archiveListZone() });
    const host = document.createElement('tf-zone');
    page.append(host);
    await module.render(host, { result: { items: [{ title: '<img src=x onerror=alert(1)>', url: '/x' }, { title: 'no site path', url: 'javascript:alert(1)' }, 7] } },
      moduleContext({ zone: 't6_c1_promo1', driver: 'ENT_M130', language: 'eng', page }));
    await waitUntil(() => drawnRows(host).length === 1, 'the one good row was never drawn');
    expect(host.querySelector('img')).to.equal(null);
    expect(host.querySelector('a')!.textContent).to.equal('<img src=x onerror=alert(1)>');
  });
});
