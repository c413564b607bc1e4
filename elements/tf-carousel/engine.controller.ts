import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CAROUSEL_RESIZE_DEBOUNCE_MS } from '../../runtime/carousel/feel.js';
import { createEventStore } from '../../runtime/util/event-store.js';
import { whenIdle } from '../../runtime/util/idle.js';
import { releaseSlide } from './slides.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment; hasUpdated: boolean };

export interface EngineControllerOptions {
  /** Embla's options for the current attributes (slides are added here). */
  options(): EmblaOptionsType;
  /** The index Embla starts at; asked once the slides are read. */
  startIndex(): number;
  /** Embla measured the slides (start, re-init): snaps, labels and selection may have changed. */
  layout(embla: EmblaCarouselType): void;
  select(embla: EmblaCarouselType): void;
  inView(embla: EmblaCarouselType): void;
  /** A pointer went down on the viewport (a drag, or a press that may become one)… */
  pointerDown(): void;
  /** …and came up again. */
  pointerUp(): void;
}

/** The longest the start waits for an idle moment. */
const START_IDLE_TIMEOUT_MS = 500;

/** A visitor reaching for the carousel: Embla must run before the gesture goes on. */
const INTERACTIONS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * Embla's life in one carousel: started once the page is idle after the first render,
 * destroyed on disconnect, measured again (debounced) when the viewport, a
 * slide or an image in it changes size, and re-initialised when the slotted
 * slides change. The element keeps its attributes and the ARIA work.
 */
export class EngineController implements ReactiveController {
  readonly #host: Host;
  readonly #options: EngineControllerOptions;
  #embla: EmblaCarouselType | undefined;
  #slides: HTMLElement[] = [];
  /** What a disconnect ends: the wait to start, Embla and its size observer, a pending layout. */
  readonly #connected = createEventStore();
  /** The size observer of the current slides, replaced when they change. */
  readonly #watching = createEventStore();
  #resizeTimer: number | undefined;
  /** Sizes Embla last measured; a report that changes none of them needs no new layout. */
  #layoutKey = '';
  /** A pointer is down: measuring again now would throw the drag back to the selected slide. */
  #pointerDown = false;
  #layoutPending = false;
  #starting: Promise<void> | undefined;
  #cancelStart: (() => void) | undefined;

  constructor(host: Host, options: EngineControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get embla(): EmblaCarouselType | undefined {
    return this.#embla;
  }

  get slides(): readonly HTMLElement[] {
    return this.#slides;
  }

  /** Settles once Embla runs (or the start was called off). */
  get started(): Promise<void> | undefined {
    return this.#starting;
  }

  hostConnected(): void {
    this.#connected.defer(() => this.#cancelLayout()).defer(() => this.#cancelStart?.());
    // Reconnected (moved in the page): Embla was destroyed on disconnect.
    if (this.#host.hasUpdated) void this.#host.updateComplete.then(() => this.startSoon());
  }

  hostDisconnected(): void {
    this.#connected.clear();
  }

  /** The slotted slides, as the light DOM holds them now. */
  readSlides(): HTMLElement[] {
    const slot = this.#host.renderRoot.querySelector('slot');
    return (slot?.assignedElements() ?? []).filter((el): el is HTMLElement => el instanceof HTMLElement);
  }

  /** Embla's options changed (wrap, free scroll): it measures again with them. */
  reInit(): void {
    this.#embla?.reInit(this.#withSlides());
  }

  /**
   * Embla measures the slides when it starts, which forces a style and
   * layout pass over the whole page. Started while the page is still drawing
   * its zones, that pass is thrown away by the next zone and paid again, so
   * the start waits for the browser to be idle: the slides are already drawn
   * as a plain row meanwhile, and nothing moves when Embla takes over. A
   * visitor reaching for the carousel first (pointer, touch, focus) starts it
   * at once; the timeout bounds the wait on a page that never goes idle.
   */
  startSoon(): void {
    if (this.#starting) return;
    this.#starting = new Promise<void>((resolve) => {
      /** The listeners and the idle callback of this wait. */
      const waiting = createEventStore();
      const settle = (start: boolean) => {
        waiting.clear();
        this.#cancelStart = undefined;
        this.#starting = undefined;
        if (start) this.#start();
        resolve();
      };
      const now = () => settle(true);
      for (const type of INTERACTIONS) waiting.add(this.#host, type, now, { passive: true });
      waiting.defer(whenIdle(now, START_IDLE_TIMEOUT_MS));
      this.#cancelStart = () => settle(false);
    });
  }

  /** The slotted slides changed: watch and measure the new set. */
  readonly slotChanged = () => {
    if (!this.#embla) return;
    const next = this.readSlides();
    for (const slide of this.#slides) if (!next.includes(slide)) releaseSlide(slide);
    this.#slides = next;
    this.#watch();
    this.reInit();
  };

  /**
   * Resizes come in bursts (window drags, images arriving one by one): the
   * layout is measured again once, 150 ms after the last.
   */
  readonly scheduleLayout = () => {
    this.#cancelLayout();
    this.#resizeTimer = window.setTimeout(() => {
      this.#resizeTimer = undefined;
      this.#relayout();
    }, CAROUSEL_RESIZE_DEBOUNCE_MS);
  };

  #viewport(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>('.viewport');
  }

  #withSlides(): EmblaOptionsType {
    return { ...this.#options.options(), slides: this.#slides };
  }

  #start(): void {
    const viewport = this.#viewport();
    const track = this.#host.renderRoot.querySelector<HTMLElement>('.track');
    if (!viewport || !track || this.#embla || !this.#host.isConnected) return;
    this.#slides = this.readSlides();
    const embla = EmblaCarousel(viewport, { ...this.#withSlides(), container: track, startIndex: this.#options.startIndex(), watchSlides: false });
    this.#embla = embla;
    this.#connected.defer(() => this.#watching.clear()).defer(() => {
      embla.destroy();
      this.#embla = undefined;
    });
    embla.on('select', () => this.#options.select(embla));
    embla.on('reInit', () => this.#layout(embla));
    embla.on('slidesInView', () => this.#options.inView(embla));
    embla.on('pointerDown', () => {
      this.#pointerDown = true;
      this.#options.pointerDown();
    });
    embla.on('pointerUp', () => {
      this.#pointerDown = false;
      this.#options.pointerUp();
      if (!this.#layoutPending) return;
      this.#layoutPending = false;
      this.#relayout();
    });
    this.#layout(embla);
    this.#watch();
  }

  #layout(embla: EmblaCarouselType): void {
    this.#layoutKey = this.#sizes();
    this.#options.layout(embla);
  }

  /** Watches the viewport and every slide for size changes. */
  #watch(): void {
    this.#watching.clear();
    const viewport = this.#viewport();
    if (!viewport) return;
    // An observer reports every element once when it starts watching: Embla
    // has just measured them, so that first report is not a resize.
    let first = true;
    const resizes = new ResizeObserver(() => {
      if (first) first = false;
      else this.scheduleLayout();
    });
    this.#watching.defer(() => resizes.disconnect());
    resizes.observe(viewport);
    for (const slide of this.#slides) resizes.observe(slide);
  }

  #cancelLayout(): void {
    if (this.#resizeTimer !== undefined) window.clearTimeout(this.#resizeTimer);
    this.#resizeTimer = undefined;
  }

  #relayout(): void {
    if (!this.#embla) return;
    if (this.#pointerDown) {
      this.#layoutPending = true;
      return;
    }
    if (this.#sizes() !== this.#layoutKey) this.reInit();
  }

  /** The viewport's and every slide's width: what Embla's layout depends on. */
  #sizes(): string {
    return [this.#viewport()?.clientWidth ?? 0, ...this.#slides.map((slide) => slide.offsetWidth)].join(' ');
  }
}
