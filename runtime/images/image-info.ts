import { IMAGE_QUALITY } from '../constants.js';
import { isRecord } from '../util/guards.js';
import { httpUrl } from '../util/url.js';
import { isGif, MISSING_IMAGE_SRC } from './image-url.js';

/**
 * One image variant, normalised from either shape the feeds send:
 * - the image variant: `{src, alt, quality, animated, original: {width, height, aspectRatio}}`;
 * - the feed image: `{url, alt, width, height, ratio, isRaw}`.
 * `width`/`height`/`aspectRatio` describe the original, when the feed says.
 */
export interface ImageVariant {
  /** A checked http(s) or relative URL, or the missing-image placeholder. */
  src: string;
  alt: string;
  quality: number;
  animated: boolean;
  /** Served as is: no resizing query is added. */
  isRaw: boolean;
  width?: number;
  height?: number;
  /** Width ÷ height of the original. */
  aspectRatio?: number;
}

export type ParsedImageInfo =
  | { ok: true; variants: ImageVariant[]; /** some entries were unusable and dropped */ partial: boolean }
  | { ok: false };

// Only for checking relative URLs: they are kept as the feed wrote them.
const CHECK_BASE = 'https://image-info.invalid/';

/** Positive finite number, else undefined; `bad` records a present but unusable value. */
function dimension(value: unknown, bad: { found: boolean }): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  bad.found = true;
  return undefined;
}

/** One entry, or undefined when it cannot be used at all. */
export function parseVariant(entry: unknown): ImageVariant | undefined {
  if (!isRecord(entry)) return undefined;
  const original = isRecord(entry.original) ? entry.original : {};
  const bad = { found: false };
  const rawSrc = entry.src ?? entry.url;
  let src = MISSING_IMAGE_SRC;
  // No source at all falls back to the placeholder; a source
  // that is there but unsafe or not a URL is a broken entry.
  if (rawSrc !== undefined && rawSrc !== null && rawSrc !== '') {
    if (typeof rawSrc !== 'string' || httpUrl(rawSrc, CHECK_BASE) === undefined) return undefined;
    src = rawSrc.trim();
  }
  const width = dimension(original.width ?? entry.width, bad);
  const height = dimension(original.height ?? entry.height, bad);
  const ratio = dimension(original.aspectRatio ?? entry.ratio, bad);
  if (bad.found) return undefined;
  const quality = typeof entry.quality === 'number' && entry.quality > 0 && entry.quality <= 1 ? entry.quality : IMAGE_QUALITY;
  return {
    src,
    alt: typeof entry.alt === 'string' ? entry.alt : '',
    quality,
    // The feed image shape has no `animated`: a GIF is taken to be one.
    animated: entry.animated === true || (entry.animated === undefined && isGif(src)),
    isRaw: entry.isRaw === true,
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(ratio !== undefined ? { aspectRatio: ratio } : width && height ? { aspectRatio: width / height } : {}),
  };
}

/**
 * Reads `info`: a JSON string (the attribute), one variant object or a list.
 * `ok: false` means nothing usable: the caller logs the catalogue warning
 * and shows the placeholder. Never throws.
 */
export function parseImageInfo(info: unknown): ParsedImageInfo {
  let value = info;
  if (typeof info === 'string') {
    try {
      value = JSON.parse(info);
    } catch {
      return { ok: false };
    }
  }
  const entries = Array.isArray(value) ? value : [value];
  const variants = entries.map(parseVariant).filter((v): v is ImageVariant => v !== undefined);
  if (variants.length === 0) return { ok: false };
  return { ok: true, variants, partial: variants.length < entries.length };
}

/**
 * A box ratio written by a page author: `16 / 9`, `16:9` or `1.78`. Undefined
 * for anything else (the variant's own ratio is used then).
 */
export function parseRatio(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[/:]\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!match) return undefined;
  const ratio = Number(match[1]) / (match[2] === undefined ? 1 : Number(match[2]));
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}
