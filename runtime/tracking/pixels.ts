/**
 * The page's pixels: the manifest's
 * `supplemental.pixelMathtag` (a script), `pixelTapad` and `pixelGoogle`
 * (images), and the site repository's `trackingPixels` lists (`mediaMath` a
 * script, `floodlight` a frame, the others images), added once per page the visitor
 * lands on and only once consent is granted; 1×1 and hidden from assistive technology; the previous page's
 * removed when the next one lands. A URL with neither a scheme nor a leading
 * `/` gets `//` prefixed; anything but http(s) is dropped.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import { emit, type PixelKind, type PixelSource } from '../events.js';
import type { Manifest } from '../types.js';
import { httpUrl } from '../util/url.js';
import type { RepositoryPixels } from './repository-data.js';

export interface PagePixels {
  mathtag?: string;
  tapad?: string;
  google?: string;
}

/** A pixel URL without a scheme: `px.example.net/a.gif` → `//px.example.net/a.gif`; then only http(s) addresses. */
export function pixelUrl(raw: unknown, base: string): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = raw.trim();
  const prefixed = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') ? value : `//${value}`;
  return httpUrl(prefixed, base)?.href;
}

/** The manifest's pixels, each a checked absolute URL. */
export function manifestPixels(manifest: Manifest, base: string): PagePixels {
  const supplemental = manifest.supplemental ?? {};
  const pixels: PagePixels = {};
  const mathtag = pixelUrl(supplemental.pixelMathtag, base);
  const tapad = pixelUrl(supplemental.pixelTapad, base);
  const google = pixelUrl(supplemental.pixelGoogle, base);
  if (mathtag) pixels.mathtag = mathtag;
  if (tapad) pixels.tapad = tapad;
  if (google) pixels.google = google;
  return pixels;
}

/** The repository's lists loaded as scripts; every other pixel is an image. */
const SCRIPT_KINDS: ReadonlySet<PixelKind> = new Set(['mathtag', 'mediaMath']);
/** Lists whose tags are pages, loaded in a frame (a Floodlight tag is an iframe tag). */
const FRAME_KINDS: ReadonlySet<PixelKind> = new Set(['floodlight']);

/**
 * A 1×1 frame pixel: its box is already hidden, so it takes no room; it is
 * out of the tab order and the accessibility tree, and sandboxed to run its
 * own scripts only, in an opaque origin (no access to the page, no
 * navigation of the top window, no forms or pop-ups).
 */
function framePixel(doc: Document, url: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.width = '1';
  frame.height = '1';
  frame.title = 'Tracking pixel';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.src = url;
  return frame;
}

/** The repository's `trackingPixels`, each URL checked like the manifest's. */
export function repositoryPixels(lists: RepositoryPixels | undefined, base: string): { kind: PixelKind; url: string }[] {
  const out: { kind: PixelKind; url: string }[] = [];
  for (const [kind, urls] of Object.entries(lists ?? {}) as [keyof RepositoryPixels, string[] | undefined][]) {
    for (const raw of urls ?? []) {
      const url = pixelUrl(raw, base);
      if (url) out.push({ kind, url });
    }
  }
  return out;
}

export interface Pixels {
  /** A page the visitor landed on: its pixels replace the last page's, once consent allows. */
  pageLanded(manifest: Manifest): void;
  destroy(): void;
}

export interface PixelsOptions {
  document?: Document;
  consent: () => ConsentSource;
  /**
   * The site repository's pixel lists (consented.ts passes its one load):
   * added on every page landed on, beside the manifest's, once they arrive.
   */
  repository?: () => Promise<RepositoryPixels | undefined>;
}

export const PIXELS_ATTRIBUTE = 'data-tf-pixels';

export function createPixels(options: PixelsOptions): Pixels {
  const doc = options.document ?? document;
  let pending: PagePixels | undefined;
  let box: HTMLElement | undefined;
  let granted = false;
  let unsubscribe: (() => void) | undefined;
  // Counts pages landed on, so a repository answer arriving late fires for the page it came for only.
  let page = 0;
  let repositoryFor = -1;

  function clear(): void {
    box?.remove();
    box = undefined;
  }

  /** Adds one 1×1 pixel to this page's hidden box, made on first use. */
  function add(kind: PixelKind, url: string, source: PixelSource): void {
    if (!box) {
      box = doc.createElement('div');
      box.setAttribute(PIXELS_ATTRIBUTE, '');
      box.hidden = true;
      box.setAttribute('aria-hidden', 'true');
      doc.body.append(box);
    }
    if (SCRIPT_KINDS.has(kind)) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      box.append(script);
    } else if (FRAME_KINDS.has(kind)) {
      box.append(framePixel(doc, url));
    } else {
      const img = doc.createElement('img');
      img.width = 1;
      img.height = 1;
      img.alt = '';
      img.src = url;
      box.append(img);
    }
    emit(doc, 'tf:pixel', { kind, url, source });
  }

  function fire(): void {
    if (!granted) return;
    if (pending) {
      const pixels = pending;
      pending = undefined;
      for (const kind of ['mathtag', 'tapad', 'google'] as const) {
        const url = pixels[kind];
        if (url) add(kind, url, 'manifest');
      }
    }
    if (options.repository && repositoryFor !== page) {
      const landed = (repositoryFor = page);
      void options.repository().then((lists) => {
        if (landed !== page || !granted) return;
        for (const { kind, url } of repositoryPixels(lists, doc.baseURI)) add(kind, url, 'repository');
      }, () => undefined);
    }
  }

  return {
    pageLanded(manifest) {
      clear();
      page++;
      pending = manifestPixels(manifest, doc.baseURI);
      if (!pending.mathtag && !pending.tapad && !pending.google) pending = undefined;
      if (!pending && !options.repository) return;
      // Asked on first use: a page without pixels never wakes the consent store.
      unsubscribe ??= options.consent().subscribe((state) => {
        granted = state.granted;
        fire();
      });
      fire();
    },
    destroy() {
      unsubscribe?.();
      pending = undefined;
      page++;
      clear();
    },
  };
}
