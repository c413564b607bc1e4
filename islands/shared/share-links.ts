import { canonicalUrl, httpUrl } from '../../runtime/util/url.js';
import { formatDuration } from './tokens.js';
import { safeHref } from './safe-href.js';

/**
 * Share links, written and read in one place: the address shared, each
 * service's link to it, the embed snippet, the start time typed by the
 * visitor, and what a shared address says to the player page it opens. No
 * DOM, so the rules are tested with plain strings.
 *
 * A share link is the page's own address with two query parameters:
 * - `share=1` marks the visit as arriving by a share link: the player on
 *   that page starts playing on load instead of waiting for a press, with or
 *   without a start time;
 * - `t={seconds}` (optional) starts playback at that second.
 * A `t` alone also counts as a share arrival: a link someone cut down by
 * hand to `?t=30` still means "watch from here".
 */

/** The query parameter marking an arrival by a share link. */
export const SHARE_MARK_PARAM = 'share';
/** The query parameter a shared link starts playback at, in whole seconds. */
export const SHARE_TIME_PARAM = 't';

/** The kinds of player page the site embeds, as the `/embed/{kind}/{slug}` path names them. */
export const EMBED_KINDS = ['clips', 'playlists', 'interviews', 'full-episodes'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export type ShareService = 'facebook' | 'x' | 'email' | 'whatsapp' | 'copy-link' | 'embed';

export interface ShareLink {
  service: Exclude<ShareService, 'copy-link' | 'embed'>;
  label: string;
  href: string;
}

export interface ShareArrival {
  /** Whole seconds to start at, when the address named a valid one. */
  startAt?: number;
  /** Start playing on load. */
  autoplay: boolean;
}

/**
 * The page address to share: the page's own, without its fragment, every
 * other query parameter kept, the share parameters written afresh: the
 * share mark (unless `marked` is false: an embed snippet's frame must not
 * play by itself on every page showing it) and `t` set to `startAt` (whole
 * seconds, floored) or left out when there is none or it is negative or not
 * finite. Undefined for anything but an http(s) address, which is all a
 * share may carry out of the site.
 */
export function buildShareUrl(pageUrl: string, { startAt, marked = true }: { startAt?: number; marked?: boolean } = {}): string | undefined {
  const url = httpUrl(pageUrl);
  if (!url) return undefined;
  url.hash = '';
  url.searchParams.delete(SHARE_MARK_PARAM);
  url.searchParams.delete(SHARE_TIME_PARAM);
  if (marked) url.searchParams.set(SHARE_MARK_PARAM, '1');
  if (startAt !== undefined && Number.isFinite(startAt) && startAt >= 0) url.searchParams.set(SHARE_TIME_PARAM, String(Math.floor(startAt)));
  return url.href;
}

/** How the page at `url` was arrived at, as far as its player cares: the address `buildShareUrl` writes, read back. */
export function shareArrival(url: URL): ShareArrival {
  const time = url.searchParams.get(SHARE_TIME_PARAM);
  const startAt = time === null ? undefined : parseStartTime(time);
  const marked = url.searchParams.get(SHARE_MARK_PARAM) === '1';
  return { ...(startAt !== undefined ? { startAt } : {}), autoplay: marked || startAt !== undefined };
}

/**
 * The site page an item lives on, for an address that may be its embed
 * page: `/embed/{kind}/{slug}` shares (and embeds) `/{kind}/{slug}`, so a
 * link shared from inside an embedded player leads to the site, not to
 * another bare player. Any other address is itself.
 *
 * With the site's public base (`siteBaseUrl`, resolved against the page, so
 * the default `/` keeps the page's own origin) the address is moved onto it
 * by the canonical link's rule: a page opened on a preview or internal host
 * shares the public address a friend can open.
 */
export function sitePageUrl(pageUrl: string, siteBaseUrl?: string): string {
  const url = httpUrl(pageUrl);
  if (!url) return pageUrl;
  const match = /^\/embed\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
  if (match && (EMBED_KINDS as readonly string[]).includes(match[1]!)) url.pathname = `/${match[1]}/${match[2]}`;
  const base = siteBaseUrl ? httpUrl(siteBaseUrl, url.href) : undefined;
  return (base && canonicalUrl(url.href, base.href)) ?? url.href;
}

/**
 * The site's share settings, from its configuration: the public base
 * (`siteBaseUrl`) and the social app ids (`socialAppIds`, e.g.
 * `{ "facebook": "1234567890" }`). Read structurally, so an island passes
 * its page configuration as it has it; a key of another type is left out.
 */
export interface ShareSite {
  siteBaseUrl?: string;
  socialAppIds?: Readonly<Record<string, string>>;
}

export function shareSiteOf(config: Readonly<Record<string, unknown>> | undefined): ShareSite {
  const base = config?.siteBaseUrl;
  const ids = config?.socialAppIds;
  const socialAppIds = typeof ids === 'object' && ids !== null && !Array.isArray(ids)
    ? Object.fromEntries(Object.entries(ids).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : undefined;
  return { ...(typeof base === 'string' && base.trim() ? { siteBaseUrl: base.trim() } : {}), ...(socialAppIds ? { socialAppIds } : {}) };
}

/** The item's slug as its page's last path segment (`/full-episodes/{slug}`). */
export function slugOf(pageUrl: string): string {
  return httpUrl(pageUrl)?.pathname.split('/').filter(Boolean).pop() ?? '';
}

/** `base` with `params` set through the URL API, kept only when it passes the feed-link rule. */
function intent(base: string, params: Record<string, string>): string | undefined {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return safeHref(url.href);
}

/**
 * A `mailto:` link with subject and body. Encoded with
 * `encodeURIComponent`, not the URL API's form encoding: mail programs read
 * `+` as a plus sign, not a space (RFC 6068 asks for `%20`).
 */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A Facebook app id: digits only, as Facebook issues them. */
const FACEBOOK_APP_ID = /^\d{1,20}$/;

/**
 * Facebook's link: its Share Dialog (`dialog/share`, which takes `app_id`
 * and `href`) when the site has a Facebook app id, so the post is
 * attributed to the site's app; else the app-less `sharer.php?u=`.
 */
function facebookLink(url: string, appId: string | undefined): string | undefined {
  const id = appId?.trim();
  return id && FACEBOOK_APP_ID.test(id)
    ? intent('https://www.facebook.com/dialog/share', { app_id: id, href: url, display: 'popup' })
    : intent('https://www.facebook.com/sharer/sharer.php', { u: url });
}

/**
 * Each service's link sharing `url` under `title`: Facebook, X, e-mail, and
 * WhatsApp only on a mobile device (the site's device class), where the app
 * is. `appIds` are the site's social app ids (`socialAppIds`).
 */
export function shareLinks(url: string, title: string, mobile: boolean, appIds: Readonly<Record<string, string>> = {}): ShareLink[] {
  const links: (ShareLink | { service: ShareLink['service']; label: string; href: string | undefined })[] = [
    { service: 'facebook', label: 'Share on Facebook', href: facebookLink(url, appIds.facebook) },
    { service: 'x', label: 'Share on X', href: intent('https://twitter.com/intent/tweet', { text: title, url }) },
    { service: 'email', label: 'Share by e-mail', href: mailtoLink(title, `${title}\n\n${url}`) },
  ];
  if (mobile) links.push({ service: 'whatsapp', label: 'Share on WhatsApp', href: intent('https://wa.me/', { text: `${title} ${url}` }) });
  return links.filter((link): link is ShareLink => link.href !== undefined);
}

/** Text written into HTML markup the visitor pastes elsewhere. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Slugs as the site's paths spell them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The embed page's address for an item: `/embed/{kind}/{slug}` on the
 * page's origin, with `t` when the share starts at a time. Undefined for an
 * unknown kind, a slug that is not one, or a page that is not http(s).
 */
export function embedUrl(pageUrl: string, kind: string, slug: string, startAt?: number): string | undefined {
  if (!(EMBED_KINDS as readonly string[]).includes(kind) || !SLUG.test(slug)) return undefined;
  const page = httpUrl(pageUrl);
  return page ? buildShareUrl(new URL(`/embed/${kind}/${slug}`, page).href, { startAt, marked: false }) : undefined;
}

/** The `<iframe>` a visitor pastes into their own page: 16:9, titled, allowed to play full screen. */
export function embedSnippet(src: string, title: string): string {
  return `<iframe src="${escapeHtml(src)}" width="640" height="360" title="${escapeHtml(title)}" allow="autoplay; fullscreen; encrypted-media" allowfullscreen></iframe>`;
}

/** Seconds as the time field shows them: m:ss, or h:mm:ss from an hour on. */
export function formatStartTime(seconds: number): string {
  return formatDuration(Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);
}

/**
 * A start time as whole seconds, from the time field or a link's `t`:
 * plain seconds (`42`), `m:ss` (minutes may pass 59) or `h:mm:ss`,
 * surrounding spaces ignored; undefined for anything else (empty, letters,
 * seconds of 60 or more, a sign, a fraction, an exponent, more than six
 * digits of seconds).
 */
export function parseStartTime(text: string): number | undefined {
  const match = /^(?:(\d{1,6})|(?:(\d{1,3}):([0-5]\d)|(\d{1,5})):([0-5]\d))$/.exec(text.trim());
  if (!match) return undefined;
  const [, plain, hours, minutesOfHour, minutes, seconds] = match;
  if (plain !== undefined) return Number(plain);
  const total = hours !== undefined ? Number(hours) * 3600 + Number(minutesOfHour) * 60 : Number(minutes) * 60;
  return total + Number(seconds);
}
