import { fakeConsent } from '../../support/consent-source.js';
import { expect } from '@open-wc/testing';
import { createPixels, manifestPixels, pixelUrl, PIXELS_ATTRIBUTE } from '../../../runtime/tracking/pixels.js';
import type { Manifest } from '../../../runtime/types.js';

const withPixels = (page: string): Manifest => ({
  zones: {},
  supplemental: { pixelMathtag: `/px/mathtag.js?page=${page}`, pixelTapad: `px.test/tapad.gif?page=${page}`, pixelGoogle: `https://px.test/google.gif?page=${page}` },
});
const boxes = () => document.querySelectorAll(`[${PIXELS_ATTRIBUTE}]`);
const sources = () => [...document.querySelectorAll(`[${PIXELS_ATTRIBUTE}] script, [${PIXELS_ATTRIBUTE}] img`)]
  .map((el) => new URL((el as HTMLImageElement).src).pathname + new URL((el as HTMLImageElement).src).search);

describe('the page\'s pixels', () => {
  afterEach(() => boxes().forEach((box) => box.remove()));

  it('prefixes // to a URL with neither a scheme nor a leading /, and keeps only http(s)', () => {
    expect(pixelUrl('px.example.net/a.gif', 'https://site.test/x')).to.equal('https://px.example.net/a.gif');
    expect(pixelUrl('/px/a.gif', 'https://site.test/x')).to.equal('https://site.test/px/a.gif');
    expect(pixelUrl('http://px.test/a.gif', 'https://site.test/')).to.equal('http://px.test/a.gif');
    for (const bad of ['javascript:alert(1)', 'data:image/gif;base64,R0lGOD', '', '  ', 42, undefined]) expect(pixelUrl(bad, 'https://site.test/'), String(bad)).to.equal(undefined);
    expect(manifestPixels({ zones: {}, supplemental: { pixelTapad: 'javascript:x', pixelGoogle: 'px.test/g.gif' } }, 'https://site.test/'))
      .to.deep.equal({ google: 'https://px.test/g.gif' });
  });

  it('adds nothing before consent, then the script and two 1×1 images hidden from assistive technology', () => {
    const consent = fakeConsent();
    const pixels = createPixels({ consent: consent.ask });
    pixels.pageLanded(withPixels('home'));
    expect(boxes()).to.have.length(0);
    consent.set(true);
    expect(sources()).to.deep.equal(['/px/mathtag.js?page=home', '/tapad.gif?page=home', '/google.gif?page=home']);
    const box = boxes()[0] as HTMLElement;
    expect([box.hidden, box.getAttribute('aria-hidden')]).to.deep.equal([true, 'true']);
    for (const img of box.querySelectorAll('img')) expect([img.width, img.height, img.alt]).to.deep.equal([1, 1, '']);
    pixels.destroy();
  });

  it('announces each pixel added as tf:pixel {kind, url}, once it is in the page', () => {
    const consent = fakeConsent();
    const fired: { kind: unknown; url: unknown; inPage: boolean }[] = [];
    const listener = (event: Event) => {
      const { kind, url } = (event as CustomEvent<{ kind: string; url: string }>).detail;
      fired.push({ kind, url, inPage: [...document.querySelectorAll(`[${PIXELS_ATTRIBUTE}] [src]`)].some((el) => (el as HTMLImageElement).src === url) });
    };
    document.addEventListener('tf:pixel', listener);
    const pixels = createPixels({ consent: consent.ask });
    pixels.pageLanded({ zones: {}, supplemental: { pixelMathtag: '/px/m.js', pixelGoogle: 'px.test/g.gif' } });
    expect(fired).to.deep.equal([]);
    consent.set(true);
    document.removeEventListener('tf:pixel', listener);
    expect(fired).to.deep.equal([
      { kind: 'mathtag', url: new URL('/px/m.js', location.href).href, inPage: true },
      { kind: 'google', url: `${location.protocol}//px.test/g.gif`, inPage: true },
    ]);
    pixels.destroy();
  });

  it('fires once per page landed on and leaves none of the last page behind', () => {
    const consent = fakeConsent(true);
    const pixels = createPixels({ consent: consent.ask });
    pixels.pageLanded(withPixels('home'));
    consent.set(true);
    expect(boxes()).to.have.length(1);
    pixels.pageLanded(withPixels('shows'));
    expect(boxes()).to.have.length(1);
    expect(sources()[0]).to.equal('/px/mathtag.js?page=shows');
    pixels.pageLanded({ zones: {} });
    expect(boxes()).to.have.length(0);
    pixels.destroy();
  });

  it('never fires when consent is refused, and a page without pixels never asks for consent', () => {
    const refused = fakeConsent(false);
    const pixels = createPixels({ consent: refused.ask });
    pixels.pageLanded(withPixels('home'));
    expect(boxes()).to.have.length(0);
    pixels.destroy();
    const untouched = fakeConsent();
    createPixels({ consent: untouched.ask }).pageLanded({ zones: {} });
    expect(untouched.asked).to.equal(0);
  });

  it('adds the repository\'s trackingPixels on every page landed on, mediaMath as a script and the rest as images, with source repository', async () => {
    const consent = fakeConsent(true);
    const fired: unknown[] = [];
    const listener = (event: Event) => fired.push((event as CustomEvent).detail);
    document.addEventListener('tf:pixel', listener);
    let asked = 0;
    const pixels = createPixels({
      consent: consent.ask,
      repository: async () => (asked++, { mediaMath: ['/px/mt.js'], tapAd: ['px.test/t.gif', 'javascript:alert(1)'], facebook: [] }),
    });
    pixels.pageLanded({ zones: {} });
    await Promise.resolve();
    await Promise.resolve();
    expect(sources()).to.deep.equal(['/px/mt.js', '/t.gif']);
    expect([...boxes()[0]!.children].map((el) => el.localName)).to.deep.equal(['script', 'img']);
    expect(fired).to.deep.equal([
      { kind: 'mediaMath', url: new URL('/px/mt.js', location.href).href, source: 'repository' },
      { kind: 'tapAd', url: `${location.protocol}//px.test/t.gif`, source: 'repository' },
    ]);
    pixels.pageLanded(withPixels('next'));
    await Promise.resolve();
    await Promise.resolve();
    expect(boxes()).to.have.length(1);
    expect(sources()).to.deep.equal(['/px/mathtag.js?page=next', '/tapad.gif?page=next', '/google.gif?page=next', '/px/mt.js', '/t.gif']);
    expect(asked).to.equal(2);
    document.removeEventListener('tf:pixel', listener);
    pixels.destroy();
  });

  it('loads a floodlight pixel as a 1×1 sandboxed frame out of the tab order and the accessibility tree', async () => {
    const consent = fakeConsent(true);
    const pixels = createPixels({ consent: consent.ask, repository: async () => ({ floodlight: ['/px/floodlight.html?cat=ltn'], google: ['/px/g.gif'] }) });
    pixels.pageLanded({ zones: {} });
    await Promise.resolve();
    await Promise.resolve();
    const box = boxes()[0] as HTMLElement;
    expect([...box.children].map((el) => el.localName)).to.deep.equal(['iframe', 'img']);
    const frame = box.querySelector('iframe')!;
    expect(new URL(frame.src).pathname + new URL(frame.src).search).to.equal('/px/floodlight.html?cat=ltn');
    expect([frame.width, frame.height, frame.tabIndex, frame.getAttribute('aria-hidden'), frame.getAttribute('sandbox')])
      .to.deep.equal(['1', '1', -1, 'true', 'allow-scripts']);
    expect(frame.title).to.not.equal('');
    expect(box.hidden).to.equal(true);
    expect(frame.getBoundingClientRect().width + frame.getBoundingClientRect().height).to.equal(0);
    pixels.destroy();
  });

  it('drops a repository answer that arrives after the visitor left the page it came for', async () => {
    let answer!: (lists: { google: string[] }) => void;
    const pixels = createPixels({ consent: fakeConsent(true).ask, repository: () => new Promise((resolve) => (answer = resolve)) });
    pixels.pageLanded({ zones: {} });
    const late = answer;
    pixels.pageLanded({ zones: {} });
    late({ google: ['/px/old.gif'] });
    await Promise.resolve();
    expect(sources()).to.deep.equal([]);
    answer({ google: ['/px/new.gif'] });
    await Promise.resolve();
    await Promise.resolve();
    expect(sources()).to.deep.equal(['/px/new.gif']);
    pixels.destroy();
  });
});
