import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import type { IslandController } from '../../islands/define-island.js';
import { islandDescriptors } from '../../islands/descriptors.js';
import { AD_PLACEMENTS } from '../../islands/ad-slot/placements.js';
import { planZones } from '../../runtime/assembly/zone-plan.js';
import { loadServerIslands, renderLayout, type ServerIslands } from '../../server/render-islands.js';
import { notFoundPage } from '../../demo/content/pages.js';
import { ORIGIN, samplePages, zoneFeed } from '../demo/site-samples.js';
import { moduleContext } from '../support/page-fixtures.js';
// Defined before any zone is hydrated, as on a page whose element chunks
// arrive first: each upgrades in the server's markup and labels its slides.
import '../../elements/tf-carousel/tf-carousel.js';
import '../../elements/tf-collapsible/tf-collapsible.js';

/**
 * Every island the server may draw, on every page of the demo site: drawn
 * the way the server draws a first page (`loadServerIslands` and
 * `renderLayout` over the page's plan and feeds), then hydrated here from
 * that markup with the same feed, as `<tf-page>` adopts a server-drawn zone.
 */

/** Islands the browser alone draws, and why (each says so in its island.ts). */
const BROWSER_ONLY: Record<string, string> = {
  ENT_M015: 'the player shows its gate by the visitor\'s TV sign-in',
  ...Object.fromEntries(Object.keys(AD_PLACEMENTS).map((driver) => [driver, 'ads are never drawn by a server'])),
  ENT_M120: 'the disclaimer opens by what this visitor accepted, which only the browser knows',
  ENT_M121: 'the roadblock continues the visitor\'s own last video and holds an ad',
  ENT_M024: 'the recommended row shows what the service recommends to this visitor',
  ENT_M100: 'the overlay draws through the page\'s template pool, DOM templates cloned in the document',
};

const env = (url: string) => ({ language: 'eng', globalZones: [], feedEnv: { languagePreferences: false, mobile: false }, baseUrl: url });

interface DrawnZone {
  page: string;
  zone: string;
  driver: string;
  feed: unknown;
  /** The zone as the browser's parser makes it of the server's HTML. */
  markup: Element;
}

/** The sample pages of the site and its not-found page. */
const drawnPages = () => [...samplePages(), { url: '/no/such/page', manifest: notFoundPage(new URL('/no/such/page', ORIGIN)) }];

/** Each zone the server draws on each sample page, with the page's path and the feed it drew from. */
function drawnZones(islands: ServerIslands): DrawnZone[] {
  const out: DrawnZone[] = [];
  for (const { url, manifest } of drawnPages()) {
    const pageUrl = new URL(url, location.origin).href;
    const plan = planZones(manifest, env(pageUrl));
    const feeds = new Map(plan.zones.map((planned) => [planned.zone.zone, zoneFeed(planned.zone)]));
    const drawn = renderLayout(plan, feeds, islands, 'eng', pageUrl);
    const layout = new DOMParser().parseFromString(drawn.html, 'text/html');
    for (const element of layout.querySelectorAll('tf-zone[server-rendered]')) {
      const zone = element.getAttribute('zone')!;
      out.push({ page: url, zone, driver: element.getAttribute('driver')!, feed: drawn.feeds.get(zone), markup: element });
    }
  }
  return out;
}

/**
 * Until each carousel in `host` has measured and labelled its slides, and the
 * frames in which it hears which are in view (and makes the others inert) are
 * drawn: the element has then changed all it changes before a slow hydration.
 */
async function carouselsLaidOut(host: Element): Promise<void> {
  const slides = [...host.querySelectorAll('tf-carousel')].flatMap((carousel) => [...carousel.children]);
  if (slides.length === 0) return;
  await waitUntil(() => slides.every((slide) => slide.hasAttribute('aria-roledescription')), 'the carousels label their slides');
  await nextFrame();
  await nextFrame();
}

describe('islands drawn on the server', () => {
  let zones: DrawnZone[];
  const controllers = new Map<string, IslandController>();

  before(async () => {
    const islands = await loadServerIslands(islandDescriptors, (driver, error) => {
      throw new Error(`${driver} cannot draw on the server: ${String(error)}`);
    });
    zones = drawnZones(islands);
    for (const { driver, load } of islandDescriptors) controllers.set(driver, (await load()).default as IslandController);
  });

  it('include every island but the browser-only ones, each drawn on some page of the site', () => {
    for (const { driver, server } of islandDescriptors) {
      if (Object.hasOwn(BROWSER_ONLY, driver)) {
        expect(server, `${driver}: ${BROWSER_ONLY[driver]}`).to.not.equal(true);
        continue;
      }
      expect(server, `${driver} is flagged server`).to.equal(true);
      expect(zones.some((zone) => zone.driver === driver), `${driver} is drawn on a sample page`).to.equal(true);
    }
  });

  it('carry no style attribute, which the page\'s policy (style-src \'self\') would refuse', () => {
    for (const { page, zone, markup } of zones) {
      expect(markup.querySelectorAll('[style]').length, `${page} ${zone}`).to.equal(0);
    }
  });

  // One test per page: every zone of the site in one test outgrew a test's time in WebKit.
  // The address is put back once, after them all: WebKit refuses more than 100 history changes in 10 s.
  const home = location.href;
  after(() => history.replaceState(null, '', home));
  for (const url of new Set(drawnPages().map((sample) => sample.url))) {
    it(`hydrate without a mismatch and without an error from React, at ${url}`, async () => {
      // React reports what differs (an attribute, a text) on the console's error.
      const errors: unknown[][] = [];
      const { error } = console;
      console.error = (...args: unknown[]) => void errors.push(args);
      try {
        // The browser is at the page the server drew: the header marks its link from there.
        history.replaceState(null, '', url);
        for (const { zone, driver, feed, markup } of zones.filter((drawn) => drawn.page === url)) {
          const page = document.createElement('div');
          const host = page.appendChild(document.createElement('div'));
          document.body.append(page);
          // The elements inside upgrade as they are connected, before hydration, as on the page.
          host.append(...[...markup.childNodes].map((node) => document.importNode(node, true)));
          await carouselsLaidOut(host);
          const island = controllers.get(driver)!;
          const matched = await island.hydrate(host, feed, moduleContext({ zone, driver, language: 'eng', page }));
          island.onModuleDestroy!(host);
          page.remove();
          expect(matched, `${url} ${zone} (${driver}) hydrates its server markup`).to.equal(true);
          expect(errors, `${url} ${zone} (${driver}): ${errors.map((args) => args.map(String).join(' ')).join('\n')}`).to.deep.equal([]);
        }
      } finally {
        console.error = error;
      }
    });
  }
});
