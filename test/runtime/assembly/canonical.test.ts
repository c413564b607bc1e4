import { expect } from '@open-wc/testing';
import { canonicalUrl, updateCanonicalLink } from '../../../runtime/assembly/canonical.js';

function documentWith(canonical?: string): Document {
  const doc = document.implementation.createHTMLDocument('Page');
  if (canonical !== undefined) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.setAttribute('href', canonical);
    doc.head.append(link);
  }
  return doc;
}

describe('canonicalUrl', () => {
  it('puts the page’s path and query on the site’s public base, without the fragment', () => {
    expect(canonicalUrl('http://127.0.0.1:5173/shows/roast-beef?season=2#clips', 'https://laughtrack.example/')).to.equal('https://laughtrack.example/shows/roast-beef?season=2');
  });

  it('keeps the base’s scheme and port', () => {
    expect(canonicalUrl('https://cdn.test/', 'http://site.test:8080/anything')).to.equal('http://site.test:8080/');
  });

  it('is undefined when the page or the base is not an http(s) address', () => {
    expect(canonicalUrl('https://site.test/x', 'javascript:alert(1)')).to.equal(undefined);
    expect(canonicalUrl('https://site.test/x', '/')).to.equal(undefined);
    expect(canonicalUrl('data:text/html,x', 'https://site.test/')).to.equal(undefined);
  });
});

describe('updateCanonicalLink', () => {
  it('points the existing link at the new page, on the base the server wrote it with', () => {
    const doc = documentWith('https://laughtrack.example/shows/roast-beef');
    updateCanonicalLink(doc, 'http://127.0.0.1:5173/full-episodes/roast-beef-s2e9#top');
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal('https://laughtrack.example/full-episodes/roast-beef-s2e9');
  });

  it('adds no link to a document the server gave none', () => {
    const doc = documentWith();
    updateCanonicalLink(doc, 'https://site.test/shows');
    expect(doc.querySelector('link[rel="canonical"]')).to.equal(null);
  });

  it('leaves the link alone when the page address is not http(s)', () => {
    const doc = documentWith('https://site.test/shows');
    updateCanonicalLink(doc, 'javascript:alert(1)');
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal('https://site.test/shows');
  });
});
