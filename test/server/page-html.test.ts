import { expect } from '@open-wc/testing';
import { parseShell, renderPage, type Shell } from '../../server/page-html.js';
import { bootModule } from '../../server/preloads.js';

/** A built shell as Vite writes it: the entry module in the head, `<tf-page>` in the body. */
const SHELL = parseShell(`<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-abc.js">
  </head>
  <body>
    <tf-page manifest-src="/m"></tf-page>
  </body>
</html>`);
const answer = { manifest: { title: 'Home', zones: {} } };
const islands = { feeds: [], modules: ['/assets/hero-abc.js', '/assets/react-abc.js'] };
const drawn = { layout: '<div class="tf-tier"></div>' };
const withBoot: Shell = { ...SHELL, boot: '/assets/boot-abc.js' };

describe('renderPage: the scripts of the first page', () => {
  it('gives a drawn page the boot instead of the entry, with the entry and every chunk to preload on its script, and no preload before the lead picture', () => {
    const html = renderPage(withBoot, answer, islands, drawn);
    expect(html).to.contain('<script type="module" src="/assets/boot-abc.js" data-tf-entry="/assets/index-abc.js" data-tf-preload="/assets/shared-abc.js /assets/hero-abc.js /assets/react-abc.js"></script>');
    expect(html).not.to.contain('src="/assets/index-abc.js"');
    expect(html).not.to.contain('modulepreload');
  });

  it('fetches a drawn page\'s scripts at low priority when the build made no boot', () => {
    const html = renderPage(SHELL, answer, islands, drawn);
    expect(html).to.contain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).to.contain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/hero-abc.js">');
    expect(html).to.contain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-abc.js">');
  });

  it('keeps the entry and default priorities for a page the browser assembles or whose first group still has a feed to fetch', () => {
    for (const html of [
      renderPage(withBoot, answer, islands),
      renderPage(withBoot, answer, { ...islands, feeds: ['/feeds/hero'] }, drawn),
    ]) {
      expect(html).to.contain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(html).to.contain('<link rel="modulepreload" crossorigin href="/assets/hero-abc.js">');
      expect(html).not.to.contain('boot-abc');
      expect(html).not.to.contain('fetchpriority="low"');
    }
  });

  it('escapes the chunk addresses it writes on the boot\'s script', () => {
    const html = renderPage(withBoot, answer, { feeds: [], modules: ['/assets/a"b.js'] }, drawn);
    expect(html).to.contain('data-tf-preload="/assets/shared-abc.js /assets/a&quot;b.js"');
  });
});

describe('bootModule', () => {
  it('finds the boot entry in Vite\'s manifest, or nothing', () => {
    expect(bootModule({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      '../runtime/boot/after-lead-paint.ts': { file: 'assets/boot-abc.js', isEntry: true },
    })).to.equal('/assets/boot-abc.js');
    expect(bootModule({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } })).to.equal(undefined);
  });
});
