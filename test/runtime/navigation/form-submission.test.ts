import { expect } from '@open-wc/testing';
import { formVisit } from '../../../runtime/navigation/form-submission.js';
import { createLinkObserver, type LinkDelegate } from '../../../runtime/navigation/link-observer.js';

type Attrs = Record<string, string>;
const el = (tag: string, attrs: Attrs, text = '') => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.textContent = text;
  return node;
};
/** A form in the document with `fields` (name to value) and, when named, a submit button with its attributes. */
function form(attrs: Attrs, fields: Attrs = {}, button?: Attrs): HTMLFormElement {
  const f = el('form', attrs) as HTMLFormElement;
  for (const [name, value] of Object.entries(fields)) f.append(el('input', { name, value }));
  if (button) f.append(el('button', button, 'Go'));
  document.body.append(f);
  return f;
}
const submit = (f: HTMLFormElement) => f.querySelector('button')!.click();

describe('form submissions', () => {
  afterEach(() => {
    document.querySelectorAll('body > form').forEach((f) => f.remove());
  });

  describe('formVisit: the address a GET submission loads', () => {
    it('is the action with the fields as its query, the fragment dropped', () => {
      const f = form({ action: '/search#top' }, { keywords: 'roast beef', page: '2' });
      expect(formVisit(f, null, document)).to.deep.equal({ href: `${location.origin}/search?keywords=roast+beef&page=2`, target: null });
    });

    it('takes the submitter’s name, formaction and formtarget over the form’s', () => {
      const f = form({ action: '/search', target: '_self' }, { q: 'x' }, { name: 'sort', value: 'new', formaction: '/other', formtarget: '_blank' });
      const button = f.querySelector('button')!;
      expect(formVisit(f, button, document)).to.deep.equal({ href: `${location.origin}/other?q=x&sort=new`, target: '_blank' });
    });

    it('is nothing for a POST or a dialog form, whatever the case of the method', () => {
      expect(formVisit(form({ method: 'POST', action: '/api/support' }, { a: '1' }), null, document)).to.equal(undefined);
      expect(formVisit(form({ method: 'dialog' }), null, document)).to.equal(undefined);
      const f = form({ action: '/search' }, {}, { formmethod: 'post' });
      expect(formVisit(f, f.querySelector('button'), document)).to.equal(undefined);
    });

    it('submits to the page itself without an action', () => {
      const f = form({}, { q: 'y' });
      const here = new URL(location.href);
      here.search = 'q=y';
      here.hash = '';
      expect(formVisit(f, null, document)!.href).to.equal(here.href);
    });
  });

  describe('the link observer', () => {
    const visits: string[] = [];
    const delegate: LinkDelegate = { visit: (url) => visits.push(url), anchor: () => undefined };
    const observer = createLinkObserver({ document, delegate });
    /** Whether each submission reached the window still allowed; then stopped, so the test page never leaves. */
    const reached: boolean[] = [];
    const backstop = (event: Event) => {
      reached.push(!event.defaultPrevented);
      event.preventDefault();
    };
    const rearm = () => {
      window.removeEventListener('submit', backstop);
      window.addEventListener('submit', backstop);
    };
    beforeEach(() => {
      visits.length = 0;
      reached.length = 0;
      observer.start();
      document.addEventListener('submit', rearm, true);
    });
    afterEach(() => {
      observer.stop();
      document.removeEventListener('submit', rearm, true);
      window.removeEventListener('submit', backstop);
    });

    it('turns a same-origin GET submission into a visit to its address', () => {
      submit(form({ action: '/search' }, { keywords: 'printer' }, {}));
      expect(visits).to.deep.equal([`${location.origin}/search?keywords=printer`]);
      expect(reached).to.deep.equal([false]);
    });

    it('leaves to the browser a POST, another origin, a target and a form a handler kept', () => {
      submit(form({ method: 'post', action: '/api/support' }, {}, {}));
      submit(form({ action: 'https://elsewhere.example/search' }, {}, {}));
      submit(form({ action: '/search', target: '_blank' }, {}, {}));
      submit(form({ action: '/search', 'data-tf-reload': '' }, {}, {}));
      const kept = form({ action: '/search' }, {}, {});
      kept.addEventListener('submit', (event) => event.preventDefault());
      submit(kept);
      expect(visits).to.deep.equal([]);
      expect(reached).to.deep.equal([true, true, true, true, false]);
    });
  });
});
