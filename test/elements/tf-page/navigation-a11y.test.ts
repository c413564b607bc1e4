import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import '../../../elements/index.js';
import type { TfPage } from '../../../elements/tf-page/tf-page.js';
import { loadErrorTexts } from '../../../runtime/navigation/load-error.js';
import type { Manifest } from '../../../runtime/types.js';
import { startDemoWorker } from '../../support/demo-worker.js';
import { manifestOf, once } from '../../support/page-fixtures.js';
import { waitUntil } from '../../support/wait.js';

const MANIFEST = '/feeds/triforce/manifest/v2';

/** A module drawing one level-one heading: the page's title as a show page has it. */
const headingModule = {
  render(host: HTMLElement, _feed: unknown, ctx: { zone: string }) {
    const h1 = document.createElement('h1');
    h1.textContent = `Heading of ${ctx.zone}`;
    host.replaceChildren(h1);
  },
};

describe('<tf-page> for every visitor', () => {
  let worker: SetupWorker;
  const startUrl = location.href;
  const startTitle = document.title;

  before(async () => {
    worker = await startDemoWorker();
    window.Triforce.defineModule('SPEC_HEADING', headingModule);
  });

  afterEach(() => {
    worker.resetHandlers();
    history.replaceState(null, '', startUrl);
    document.title = startTitle;
  });

  function serve(answer: (url: string) => Manifest | false | 'fail') {
    worker.use(http.get(MANIFEST, ({ request }) => {
      const result = answer(new URL(request.url).searchParams.get('url')!);
      return result === 'fail' ? new HttpResponse('down', { status: 503 }) : HttpResponse.json({ manifest: result });
    }));
  }

  async function mount(event = 'tf:complete'): Promise<TfPage> {
    const done = once(document, event);
    const page = await fixture<TfPage>(html`<tf-page></tf-page>`);
    await done;
    // The error page follows the event (the navigator draws it once the load has ended).
    if (event === 'tf:pageerror') await waitUntil(() => page.querySelector('.tf-load-error button:enabled'), 'the error page is shown');
    return page;
  }

  const announcer = (page: TfPage) => page.querySelector(':scope > [role="status"]')!;

  describe('on the first load', () => {
    it('neither announces nor moves focus', async () => {
      serve(() => manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_HEADING' } }, { title: 'First' }));
      const page = await mount();
      expect(announcer(page).getAttribute('aria-live')).to.equal('polite');
      expect(announcer(page).textContent).to.equal('');
      expect(document.activeElement).to.equal(document.body);
    });

    it('makes the content the main landmark, focusable for the skip link', async () => {
      serve(() => manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_HEADING' } }));
      const page = await mount();
      const content = page.querySelector(':scope > .tf-content')!;
      expect(content.getAttribute('role')).to.equal('main');
      expect(content.id).to.equal('tf-content');
      expect(content.getAttribute('tabindex')).to.equal('-1');
    });
  });

  describe('after an in-page visit', () => {
    it('announces the new title and focuses the new page\'s h1', async () => {
      serve((url) => url.endsWith('/next-page')
        ? manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_HEADING' } }, { title: 'The next page' })
        : manifestOf({ t2_1c: { zone: 't2_1c', driver: 'SPEC_HEADING' } }, { title: 'First' }));
      const page = await mount();
      const complete = once(page, 'tf:complete');
      void page.navigate('/next-page');
      await complete;
      expect(announcer(page).textContent).to.equal('The next page');
      const h1 = page.querySelector('.tf-content h1')!;
      expect(h1.textContent).to.equal('Heading of t1_1c');
      expect(document.activeElement).to.equal(h1);
      expect(h1.getAttribute('tabindex')).to.equal('-1');
    });
  });

  describe('the activity indicator of a visit', () => {
    it('leaves tf:pagestartload first, with the new url, history already showing it', async () => {
      serve(() => manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_HEADING' } }));
      const page = await mount();
      const seen: string[] = [];
      const types = ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:rendercomplete', 'tf:complete'];
      const record = (e: Event) => seen.push(`${e.type} ${(e as CustomEvent<{ url?: string }>).detail.url ?? ''} at ${location.href}`);
      for (const type of types) page.addEventListener(type, record);
      const complete = once(page, 'tf:complete');
      void page.navigate('/after');
      await complete;
      for (const type of types) page.removeEventListener(type, record);
      const target = new URL('/after', location.href).href;
      expect(seen[0]).to.equal(`tf:pagestartload ${target} at ${target}`);
      expect(seen.filter((line) => line.startsWith('tf:pagestartload'))).to.have.length(1);
    });
  });

  describe('when the first load cannot be assembled', () => {
    for (const [name, answer] of [
      ['its manifest request fails', 'fail'],
      ['there is no manifest', null],
      ['the manifest has no zones', { zones: {} }],
    ] as const) {
      it(`shows a message and a way to try again inside the main content (${name})`, async () => {
        serve(() => answer as Manifest | 'fail');
        const page = await mount('tf:pageerror');
        const content = page.querySelector(':scope > .tf-content')!;
        expect(content.getAttribute('role')).to.equal('main');
        expect(content.querySelector('h1')!.textContent).to.equal(loadErrorTexts.heading);
        expect(content.querySelector('button')!.textContent).to.equal(loadErrorTexts.retry);
      });
    }

    it('tries again in place: the page is drawn once the manifest answers', async () => {
      let down = true;
      serve(() => (down ? 'fail' : manifestOf({ t1_1c: { zone: 't1_1c', driver: 'SPEC_HEADING' } }, { title: 'Back up' })));
      const page = await mount('tf:pageerror');
      down = false;
      const complete = once(page, 'tf:complete');
      page.querySelector<HTMLButtonElement>('.tf-content button')!.click();
      await complete;
      expect(page.querySelector('.tf-load-error')).to.equal(null);
      expect(page.querySelectorAll(':scope > .tf-content')).to.have.length(1);
      await waitUntil(() => page.querySelector('.tf-content h1')?.textContent === 'Heading of t1_1c', 'the page is drawn');
    });

    it('shows the message again when trying again fails too', async () => {
      serve(() => 'fail');
      const page = await mount('tf:pageerror');
      const again = once(page, 'tf:pageerror');
      page.querySelector<HTMLButtonElement>('.tf-content button')!.click();
      await again;
      await waitUntil(() => page.querySelector('.tf-load-error button:enabled'), 'a new error page, its button ready');
      expect(page.querySelectorAll(':scope > .tf-content')).to.have.length(1);
    });
  });
});
