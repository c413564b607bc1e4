/**
 * The `<head>` tags of one page, for search engines and share previews that
 * run no script: title, description, canonical link, Open Graph, the
 * Twitter card and one JSON-LD block describing the page's main item. Pure:
 * the manifest, its zones' feed answers and the site's facts in, HTML out.
 * Every value is escaped for where it goes (attributes and text through
 * `escapeHtml`, the JSON-LD through `scriptSafeJson`), and no URL that is
 * not http(s) is written.
 */
import { canonicalUrl } from '../runtime/assembly/canonical.js';
import { defaultConfig, mergeConfig, type TriforceConfig } from '../runtime/config.js';
import type { Manifest } from '../runtime/types.js';
import { httpUrl } from '../runtime/util/url.js';
import { escapeHtml } from './escape-html.js';
import { scriptSafeJson } from './script-safe-json.js';
import { mainItem, structuredData, type MainItemKind } from './structured-data.js';

export interface SiteFacts {
  /** The site's public address, absolute: canonical and share URLs are on it. */
  siteBaseUrl: string;
  /** `og:site_name`, and the title of a page whose manifest has none. */
  siteName: string;
  /** The description of a page no feed describes. */
  description: string;
  /** The share image of a page without one of its own; none: no image. */
  image?: string;
  /** The shell's configuration block merged over the defaults, as the browser's page reads it. */
  config?: TriforceConfig;
}

export interface HeadOptions extends SiteFacts {
  /** The page's URL as asked, absolute. */
  pageUrl: string;
  /** A page that is not there: titled, kept out of search indexes, nothing to share. */
  notFound?: boolean;
  /** Driver → main item kind, instead of the network's own table. */
  mainItemDrivers?: Readonly<Record<string, MainItemKind>>;
}

const OG_TYPES: Record<MainItemKind, string> = {
  show: 'video.tv_show', episode: 'video.episode', clip: 'video.other', playlist: 'video.other', interview: 'video.other', comedian: 'profile', termSet: 'website',
};

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head tags of the page `manifest` describes, each on its own indented line. */
export function pageHead(manifest: Manifest, feeds: ReadonlyMap<string, unknown>, options: HeadOptions): string {
  const title = oneLine(typeof manifest.title === 'string' ? manifest.title : '') || options.siteName;
  const base = httpUrl(options.siteBaseUrl)?.href;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (options.notFound || base === undefined) {
    tags.push(meta('name', 'description', oneLine(options.description)));
    if (options.notFound) tags.push(meta('name', 'robots', 'noindex'));
    return lines(tags);
  }
  const item = mainItem(manifest, feeds, { base, drivers: options.mainItemDrivers });
  const description = oneLine(item?.description ?? '') || oneLine(options.description);
  const url = canonicalUrl(options.pageUrl, base);
  const image = item?.image ?? httpUrl(options.image, base)?.href;
  tags.push(meta('name', 'description', description));
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  tags.push(
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:type', item ? OG_TYPES[item.kind] : 'website'),
    meta('property', 'og:title', item?.name ?? title),
    meta('property', 'og:description', description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (image) tags.push(meta('property', 'og:image', image));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  const data = structuredData(item, { url, title, description, siteName: options.siteName });
  tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return lines(tags);
}

const lines = (tags: string[]) => tags.map((tag) => `    ${tag}\n`).join('');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * The site's facts as the built shell (index.html) states them: its own
 * `<title>` is the site name, its description the default one, and the
 * `siteBaseUrl` of its `data-tf-config` block (resolved against `origin`
 * when relative, as the runtime's default `/` is) the public address, and
 * that block as the browser's page reads it.
 */
export function siteFactsOf(shellHtml: string, origin: string): SiteFacts {
  const siteName = unescape(/<title>([^<]*)<\/title>/i.exec(shellHtml)?.[1] ?? '').trim();
  const description = unescape(/<meta\s+name="description"\s+content="([^"]*)"/i.exec(shellHtml)?.[1] ?? '');
  const block = /<script\b[^>]*\bdata-tf-config\b[^>]*>([\s\S]*?)<\/script>/i.exec(shellHtml)?.[1];
  let config: unknown;
  try {
    config = block === undefined ? undefined : JSON.parse(block);
  } catch {
    config = undefined;
  }
  const merged = mergeConfig(config, defaultConfig);
  const siteBaseUrl = httpUrl(merged.siteBaseUrl, origin)?.href ?? new URL('/', origin).href;
  return { siteBaseUrl, siteName, description, config: merged };
}

/**
 * The shell's `<head>` with its own `<title>` and description taken out and
 * `head` (the page's) in their place, so each is said once.
 */
export function withPageHead(shellHead: string, head: string): string {
  let placed = false;
  const place = () => {
    if (placed) return '';
    placed = true;
    return head;
  };
  // The shell's description out first, so the page's own is never taken for it.
  const out = shellHead
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<title>[^<]*<\/title>[ \t]*\r?\n?/i, place);
  return placed ? out : out + head;
}
