import { expect } from '@open-wc/testing';
import { controlFor, firstSentence, readElementDocs } from '../../../demo/developers/element-docs.js';
import { appSnippet, elementPageHtml, galleryIndexHtml, type GalleryFacts } from '../../../demo/developers/gallery-pages.js';
import { createGuides } from '../../../demo/developers/guide-pages.js';
import { renderMarkdown } from '../../../demo/developers/markdown.js';
import { createDeveloperPages } from '../../../demo/developers/developer-pages.js';

/** A custom-elements.json in the analyzer's shape, small: one element with a bit of everything. */
const MANIFEST = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'elements/tf-carousel/tf-carousel.component.ts',
      declarations: [{
        kind: 'class', name: 'TfCarousel', tagName: 'tf-carousel', customElement: true,
        description: 'A carousel of its `children`. Second sentence.',
        attributes: [
          { name: 'autoplay', type: { text: 'string | null | undefined' }, description: 'advance every so many ms', fieldName: 'autoplay' },
          { name: 'dots', type: { text: 'boolean' }, default: 'false', description: 'shows dots', fieldName: 'dots' },
          { name: 'selected', type: { text: 'number' }, default: '0', fieldName: 'selected' },
          { name: 'state', fieldName: 'state' },
          { name: 'evil', type: { text: 'string' }, description: '<img src=x onerror=alert(1)>' },
        ],
        members: [
          { kind: 'field', name: 'state', type: { text: "'loading' | 'rendered'" }, attribute: 'state', privacy: 'public' },
          { kind: 'field', name: 'secret', privacy: 'private' },
          { kind: 'field', name: 'styles', static: true },
          { kind: 'method', name: 'next' },
          { kind: 'method', name: 'select', parameters: [{ name: 'index' }] },
        ],
        events: [{ name: 'tf:select', description: 'detail `{index}`' }],
        slots: [{ name: '', description: 'the slides' }],
        cssParts: [{ name: 'dot', description: 'one dot' }],
        cssProperties: [{ name: '--tf-carousel-gap', description: 'space between slides' }],
      }, { kind: 'function', name: 'helper' }],
    },
    { kind: 'javascript-module', path: 'broken.ts', declarations: 'not a list' },
    'not a module',
  ],
};

const facts = (): GalleryFacts => ({
  elements: readElementDocs(MANIFEST),
  standalone: new Set(['tf-carousel']),
  react: { 'tf-carousel': { component: 'TfCarousel', events: { 'tf:select': 'onSelect' } } },
  runtimeScript: '/assets/index.js',
});

describe('the developers\' pages', () => {
  describe('reading custom-elements.json', () => {
    it('finds each element with its attributes, public properties, methods, slots, events, parts and custom properties', () => {
      const [carousel, ...others] = readElementDocs(MANIFEST);
      expect(others).to.have.length(0);
      expect(carousel!.tag).to.equal('tf-carousel');
      expect(carousel!.summary).to.equal('A carousel of its `children`.');
      expect(carousel!.attributes.map((a) => a.name)).to.deep.equal(['autoplay', 'dots', 'selected', 'state', 'evil']);
      expect(carousel!.properties.map((p) => p.name)).to.deep.equal(['state']);
      expect(carousel!.methods).to.deep.equal([{ name: 'next', description: '', callable: true }, { name: 'select', description: '', callable: false }]);
      expect(carousel!.events[0]!.name).to.equal('tf:select');
      expect(carousel!.cssParts[0]!.name).to.equal('dot');
      expect(carousel!.cssProperties[0]!.name).to.equal('--tf-carousel-gap');
      expect(carousel!.slots[0]!.name).to.equal('');
    });

    it('chooses a control by type: checkbox, number, select of the literals (with an empty choice when optional), text', () => {
      expect(controlFor('boolean')).to.deep.equal({ kind: 'checkbox' });
      expect(controlFor('number | undefined')).to.deep.equal({ kind: 'number' });
      expect(controlFor("'loading' | 'rendered'")).to.deep.equal({ kind: 'select', options: ['loading', 'rendered'] });
      expect(controlFor("'a' | 'b' | undefined")).to.deep.equal({ kind: 'select', options: ['', 'a', 'b'] });
      expect(controlFor('string | null | undefined')).to.deep.equal({ kind: 'text' });
      // An attribute with no type of its own takes its field's.
      expect(readElementDocs(MANIFEST)[0]!.attributes[3]!.control).to.deep.equal({ kind: 'select', options: ['loading', 'rendered'] });
    });

    it('answers nothing for what is not a manifest', () => {
      for (const value of [null, 'x', 3, [], { modules: 'x' }]) expect(readElementDocs(value)).to.deep.equal([]);
      expect(firstSentence('One. Two.')).to.equal('One.');
    });
  });

  describe('the gallery', () => {
    it('lists every element with its summary and a link to its page', () => {
      const html = galleryIndexHtml(facts(), 'https://dev.example');
      expect(html).to.contain('<a href="/elements/tf-carousel"><code>&lt;tf-carousel&gt;</code></a>');
      expect(html).to.contain('A carousel of its <code>children</code>.');
      expect(html).to.contain('<link rel="canonical" href="https://dev.example/elements/" />');
    });

    it('writes an element page: controls per attribute, the event log, snippets and the reference, with manifest text escaped', () => {
      const html = elementPageHtml(facts(), 'tf-carousel', 'https://dev.example')!;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.title).to.equal('<tf-carousel> · Laugh Track Network for developers');
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).to.equal('A carousel of its `children`.');
      expect(doc.querySelector<HTMLInputElement>('#attr-dots')!.type).to.equal('checkbox');
      expect(doc.querySelector<HTMLInputElement>('#attr-selected')!.type).to.equal('number');
      expect(doc.querySelector<HTMLInputElement>('#attr-autoplay')!.type).to.equal('text');
      expect([...doc.querySelectorAll('#attr-state option')].map((o) => o.textContent)).to.deep.equal(['loading', 'rendered']);
      expect(doc.querySelector('img[src="x"]')).to.equal(null);
      expect(doc.querySelector('#attr-evil-hint')!.textContent).to.equal('<img src=x onerror=alert(1)>');
      expect(doc.querySelector('[role="log"][aria-live="polite"]')).not.to.equal(null);
      expect(doc.querySelector('[data-gallery-call="next"]')).not.to.equal(null);
      expect(doc.querySelector('[data-gallery-call="select"]')).to.equal(null);
      expect(doc.querySelector('#snippet-legacy')!.textContent).to.match(/^<script type="module" src="https:\/\/dev.example\/elements\/tf-carousel.js"><\/script>\n<tf-carousel /);
      expect(doc.querySelector('#snippet-app')!.textContent).to.contain("import { TfCarousel } from '@laughtrack/triforce/react/tf-carousel';");
      expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal(['Attributes', 'Properties', 'Methods', 'Slots', 'Events', 'CSS parts', 'CSS custom properties']);
      // The only inline script is the JSON data block; element scripts load by URL.
      const scripts = [...doc.querySelectorAll('script')];
      expect(scripts.filter((s) => !s.src).map((s) => s.type)).to.deep.equal(['application/json']);
      expect(scripts.filter((s) => s.src).map((s) => new URL(s.src).pathname)).to.deep.equal(['/elements/tf-carousel.js', '/developers/gallery.js']);
      expect(doc.querySelector('[style]')).to.equal(null);
      expect(JSON.parse(doc.getElementById('gallery-data')!.textContent!)).to.deep.equal({
        tag: 'tf-carousel', events: ['tf:select'], legacyScript: '<script type="module" src="https://dev.example/elements/tf-carousel.js"></script>',
      });
    });

    it('has no page for a tag the manifest lacks; an element without a standalone file is defined by the runtime', () => {
      expect(elementPageHtml(facts(), 'tf-nothing', 'https://dev.example')).to.equal(undefined);
      const html = elementPageHtml({ ...facts(), standalone: new Set() }, 'tf-carousel', 'https://dev.example')!;
      expect(html).to.contain('<script type="module" src="/assets/index.js"></script>');
      expect(html).not.to.contain('id="snippet-legacy"');
    });

    it('writes the app snippet: the install, the element import and its React component', () => {
      expect(appSnippet(facts(), 'tf-carousel')).to.equal([
        'npm install @laughtrack/triforce', '',
        "import '@laughtrack/triforce/elements/tf-carousel'; // defines <tf-carousel>",
        "import { TfCarousel } from '@laughtrack/triforce/react/tf-carousel';", '',
        "<TfCarousel onSelect={(event) => console.log('tf:select', event.detail)} />",
      ].join('\n'));
      expect(appSnippet(facts(), 'tf-page')).to.equal("npm install @laughtrack/triforce\n\nimport '@laughtrack/triforce'; // defines <tf-page> and every other element");
    });
  });

  describe('Markdown', () => {
    it('renders headings with ids, code, lists, tables and links, and never passes HTML through', () => {
      const { html, headings } = renderMarkdown([
        '# Title', '', 'Some `<b>code</b>` and **bold**, *em*, a [link](other.md#x) and <script>alert(1)</script>.', '',
        '- one', '- two', '  - nested', '', '1. first', '', '| a | b |', '| --- | --- |', '| `x|y` | [z](javascript:void) |', '',
        '```html', '<p>kept as text</p>', '```', '', '## Title',
      ].join('\n'), { link: (href) => (href === 'other.md#x' ? '/docs/other#x' : href) });
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(headings.map((h) => h.id)).to.deep.equal(['title', 'title-2']);
      expect(doc.querySelector('p code')!.textContent).to.equal('<b>code</b>');
      expect(doc.querySelector('script')).to.equal(null);
      expect(doc.querySelector('p')!.textContent).to.contain('<script>alert(1)</script>');
      expect(doc.querySelector('strong')!.textContent).to.equal('bold');
      expect(doc.querySelector('em')!.textContent).to.equal('em');
      expect(doc.querySelector('p a')!.getAttribute('href')).to.equal('/docs/other#x');
      expect(doc.querySelectorAll('ul > li')).to.have.length(3);
      expect(doc.querySelector('ul ul li')!.textContent).to.equal('nested');
      expect(doc.querySelector('ol li')!.textContent).to.equal('first');
      expect([...doc.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal(['x|y', 'z']);
      expect(doc.querySelector('td a')).to.equal(null);
      expect(doc.querySelector('pre code.language-html')!.textContent).to.equal('<p>kept as text</p>');
    });
  });

  describe('the guides', () => {
    const sources = {
      'README.md': '# Guides\n\nEvery guide.\n\n- [Second](b.md)\n- [First](a.md)\n- [Outside](../../README.md)\n',
      'a.md': '# First guide\n\nAbout a, see [b](b.md).\n',
      'b.md': '# Second guide\n\nAbout b.\n',
    };

    it('orders them as the index links them, links them to each other, and leads on with previous and next', () => {
      const guides = createGuides(sources);
      expect(guides.list.map((g) => g.name)).to.deep.equal(['', 'b', 'a']);
      const doc = new DOMParser().parseFromString(guides.page('a', 'https://dev.example')!, 'text/html');
      expect(doc.title).to.equal('First guide · Laugh Track Network for developers');
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).to.equal('About a, see b.');
      expect(doc.querySelector('article a')!.getAttribute('href')).to.equal('/docs/b');
      expect(doc.querySelector('[rel="prev"]')!.getAttribute('href')).to.equal('/docs/b');
      expect(doc.querySelector('[rel="next"]')).to.equal(null);
      expect(doc.querySelector('nav[aria-label="Guides"] [aria-current="page"]')!.textContent).to.equal('First guide');
      const index = new DOMParser().parseFromString(guides.page('', 'https://dev.example')!, 'text/html');
      // A file outside the guides is named, not linked.
      const outside = [...index.querySelectorAll('article li')].at(-1)!;
      expect(outside.textContent).to.equal('Outside');
      expect(outside.querySelector('a')).to.equal(null);
      expect(guides.page('c', 'https://dev.example')).to.equal(undefined);
    });
  });

  describe('the routes', () => {
    const pages = createDeveloperPages({ elementsManifest: MANIFEST, guides: { 'README.md': '# Guides\n', 'a.md': '# A\n' }, react: {} }, { standalone: [] });
    it('answers the gallery, each element, the guides, and leads the bare section names to them', () => {
      expect(pages.answer('/elements/', 'https://x.example')?.kind).to.equal('page');
      expect(pages.answer('/elements/tf-carousel', 'https://x.example')?.kind).to.equal('page');
      expect(pages.answer('/docs/', 'https://x.example')?.kind).to.equal('page');
      expect(pages.answer('/docs/a', 'https://x.example')?.kind).to.equal('page');
      expect(pages.answer('/elements', 'https://x.example')).to.deep.equal({ kind: 'redirect', location: '/elements/' });
      for (const path of ['/elements/tf-nothing', '/docs/b', '/elements/a/b', '/elements/%3Cscript%3E', '/other']) expect(pages.answer(path, 'https://x.example')).to.equal(undefined);
    });
  });
});

describe('the theming guide\'s reference', () => {
  it('lists each element\'s custom properties and parts where the guide\'s marker stands', async () => {
    const { withThemingReference } = await import('../../../demo/developers/theming.js');
    const guides = withThemingReference({ 'theming.md': '# Theming\n\n<!-- generated: parts and custom properties -->\n' }, readElementDocs(MANIFEST));
    const { html } = renderMarkdown(guides['theming.md']!);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h2')!.textContent).to.equal('<tf-carousel>');
    expect([...doc.querySelectorAll('td:first-child')].map((td) => td.textContent)).to.deep.equal(['--tf-carousel-gap', 'dot']);
  });
});
