import { expect } from '@open-wc/testing';
import { defineIsland } from '../../islands/define-island.js';
import { buildLayout } from '../../runtime/assembly/layout-dom.js';
import { planZones } from '../../runtime/assembly/zone-plan.js';
import { createArrival } from '../../runtime/navigation/arrival.js';
import type { Manifest } from '../../runtime/types.js';
import { renderLayout } from '../../server/render-islands.js';

const env = { language: 'eng', globalZones: ['ENT_M171'], feedEnv: { languagePreferences: false, mobile: false }, baseUrl: 'https://site.test/' };

const manifest: Manifest = {
  zones: {
    header: { zone: 'header', driver: 'SPEC', feed: '/feeds/header', priority: 1 },
    menu: { zone: 'menu', driver: 'SPEC', feed: '/feeds/menu', priority: 1 },
    t1_1c: { zone: 't1_1c', driver: 'SPEC', feed: '/feeds/hero', priority: 1 },
    t2_c1_promo1: { zone: 't2_c1_promo1', driver: 'OTHER', feed: '/feeds/a' },
    t2_c2_promo1: { zone: 't2_c2_promo1', driver: 'OTHER', feed: '/feeds/b' },
    t2_c2_promo2: { zone: 't2_c2_promo2', driver: 'OTHER', feed: '/feeds/c' },
    t10_c1_promo1: { zone: 't10_c1_promo1', driver: 'OTHER' },
    t10_c2_promo1: { zone: 't10_c2_promo1', driver: 'OTHER' },
    t10_c3_promo1: { zone: 't10_c3_promo1', driver: 'OTHER' },
    ENT_M171: { zone: 'ENT_M171', driver: 'OTHER' },
    footer: { zone: 'footer', driver: 'OTHER', feed: '/feeds/footer' },
  },
};

interface Feed { label: string }
function parseFeed(feed: unknown): Feed {
  const label = (feed as { label?: unknown } | null)?.label;
  if (typeof label !== 'string') throw new Error('spec island: label must be a string');
  return { label };
}
const Label = ({ feed }: { feed: Feed }) => <p className="spec">{feed.label} <a href="/next">next</a></p>;
const island = defineIsland(Label, { parseFeed });

/** The regions the browser's parser makes of the server's HTML. */
function parsed(html: string): HTMLElement {
  const body = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html').body;
  return body.firstElementChild as HTMLElement;
}

describe('renderLayout (the server\'s first page)', () => {
  it('writes the very layout the browser builds for the same plan: regions, tiers, columns, wrappers, zones', () => {
    const plan = planZones(manifest, env);
    const { html, feeds } = renderLayout(plan, new Map(), {}, 'eng', 'https://site.test/');
    const placed = buildLayout(document, plan.layout, (name) => {
      const zone = document.createElement('tf-zone');
      zone.setAttribute('zone', name);
      zone.setAttribute('driver', plan.zones.find((z) => z.zone.zone === name)!.identity.driver);
      zone.setAttribute('state', 'loading');
      return zone;
    });
    const server = parsed(html);
    expect(server.children.length).to.equal(4);
    expect(server.children[1]!.isEqualNode(placed.header)).to.equal(true);
    expect(server.children[2]!.isEqualNode(placed.content)).to.equal(true);
    expect(server.children[3]!.isEqualNode(placed.footer)).to.equal(true);
    expect(feeds.size).to.equal(0);
  });

  it('writes the page\'s live region, empty, as the page makes it, before the regions', () => {
    const { html } = renderLayout(planZones(manifest, env), new Map(), {}, 'eng', 'https://site.test/');
    const page = document.createElement('div');
    const arrival = createArrival({ page, document });
    arrival.start();
    const server = parsed(html);
    expect(server.children[0]!.isEqualNode(page.firstElementChild)).to.equal(true);
    // The page takes the server's over rather than adding its own.
    page.replaceChildren(...server.children);
    const region = page.firstElementChild;
    createArrival({ page, document }).start();
    expect(page.querySelectorAll(':scope > .tf-announcer').length).to.equal(1);
    expect(page.firstElementChild).to.equal(region);
    arrival.stop();
  });

  it('draws each zone it has an island and a feed for, marks it, and hands back the feeds it drew from', () => {
    const plan = planZones(manifest, env);
    const feeds = new Map<string, unknown>([['header', { label: 'Head' }], ['t1_1c', { label: 'Hero' }], ['t2_c1_promo1', { label: 'No island' }]]);
    const drawn = renderLayout(plan, feeds, { SPEC: island }, 'eng', 'https://site.test/');
    const server = parsed(drawn.html);
    const hero = server.querySelector('tf-zone[zone="t1_1c"]')!;
    expect(hero.getAttribute('state')).to.equal('rendered');
    expect(hero.hasAttribute('server-rendered')).to.equal(true);
    expect(hero.getAttribute('driver')).to.equal('SPEC');
    expect(hero.querySelector('p.spec')!.textContent).to.equal('Hero next');
    expect(hero.querySelector('a')!.getAttribute('href')).to.equal('/next');
    // No feed (menu), or no island on the server (OTHER): the browser's to draw.
    for (const name of ['menu', 't2_c1_promo1', 'footer']) {
      const zone = server.querySelector(`tf-zone[zone="${name}"]`)!;
      expect(zone.getAttribute('state'), name).to.equal('loading');
      expect(zone.hasAttribute('server-rendered'), name).to.equal(false);
      expect(zone.childNodes.length, name).to.equal(0);
    }
    expect([...drawn.feeds]).to.deep.equal([['header', { label: 'Head' }], ['t1_1c', { label: 'Hero' }]]);
  });

  it('leaves to the browser a zone whose island throws, whose feed says output false, and draws an inline feed', () => {
    const plan = planZones({
      zones: {
        t1_1c: { zone: 't1_1c', driver: 'SPEC', feed: '/feeds/bad' },
        t2_1c: { zone: 't2_1c', driver: 'SPEC', feed: '/feeds/off' },
        t3_1c: { zone: 't3_1c', driver: 'SPEC', feedData: { label: 'Inline' } },
        t4_1c: { zone: 't4_1c' },
      },
    }, env);
    const feeds = new Map<string, unknown>([['t1_1c', { label: 42 }], ['t2_1c', { result: { output: false } }]]);
    const drawn = renderLayout(plan, feeds, { SPEC: island }, 'eng', 'https://site.test/');
    const server = parsed(drawn.html);
    expect(server.querySelector('tf-zone[zone="t1_1c"]')!.getAttribute('state')).to.equal('loading');
    expect(server.querySelector('tf-zone[zone="t2_1c"]')!.getAttribute('state')).to.equal('loading');
    expect(server.querySelector('tf-zone[zone="t3_1c"]')!.textContent).to.equal('Inline next');
    // No driver: nothing the browser could draw, so nothing placed.
    expect(server.querySelector('tf-zone[zone="t4_1c"]')).to.equal(null);
    expect([...drawn.feeds.keys()]).to.deep.equal(['t3_1c']);
  });

  it('escapes what it writes itself and what islands draw', () => {
    const driver = '"><script>alert(1)</script>';
    const plan = planZones({ zones: { t1_1c: { zone: 't1_1c', driver, feed: '/feeds/x' } } }, env);
    const drawn = renderLayout(plan, new Map([['t1_1c', { label: '</p><script>alert(2)</script>' }]]), { [driver]: island }, 'eng', 'https://site.test/');
    const server = parsed(drawn.html);
    expect(server.querySelectorAll('script').length).to.equal(0);
    expect(server.querySelector('tf-zone')!.getAttribute('driver')).to.equal(driver);
    expect(server.querySelector('p.spec')!.textContent).to.equal('</p><script>alert(2)</script> next');
  });
});

describe('renderLayout: the drawn islands\' images', () => {
  const Art = ({ feed }: { feed: Feed }) => (
    <figure className="art">
      <img src={`/images/${feed.label}.jpg?width=720`} srcSet={`/images/${feed.label}.jpg?width=360 360w, /images/${feed.label}.jpg?width=720 720w`}
        sizes="100vw" alt="" fetchPriority="high" />
    </figure>
  );
  const artIsland = defineIsland(Art, { parseFeed });

  it('hoists React\'s image preloads out of the zones, for the head, lowercased; the zone holds the island alone', () => {
    const drawn = renderLayout(planZones(manifest, env), new Map([['t1_1c', { label: 'hero' }]]), { SPEC: artIsland }, 'eng', 'https://site.test/');
    const zone = parsed(drawn.html).querySelector('tf-zone[zone="t1_1c"]')!;
    expect([...zone.children].map((child) => child.localName)).to.deep.equal(['figure']);
    expect(drawn.preloads).to.have.length(1);
    const link = parsed(drawn.preloads[0]!).querySelector('link')!;
    expect(drawn.preloads[0]).to.match(/^<link rel="preload" as="image" imagesrcset="[^"]+" imagesizes="100vw" fetchpriority="high">$/);
    expect(link.getAttribute('imagesrcset')).to.equal('/images/hero.jpg?width=360 360w, /images/hero.jpg?width=720 720w');
  });
});
