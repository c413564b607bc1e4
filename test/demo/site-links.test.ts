import { expect } from '@open-wc/testing';
import type { Manifest } from '../../runtime/types.js';
import { GALLERY_PATH, GUIDES_PATH } from '../../demo/developers/page-chrome.js';
import { COMMENTS_PATH } from '../../demo/content/comments.js';
import { ORIGIN, pageFor, samplePages, zoneFeed, type SamplePage } from './site-samples.js';

/** Every link string in a feed: `url`/`href` values, images (objects with a size) skipped. */
function linksIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, out));
  else if (value && typeof value === 'object') {
    if ('width' in value && 'height' in value) return out;
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'url' || key === 'href') && typeof item === 'string') out.push(item);
      else linksIn(item, out);
    }
  }
  return out;
}

/** The ids a page's feeds give their sections (`anchor` fields), so '#x' links can be checked. */
function anchorsOf(manifest: Manifest): Set<string> {
  const anchors = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'anchor' && typeof item === 'string') anchors.add(item);
        else walk(item);
      }
    }
  };
  for (const zone of Object.values(manifest.zones)) walk(zoneFeed(zone));
  return anchors;
}

const staticFiles = new Map<string, Promise<boolean>>();
/** Whether demo/public holds a file at `pathname` (the test server serves the repository root). */
function staticFileExists(pathname: string): Promise<boolean> {
  let exists = staticFiles.get(pathname);
  if (!exists) {
    exists = fetch(`/demo/public${pathname}`).then((response) => response.ok);
    staticFiles.set(pathname, exists);
  }
  return exists;
}

const SERVICES = new Set([COMMENTS_PATH]);

const newLocationOf = (manifest: Manifest) =>
  typeof manifest.newLocation === 'string' ? manifest.newLocation : manifest.newLocation?.url;

/** Why `url` is not a page a visitor can reach, or undefined when it is. */
async function targetProblem(url: URL, hops = 0): Promise<string | undefined> {
  if (url.origin !== ORIGIN) return undefined;
  // The developers' section: pages the production server writes itself (demo/developers/), not manifests.
  if (url.pathname === GALLERY_PATH || url.pathname === GUIDES_PATH) return undefined;
  // Services a feed names for its island to call (their handlers have their own tests), not pages.
  if (SERVICES.has(url.pathname)) return undefined;
  const entry = pageFor(url);
  if (entry === undefined || entry === false) {
    return (await staticFileExists(url.pathname)) ? undefined : `no page entry and no file demo/public${url.pathname}`;
  }
  const manifest = typeof entry === 'function' ? entry(url) : entry;
  if (manifest === false) return 'the page function answers false';
  if (manifest.type === 'redirect') {
    const next = newLocationOf(manifest);
    if (!next) return 'redirect without newLocation';
    if (hops > 3) return 'redirect loop';
    return targetProblem(new URL(next, url), hops + 1);
  }
  const id = url.hash.slice(1);
  if (id && !anchorsOf(manifest).has(id)) return `no section with the id ${id}`;
  return undefined;
}

async function pageProblems(page: SamplePage): Promise<string[]> {
  const base = new URL(page.url, ORIGIN);
  if (page.manifest.type === 'redirect') {
    const problem = await targetProblem(new URL(newLocationOf(page.manifest) ?? '', base), 1);
    return problem ? [`newLocation: ${problem}`] : [];
  }
  const anchors = anchorsOf(page.manifest);
  const problems: string[] = [];
  for (const zone of Object.values(page.manifest.zones)) {
    const feed = zoneFeed(zone);
    if (feed === undefined) problems.push(`${zone.zone}: no feed at ${zone.feed}`);
    for (const link of linksIn(feed)) {
      const problem = link.startsWith('#')
        ? anchors.has(link.slice(1)) ? undefined : `no section with the id ${link.slice(1)} on this page`
        : await targetProblem(new URL(link, base));
      if (problem) problems.push(`${zone.zone} → ${link}: ${problem}`);
    }
  }
  return problems;
}

describe('demo site links', () => {
  const pages = samplePages();

  it('samples static pages, page functions and redirects', () => {
    const urls = pages.map((page) => page.url);
    expect(urls).to.include.members(['/', '/shows/desk-jockeys', '/full-episodes/desk-jockeys-s4e1', '/search?keywords=roast', '/standup']);
    expect(urls.some((url) => url.startsWith('/clips/'))).to.equal(true);
  });

  for (const page of pages) {
    it(`${page.url} links only to pages, files and anchors that exist`, async () => {
      expect(await pageProblems(page)).to.deep.equal([]);
    });
  }

  describe('the checker', () => {
    it('reports a page that does not exist, a missing anchor and a missing static file', async () => {
      expect(await targetProblem(new URL('/no/such/page', ORIGIN))).to.contain('no page entry');
      expect(await targetProblem(new URL('/stand-up#nobody', ORIGIN))).to.contain('no section with the id nobody');
      expect(await targetProblem(new URL('/legal/missing.html', ORIGIN))).to.contain('no file demo/public/legal/missing.html');
      expect(await targetProblem(new URL('/clips/not-a-clip', ORIGIN))).to.equal('the page function answers false');
    });

    it('accepts a static legacy page, a redirect and another origin', async () => {
      expect(await targetProblem(new URL('/legal/terms.html', ORIGIN))).to.equal(undefined);
      expect(await targetProblem(new URL('/tonight', ORIGIN))).to.equal(undefined);
      expect(await targetProblem(new URL('https://elsewhere.example/x'))).to.equal(undefined);
    });
  });
});
