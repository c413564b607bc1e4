import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import clipViewer from '../../islands/clip-viewer/index.js';
import heroPromo from '../../islands/hero-promo/index.js';
import showHeader from '../../islands/show-header/index.js';
import siteFooter from '../../islands/site-footer/index.js';
import siteHeader from '../../islands/site-header/index.js';
import { FAVOURITES_KEY, siteStorageOf } from '../../islands/show-header/favourites.js';
import { TfCollapsible } from '../../elements/tf-collapsible/tf-collapsible.component.js';
import type { TrackCall } from '../../runtime/tracking/track-data.js';
import { createTracker, type Tracker } from '../../runtime/tracking/tracker.js';
import type { ModuleController } from '../../runtime/types.js';
import { img, makeHost } from './island-harness.js';
import '../../elements/tf-carousel/tf-carousel.js';
import '../../elements/tf-collapsible/tf-collapsible.js';

/**
 * Islands only mark their controls and ask for what is no plain click; the
 * page's tracker does the rest. These render islands and record what a real
 * tracker makes of the visitor's actions.
 */
describe('tracked controls of the islands', () => {
  let tracker: Tracker;
  let calls: TrackCall[];
  let h: ReturnType<typeof makeHost>;
  let mounted: ModuleController | undefined;
  const record = (event: Event) => calls.push((event as CustomEvent<TrackCall>).detail);
  // Tracked links must not leave the test page (buttons keep their default: a submit button submits).
  const stay = (event: Event) => {
    if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
  };
  const links = () => calls.filter((c) => c.type === 'link').map((c) => c.data as unknown as Record<string, unknown>);

  async function render(controller: ModuleController, driver: string, feed: unknown) {
    h = makeHost(driver);
    mounted = controller;
    await controller.render(h.host, { result: feed }, h.ctx);
  }

  beforeEach(() => {
    calls = [];
    document.addEventListener('tf:track', record);
    document.addEventListener('click', stay);
    tracker = createTracker();
    tracker.start();
    tracker.page({ zones: {}, pageName: 'laughtrack/desk-jockeys/show' }, location.href);
    calls.length = 0;
  });
  afterEach(() => {
    if (mounted && h) mounted.onModuleDestroy?.(h.host);
    h?.cleanup();
    tracker.stop();
    document.removeEventListener('tf:track', record);
    document.removeEventListener('click', stay);
  });

  describe('site header', () => {
    const feed = {
      brand: { name: 'Laugh Track Network', url: '/' },
      nav: [{ title: 'Shows', url: '/shows' }],
      search: { label: 'Search shows', placeholder: 'Search' },
      cta: { title: 'Watch live', url: '/tonight' },
    };
    // The form really submits (a page load): stop it in the bubble phase, after the island saw it.
    const stopSubmit = (event: Event) => event.preventDefault();
    beforeEach(() => document.addEventListener('submit', stopSubmit));
    afterEach(() => document.removeEventListener('submit', stopSubmit));

    it('names its menus, hamburger and logo', async () => {
      await render(siteHeader, 'ENT_M001', feed);
      h.host.querySelector<HTMLElement>('.tf-hdr__logo')!.click();
      h.host.querySelector<HTMLElement>('.tf-hdr__link')!.click();
      h.host.querySelector<HTMLElement>('.tf-hdr__cta')!.click();
      h.host.querySelector<HTMLElement>('.tf-hdr__toggle')!.click();
      expect(links().map((l) => [l.linkName, l.promoName])).to.deep.equal([
        ['Header: Logo', 'Header'], ['Header: Shows', 'Header'], ['Header: Watch live', 'Header'], ['Header: Hamburger', 'Header'],
      ]);
    });

    it('tracks a search sent by the icon or Enter, never an empty term or a single space', async () => {
      await render(siteHeader, 'ENT_M001', feed);
      const input = h.host.querySelector<HTMLInputElement>('input[name="keywords"]')!;
      const icon = h.host.querySelector<HTMLButtonElement>('.tf-hdr__submit')!;
      const form = input.form!;
      for (const value of ['', ' ']) {
        input.value = value;
        icon.click();
        form.requestSubmit();
      }
      expect(links()).to.deep.equal([]);
      input.value = 'printer';
      icon.click(); // the search icon
      form.requestSubmit(); // what Enter in the field does
      const searches = links();
      expect(searches).to.have.length(2);
      expect(searches[0]).to.deep.include({
        linkName: 'Header: Search', event: 'search', searchTerm: 'printer', promoName: 'Header',
        destinationUrl: new URL('/search?keywords=printer', location.href).href,
      });
    });
  });

  describe('show header', () => {
    const feed = {
      slug: 'tracking-test-show', title: 'Desk Jockeys', logline: 'Five coworkers.', tuneIn: 'Wednesdays',
      keyArt: img('key'), menu: [{ title: 'Clips', url: '#clips' }], watch: { title: 'Watch S4', url: '/full-episodes/x' },
    };
    afterEach(() => siteStorageOf(window).remove(FAVOURITES_KEY));

    it('sends the favourite event only when the show becomes a favourite', async () => {
      siteStorageOf(window).remove(FAVOURITES_KEY);
      await render(showHeader, 'ENT_M011', feed);
      const fav = h.host.querySelector<HTMLButtonElement>('.tf-show__fav')!;
      fav.click(); // becomes favourite
      await new Promise(requestAnimationFrame);
      expect(fav.getAttribute('aria-pressed')).to.equal('true');
      fav.click(); // no longer: not tracked
      await new Promise(requestAnimationFrame);
      expect(fav.getAttribute('aria-pressed')).to.equal('false');
      expect(links()).to.deep.equal([{
        linkName: 'Show header: Favourite', event: 'favourite', linkType: 'o', pageName: 'laughtrack/desk-jockeys/show',
        show: 'desk-jockeys', promoName: 'Show header: Desk Jockeys', destinationUrl: '',
      }]);
    });

    it('names the show menu and the watch link', async () => {
      await render(showHeader, 'ENT_M011', feed);
      h.host.querySelector<HTMLElement>('.tf-show__link')!.click();
      h.host.querySelector<HTMLElement>('.tf-show__watch')!.click();
      expect(links().map((l) => l.linkName)).to.deep.equal(['Show menu: Clips', 'Show header: Watch S4']);
    });
  });

  it('tracks the clip player share panel: a link call and a share call with service and content id', async () => {
    await render(clipViewer, 'ENT_M025', {
      id: 'clip-printer', title: 'The Printer', show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' }, duration: 60, image: img('p'),
      related: [],
    });
    h.host.querySelector<HTMLElement>('.tf-share__toggle')!.click();
    await waitUntil(() => h.host.querySelector('a[aria-label="Share on Facebook"]') !== null, 'the share panel opens');
    h.host.querySelector<HTMLElement>('a[aria-label="Share on Facebook"]')!.click();
    [...h.host.querySelectorAll('button')].find((b) => b.textContent?.includes('Copy link'))!.click();
    expect(calls.map((c) => c.type)).to.deep.equal(['link', 'link', 'share', 'link', 'share']);
    expect(links().map((l) => l.linkName)).to.deep.equal(['Clip player: Share', 'Clip player: Share facebook', 'Clip player: Share copy-link']);
    expect(calls[1]!.data).to.deep.include({ promoName: 'Clip: The Printer', linkType: 'e' });
    expect(calls.filter((c) => c.type === 'share').map((c) => c.data)).to.deep.equal([
      { service: 'facebook', contentId: 'clip-printer' },
      { service: 'copy-link', contentId: 'clip-printer' },
    ]);
  });

  it('reports the hero call to action as a module click-through', async () => {
    await render(heroPromo, 'ENT_M010', {
      show: 'Desk Jockeys', headline: 'h', tuneIn: 't', image: img('hero'), cta: { title: 'Watch now', url: '/shows/desk-jockeys' },
    });
    h.host.querySelector<HTMLElement>('.tf-hero__cta')!.click();
    expect(calls).to.deep.equal([
      { type: 'link', data: { linkName: 'Hero: Watch now', linkType: 'o', pageName: 'laughtrack/desk-jockeys/show', show: 'desk-jockeys',
        promoName: 'Hero: Desk Jockeys', destinationUrl: new URL('/shows/desk-jockeys', location.href).href } },
      { type: 'module', data: { moduleName: 'Hero Promo', destination: new URL('/shows/desk-jockeys', location.href).href, action: 'Clicks on Watch now' } },
    ]);
  });

  it('names every footer link', async () => {
    await render(siteFooter, 'ENT_M099', {
      brand: 'LTN', columns: [{ title: 'Watch', links: [{ title: 'Schedule', url: '/schedule' }] }],
      social: [{ network: 'youtube', label: 'YouTube', url: 'https://youtube.example/' }],
      legal: { copyright: '©', links: [{ title: 'Privacy', url: '/legal/privacy' }] },
    });
    for (const el of h.host.querySelectorAll<HTMLElement>('a, button')) el.click();
    expect(links().map((l) => [l.linkName, l.promoName])).to.deep.equal([
      ['Footer: youtube', 'Footer'], ['Footer: Schedule', 'Footer'], ['Footer: Privacy', 'Footer'], ['Footer: Privacy choices', 'Footer'],
    ]);
  });
});

describe('tracked controls of the standalone elements', () => {
  let calls: TrackCall[];
  let tracker: Tracker;
  const record = (event: Event) => calls.push((event as CustomEvent<TrackCall>).detail);
  beforeEach(() => {
    calls = [];
    document.addEventListener('tf:track', record);
    tracker = createTracker();
    tracker.start();
  });
  afterEach(() => {
    tracker.stop();
    document.removeEventListener('tf:track', record);
  });
  const names = () => calls.map((c) => (c.data as { linkName: string }).linkName);

  it('tracks the collapsible as Expand, then Collapse', async () => {
    const el = await fixture<TfCollapsible>(html`<section data-tf-promo="Schedule"><tf-collapsible><span slot="trigger">More</span><p>x</p></tf-collapsible></section>`);
    const collapsible = el.querySelector('tf-collapsible')!;
    const trigger = collapsible.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    trigger.click();
    await collapsible.updateComplete;
    trigger.click();
    await collapsible.updateComplete;
    expect(names()).to.deep.equal(['Expand', 'Collapse']);
    expect(calls[0]!.data).to.deep.include({ promoName: 'Schedule' });
  });

  it('tracks the carousel arrows and dots', async () => {
    const el = await fixture(html`<section data-tf-promo="Latest clips"><tf-carousel arrows dots style="width: 300px">
      <div style="width: 300px; height: 40px">1</div><div style="width: 300px; height: 40px">2</div><div style="width: 300px; height: 40px">3</div>
    </tf-carousel></section>`);
    const carousel = el.querySelector('tf-carousel')!;
    await carousel.updateComplete;
    const root = carousel.shadowRoot!;
    root.querySelector<HTMLButtonElement>('.arrow.next')!.click();
    await carousel.updateComplete;
    root.querySelector<HTMLButtonElement>('.arrow:not(.next)')!.click();
    await carousel.updateComplete;
    root.querySelector<HTMLButtonElement>('.dot')!.click();
    expect(names()).to.deep.equal(['Carousel: Next', 'Carousel: Previous', 'Carousel: Dot']);
    expect(calls[0]!.data).to.deep.include({ promoName: 'Latest clips' });
  });
});
