import { expect } from '@open-wc/testing';
import { createPageLevel, cssImageUrl, isColor } from '../../../runtime/assembly/page-level.js';
import type { Manifest } from '../../../runtime/types.js';

/** A separate document with a known base URL, so nothing leaks into the test page. */
function fixture() {
  const doc = document.implementation.createHTMLDocument('Before');
  const base = doc.createElement('base');
  base.href = 'https://cc.test/shows/';
  doc.head.append(base);
  const page = doc.createElement('tf-page');
  doc.body.append(page);
  return { doc, page, level: createPageLevel({ document: doc, page }) };
}

const manifest = (fields: Partial<Manifest> | Record<string, unknown>): Manifest => ({ zones: {}, ...fields }) as Manifest;
/**
 * The page background's sheet among the document's adopted ones (the CSP
 * allows no <style> element), or null. Adopted sheets belong to the document
 * that made them, so the background tests run on the test page itself.
 */
const backgroundSheet = (doc: Document) => doc.adoptedStyleSheets.find((sheet) => {
  const rule = sheet.cssRules[0];
  return rule instanceof CSSMediaRule && rule.conditionText === '(min-width: 1200px)';
}) ?? null;
/** Its one rule as the browser serialises it, whitespace collapsed. */
const backgroundRule = (doc: Document) => backgroundSheet(doc)?.cssRules[0]!.cssText.replace(/\s+/g, ' ') ?? null;

/** A level on the test page itself, cleared after the test. */
function onTestPage(run: (level: ReturnType<typeof createPageLevel>) => void): void {
  const level = createPageLevel({ document, page: document.createElement('div') });
  try {
    run(level);
  } finally {
    level.clear();
  }
  expect(backgroundSheet(document)).to.equal(null);
}

describe('page-level applier', () => {
  describe('the title', () => {
    it('becomes the manifest title, as text', () => {
      const { doc, level } = fixture();
      level.apply(manifest({ title: '<img src=x onerror=alert(1)> Roast' }));
      expect(doc.title).to.equal('<img src=x onerror=alert(1)> Roast');
      expect(doc.querySelector('img')).to.equal(null);
    });

    it('is left alone when the manifest has none or a non-string one', () => {
      const { doc, level } = fixture();
      level.apply(manifest({ title: 'Home' }));
      level.apply(manifest({}));
      level.apply(manifest({ title: 42 }));
      expect(doc.title).to.equal('Home');
    });
  });

  describe('the canonical link', () => {
    /** A page level over a document whose head has the server's canonical link at `href`. */
    function withCanonical(href: string) {
      const { doc, level } = fixture();
      const link = doc.createElement('link');
      link.rel = 'canonical';
      link.href = href;
      doc.head.append(link);
      return { level, link };
    }

    it('follows the page address on the base the server wrote, and clear() puts the first one back', () => {
      const { level, link } = withCanonical('https://laughtrack.example/');
      level.apply(manifest({ title: 'Home' }), 'https://cc.test/');
      level.apply(manifest({ title: 'Shows' }), 'https://cc.test/shows?sort=new#all');
      expect(link.href).to.equal('https://laughtrack.example/shows?sort=new');
      level.clear();
      expect(link.href).to.equal('https://laughtrack.example/');
    });

    it('is left alone when apply() is given no address', () => {
      const { level, link } = withCanonical('https://laughtrack.example/shows');
      level.apply(manifest({ title: 'Shows' }));
      expect(link.href).to.equal('https://laughtrack.example/shows');
    });
  });

  describe('the body class', () => {
    it('replaces the previous manifest classes with the new ones', () => {
      const { doc, level } = fixture();
      level.apply(manifest({ pageClass: 'show-page  dark\ttheme-1' }));
      expect([...doc.body.classList]).to.deep.equal(['show-page', 'dark', 'theme-1']);
      level.apply(manifest({ pageClass: 'home' }));
      expect([...doc.body.classList]).to.deep.equal(['home']);
      level.apply(manifest({}));
      expect([...doc.body.classList]).to.deep.equal([]);
    });

    it('keeps classes other code set, even when a manifest repeated them', () => {
      const { doc, level } = fixture();
      doc.body.classList.add('mobile', 'tve-authenticated');
      level.apply(manifest({ pageClass: 'mobile episode' }));
      level.apply(manifest({ pageClass: 'home' }));
      expect([...doc.body.classList]).to.deep.equal(['mobile', 'tve-authenticated', 'home']);
    });

    it('drops tokens that are not CSS class names', () => {
      const { doc, level } = fixture();
      level.apply(manifest({ pageClass: '1abc -2x - ok <b> a"b x{y} _under -dash --custom été' }));
      expect([...doc.body.classList]).to.deep.equal(['ok', '_under', '-dash', '--custom', 'été']);
    });
  });

  describe('the body id', () => {
    it('becomes the manifest id and is removed when the next manifest has none', () => {
      const { doc, level } = fixture();
      level.apply(manifest({ id: 'showPage' }));
      expect(doc.body.id).to.equal('showPage');
      level.apply(manifest({}));
      expect(doc.body.hasAttribute('id')).to.equal(false);
    });

    it('is removed when the id is not a usable one', () => {
      const { doc, level } = fixture();
      for (const id of ['two words', '', 7]) {
        level.apply(manifest({ id: 'ok' }));
        level.apply(manifest({ id }));
        expect(doc.body.hasAttribute('id'), String(id)).to.equal(false);
      }
    });
  });

  describe('the desktop background', () => {
    it('is one adopted sheet, scoped to min-width 1200px', () => onTestPage((level) => {
      level.apply(manifest({ css: { pageBackgroundImage: '/img/bg.jpg', pageBackgroundColor: '#102030' } }));
      level.apply(manifest({ css: { pageBackgroundImage: 'https://cc.test/shows/bg2.jpg', pageBackgroundColor: 'rgb(1 2 3 / 50%)' } }));
      expect(document.adoptedStyleSheets.filter((sheet) => sheet === backgroundSheet(document))).to.have.length(1);
      expect(backgroundRule(document)).to.equal(
        '@media (min-width: 1200px) { body { background-image: url("https://cc.test/shows/bg2.jpg"); background-color: rgba(1, 2, 3, 0.5); } }',
      );
      expect(document.head.querySelector('style')).to.equal(null);
    }));

    it('applies either half alone and disappears when neither is valid', () => onTestPage((level) => {
      level.apply(manifest({ css: { pageBackgroundColor: 'black' } }));
      expect(backgroundRule(document)).to.equal('@media (min-width: 1200px) { body { background-color: black; } }');
      level.apply(manifest({ css: { pageBackgroundImage: 'javascript:alert(1)', pageBackgroundColor: 'nope' } }));
      expect(backgroundSheet(document)).to.equal(null);
    }));

    it('drops image URLs that are not http(s)', () => {
      for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', '', '   ', 42, 'http://[bad']) {
        expect(cssImageUrl(value, 'https://cc.test/'), String(value)).to.equal(undefined);
      }
      expect(cssImageUrl('//cdn.test/a.png', 'https://cc.test/')).to.equal('url("https://cdn.test/a.png")');
    });

    it('escapes the URL as a CSS string', () => {
      expect(cssImageUrl('https://cc.test/a.jpg?x=\\"); } body { color: red', 'https://cc.test/')).to.equal(
        'url("https://cc.test/a.jpg?x=\\\\%22);%20}%20body%20{%20color:%20red")',
      );
      expect(cssImageUrl('https://cc.test/a"b\n.jpg', 'https://cc.test/')).to.equal('url("https://cc.test/a%22b.jpg")');
    });

    it('cannot break out of its rule, as the browser parses it', () => onTestPage((level) => {
      level.apply(manifest({
        css: {
          pageBackgroundImage: 'https://cc.test/a.jpg?"); } * { display: none } body { x: url("',
          pageBackgroundColor: 'red; } * { display: none',
        },
      }));
      const sheet = backgroundSheet(document)!;
      expect(sheet.cssRules).to.have.length(1);
      const media = sheet.cssRules[0] as CSSMediaRule;
      expect(media.cssRules).to.have.length(1);
      const body = media.cssRules[0] as CSSStyleRule;
      expect(body.selectorText).to.equal('body');
      expect(body.style.length).to.equal(1);
      expect(body.style.backgroundImage).to.match(/^url\("https:\/\/cc\.test\/a\.jpg\?/);
    }));
  });

  describe('the colour custom properties', () => {
    it('set --tf-color-{name} on the page for each valid colour', () => {
      const { page, level } = fixture();
      level.apply(manifest({ supplemental: { colors: { colors: { primary: '#ff0000', 'nav_bg-2': 'hsl(120 50% 50%)' } } } }));
      expect(page.style.getPropertyValue('--tf-color-primary')).to.equal('#ff0000');
      expect(page.style.getPropertyValue('--tf-color-nav_bg-2')).to.equal('hsl(120 50% 50%)');
    });

    it('skip bad names and values that are not colours', () => {
      const { page, level } = fixture();
      const colors = {
        ok: 'blue', 'bad name': 'red', 'x;y': 'red', '': 'red', size: '12px', img: 'url(x.png)',
        inject: 'red; color: blue', open: 'var(--a) { }', comment: 'red /* x', number: 5,
      };
      level.apply(manifest({ supplemental: { colors: { colors } } }));
      const set = [...page.style].filter((property) => property.startsWith('--tf-color-'));
      expect(set).to.deep.equal(['--tf-color-ok']);
    });

    it('remove the colours of the previous manifest that the new one lacks', () => {
      const { page, level } = fixture();
      level.apply(manifest({ supplemental: { colors: { colors: { a: 'red', b: 'green' } } } }));
      level.apply(manifest({ supplemental: { colors: { colors: { b: 'blue' } } } }));
      expect(page.style.getPropertyValue('--tf-color-a')).to.equal('');
      expect(page.style.getPropertyValue('--tf-color-b')).to.equal('blue');
      level.apply(manifest({ supplemental: { colors: 'nope' } }));
      expect(page.style.getPropertyValue('--tf-color-b')).to.equal('');
    });

    it('leave the page’s other inline styles alone', () => {
      const { page, level } = fixture();
      page.style.setProperty('--own', '1');
      level.apply(manifest({ supplemental: { colors: { colors: { a: 'red' } } } }));
      level.clear();
      expect(page.style.getPropertyValue('--own')).to.equal('1');
    });
  });

  describe('clear()', () => {
    it('undoes everything it applied', () => {
      const { doc, page, level } = fixture();
      doc.body.id = 'server';
      doc.body.classList.add('mobile');
      level.apply(manifest({
        title: 'Show', pageClass: 'show', id: 'showPage',
        css: { pageBackgroundColor: 'red' }, supplemental: { colors: { colors: { a: 'red' } } },
      }));
      level.apply(manifest({ title: 'Clip', pageClass: 'clip', id: 'clipPage' }));
      level.clear();
      expect(doc.title).to.equal('Before');
      expect(doc.body.id).to.equal('server');
      expect([...doc.body.classList]).to.deep.equal(['mobile']);
      expect(page.getAttribute('style') ?? '').to.equal('');
    });

    it('is safe before any apply and twice in a row', () => {
      const { doc, level } = fixture();
      level.clear();
      level.clear();
      expect(doc.title).to.equal('Before');
      level.apply(manifest({ title: 'After' }));
      expect(doc.title).to.equal('After');
    });
  });

  it('tolerates a manifest with fields of the wrong type', () => {
    const { doc, level } = fixture();
    level.apply(manifest({ pageClass: ['a'], css: 'x', supplemental: { colors: { colors: ['red'] } } }));
    level.apply({ zones: {}, css: { pageBackgroundImage: {}, pageBackgroundColor: [] } } as unknown as Manifest);
    expect(doc.body.className).to.equal('');
  });
});

describe('isColor', () => {
  it('accepts colour syntaxes and rejects the rest', () => {
    for (const value of ['red', '#abc', '#aabbccdd', 'rgba(0, 0, 0, .5)', 'rgb(0 0 0 / 50%)', 'transparent', 'color-mix(in srgb, red 40%, blue)']) {
      expect(isColor(value), value).to.equal(true);
    }
    for (const value of ['', 'nope', '12px', 'red;', 'url(x)', '"red"', 'red !important', 'var(--x) {}', undefined, 3]) {
      expect(isColor(value), String(value)).to.equal(false);
    }
  });
});
