import type { EmblaCarouselType } from 'embla-carousel';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { CAROUSEL_AUTOPLAY_MS, emblaOptions } from '../../runtime/carousel/feel.js';
import { autoplayInterval, canStep, keyMove, resolveIndex } from '../../runtime/carousel/index-math.js';
import { emit } from '../../runtime/events.js';
import { AutoplayController } from './autoplay.controller.js';
import { EngineController } from './engine.controller.js';
import { labelSlides, markInView } from './slides.js';
import { arrowButtons, autoplayToggle, dotButtons } from './tf-carousel.controls.js';
import './tf-carousel.events.js';
import { tfCarouselStyles } from './tf-carousel.styles.js';

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
 * A carousel of its light-DOM children, built on
 * Embla Carousel with the site's carousel feel (runtime/carousel/feel.ts). Drag with
 * mouse, touch or pen (3 px threshold), arrows, dots, keys, autoplay.
 * Follows the WAI-ARIA carousel pattern: a region with roledescription
 * "carousel", slides labelled '3 of 10', off-screen slides inert, a live
 * region that is silent while autoplay plays, a visible play/pause control.
 * Its controls are marked for click tracking: `Carousel:
 * Previous`, `Next`, `Dot`, `Play`, `Stop`.
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

  /** The position Embla last reported, so `tf:select` fires once per real change, whoever asked for it. */
  #current = 0;
  readonly #engine = new EngineController(this, {
    options: () => emblaOptions({ freeScroll: this.freeScroll, wrap: this.wrap, reducedMotion: reducedMotion(), rtl: isRtl(this) }),
    startIndex: () => {
      // Embla starts where `selected` points: that is no change to announce.
      this.#current = resolveIndex(this.selected, this.slides.length, this.wrap);
      return this.selected;
    },
    layout: (embla) => {
      this._snaps = embla.scrollSnapList();
      labelSlides(this.slides);
      markInView(this.slides, embla.slidesInView());
      this.#onSelect(embla);
    },
    select: (embla) => this.#onSelect(embla),
    inView: (embla) => markInView(this.slides, embla.slidesInView()),
    pointerDown: () => {
      this.setAttribute('data-dragging', '');
      this.#autoplay.interact();
    },
    pointerUp: () => this.removeAttribute('data-dragging'),
  });

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
    return this.#engine.slides;
  }

  next(): void {
    this.select(this.selected + 1);
  }

  previous(): void {
    this.select(this.selected - 1);
  }

  /** Selects position `index`, wrapped with `wrap`, else clamped to the ends. */
  select(index: number): void {
    this.selected = resolveIndex(index, this.#stepCount(), this.wrap);
  }

  /**
   * Positions the arrows and keys step through: Embla's snaps once it runs;
   * before (it starts when the page is idle, or when the visitor reaches for
   * the carousel) one per slide, so the arrows are never disabled, and so
   * never skipped by focus, while it waits. Embla then starts at `selected`.
   */
  #stepCount(): number {
    return this.#engine.embla ? this.positions : Array.from(this.children).filter((child) => !child.hasAttribute('slot')).length;
  }

  protected override firstUpdated(): void {
    this.#engine.startSoon();
  }

  /** Resolves once the carousel has been measured and Embla runs (or it left the page first). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    await this.#engine.started;
    return result;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('autoplay')) this.#autoplay.configure(autoplayInterval(this.autoplay, CAROUSEL_AUTOPLAY_MS), reducedMotion());
  }

  protected override updated(changed: PropertyValues<this>): void {
    const embla = this.#engine.embla;
    if (!embla) return;
    if (changed.has('wrap') || changed.has('freeScroll')) this.#engine.reInit();
    if (changed.has('selected')) {
      const index = resolveIndex(this.selected, this.positions, this.wrap);
      if (index !== this.selected) this.selected = index;
      else if (index !== embla.selectedScrollSnap()) embla.scrollTo(index);
    }
  }

  #onSelect(embla: EmblaCarouselType): void {
    const index = embla.selectedScrollSnap();
    this._canPrev = embla.canScrollPrev();
    this._canNext = embla.canScrollNext();
    this.selected = index;
    if (index === this.#current) return;
    this.#current = index;
    this.#autoplay.restart();
    emit(this, 'tf:select', { index });
  }

  #advance(): void {
    const embla = this.#engine.embla;
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
    const count = this.#stepCount();
    if (!move || count === 0) return;
    event.preventDefault();
    if (move.kind === 'step') this.#userSelect(this.selected + move.delta);
    else this.#userSelect(move.index === 'first' ? 0 : count - 1);
  };

  protected override render() {
    const steps = this.#stepCount();
    const state = this.autoplayState;
    const toggle = state === 'off' ? nothing : autoplayToggle(state === 'playing' || state === 'paused', () => this.#autoplay.toggle());
    const arrows = !this.arrows ? nothing : arrowButtons(canStep(this.selected, -1, steps, this.wrap), canStep(this.selected, 1, steps, this.wrap),
      (delta) => this.#userSelect(this.selected + delta));
    // Dots only once Embla knows its snaps: a dot per slide first would change count as it starts.
    const dots = !this.dots ? nothing : dotButtons(this.positions, this.selected, (i) => this.#userSelect(i));
    // Slides announce themselves when selected by the user, never while autoplay moves them.
    return html`<div role="region" aria-roledescription="carousel" aria-label=${this.label} @keydown=${this.#onKeyDown}
        @tf:imageload=${this.#engine.scheduleLayout} @load=${{ handleEvent: this.#engine.scheduleLayout, capture: true }}>
      <div part="viewport" class="viewport">
        <div part="track" class="track" id="track" aria-live=${state === 'playing' ? 'off' : 'polite'}>
          <slot @slotchange=${this.#engine.slotChanged}></slot>
        </div>
      </div>
      <div part="controls" class="bar">${toggle}${arrows}${dots}</div>
    </div>`;
  }
}
