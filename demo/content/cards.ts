/**
 * Catalogue entries as the islands' feed items: images served by the demo
 * image service (images.ts, drawn from the procedural art of art/), links
 * from catalogue.ts. Node-safe: plain data.
 */
import { clipUrl, comedianUrl, episodeUrl, findClip, findEpisode, showTitle, showUrl, type Clip, type Comedian, type Episode, type Show } from './catalogue.js';
import { imageRef, type FeedImageRef } from './images.js';

export type Img = FeedImageRef;

/** A feed image (`{url, alt, width, height, ratio}`) at `/images/{name}.jpg`, sized from the service's catalogue. */
export const art = (name: string, alt: string): Img => imageRef(name, alt);
export const keyArt = (slug: string, title: string) => art(`show-${slug}`, `${title} key art`);
export const bannerArt = (slug: string, title: string) => art(`hero-${slug}`, `The ${title} cast in front of their show’s banner`);
/** The banner composed for a phone's box (4:3): every show banner has one (art/index.ts). */
export const phoneBannerArt = (slug: string, title: string) => art(`hero-${slug}-phone`, `The ${title} cast in front of their show’s banner`);
export const thumb = (clip: Clip) => art(clip.art, clip.alt);
export const portrait = (slug: string, name: string) => art(`comic-${slug}`, `${name} at the mic`);

export const result = <T,>(data: T) => ({ result: data });

/** A hero's art: the wide banner, and the same hero composed for a phone's 4:3 box (art direction). */
export const heroImages = (name: string, alt: string) => ({ image: art(name, alt), phoneImage: art(`${name}-phone`, alt) });

/** ENT_M030 show card. */
export const showCard = (s: Show) => ({
  title: s.title,
  url: showUrl(s.slug),
  image: keyArt(s.slug, s.title),
  tuneIn: s.tuneIn,
  ...(s.badge ? { badge: s.badge } : {}),
});

/** Where the catalogue's videos live for the network's player: its content URI and video id (the slug). */
export const playable = (kind: 'video' | 'episode', slug: string) => ({
  contentUri: `mgid:arc:${kind}:laughtrack.example:${slug}`,
  videoId: slug,
});

/**
 * An episode's type and distribution policy, which decide its lock: the
 * catalogue's episodes are all full ones, its stand-up hours specials.
 */
export const episodeDistribution = (e: Episode) => ({
  type: 'episode',
  distPolicy: { episodeDescriptor: e.label === 'Special' ? 'Special' : 'Full Episode' },
});

/** ENT_M020 item for a clip: opens the clip's modal page. */
export const clipItem = (c: Clip) => ({
  title: c.title,
  show: showTitle(c.show),
  url: clipUrl(c.slug),
  duration: c.duration,
  type: 'clip',
  description: c.description,
  ...playable('video', c.slug),
  image: thumb(c),
  ...(c.isNew ? { isNew: true } : {}),
  ...(c.published ? { date: c.published } : {}),
});

/** ENT_M020 item for a full episode: opens its player page. */
export const episodeItem = (e: Episode) => ({
  title: e.title,
  show: showTitle(e.show),
  url: episodeUrl(e.slug),
  duration: e.duration,
  ...episodeDistribution(e),
  description: e.description,
  ...playable('episode', e.slug),
  episode: e.label,
  image: thumb(e),
  ...(e.isNew ? { isNew: true } : {}),
});

/** ENT_M045 comedian card; `anchored` gives it its id, for the stand-up page's in-page links. */
export const comedianCard = (c: Comedian, anchored = false) => ({
  name: c.name,
  url: comedianUrl(c.slug),
  image: portrait(c.slug, c.name),
  tagline: c.tagline,
  ...(anchored ? { anchor: c.slug } : {}),
  ...(c.tour ? { tour: c.tour } : {}),
  ...(c.special ? { special: c.special } : {}),
});

/** Catalogue lookups that must succeed: a typo here is a content bug, caught at import. */
export const clip = (slug: string) => clipItem(findClip(slug) ?? missing('clip', slug));
export const episode = (slug: string) => episodeItem(findEpisode(slug) ?? missing('episode', slug));
function missing(kind: string, slug: string): never {
  throw new Error(`No ${kind} ${slug} in the catalogue`);
}
