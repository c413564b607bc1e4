/**
 * The page's own pixels (CONTRACT §10, spec 001 §6, §7): the manifest's
 * `supplemental.pixelMathtag` (a script), `pixelTapad` and `pixelGoogle`
 * (images), added once per page the visitor lands on and only once consent
 * is granted; 1×1 and hidden from assistive technology; the previous page's
 * removed when the next one lands. A URL with neither a scheme nor a leading
 * `/` gets `//` prefixed (spec 000 §5); anything but http(s) is dropped.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import { emit, type PixelKind } from '../events.js';
import type { Manifest } from '../types.js';
import { httpUrl } from '../util/url.js';

export interface PagePixels {
  mathtag?: string;
  tapad?: string;
  google?: string;
}

/** Spec 000 §5: `px.example.net/a.gif` → `//px.example.net/a.gif`; then only http(s) addresses. */
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

export interface Pixels {
  /** A page the visitor landed on: its pixels replace the last page's, once consent allows. */
  pageLanded(manifest: Manifest): void;
  destroy(): void;
}

export const PIXELS_ATTRIBUTE = 'data-tf-pixels';

export function createPixels(options: { document?: Document; consent: () => ConsentSource }): Pixels {
  const doc = options.document ?? document;
  let pending: PagePixels | undefined;
  let box: HTMLElement | undefined;
  let granted = false;
  let unsubscribe: (() => void) | undefined;

  function clear(): void {
    box?.remove();
    box = undefined;
  }

  function fire(): void {
    if (!granted || !pending) return;
    const pixels = pending;
    pending = undefined;
    box = doc.createElement('div');
    box.setAttribute(PIXELS_ATTRIBUTE, '');
    box.hidden = true;
    box.setAttribute('aria-hidden', 'true');
    const added: { kind: PixelKind; url: string }[] = [];
    if (pixels.mathtag) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = pixels.mathtag;
      box.append(script);
      added.push({ kind: 'mathtag', url: pixels.mathtag });
    }
    for (const kind of ['tapad', 'google'] as const) {
      const src = pixels[kind];
      if (!src) continue;
      const img = doc.createElement('img');
      img.width = 1;
      img.height = 1;
      img.alt = '';
      img.src = src;
      box.append(img);
      added.push({ kind, url: src });
    }
    doc.body.append(box);
    for (const pixel of added) emit(doc, 'tf:pixel', pixel);
  }

  return {
    pageLanded(manifest) {
      clear();
      pending = manifestPixels(manifest, doc.baseURI);
      if (!pending.mathtag && !pending.tapad && !pending.google) pending = undefined;
      if (!pending) return;
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
      clear();
    },
  };
}
