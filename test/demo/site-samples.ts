/**
 * Every page and feed the real demo site can answer, for content checks:
 * static manifests as they are, page functions at sample URLs, feed
 * functions at the URLs the manifests ask for.
 */
import { findPage, type PageSource } from '../../demo/api/create-handlers.js';
import { siteContent } from '../../demo/api/site-content.js';
import { CLIP_LIST, EPISODES } from '../../demo/content/catalogue.js';
import { INTERVIEWS, PLAYLISTS } from '../../demo/content/playlists.js';
import type { Manifest } from '../../runtime/types.js';

export const ORIGIN = 'https://laughtrack.example';

/** Sample page URLs for each page function; a new page function must add its own. */
const SAMPLE_URLS: Record<string, string[]> = {
  '/search': ['/search', '/search?keywords=roast', '/search?keywords=desk%20printer', '/search?keywords=no-such-joke'],
  '/clips/*': CLIP_LIST.map((clip) => `/clips/${clip.slug}`),
  '/embed/*': [...CLIP_LIST.map((clip) => `/embed/clips/${clip.slug}`), ...EPISODES.map((episode) => `/embed/full-episodes/${episode.slug}`),
    ...PLAYLISTS.map((playlist) => `/embed/playlists/${playlist.slug}`), ...INTERVIEWS.map((interview) => `/embed/interviews/${interview.slug}`)],
};

export interface SamplePage {
  /** The page URL the manifest was made for. */
  url: string;
  manifest: Manifest;
}

/** Every manifest of the site (redirects included), function pages at their sample URLs. */
export function samplePages(): SamplePage[] {
  const out: SamplePage[] = [];
  for (const [key, source] of Object.entries(siteContent.pages)) {
    if (source === false) continue;
    if (typeof source !== 'function') {
      out.push({ url: key, manifest: source });
      continue;
    }
    const urls = SAMPLE_URLS[key];
    if (!urls) throw new Error(`No sample URLs for the page function at ${key}: add some to test/demo/site-samples.ts`);
    for (const url of urls) {
      const manifest = source(new URL(url, ORIGIN));
      if (manifest === false) throw new Error(`The page function at ${key} answers false for its sample ${url}`);
      out.push({ url, manifest });
    }
  }
  return out;
}

/** The page entry answering `url`, as the manifest handler finds it. */
export function pageFor(url: URL): PageSource | undefined {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return findPage(siteContent.pages, path);
}

/** The body a feed URL answers (functions called with the URL), or undefined when no feed is there. */
export function feedBody(feedUrl: string): unknown {
  const url = new URL(feedUrl, ORIGIN);
  const path = url.pathname.replace(/\/+$/, '');
  if (!Object.hasOwn(siteContent.feeds, path)) return undefined;
  const source = siteContent.feeds[path];
  return typeof source === 'function' ? (source as (url: URL) => unknown)(url) : source;
}

/** The feed of a zone: its inline `feedData`, else what its feed URL answers. */
export function zoneFeed(zone: Manifest['zones'][string]): unknown {
  return zone.feedData !== undefined ? zone.feedData : zone.feed ? feedBody(zone.feed) : undefined;
}
