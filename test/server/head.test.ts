import { expect } from '@open-wc/testing';
import { pageHead, siteFactsOf, withPageHead, type HeadOptions } from '../../server/head.js';
import type { Manifest } from '../../runtime/types.js';

const SITE: HeadOptions = {
  siteBaseUrl: 'https://laughtrack.example/',
  siteName: 'Laugh Track Network',
  description: 'Comedy shows, clips, full episodes and stand-up.',
  pageUrl: 'http://127.0.0.1:5173/shows/roast-beef#clips',
};

const image = (url: string) => ({ url, alt: 'art', width: 1280, height: 720 });
const showManifest: Manifest = {
  title: 'Roast Beef · Laugh Track Network',
  zones: {
    header: { zone: 'header', driver: 'ENT_M001', feed: '/feeds/global/header', priority: 1 },
    t1_1c: { zone: 't1_1c', driver: 'ENT_M011', feed: '/feeds/shows/roast-beef/header', priority: 1 },
  },
};
const showFeed = { result: { slug: 'roast-beef', title: 'Roast Beef', logline: 'A roast competition where the grandmas always win.', keyArt: image('/images/show-roast-beef.jpg') } };

/** The head parsed as a browser parses it, to read tags back as a crawler would. */
function parsed(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}
const content = (doc: Document, selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
const jsonLd = (doc: Document) => JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;

describe('pageHead', () => {
  it('gives a show page its title, description, canonical link, Open Graph, card and TVSeries data from the manifest and the show header’s feed', () => {
    const doc = parsed(pageHead(showManifest, new Map([['t1_1c', showFeed]]), SITE));
    expect(doc.title).to.equal('Roast Beef · Laugh Track Network');
    expect(content(doc, 'meta[name="description"]')).to.equal('A roast competition where the grandmas always win.');
    expect(doc.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal('https://laughtrack.example/shows/roast-beef');
    expect(content(doc, 'meta[property="og:title"]')).to.equal('Roast Beef');
    expect(content(doc, 'meta[property="og:type"]')).to.equal('video.tv_show');
    expect(content(doc, 'meta[property="og:url"]')).to.equal('https://laughtrack.example/shows/roast-beef');
    expect(content(doc, 'meta[property="og:image"]')).to.equal('https://laughtrack.example/images/show-roast-beef.jpg');
    expect(content(doc, 'meta[property="og:description"]')).to.equal('A roast competition where the grandmas always win.');
    expect(content(doc, 'meta[name="twitter:card"]')).to.equal('summary_large_image');
    expect(doc.head.querySelectorAll('script[type="application/ld+json"]')).to.have.length(1);
    expect(jsonLd(doc)).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: 'Roast Beef',
      description: 'A roast competition where the grandmas always win.',
      url: 'https://laughtrack.example/shows/roast-beef',
      image: 'https://laughtrack.example/images/show-roast-beef.jpg',
    });
  });

  it('describes a full episode as a TVEpisode of its series, with an ISO duration and only an ISO date', () => {
    const manifest: Manifest = { title: 'The Printer Has Unionized', zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M015', feed: '/feeds/p', priority: 1 } } };
    const feed = { result: { title: 'The Printer Has Unionized', show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' }, duration: 1322, aired: 'Wed, Oct 1', description: 'The printer demands weekends off.', poster: image('/images/p.jpg') } };
    const data = jsonLd(parsed(pageHead(manifest, new Map([['t1_1c', feed]]), SITE)));
    expect(data).to.include({ '@type': 'TVEpisode', name: 'The Printer Has Unionized', duration: 'PT22M2S', image: 'https://laughtrack.example/images/p.jpg' });
    expect(data.partOfSeries).to.deep.equal({ '@type': 'TVSeries', name: 'Desk Jockeys', url: 'https://laughtrack.example/shows/desk-jockeys' });
    expect(data).not.to.have.property('datePublished');
    const dated = jsonLd(parsed(pageHead(manifest, new Map([['t1_1c', { result: { ...feed.result, aired: '2026-10-01' } }]]), SITE)));
    expect(dated.datePublished).to.equal('2026-10-01');
  });

  it('describes a clip as a VideoObject with its thumbnail, read from inline feedData too', () => {
    const manifest: Manifest = {
      title: 'Grandma Holds the Mic',
      zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M025', priority: 1, feedData: { result: { title: 'Grandma Holds the Mic', show: { title: 'Roast Beef', url: '/shows/roast-beef' }, duration: 95, image: image('/images/c.jpg') } } } },
    };
    const doc = parsed(pageHead(manifest, new Map(), SITE));
    expect(jsonLd(doc)).to.include({ '@type': 'VideoObject', thumbnailUrl: 'https://laughtrack.example/images/c.jpg', duration: 'PT1M35S' });
    expect(content(doc, 'meta[property="og:type"]')).to.equal('video.other');
    // No feed description: the site's default.
    expect(content(doc, 'meta[name="description"]')).to.equal(SITE.description);
  });

  it('describes a comedian as a Person when a site maps its driver to one', () => {
    const manifest: Manifest = { title: 'Dot Matrix', zones: { t1_1c: { zone: 't1_1c', driver: 'SITE_COMIC', feed: '/c', priority: 1 } } };
    const feed = { result: { name: 'Dot Matrix', tagline: 'Jokes about printers.', image: image('/images/comic.jpg') } };
    const data = jsonLd(parsed(pageHead(manifest, new Map([['t1_1c', feed]]), { ...SITE, mainItemDrivers: { SITE_COMIC: 'comedian' } })));
    expect(data).to.include({ '@type': 'Person', name: 'Dot Matrix', description: 'Jokes about printers.', image: 'https://laughtrack.example/images/comic.jpg' });
  });

  it('describes a comedian’s own page (ENT_M047) as a Person from its bio', () => {
    const manifest: Manifest = { title: 'Dot Matrix', zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M047', feed: '/c', priority: 1 } } };
    const feed = { result: { name: 'Dot Matrix', tagline: 'Printers.', description: 'Jokes about printers, since 1984.', image: image('/images/comic.jpg') } };
    const data = jsonLd(parsed(pageHead(manifest, new Map([['t1_1c', feed]]), SITE)));
    expect(data).to.include({ '@type': 'Person', name: 'Dot Matrix', description: 'Jokes about printers, since 1984.', image: 'https://laughtrack.example/images/comic.jpg' });
  });

  it('describes any other page as a WebPage with the site’s default description and a summary card without an image', () => {
    const manifest: Manifest = { title: 'Schedule · Laugh Track Network', zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/schedule/hero', priority: 1 } } };
    const doc = parsed(pageHead(manifest, new Map([['t1_1c', { result: { title: 'Tonight' } }]]), { ...SITE, pageUrl: 'https://laughtrack.example/schedule' }));
    expect(jsonLd(doc)).to.deep.equal({
      '@context': 'https://schema.org', '@type': 'WebPage', name: 'Schedule · Laugh Track Network', description: SITE.description,
      url: 'https://laughtrack.example/schedule', isPartOf: { '@type': 'WebSite', name: 'Laugh Track Network' },
    });
    expect(content(doc, 'meta[property="og:type"]')).to.equal('website');
    expect(content(doc, 'meta[property="og:image"]')).to.equal(null);
    expect(content(doc, 'meta[name="twitter:card"]')).to.equal('summary');
  });

  it('falls back to the site name for a manifest without a title, and to WebPage for a feed that does not read', () => {
    const manifest = { zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M011', feed: '/x', priority: 1 } } } as Manifest;
    const doc = parsed(pageHead(manifest, new Map([['t1_1c', { result: 'nonsense' }]]), SITE));
    expect(doc.title).to.equal('Laugh Track Network');
    expect(jsonLd(doc)['@type']).to.equal('WebPage');
  });

  it('escapes every value: nothing from a manifest or feed becomes markup or leaves the JSON-LD block', () => {
    const evil = '</script><script>alert(1)</script><!-- "x" \'y\' & <b>';
    const manifest: Manifest = { title: `</title><script>alert(1)</script>`, zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M011', feed: '/x', priority: 1 } } };
    const feed = { result: { title: evil, logline: evil, keyArt: image('/images/a.jpg?q="><script>') } };
    const head = pageHead(manifest, new Map([['t1_1c', feed]]), SITE);
    const doc = parsed(head);
    expect(doc.head.querySelectorAll('script')).to.have.length(1);
    expect(doc.querySelectorAll('b, body script')).to.have.length(0);
    expect(doc.title).to.equal('</title><script>alert(1)</script>');
    expect(content(doc, 'meta[name="description"]')).to.equal(evil);
    expect(jsonLd(doc).name).to.equal(evil);
    expect(head).not.to.include('<!--');
  });

  it('keeps a player’s feed strings inside the JSON-LD block: playlist videos and interview chapters read back as written', () => {
    const evil = '</script><script>alert(1)</script><!-- & \u2028 end';
    const playlist: Manifest = { title: 'P', zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M026', feed: '/p', priority: 1 } } };
    const items = [{ title: evil, url: '/clips/a', duration: 60, image: image('/images/a.jpg') }];
    const listHead = pageHead(playlist, new Map([['t1_1c', { result: { title: evil, items } }]]), { ...SITE, pageUrl: 'https://laughtrack.example/playlists/p' });
    const interview: Manifest = { title: 'I', zones: { t1_1c: { zone: 't1_1c', driver: 'ENT_M027', feed: '/i', priority: 1 } } };
    const chapters = [{ title: evil, start: 0 }];
    const talkHead = pageHead(interview, new Map([['t1_1c', { result: { title: 'I', duration: 60, chapters } }]]), { ...SITE, pageUrl: 'https://laughtrack.example/interviews/i' });
    for (const head of [listHead, talkHead]) {
      expect(head).not.to.include('</script><script>');
      expect(head).not.to.include('<!--');
      expect(parsed(head).head.querySelectorAll('script')).to.have.length(1);
    }
    const list = jsonLd(parsed(listHead)) as { name: string; itemListElement: { item: { name: string } }[] };
    expect(list.name).to.equal(evil);
    expect(list.itemListElement[0]!.item.name).to.equal(evil);
    expect((jsonLd(parsed(talkHead)) as { hasPart: { name: string }[] }).hasPart[0]!.name).to.equal(evil);
  });

  it('writes no URL that is not http(s): a javascript: image is left out, and no canonical without an http(s) base', () => {
    const feed = { result: { ...showFeed.result, keyArt: image('javascript:alert(1)') } };
    const head = pageHead(showManifest, new Map([['t1_1c', feed]]), { ...SITE, image: 'data:image/png;base64,AAAA' });
    expect(content(parsed(head), 'meta[property="og:image"]')).to.equal(null);
    expect(head).not.to.match(/javascript:|data:/);
    const noBase = parsed(pageHead(showManifest, new Map([['t1_1c', showFeed]]), { ...SITE, siteBaseUrl: 'javascript:alert(1)' }));
    expect(noBase.head.querySelector('link[rel="canonical"], meta[property^="og:"]')).to.equal(null);
    expect(noBase.title).to.equal('Roast Beef · Laugh Track Network');
  });

  it('gives a not-found page its title, the default description and noindex, and nothing to share', () => {
    const doc = parsed(pageHead({ title: 'Page not found · Laugh Track Network', zones: {} }, new Map(), { ...SITE, notFound: true }));
    expect(doc.title).to.equal('Page not found · Laugh Track Network');
    expect(content(doc, 'meta[name="robots"]')).to.equal('noindex');
    expect(doc.head.querySelector('link[rel="canonical"], meta[property^="og:"], script')).to.equal(null);
  });
});

describe('siteFactsOf', () => {
  const shell = (config: string) => `<head><title>Laugh &amp; Track</title><meta name="description" content="Comedy &quot;shows&quot;" /></head>
    <tf-page><script type="application/json" data-tf-config>${config}</script></tf-page>`;

  it('reads the site name and default description from the shell, and siteBaseUrl from its configuration', () => {
    const { config, ...facts } = siteFactsOf(shell('{"siteBaseUrl": "https://laughtrack.example/", "defaultTourId": "fall"}'), 'http://127.0.0.1:5173');
    expect(facts).to.deep.equal({ siteBaseUrl: 'https://laughtrack.example/', siteName: 'Laugh & Track', description: 'Comedy "shows"' });
    // The whole configuration, defaults filled in, for the islands the server draws.
    expect(config?.defaultTourId).to.equal('fall');
    expect(config?.imageQuality).to.equal(0.7);
  });

  it('resolves a relative siteBaseUrl (the default "/") against the request’s origin; a malformed block is the default', () => {
    expect(siteFactsOf(shell('{"siteBaseUrl": "/"}'), 'https://cdn.test').siteBaseUrl).to.equal('https://cdn.test/');
    expect(siteFactsOf(shell('{ nope'), 'https://cdn.test').siteBaseUrl).to.equal('https://cdn.test/');
    expect(siteFactsOf(shell('{"siteBaseUrl": "javascript:x"}'), 'https://cdn.test').siteBaseUrl).to.equal('https://cdn.test/');
  });
});

describe('withPageHead', () => {
  it('puts the page’s tags where the shell’s title was and drops the shell’s description', () => {
    const head = '<head>\n    <meta charset="utf-8" />\n    <title>Site</title>\n    <meta name="description" content="Default" />\n    <link rel="icon" href="/i.svg" />\n';
    const page = '    <title>Page</title>\n    <meta name="description" content="Own">\n';
    expect(withPageHead(head, page)).to.equal(`<head>\n    <meta charset="utf-8" />\n${page}    <link rel="icon" href="/i.svg" />\n`);
  });

  it('appends the tags to a shell without a title', () => {
    expect(withPageHead('<head>\n', '    <title>Page</title>\n')).to.equal('<head>\n    <title>Page</title>\n');
  });
});
