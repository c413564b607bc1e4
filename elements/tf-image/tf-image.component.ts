import { ref } from 'lit/directives/ref.js';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { emit } from '../../runtime/events.js';
import { parseImageInfo, parseRatio, type ImageVariant } from '../../runtime/images/image-info.js';
import type { MeasuredBox } from '../../runtime/images/deferred.js';
import { MISSING_IMAGE_SRC } from '../../runtime/images/image-url.js';
import { variantRatio } from '../../runtime/images/variant.js';
import { messages } from '../../runtime/messages.js';
import { DeferredImageController, type DeferredImageOptions } from './deferred-image.controller.js';
import './tf-image.events.js';
import { tfImageStyles } from './tf-image.styles.js';

/** Class on the host until its image has loaded. */
export const DEFERRED_CLASS = 'tf-image--deferred';

/**
 * A deferred, responsive image. It reserves its
 * box at once, loads only near the viewport at the drawn size times the
 * device pixel ratio, reloads when it grows or another variant fits better,
 * and keeps animated GIFs still while off-screen or under reduced motion.
 *
 * @attr info - JSON: one image variant or a list (the variant shape `{src, alt, quality, animated, original}` or the feed image shape `{url, alt, width, height, ratio, isRaw}`); also settable as an object property
 * @attr ratio - the box's aspect ratio (`16 / 9`, `16:9`, `1.78`); by default the first variant's
 * @attr fill - fill the container's box (a container with its own aspect-ratio or height)
 * @slot - an `<img>` drawn into the HTML (with a `srcset`; or a `<picture>` of art-directed sources holding one), which the browser fetches before any script runs: shown as this image's first version when its pixels cover the box, else until a larger one has loaded
 * @csspart spacer - the ratio spacer reserving the box
 * @csspart image - the `<img>`
 * @cssproperty --tf-image-fit - `object-fit` of the picture, default `cover`
 * @cssproperty --tf-image-position - `object-position` of the picture, default `center`
 * @cssproperty --tf-image-background - colour of the box while it loads, default transparent
 * @cssproperty --tf-image-fade - length of the fade-in, default `0.2s` (none under reduced motion)
 * @fires tf:imageload - an image (or a larger version of it) is shown; detail `{url, width, height}`
 * @fires tf:imageerror - the image failed and the missing-image placeholder shows; detail `{url}`
 * @fires tf:message - `warn` with the catalogue text when `info` cannot be parsed
 */
export class TfImage extends LitElement {
  static override styles = tfImageStyles;

  static override properties = {
    info: {},
    ratio: { type: String },
    fill: { type: Boolean, reflect: true },
    _src: { state: true },
  };

  declare info: unknown;
  declare ratio: string | undefined;
  declare fill: boolean;
  declare _src: string | undefined;

  #variants: ImageVariant[] = [];
  #infoKey: string | undefined;
  /** The URL put straight into the `<img>` (the first image of the first viewport), until it loads or fails. */
  #drawing: { url: string; settle(loaded: boolean): void } | undefined;
  readonly #loader: DeferredImageController;
  /** The light-DOM `<img>` shown through the slot, while it is what this image shows. */
  #drawn: HTMLImageElement | undefined;

  constructor(options: DeferredImageOptions = {}) {
    super();
    this.fill = false;
    this.#loader = new DeferredImageController(this, (url, failed, box) => this.#show(url, failed, box), {
      drawNow: (url) => this.#drawNow(url),
      ...options,
    });
  }

  /** Where the image is in its life: `idle`, `deferred`, `loading`, `loaded` or `failed`. */
  get state() {
    return this.#loader.state;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this._src) this.classList.add(DEFERRED_CLASS);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) this.#takeDrawn();
    if (changed.has('info')) this.#readInfo();
  }

  /** A child `<img>` the page drew (alone, or in a `<picture>` of art-directed sources): shown at once, and the first load's candidate. */
  #takeDrawn(): void {
    const img = this.querySelector(':scope > img, :scope > picture > img');
    if (!(img instanceof HTMLImageElement) || !img.getAttribute('src')) return;
    this.#drawn = img;
    this.#loader.adopt(img);
  }

  #readInfo(): void {
    let key: string;
    try {
      key = typeof this.info === 'string' ? this.info : JSON.stringify(this.info) ?? '';
    } catch {
      key = '\u0000unserialisable';
    }
    // React re-renders hand over equal objects: the same image must not start over.
    if (key === this.#infoKey) return;
    // Another picture than the one drawn into the page: that one no longer stands for it.
    if (this.#infoKey !== undefined) this.#dropDrawn();
    this.#infoKey = key;
    const absent = this.info === undefined || this.info === null;
    const parsed = absent ? undefined : parseImageInfo(this.info);
    if (parsed && (!parsed.ok || parsed.partial)) {
      // A feed problem is logged through the page's messages, never thrown.
      emit(this, 'tf:message', { level: 'warn', text: messages.imageInfo, time: Date.now() });
    }
    // An image still drawing is no longer wanted.
    this.#drawing?.settle(false);
    this.#variants = parsed?.ok ? parsed.variants : [];
    this._src = parsed && !parsed.ok ? MISSING_IMAGE_SRC : undefined;
    this.classList.toggle(DEFERRED_CLASS, this._src === undefined);
    this.#loader.setVariants(this.#variants);
  }

  /** Shows `url` at once, drawn by the browser as it arrives; settles on the `<img>`'s load or error. */
  #drawNow(url: string): Promise<void> {
    this.#drawing?.settle(false);
    return new Promise<void>((resolve, reject) => {
      this.#drawing = {
        url,
        settle: (loaded) => {
          this.#drawing = undefined;
          if (loaded) resolve();
          else reject(new Error(url));
        },
      };
      this._src = url;
    });
  }

  #onImageEvent = (event: Event): void => {
    const drawing = this.#drawing;
    if (drawing && (event.target as HTMLImageElement).getAttribute('src') === drawing.url) drawing.settle(event.type === 'load');
  };

  #dropDrawn(): void {
    this.#drawn = undefined;
    this.#loader.adopt(undefined);
    this.requestUpdate();
  }

  /** The loader fetched and decoded `url` (or gave up on it); `url` may be the drawn `<img>`'s own. */
  #show(url: string, failed: boolean, { width, height }: MeasuredBox): void {
    if (failed || url !== this.#drawn?.currentSrc) this.#dropDrawn();
    this._src = failed ? MISSING_IMAGE_SRC : url;
    this.classList.remove(DEFERRED_CLASS);
    if (failed) emit(this, 'tf:imageerror', { url });
    else emit(this, 'tf:imageload', { url, width, height });
  }

  protected override render() {
    const first = this.#variants[0];
    const ratio = parseRatio(this.ratio) ?? (first ? variantRatio(first) : undefined);
    const spacer = ratio === undefined ? nothing : html`<span part="spacer" class="spacer" ${ref((el) => (el as HTMLElement | undefined)?.style.setProperty('padding-top', `${(100 / ratio).toFixed(4)}%`))}></span>`;
    // `now`: the first image draws as it arrives, without a fade that would hold its paint back.
    const shown = this._src ? (this.#loader.firstImage ? 'shown now' : 'shown') : '';
    // fetchpriority before src: the request starts when src is set.
    if (this.#drawn) return html`<div class=${ratio === undefined ? 'free' : 'boxed'}>${spacer}<slot></slot></div>`;
    return html`<div class=${ratio === undefined ? 'free' : 'boxed'}>
      ${spacer}<img part="image" class=${shown} fetchpriority=${this.#loader.firstImage ? 'high' : 'auto'} src=${this._src ?? nothing}
        alt=${first?.alt ?? ''} decoding="async" draggable="false" @load=${this.#onImageEvent} @error=${this.#onImageEvent} />
    </div>`;
  }
}
