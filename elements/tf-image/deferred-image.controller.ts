import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { documentScope } from '../../runtime/document-scope.js';
import { documentImages, type DeferredImages, type MeasuredBox } from '../../runtime/images/deferred.js';
import type { ImageVariant } from '../../runtime/images/image-info.js';
import { IMAGE_SNAP_TOLERANCE_PX } from '../../runtime/constants.js';
import { chosenCandidateWidth } from '../../runtime/images/drawn-sources.js';
import { isGif, MISSING_IMAGE_SRC } from '../../runtime/images/image-url.js';
import { chooseVariant, needsReload, requestUrl, type ImageRequest } from '../../runtime/images/variant.js';

/**
 * `deferred` until near the viewport, `loading` while a version is fetched,
 * `loaded` once one shows, `failed` when the placeholder stands in. `idle`
 * without variants or while disconnected.
 */
export type DeferredImageState = 'idle' | 'deferred' | 'loading' | 'loaded' | 'failed';

export type DeferredImageHost = ReactiveControllerHost & HTMLElement;

/**
 * Shows `url`, already fetched and decoded, or the placeholder when `failed`.
 * `box` is the size the version was chosen for, as last measured.
 */
export type ShowImage = (url: string, failed: boolean, box: MeasuredBox) => void;

/** `high` only for the first image of the first viewport (the likely LCP); everything else leaves it to the browser. */
export type FetchPriority = 'high' | 'auto';

export interface DeferredImageOptions {
  images?: DeferredImages;
  /** Fetches and decodes `url`; rejects when it cannot be shown. */
  fetchImage?(url: string, priority: FetchPriority): Promise<void>;
  /**
   * Puts `url` straight into the host's own `<img>`, shown while it loads;
   * settles when it has loaded or failed. Used for the first image of the
   * first viewport only (without it, that one is fetched like the others).
   */
  drawNow?(url: string): Promise<void>;
}

/**
 * Loads `url` off-screen so a swap never shows a half-drawn or broken
 * picture. An image outside the document starts at low priority and is never
 * raised, so the LCP candidate asks for high itself.
 */
function decodeImage(url: string, priority: FetchPriority): Promise<void> {
  const img = new Image();
  img.fetchPriority = priority;
  img.decoding = 'async';
  img.src = url;
  return img.decode();
}

/**
 * The deferred-image lifecycle for one element: load when
 * near the viewport at the drawn size, reload when the box grows or another
 * variant fits better, and swap an animated GIF to its still JPG form while
 * it is off-screen or the visitor prefers reduced motion.
 */
export class DeferredImageController implements ReactiveController {
  state: DeferredImageState = 'idle';
  #host: DeferredImageHost;
  #show: ShowImage;
  #images: DeferredImages;
  #fetchImage: (url: string, priority: FetchPriority) => Promise<void>;
  #drawNow: ((url: string) => Promise<void>) | undefined;
  #variants: readonly ImageVariant[] = [];
  #current: ImageRequest | undefined;
  #shownUrl: string | undefined;
  #loadingUrl: string | undefined;
  #near = false;
  /** The last size measured: reported with the image, so showing it never forces a layout. */
  #box: MeasuredBox = { width: 0, height: 0 };
  #stillMissing = false;
  /** Whether it was checked for the first-viewport slot: once per element. */
  #firstChecked = false;
  #firstImage = false;
  #token = 0;
  #unwatch: (() => void) | undefined;
  /** The `<img>` the server drew into the host, until its first load decides whether it is kept. */
  #drawn: HTMLImageElement | undefined;
  /** Whether what shows is that drawn `<img>` (its URL is the browser's pick, not one of ours). */
  #showsDrawn = false;

  constructor(host: DeferredImageHost, show: ShowImage, options: DeferredImageOptions = {}) {
    this.#host = host;
    this.#show = show;
    this.#images = options.images ?? documentImages(documentScope(host.ownerDocument.defaultView ?? window));
    this.#fetchImage = options.fetchImage ?? decodeImage;
    this.#drawNow = options.drawNow;
    host.addController(this);
  }

  /** New variants: start over, loading at once if the element is already near the viewport. */
  setVariants(variants: readonly ImageVariant[]): void {
    this.#variants = variants;
    this.#current = undefined;
    this.#stillMissing = false;
    this.#shownUrl = this.#loadingUrl = undefined;
    this.#token += 1;
    if (!this.#host.isConnected) return;
    this.#state(variants.length === 0 ? 'idle' : 'deferred');
    this.#watch();
    if (this.#near) this.#update();
  }

  hostConnected(): void {
    if (this.#variants.length > 0 && this.state === 'idle') this.#state('deferred');
    this.#watch();
  }

  /**
   * An `<img>` the server drew (its `srcset` fetched by the browser before
   * any script ran) stands for the first load: kept when its pixels cover
   * the box, else shown until a version that does has loaded. Undefined
   * forgets it.
   */
  adopt(img: HTMLImageElement | undefined): void {
    this.#drawn = img;
  }

  /** Whether it is the first image of the first viewport, loaded at once at high priority. */
  get firstImage(): boolean {
    return this.#firstImage;
  }

  /**
   * After the host's first render (its ratio spacer is there, so its box is
   * final), in the same task as its connection: the first image of the first
   * viewport loads now rather than after an observer round. A drawn `<img>`
   * says the server drew the first viewport, whose pictures the browser has
   * already asked for: no element claims the slot then.
   */
  hostUpdated(): void {
    if (this.#firstChecked || this.state !== 'deferred' || this.#near) return;
    this.#firstChecked = true;
    if (this.#drawn) return this.#images.firstImageDrawn();
    const box = this.#images.claimFirstImage(this.#host);
    if (!box) return;
    this.#firstImage = true;
    this.#near = true;
    this.#update(box);
  }

  hostDisconnected(): void {
    this.#unwatch?.();
    this.#unwatch = undefined;
    this.#near = false;
    this.#loadingUrl = undefined;
    this.#token += 1;
    // Reconnected, it starts from what it shows: nothing reloads without cause.
    if (this.state === 'deferred' || this.state === 'loading') this.#state(this.#current ? 'loaded' : 'idle');
  }

  #watch(): void {
    if (this.#unwatch || this.#variants.length === 0 || !this.#host.isConnected) return;
    this.#unwatch = this.#images.watch(this.#host, {
      near: (isNear, box) => {
        this.#near = isNear;
        this.#update(box);
      },
      resized: (box) => {
        if (this.state === 'loaded' || this.state === 'loading') this.#update(box);
      },
      motion: () => this.#update(),
    });
  }

  #animated(variant: ImageVariant): boolean {
    return variant.animated && isGif(variant.src);
  }

  /**
   * Decides what should show now and starts loading it when that differs.
   * `box`: the size an observer just measured; without it the element is
   * measured here.
   */
  #update(box?: MeasuredBox): void {
    if (this.#variants.length === 0 || this.state === 'failed') return;
    // Deferred: nothing is fetched before the element comes near the viewport.
    if (!this.#near && this.#shownUrl === undefined) return;
    const rect = box ?? this.#host.getBoundingClientRect();
    // No box yet (display: none, or not laid out): the resize watch calls again.
    if (rect.width <= 0) return;
    this.#box = { width: rect.width, height: rect.height };
    const win = this.#host.ownerDocument.defaultView;
    const next = chooseVariant(this.#variants, rect, win?.devicePixelRatio ?? 1);
    // Off-screen only an animated GIF changes (to its still form); a larger
    // version waits until the element is near again.
    const request = this.#current === undefined || (this.#near && needsReload(this.#current, next)) ? next : this.#current;
    const reduced = this.#images.reducedMotion;
    const still = this.#animated(request.variant) && !this.#stillMissing && (reduced || !this.#near);
    // The drawn picture, kept, has the browser's URL: it stands while nothing larger is needed.
    const url = this.#showsDrawn && request === this.#current && this.#shownUrl !== undefined ? this.#shownUrl : requestUrl(request, { still });
    if (url === this.#shownUrl || url === this.#loadingUrl) return;
    void this.#load(request, url, still);
  }

  async #load(request: ImageRequest, url: string, still: boolean): Promise<void> {
    const token = ++this.#token;
    this.#loadingUrl = url;
    if (this.state !== 'loaded') this.#state('loading');
    const drawn = this.#current === undefined ? this.#drawn : undefined;
    if (drawn) {
      const kept = await this.#keptSize(drawn, request);
      if (token !== this.#token) return;
      if (kept) {
        this.#loadingUrl = undefined;
        this.#current = { variant: request.variant, ...kept };
        this.#shownUrl = drawn.currentSrc;
        this.#showsDrawn = true;
        this.#state('loaded');
        this.#show(drawn.currentSrc, false, this.#box);
        return;
      }
    }
    try {
      // Only its first version is urgent: a larger one later replaces a picture already shown.
      const urgent = this.#firstImage && this.#current === undefined;
      // The likely LCP is drawn by the browser as it arrives, as a server-rendered
      // page's would be: no off-screen decode, then a task to swap it in (issue 13,
      // the render delay). Every other image swaps in whole, never half-drawn.
      await (urgent && this.#drawNow && !drawn ? this.#drawNow(url) : this.#fetchImage(url, urgent ? 'high' : 'auto'));
    } catch {
      if (token !== this.#token) return;
      this.#loadingUrl = undefined;
      if (still && !this.#images.reducedMotion) {
        // No still twin: keep the animation rather than a broken picture.
        this.#stillMissing = true;
        this.#update();
        return;
      }
      if (this.#shownUrl !== undefined && this.#shownUrl !== MISSING_IMAGE_SRC) {
        // A better version failed: the one on screen stays.
        this.#state('loaded');
        return;
      }
      this.#shownUrl = MISSING_IMAGE_SRC;
      this.#state('failed');
      this.#show(url, true, this.#box);
      return;
    }
    if (token !== this.#token) return;
    this.#loadingUrl = undefined;
    this.#current = request;
    this.#shownUrl = url;
    this.#showsDrawn = false;
    this.#state('loaded');
    this.#show(url, false, this.#box);
  }

  /**
   * Once the drawn `<img>` has settled: whether it is this variant's picture
   * (the same path on the same host) with pixels enough for `request` (within
   * the 1 px snap tolerance); if so, its real size. Object-fit `cover` draws it sharp when both sides are.
   */
  async #keptSize(img: HTMLImageElement, request: ImageRequest): Promise<{ width: number; height: number } | undefined> {
    if (!img.complete) {
      await new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    }
    if (img.naturalWidth === 0 || !img.currentSrc) return undefined;
    const base = this.#host.ownerDocument.baseURI;
    // In a <picture>, the browser may have chosen from a source's srcset.
    const sources = img.parentElement instanceof HTMLPictureElement ? [...img.parentElement.querySelectorAll('source')].map((source) => source.srcset) : [];
    const width = chosenCandidateWidth([...sources, img.srcset].filter(Boolean).join(', '), img.currentSrc, base) ?? img.naturalWidth;
    const height = Math.round((width * img.naturalHeight) / img.naturalWidth);
    const drawnUrl = new URL(img.currentSrc, base);
    const variantUrl = new URL(request.variant.src, base);
    if (drawnUrl.origin !== variantUrl.origin || drawnUrl.pathname !== variantUrl.pathname) return undefined;
    const covers = (have: number, need: number | undefined) => need === undefined || have >= need - IMAGE_SNAP_TOLERANCE_PX;
    return covers(width, request.width) && covers(height, request.height) ? { width, height } : undefined;
  }

  #state(state: DeferredImageState): void {
    if (this.state === state) return;
    this.state = state;
    this.#host.requestUpdate();
  }
}
