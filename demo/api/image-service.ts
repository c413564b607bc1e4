/**
 * The demo image service:
 * `GET /images/{name}.jpg?quality=&width=&height=&crop=true` rasterises the
 * named procedural art with sharp, resizes it for real (cropped to cover
 * when both sizes and `crop=true` are given, else fitted inside), encodes a
 * still at the asked quality in the best format the `Accept` header names
 * (AVIF, else WebP, else JPEG; `Vary: Accept`) and keeps results in a bounded
 * memory cache (large AVIFs refined there after their first answer). `GET /images/{name}.gif` answers the animated GIF untouched,
 * whatever the query. Node only: `answer()` for the production server
 * (demo/server/) and a Connect middleware for the Vite dev server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp, { type Sharp } from 'sharp';
import type { Connect } from 'vite';
import { applauseFrame, applauseStill, APPLAUSE_FRAME_MS, APPLAUSE_FRAMES } from '../content/art/applause.js';
import { renderArt } from '../content/art/index.js';
import { imageEntry, type ImageEntry } from '../content/images.js';

export const IMAGE_PATH = '/images/';
/** Larger asks are refused: no page needs them and each costs seconds of CPU. */
export const MAX_IMAGE_SIZE = 4096;
const DEFAULT_QUALITY = 0.85;
const DEFAULT_CACHE_BYTES = 48 * 1024 * 1024;

export interface ImageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ImageServiceOptions {
  /**
   * The quality of a request that names none: the site's `imageQuality`
   * (its configuration block); 0.85 when absent or not in (0, 1].
   */
  defaultQuality?: number;
  /** Bound of the result cache, in bytes of encoded images. */
  cacheBytes?: number;
  /** AVIF encoder effort for an output of so many pixels (default avifEffort). */
  avifEffort?: (pixels: number) => number;
}

export interface ImageService {
  /**
   * Answers one request URL (path and query) for a client sending `accept`.
   * Never throws for bad input.
   */
  answer(url: URL, accept?: string): Promise<ImageAnswer>;
  middleware: Connect.NextHandleFunction;
  /** Cache figures, for tests and curiosity. */
  stats(): { entries: number; bytes: number; renders: number; refinements: number };
  /** Resolves once no background refinement (large AVIFs, see avifEffort) is under way. */
  settled(): Promise<void>;
}

interface Ask {
  name: string;
  entry: ImageEntry;
  quality: number;
  width?: number;
  height?: number;
  crop: boolean;
}

const json = (status: number, error: string): ImageAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify({ error })),
});

const image = (type: string, body: Buffer, negotiated: boolean): ImageAnswer => ({
  status: 200,
  // Names carry no hash: a redeploy may redraw one, so an hour, not a year.
  // A still's format follows the Accept header, so caches must key on it too.
  headers: { 'content-type': type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff', ...(negotiated ? { vary: 'Accept' } : {}) },
  body,
});

export type StillFormat = 'avif' | 'webp' | 'jpeg';

/**
 * The format a still is encoded in for a client sending `accept`: AVIF when
 * it names `image/avif`, else WebP when it names `image/webp`, else JPEG,
 * the format every client takes. Only a type named outright counts (with a
 * q above 0): `image/*` or `*\/*` alone get JPEG, as a client that says
 * nothing more may not decode the newer formats.
 */
export function negotiateStillFormat(accept: string | undefined): StillFormat {
  const named = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** A size parameter: absent, or a whole number from 1 to 4096. */
function sizeParam(params: URLSearchParams, name: string): number | undefined | string {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return `${name} must be a whole number of pixels from 1 to ${MAX_IMAGE_SIZE}`;
  if (Number(raw) > MAX_IMAGE_SIZE) return `${name} ${raw} is larger than the ${MAX_IMAGE_SIZE} px this service makes`;
  return Number(raw);
}

/** Reads a still-image request, or the error answer explaining what is wrong with it. */
export function parseAsk(name: string, entry: ImageEntry, params: URLSearchParams, defaultQuality = DEFAULT_QUALITY): Ask | ImageAnswer {
  const rawQuality = params.get('quality');
  const quality = rawQuality === null || rawQuality === '' ? defaultQuality : Number(rawQuality);
  if (!(quality > 0 && quality <= 1)) return json(400, 'quality must be a number above 0 and at most 1, like 0.85');
  const width = sizeParam(params, 'width');
  if (typeof width === 'string') return json(400, width);
  const height = sizeParam(params, 'height');
  if (typeof height === 'string') return json(400, height);
  const crop = params.get('crop');
  if (crop !== null && crop !== 'true' && crop !== 'false') return json(400, 'crop must be true (or left out)');
  // Crop needs both sizes; with one size the picture keeps its shape.
  return { name, entry, quality, width, height, crop: crop === 'true' && width !== undefined && height !== undefined };
}

function svgOf(name: string, entry: ImageEntry): string | undefined {
  return entry.animated ? applauseStill() : renderArt(name);
}

/** How much larger than the art itself the output is (the raster is drawn at that scale). */
function outputScale(ask: Ask, art: { width: number; height: number }): number {
  const sx = ask.width !== undefined ? ask.width / art.width : undefined;
  const sy = ask.height !== undefined ? ask.height / art.height : undefined;
  if (sx !== undefined && sy !== undefined) return ask.crop ? Math.max(sx, sy) : Math.min(sx, sy);
  return sx ?? sy ?? 1;
}

/**
 * AVIF's encoder effort for an output of `pixels`: 2 of 9 halves the bytes of
 * effort 0 (a 665×499 hero: 19.5 KB against 29.9 KB) for ~100 ms more, so
 * every still up to about a desktop hero at 1× gets it at once. Larger ones
 * (a 2560 px hero: 1.4 s at effort 2, 0.65 s at 0) are answered at effort 0
 * and refined at effort 2 behind the first visitor's back (createImageService).
 */
export const AVIF_SMALL_EFFORT = 2;
export const AVIF_FAST_EFFORT = 0;
export const AVIF_SMALL_PIXELS = 1_300_000;
export const avifEffort = (pixels: number): number => (pixels <= AVIF_SMALL_PIXELS ? AVIF_SMALL_EFFORT : AVIF_FAST_EFFORT);

/** Rasterises one still at its output size, ready to encode; `pixels` is that size's area. */
function rasterise(ask: Ask): { still: Sharp; pixels: number } {
  const { entry } = ask;
  // Originals are twice the art's own size; the GIF's twin is its own size.
  const art = entry.animated ? entry : { width: entry.width / 2, height: entry.height / 2 };
  const width = ask.width ?? (ask.height === undefined ? entry.width : undefined);
  const height = ask.height ?? (ask.width === undefined ? entry.height : undefined);
  const scale = outputScale({ ...ask, width, height }, art);
  const density = Math.min(Math.max(72 * scale, 18), 72 * 16);
  const still = sharp(Buffer.from(svgOf(ask.name, entry)!), { density })
    .resize(width ?? null, height ?? null, { fit: ask.crop ? 'cover' : 'inside' })
    .flatten({ background: '#0c0b10' });
  // One size given: the other follows the art's shape (fit inside never enlarges past the asked box).
  const w = width ?? (height! * art.width) / art.height;
  const h = height ?? (width! * art.height) / art.width;
  return { still, pixels: Math.round(w * h) };
}

/**
 * Encodes one still, AVIF at the effort `effortFor` gives its size. Returns
 * the effort used, so the caller knows whether a refinement is worth making.
 */
async function renderStill(ask: Ask, format: StillFormat, effortFor: (pixels: number) => number): Promise<{ body: Buffer; effort?: number }> {
  const { still, pixels } = rasterise(ask);
  const quality = Math.round(ask.quality * 100);
  if (format === 'jpeg') return { body: await still.jpeg({ quality, progressive: true }).toBuffer() };
  if (format === 'webp') return { body: await still.webp({ quality }).toBuffer() };
  // AVIF looks at quality q about as JPEG does at q + 25, so the same ask
  // keeps the same look at fewer bytes.
  const used = effortFor(pixels);
  return { body: await still.avif({ quality: Math.max(1, quality - 25), effort: used }).toBuffer(), effort: used };
}

const CONTENT_TYPES: Record<StillFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The applause sign as an animated GIF: each frame rasterised, stacked, encoded once. */
async function renderGif(): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: APPLAUSE_FRAMES }, (_, i) => sharp(Buffer.from(applauseFrame(i))).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = frames[0]!.info;
  return sharp(Buffer.concat(frames.map((f) => f.data)), { raw: { width, height: height * frames.length, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: Array(frames.length).fill(APPLAUSE_FRAME_MS) })
    .toBuffer();
}

export function createImageService(options: ImageServiceOptions = {}): ImageService {
  const limit = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const effortFor = options.avifEffort ?? avifEffort;
  const asked = options.defaultQuality;
  const defaultQuality = asked !== undefined && asked > 0 && asked <= 1 ? asked : DEFAULT_QUALITY;
  // Insertion order is recency: a hit moves to the end, the oldest go first.
  const cache = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  const refining = new Set<Promise<void>>();
  let bytes = 0;
  let renders = 0;
  let refinements = 0;

  function remember(key: string, body: Buffer): void {
    if (body.length > limit) return;
    cache.set(key, body);
    bytes += body.length;
    for (const [old, buffer] of cache) {
      if (bytes <= limit) break;
      cache.delete(old);
      bytes -= buffer.length;
    }
  }

  async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    // Twenty cards asking for the same picture at once render it once.
    let job = pending.get(key);
    if (!job) {
      renders += 1;
      job = make().then((body) => (remember(key, body), body)).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  /**
   * Encodes a still answered at low effort again at AVIF_SMALL_EFFORT and
   * puts the smaller body in its cache entry, in place (same recency), for
   * every visitor after the first. An entry dropped meanwhile stays dropped.
   */
  function refine(key: string, ask: Ask, format: StillFormat): void {
    const job = renderStill(ask, format, () => AVIF_SMALL_EFFORT).then(({ body }) => {
      const old = cache.get(key);
      if (!old || body.length >= old.length) return;
      cache.set(key, body);
      bytes += body.length - old.length;
      refinements += 1;
    }, (error: unknown) => console.error(`[image-service] refining ${key} failed:`, error));
    const tracked = job.finally(() => refining.delete(tracked));
    refining.add(tracked);
  }

  async function still(key: string, ask: Ask, format: StillFormat): Promise<Buffer> {
    return cached(key, async () => {
      const { body, effort } = await renderStill(ask, format, effortFor);
      if (effort !== undefined && effort < AVIF_SMALL_EFFORT) refine(key, ask, format);
      return body;
    });
  }

  async function answer(url: URL, accept?: string): Promise<ImageAnswer> {
    const file = url.pathname.startsWith(IMAGE_PATH) ? url.pathname.slice(IMAGE_PATH.length) : '';
    const match = /^([a-z0-9][a-z0-9-]*)\.(jpg|gif)$/.exec(file);
    if (!match) return json(404, `No image at ${url.pathname}: images are /images/{name}.jpg (or .gif when animated)`);
    const [, name, ext] = match as unknown as [string, string, 'jpg' | 'gif'];
    const entry = imageEntry(name);
    if (!entry) return json(404, `No image named ${name}`);
    if (ext === 'gif') {
      if (!entry.animated) return json(404, `${name} is a still: ask for /images/${name}.jpg`);
      // GIFs are never resized: the query is ignored.
      return image('image/gif', await cached('gif:' + name, renderGif), false);
    }
    const ask = parseAsk(name, entry, url.searchParams, defaultQuality);
    if ('status' in ask) return ask;
    const format = negotiateStillFormat(accept);
    const key = `${format}:${name}:${ask.quality}:${ask.width ?? ''}:${ask.height ?? ''}:${ask.crop}`;
    return image(CONTENT_TYPES[format], await still(key, ask, format), true);
  }

  const middleware: Connect.NextHandleFunction = (req: IncomingMessage, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(IMAGE_PATH)) return next();
    const send = ({ status, headers, body }: ImageAnswer) => {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('content-length', String(body.length));
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(json(405, `${req.method} is not allowed on images`));
    }
    answer(url, req.headers.accept).then(send, (error: unknown) => {
      console.error(`[image-service] ${req.url} failed:`, error);
      if (!res.headersSent) send(json(500, 'The image could not be made'));
      else res.destroy();
    });
  };

    async function settled(): Promise<void> {
    while (refining.size > 0) await Promise.all(refining);
  }

  return { answer, middleware, stats: () => ({ entries: cache.size, bytes, renders, refinements }), settled };
}
