import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SetupWorker } from 'msw/browser';
import controller from '../../islands/dictionary/index.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { until } from './comedian-search-support.js';
import { asked, control, feed, letterHandlers, release, term, view } from './dictionary-support.js';
import { imageInfoOf, makeHost } from './island-harness.js';

describe('dictionary island (ENT_M077)', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(() => {
    worker.use(...letterHandlers);
    asked.length = 0;
    control.run += 1;
    control.holdB = false;
    control.dWorks = false;
    h = makeHost('ENT_M077');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
    document.cookie = 'device=; max-age=0; path=/';
  });

  const draw = async (data: unknown = feed(control.run)) => controller.render(h.host, data, h.ctx);

  describe('its letter tabs', () => {
    it('are a tablist of one tab per letter, a letter without terms shown disabled', async () => {
      await draw();
      const v = view(h.host);
      expect(h.host.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Letters');
      expect(v.tabs().map((t) => t.textContent)).to.deep.equal(['A', 'B', 'C', 'D']);
      expect(v.tab('C').getAttribute('aria-disabled')).to.equal('true');
      expect(v.tab('C').hasAttribute('aria-controls')).to.equal(false);
      for (const letter of ['A', 'B', 'D']) {
        const panel = h.host.querySelector(`#${CSS.escape(v.tab(letter).getAttribute('aria-controls')!)}`)!;
        expect(panel.getAttribute('role')).to.equal('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).to.equal(v.tab(letter).id);
      }
    });

    it('select the feed’s first letter, drawn from the feed without a request, with one tab stop', async () => {
      await draw();
      const v = view(h.host);
      expect(v.tab('A').getAttribute('aria-selected')).to.equal('true');
      expect(v.tabs().filter((t) => t.tabIndex === 0)).to.deep.equal([v.tab('A')]);
      expect(v.titles()).to.deep.equal(['Ad-lib', 'Anticlimax']);
      expect(asked).to.deep.equal([]);
      // A has no next page: nothing is loading at its end.
      expect(v.status()).to.equal('');
    });

    it('move and select with the arrow keys, Home and End, skipping disabled letters and wrapping', async () => {
      await draw();
      const v = view(h.host);
      v.tab('A').focus();
      await sendKeys({ press: 'ArrowRight' });
      await until(() => document.activeElement === v.tab('B') && v.tab('B').getAttribute('aria-selected') === 'true', 'B selected');
      await sendKeys({ press: 'ArrowRight' });
      await until(() => document.activeElement === v.tab('D'), 'D, past the disabled C');
      await sendKeys({ press: 'ArrowRight' });
      await until(() => document.activeElement === v.tab('A'), 'A again');
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => document.activeElement === v.tab('D'), 'D by wrapping back');
      await sendKeys({ press: 'Home' });
      await until(() => document.activeElement === v.tab('A'), 'A by Home');
      await sendKeys({ press: 'End' });
      await until(() => document.activeElement === v.tab('D') && v.tab('D').tabIndex === 0, 'D by End');
      expect(v.tabs().filter((t) => t.tabIndex === 0)).to.deep.equal([v.tab('D')]);
    });

    it('leave a disabled letter unselectable by a click, the arrows going on from it', async () => {
      await draw();
      const v = view(h.host);
      v.tab('C').click();
      expect(v.tab('A').getAttribute('aria-selected')).to.equal('true');
      expect(v.tab('C').getAttribute('aria-selected')).to.equal('false');
      v.tab('C').focus();
      await sendKeys({ press: 'ArrowRight' });
      await until(() => document.activeElement === v.tab('D') && v.tab('D').getAttribute('aria-selected') === 'true', 'D, after C');
      v.tab('C').focus();
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => document.activeElement === v.tab('B'), 'B, before C');
    });

    it('are tracked as the dictionary’s letters', async () => {
      await draw();
      expect(view(h.host).tab('B').getAttribute('data-tf-track')).to.equal('Dictionary: Letter B');
      expect(h.host.querySelector('section')!.getAttribute('data-tf-promo')).to.equal('Test Dictionary');
    });
  });

  describe('a letter’s terms', () => {
    it('load from its feed when selected, a loading indicator at the end of the tab until every page is in', async () => {
      control.holdB = true;
      await draw();
      const v = view(h.host);
      v.tab('B').click();
      await until(() => v.titles()[0] === 'Bit', 'the first page of B');
      expect(v.titles()).to.deep.equal(['Bit', 'Blackout']);
      // The end of the tab is in view: the next page is asked at once, and shown loading.
      await until(() => asked.includes('b?2'), 'the second page asked');
      // Held until released: the tab shows it loading (React may commit just after the request leaves).
      await until(() => v.panel().getAttribute('aria-busy') === 'true', 'the panel busy');
      expect(v.status()).to.equal('Loading more terms…');
      release();
      await until(() => v.titles().length === 3, 'the second page');
      expect(v.titles()).to.deep.equal(['Bit', 'Blackout', 'Bomb']);
      expect(v.status()).to.equal('');
      expect(v.panel().getAttribute('aria-busy')).to.equal('false');
      expect(asked).to.deep.equal(['b?1', 'b?2']);
    });

    it('are kept when the visitor comes back to the letter: no second request', async () => {
      await draw();
      const v = view(h.host);
      v.tab('B').click();
      await until(() => v.titles()[2] === 'Bomb', 'all of B');
      v.tab('A').click();
      v.tab('B').click();
      expect(v.titles()).to.deep.equal(['Bit', 'Blackout', 'Bomb']);
      expect(asked).to.deep.equal(['b?1', 'b?2']);
    });

    it('offer to load again, with no error text, when a page fails', async () => {
      await draw();
      const v = view(h.host);
      v.tab('D').click();
      const more = () => v.panel().querySelector<HTMLButtonElement>('.tf-dict__more');
      await until(() => more() !== null, 'the load-more button');
      expect(more()!.textContent).to.equal('Load more terms under D');
      expect(v.status()).to.equal('');
      control.dWorks = true;
      more()!.click();
      await until(() => v.titles()[0] === 'Deadpan', 'D after the retry');
      expect(v.titles()).to.deep.equal(['Deadpan']);
      expect(more()).to.equal(null);
    });

    it('open on the letter the page address names (`?letter=`)', async () => {
      history.replaceState(null, '', `${location.pathname}?letter=b`);
      try {
        await draw();
        const v = view(h.host);
        expect(v.tab('B').getAttribute('aria-selected')).to.equal('true');
        await until(() => v.titles()[2] === 'Bomb', 'B');
      } finally {
        history.replaceState(null, '', location.pathname);
      }
    });
  });

  describe('a term', () => {
    it('shows audio button, title, part of speech, pronunciation, Watch Sketch, definition and its picture', async () => {
      await draw();
      const first = h.host.querySelector('article')!;
      expect(first.id).to.equal('ad-lib');
      expect(first.getAttribute('data-tf-promo')).to.equal('Dictionary: Ad-lib');
      expect(first.querySelector('.tf-dict__audio')!.getAttribute('aria-label')).to.equal('Hear “Ad-lib” said');
      expect(first.querySelector('audio')!.getAttribute('src')).to.equal('/test/audio/ad-lib.wav');
      expect(first.querySelector('.tf-dict__pos')!.textContent).to.equal('noun');
      expect(first.querySelector('.tf-dict__say')!.textContent).to.equal('Pronounced /AD-LIB/');
      const watch = first.querySelector<HTMLAnchorElement>('.tf-dict__watch')!;
      expect(watch.getAttribute('href')).to.equal('/clips/ad-lib');
      expect(watch.textContent).to.equal('Watch Sketch: Ad-lib');
      expect(first.querySelector('.tf-dict__definition')!.textContent).to.equal('Ad-lib means something funny.');
      expect(imageInfoOf(first)!.alt).to.equal('A stage');
      expect(first.querySelector('.tf-dict__usage')).to.equal(null);
    });

    it('without a video has no Watch Sketch, and without a picture says its usage', async () => {
      await draw();
      const second = h.host.querySelectorAll('article')[1]!;
      expect(second.querySelector('.tf-dict__watch')).to.equal(null);
      expect(second.querySelector('.tf-dict__usage')!.textContent).to.equal('Usage: Use Anticlimax in a sentence.');
    });

    it('shares to Facebook, X and e-mail, with WhatsApp only on a mobile device', async () => {
      await draw();
      const services = () => [...h.host.querySelectorAll('article')[0]!.querySelectorAll<HTMLAnchorElement>('.tf-dict__share-link')];
      expect(services().map((a) => a.getAttribute('data-tf-track'))).to.deep.equal(['Dictionary: Share facebook', 'Dictionary: Share x', 'Dictionary: Share email']);
      const shared = new URL('/dictionary?letter=a#ad-lib', location.href).href;
      expect(new URL(services()[0]!.href).searchParams.get('u')).to.equal(shared);
      expect(services()[2]!.href).to.equal(`mailto:?subject=${encodeURIComponent('Ad-lib: from the dictionary')}&body=${encodeURIComponent(`Ad-lib: from the dictionary\n\n${shared}`)}`);
      controller.onModuleDestroy?.(h.host);
      document.cookie = 'device=mobile; path=/';
      await draw();
      await until(() => services().length === 4, 'the WhatsApp link');
      expect(new URL(services()[3]!.href).hostname).to.equal('wa.me');
    });

    it('reports a share with its service and the term’s id', async () => {
      await draw();
      const seen: unknown[] = [];
      const listen = (event: Event) => {
        seen.push((event as CustomEvent).detail);
        event.preventDefault();
      };
      h.host.addEventListener('tf:trackshare', listen);
      const link = h.host.querySelector<HTMLAnchorElement>('.tf-dict__share-link')!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      expect(seen).to.deep.equal([{ service: 'facebook', contentId: 't-ad-lib' }]);
    });

    it('plays its clip on a press, one clip at a time, and a second press stops it', async () => {
      await draw();
      const [one, two] = [...h.host.querySelectorAll('article')].map((a) => ({
        button: a.querySelector<HTMLButtonElement>('.tf-dict__audio')!, audio: a.querySelector('audio')!,
      }));
      one!.button.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => !one!.audio.paused, 'the first clip playing');
      await until(() => one!.button.getAttribute('aria-pressed') === 'true', 'the first button pressed');
      two!.button.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => !two!.audio.paused && one!.audio.paused, 'the second clip alone');
      await sendKeys({ press: 'Enter' });
      await until(() => two!.audio.paused && two!.button.getAttribute('aria-pressed') === 'false', 'the second stopped');
    });
  });

  describe('its JSON-LD', () => {
    it('describes each term as a DefinedTerm in the dictionary’s DefinedTermSet', async () => {
      await draw();
      const blocks = [...h.host.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
      expect(blocks).to.have.length(2);
      const shared = new URL('/dictionary?letter=a#ad-lib', location.href).href;
      expect(blocks[0]).to.deep.equal({
        '@context': 'https://schema.org', '@type': 'DefinedTerm', '@id': shared, url: shared, identifier: 't-ad-lib', name: 'Ad-lib',
        description: 'Ad-lib means something funny.',
        inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'Test Dictionary', url: `${location.origin}${location.pathname}` },
      });
    });

    it('holds markup from the feed as data only: nothing can close its script or be parsed as HTML', async () => {
      const hostile = '</script><script>window.tfHacked = 1</script><img src=x onerror="window.tfHacked = 2"> & <!--';
      const data = feed();
      data.result.initial.terms = [term('Evil', { title: hostile, definition: hostile, example: { usage: hostile } })];
      await draw(data);
      const scripts = h.host.querySelectorAll('script');
      expect(scripts).to.have.length(1);
      expect(scripts[0]!.textContent).not.to.contain('<');
      expect(JSON.parse(scripts[0]!.textContent!).description).to.equal(hostile);
      expect(h.host.querySelector('img:not(tf-image img)')).to.equal(null);
      expect(h.host.querySelector('.tf-dict__title')!.textContent).to.equal(hostile);
      expect((window as unknown as { tfHacked?: number }).tfHacked).to.equal(undefined);
    });
  });
});
