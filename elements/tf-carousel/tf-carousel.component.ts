import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_RESIZE_DEBOUNCE_MS, emblaOptions } from '../../runtime/carousel/feel.js';
import { autoplayInterval, canStep, keyMove, resolveIndex } from '../../runtime/carousel/index-math.js';
import { emit } from '../../runtime/events.js';
import { AutoplayController } from './autoplay.controller.js';
import { labelSlides, markInView, releaseSlide } from './slides.js';
import { arrowButtons, autoplayToggle, dotButtons } from './tf-carousel.controls.js';
import { tfCarouselStyles } from './tf-carousel.styles.js';


/** How long the start waits for a frame before starting anyway (frames stop in hidden tabs). */
const START_FALLBACK_MS = 100;

/** The element's direction from its markup (`dir`), read without a style pass. */
function isRtl(element: Element): boolean {
  try {
    return element.matches(':dir(rtl)');
  } catch {
    return getComputedStyle(element).direction === 'rtl';
  }
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel of its light-DOM children (CONTRACT §7, spec 001 §4), built on
 * Embla Carousel with the spec's feel (runtime/carousel/feel.ts). Drag with
 * mouse, touch or pen (3 px threshold), arrows, dots, keys, autoplay.
 * Follows the WAI-ARIA carousel pattern: a region with roledescription
 * "carousel", slides labelled '3 of 10', off-screen slides inert, a live
 * region that is silent while autoplay plays, a visible play/pause control.
 *
 * @slot - the slides, one element each
 * @attr autoplay - advance every so many ms; present without a value, 3000. Starts stopped under reduced motion
 * @attr wrap - the last slide leads back to the first
 * @attr free-scroll - a fling glides freely and stops anywhere
 * @attr dots - shows one dot per position
 * @attr arrows - shows previous and next buttons
 * @attr selected - index of the selected position (reflected)
 * @attr label - the region's accessible name, default `Carousel`
 * @fires tf:select - the selected position changed; detail `{index}`
 * @csspart viewport - the clipping box that is dragged
 * @csspart track - the moving row of slides
 * @csspart controls - the bar holding the buttons and dots
 * @csspart arrow - both arrow buttons
 * @csspart arrow-previous - the previous button
 * @csspart arrow-next - the next button
 * @csspart dots - the dot group
 * @csspart dot - each dot (the selected one is also `dot-current`)
 * @csspart autoplay-toggle - the play/pause button
 * @cssproperty --tf-carousel-slide-size - each slide's width, default `100%`
 * @cssproperty --tf-carousel-gap - space between slides, default `16px`
 * @cssproperty --tf-carousel-control-size - arrow and toggle size, default `40px`
 * @cssproperty --tf-carousel-control-color - control colour, default `currentColor`
 * @cssproperty --tf-carousel-control-background - control background, default transparent
 * @cssproperty --tf-carousel-dot-active - the selected dot's fill
 * @cssproperty --tf-carousel-focus-color - focus ring colour
 * @cssproperty --tf-carousel-controls-gap - space above the controls, default `12px`
 */
export class TfCarousel extends LitElement {
  static override styles = tfCarouselStyles;
  static override properties = {
    autoplay: { type: String },
    wrap: { type: Boolean, reflect: true },
    freeScroll: { type: Boolean, reflect: true, attribute: 'free-scroll' },
    dots: { type: Boolean, reflect: true },
    arrows: { type: Boolean, reflect: true },
    selected: { type: Number, reflect: true },
    label: { type: String },
    _snaps: { state: true },
    _canPrev: { state: true },
    _canNext: { state: true },
  };

  declare autoplay: string | null | undefined;
  declare wrap: boolean;
  declare freeScroll: boolean;
  declare dots: boolean;
  declare arrows: boolean;
  declare selected: number;
  declare label: string;
  declare _snaps: number[];
  declare _canPrev: boolean;
  declare _canNext: boolean;

  #embla: EmblaCarouselType | undefined;
  #slides: HTMLElement[] = [];
  /** The position Embla last reported, so `tf:select` fires once per real change, whoever asked for it. */
  #current = 0;
  #resizeTimer: number | undefined;
  /** Sizes Embla last measured; a report that changes none of them needs no new layout. */
  #layoutKey = '';
  /** A pointer is down: measuring again now would throw the drag back to the selected slide. */
  #pointerDown = false;
  #layoutPending = false;
  #resizes: ResizeObserver | undefined;
  #starting: Promise<void> | undefined;
  #cancelStart: (() => void) | undefined;
  readonly #autoplay = new AutoplayController(this, {
    advance: () => this.#advance(),
    isToggle: (target) => target instanceof Element && target.classList.contains('toggle'),
  });

  constructor() {
    super();
    this.wrap = false;
    this.freeScroll = false;
    this.dots = false;
    this.arrows = false;
    this.selected = 0;
    this.label = 'Carousel';
    this._snaps = [];
    this._canPrev = false;
    this._canNext = false;
  }

  /** `off`, `playing`, `paused` (hover, focus, hidden tab) or `stopped` (the user took over). */
  get autoplayState() {
    return this.#autoplay.state;
  }

  /** How many positions there are (one per dot). */
  get positions(): number {
    return this._snaps.length;
  }

  /** The slides, in order (the element children). */
  get slides(): readonly HTMLElement[] {
    return this.#slides;
  }

  next(): void {
    this.select(this.selected + 1);
  }

  previous(): void {
    this.select(this.selected - 1);
  }

  /** Selects position `index`, wrapped with `wrap`, else clamped to the ends. */
  select(index: number): void {
    const count = this.#embla ? this.positions : this.#slides.length;
    this.selected = resolveIndex(index, count, this.wrap);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected (moved in the page): Embla was destroyed on disconnect.
    if (this.hasUpdated) void this.updateComplete.then(() => this.#startSoon());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
  }

  protected override firstUpdated(): void {
    this.#startSoon();
  }

  /** Resolves once the carousel has been measured and Embla runs (or it left the page first). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    await this.#starting;
    return result;
  }

  /**
   * Embla measures the slides when it starts. Started in the same task as
   * the page's render, that would force a style and layout pass in the
   * middle of it, once per carousel; in the next frame it shares the one
   * layout the browser does anyway. The slides are already drawn (a plain
   * scrolling row) meanwhile. The timer stands in where frames are not
   * running (a hidden tab).
   */
  #startSoon(): void {
    if (this.#starting) return;
    this.#starting = new Promise<void>((resolve) => {
      const go = () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
        this.#cancelStart = undefined;
        this.#starting = undefined;
        this.#start();
        resolve();
      };
      const frame = requestAnimationFrame(go);
      const timer = window.setTimeout(go, START_FALLBACK_MS);
      this.#cancelStart = () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
        this.#cancelStart = undefined;
        this.#starting = undefined;
        resolve();
      };
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('autoplay')) this.#autoplay.configure(autoplayInterval(this.autoplay, CAROUSEL_AUTOPLAY_MS), reducedMotion());
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.#embla) return;
    if (changed.has('wrap') || changed.has('freeScroll')) {
      this.#embla.reInit(this.#options());
    }
    if (changed.has('selected')) {
      const index = resolveIndex(this.selected, this.positions, this.wrap);
      if (index !== this.selected) this.selected = index;
      else if (index !== this.#embla.selectedScrollSnap()) this.#embla.scrollTo(index);
    }
  }

  #options() {
    const rtl = isRtl(this);
    return { ...emblaOptions({ freeScroll: this.freeScroll, wrap: this.wrap, reducedMotion: reducedMotion(), rtl }), slides: this.#slides };
  }

  #start(): void {
    const viewport = this.renderRoot.querySelector<HTMLElement>('.viewport');
    const track = this.renderRoot.querySelector<HTMLElement>('.track');
    if (!viewport || !track || this.#embla || !this.isConnected) return;
    this.#slides = this.#readSlides();
    this.#current = resolveIndex(this.selected, this.#slides.length, this.wrap);
    const embla = EmblaCarousel(viewport, { ...this.#options(), container: track, startIndex: this.selected, watchSlides: false });
    this.#embla = embla;
    embla.on('select', this.#onSelect);
    embla.on('reInit', this.#onLayout);
    embla.on('slidesInView', this.#onInView);
    // A drag (or a press that may become one) is the user taking over.
    embla.on('pointerDown', this.#onPointerDown);
    embla.on('pointerUp', this.#onPointerUp);
    this.#onLayout();
    // An observer reports every element once when it starts watching: Embla
    // has just measured them, so that first report is not a resize.
    let first = true;
    this.#resizes = new ResizeObserver(() => {
      if (first) first = false;
      else this.#scheduleLayout();
    });
    this.#resizes.observe(viewport);
    for (const slide of this.#slides) this.#resizes.observe(slide);
  }

  #stop(): void {
    this.#cancelStart?.();
    this.#embla?.destroy();
    this.#embla = undefined;
    this.#resizes?.disconnect();
    this.#resizes = undefined;
    if (this.#resizeTimer !== undefined) window.clearTimeout(this.#resizeTimer);
    this.#resizeTimer = undefined;
  }

  #readSlides(): HTMLElement[] {
    const slot = this.renderRoot.querySelector('slot');
    return (slot?.assignedElements() ?? []).filter((el): el is HTMLElement => el instanceof HTMLElement);
  }

  /**
   * Resizes come in bursts (window drags, images arriving one by one): the
   * layout is measured again once, 150 ms after the last (spec 001 §9).
   */
  #scheduleLayout(): void {
    if (this.#resizeTimer !== undefined) window.clearTimeout(this.#resizeTimer);
    this.#resizeTimer = window.setTimeout(() => {
      this.#resizeTimer = undefined;
      this.#relayout();
    }, CAROUSEL_RESIZE_DEBOUNCE_MS);
  }

  #relayout(): void {
    const embla = this.#embla;
    if (!embla) return;
    if (this.#pointerDown) {
      this.#layoutPending = true;
      return;
    }
    if (this.#sizes() !== this.#layoutKey) embla.reInit(this.#options());
  }

  /** The viewport's and every slide's width: what Embla's layout depends on. */
  #sizes(): string {
    const viewport = this.renderRoot.querySelector<HTMLElement>('.viewport');
    return [viewport?.clientWidth ?? 0, ...this.#slides.map((slide) => slide.offsetWidth)].join(' ');
  }

  readonly #onSlotChange = () => {
    if (!this.#embla) return;
    const next = this.#readSlides();
    for (const slide of this.#slides) if (!next.includes(slide)) releaseSlide(slide);
    this.#slides = next;
    this.#resizes?.disconnect();
    const viewport = this.renderRoot.querySelector<HTMLElement>('.viewport');
    if (viewport) this.#resizes?.observe(viewport);
    for (const slide of next) this.#resizes?.observe(slide);
    this.#embla.reInit(this.#options());
  };

  /** An image inside a slide arrived (`<tf-image>` or a plain `<img>`): slide sizes may have changed. */
  readonly #onImageLoad = () => this.#scheduleLayout();

  readonly #onLayout = () => {
    const embla = this.#embla;
    if (!embla) return;
    this._snaps = embla.scrollSnapList();
    this.#layoutKey = this.#sizes();
    labelSlides(this.#slides);
    markInView(this.#slides, embla.slidesInView());
    this.#onSelect();
  };

  readonly #onSelect = () => {
    const embla = this.#embla;
    if (!embla) return;
    const index = embla.selectedScrollSnap();
    this._canPrev = embla.canScrollPrev();
    this._canNext = embla.canScrollNext();
    this.selected = index;
    if (index === this.#current) return;
    this.#current = index;
    this.#autoplay.restart();
    emit(this, 'tf:select', { index });
  };

  readonly #onInView = () => {
    if (this.#embla) markInView(this.#slides, this.#embla.slidesInView());
  };

  readonly #onPointerDown = () => {
    this.#pointerDown = true;
    this.setAttribute('data-dragging', '');
    this.#autoplay.interact();
  };

  readonly #onPointerUp = () => {
    this.#pointerDown = false;
    this.removeAttribute('data-dragging');
    if (this.#layoutPending) {
      this.#layoutPending = false;
      this.#relayout();
    }
  };

  #advance(): void {
    const embla = this.#embla;
    if (!embla || this.positions < 2) return;
    // Autoplay loops even without `wrap`: at the end it starts over.
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  }

  /** Arrows, dots and keys: the user chose, so autoplay stops. */
  #userSelect(index: number): void {
    this.#autoplay.interact();
    this.select(index);
  }

  readonly #onKeyDown = (event: KeyboardEvent) => {
    const target = event.composedPath()[0];
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const move = keyMove(event.key, isRtl(this));
    if (!move || this.positions === 0) return;
    event.preventDefault();
    if (move.kind === 'step') this.#userSelect(this.selected + move.delta);
    else this.#userSelect(move.index === 'first' ? 0 : this.positions - 1);
  };

  protected override render() {
    const count = this.positions;
    const state = this.autoplayState;
    const toggle = state === 'off' ? nothing : autoplayToggle(state === 'playing' || state === 'paused', () => this.#autoplay.toggle());
    const arrows = !this.arrows ? nothing : arrowButtons(canStep(this.selected, -1, count, this.wrap), canStep(this.selected, 1, count, this.wrap),
      (delta) => this.#userSelect(this.selected + delta));
    const dots = !this.dots ? nothing : dotButtons(count, this.selected, (i) => this.#userSelect(i));
    // Slides announce themselves when selected by the user, never while autoplay moves them.
    return html`<div role="region" aria-roledescription="carousel" aria-label=${this.label} @keydown=${this.#onKeyDown}
        @tf:imageload=${this.#onImageLoad} @load=${{ handleEvent: this.#onImageLoad, capture: true }}>
      <div part="viewport" class="viewport">
        <div part="track" class="track" id="track" aria-live=${state === 'playing' ? 'off' : 'polite'}>
          <slot @slotchange=${this.#onSlotChange}></slot>
        </div>
      </div>
      <div part="controls" class="bar">${toggle}${arrows}${dots}</div>
    </div>`;
  }
}
