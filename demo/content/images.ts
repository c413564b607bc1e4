/**
 * The pictures the demo image service (`GET /images/{name}.jpg`, and
 * `{name}.gif` for animations) can serve, and feed image entries that name
 * them. Every procedural art piece is a still; the applause sign is the one
 * animated GIF, with a still JPG twin under the same name. Names carry no
 * content hash, so feeds can write them by hand.
 *
 * Node- and browser-safe: no DOM access, no sharp (the service rasterises).
 */
import { APPLAUSE_SIZE } from './art/applause.js';
import { artNames, renderArt } from './art/index.js';

/** Originals are drawn at twice the art's own size: sharp on 2x screens up to that. */
const ORIGINAL_SCALE = 2;

export interface ImageEntry {
  /** Size of the original, in pixels. */
  width: number;
  height: number;
  /** Also served as an animated GIF (`.gif`); the `.jpg` is its still twin. */
  animated: boolean;
}

const ANIMATED: Record<string, { width: number; height: number }> = {
  'applause-sign': { width: APPLAUSE_SIZE.width, height: APPLAUSE_SIZE.height },
};

/** Every image name, art first. */
export const imageNames: readonly string[] = [...artNames, ...Object.keys(ANIMATED)];

const known = new Set(imageNames);
const entries = new Map<string, ImageEntry>();

/** The art's own size, read from its root `<svg width height>`. */
function artSize(name: string): { width: number; height: number } | undefined {
  const match = /^<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(renderArt(name) ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** What the service knows of `name` (no extension), or undefined. */
export function imageEntry(name: string): ImageEntry | undefined {
  if (!known.has(name)) return undefined;
  let entry = entries.get(name);
  if (!entry) {
    const animated = Object.hasOwn(ANIMATED, name) ? ANIMATED[name] : undefined;
    const size = animated ?? artSize(name);
    if (!size) return undefined;
    // The GIF is served untouched at its own size; its still twin matches it.
    const scale = animated ? 1 : ORIGINAL_SCALE;
    entry = { width: size.width * scale, height: size.height * scale, animated: animated !== undefined };
    entries.set(name, entry);
  }
  return entry;
}

/** A feed image (`{url, alt, width, height, ratio}`) of a catalogue picture; animated ones point at their GIF. */
export interface FeedImageRef {
  url: string;
  alt: string;
  width: number;
  height: number;
  ratio: number;
}

export function imageRef(name: string, alt: string): FeedImageRef {
  const entry = imageEntry(name);
  if (!entry) throw new Error(`No image named ${name}: the feeds may only name pictures the image service has`);
  const ratio = Math.round((entry.width / entry.height) * 1000) / 1000;
  return { url: `/images/${name}.${entry.animated ? 'gif' : 'jpg'}`, alt, width: entry.width, height: entry.height, ratio };
}
