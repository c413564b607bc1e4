import { html, LitElement } from 'lit';
import { defaultConfig, type TriforceConfig } from '../../runtime/config.js';
import { documentScope } from '../../runtime/document-scope.js';
import { emit } from '../../runtime/events.js';
import { adMessages, documentAds, readSizes, reservedSize, type AdOutcome, type AdSize, type AdSlots } from '../../runtime/ads/index.js';
import type { Log } from '../../runtime/types.js';
import { whenRemovedForGood } from '../shared/removal.js';
import { tfAdStyles } from './tf-ad.styles.js';

/** What the element is doing, reflected as its `state` attribute. */
export type AdState = 'pending' | 'defined' | 'filled' | 'empty' | 'skipped' | 'invalid' | 'off';

const sizeSheets = new Map<string, CSSStyleSheet>();

/** One sheet per size (CSP: no style attributes), shared by every slot of that size. */
function sizeSheet([width, height]: AdSize): CSSStyleSheet {
  const key = `${width}x${height}`;
  let sheet = sizeSheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`:host{--tf-ad-width:${width}px;--tf-ad-height:${height}px}`);
    sizeSheets.set(key, sheet);
  }
  return sheet;
}

/** The configuration of the page the element sits in (the document's first `<tf-page>` otherwise). */
function pageConfig(element: Element): TriforceConfig {
  const page = (element.closest('tf-page') ?? element.ownerDocument.querySelector('tf-page')) as { config?: TriforceConfig } | null;
  return page?.config ?? defaultConfig;
}

/**
 * An ad slot: `<tf-ad size="300x250,300x600" position="rectangle">`.
 * Its slot is defined when it is first connected and destroyed when it is
 * removed for good; a move (disconnected and connected again in the same
 * task, as the runtime does with a kept zone) keeps it. The size rules
 * are read once, at the first connection: a `size` that is not a
 * list of `WIDTHxHEIGHT` loses its attribute and never loads; an element
 * that already has a child element is skipped (left as it is). It reserves
 * its first size under a visible "Advertisement" label; an empty answer
 * keeps the box.
 *
 * @attr size - comma-separated sizes, e.g. `300x250,300x600`
 * @attr position - the repository `adUnits` key for its ad unit (default `default`)
 * @attr state - reflected: `pending`, `defined`, `filled`, `empty`, `skipped`, `invalid` or `off`
 * @slot - where the ad library draws
 * @fires tf:message - the reason a slot does not load
 * @csspart label - the "Advertisement" label
 * @csspart box - the box the ad draws in
 * @cssproperty --tf-ad-label-color - default `#595959`
 * @cssproperty --tf-ad-label-font - default `system-ui, sans-serif`
 */
export class TfAd extends LitElement {
  static override styles = tfAdStyles;
  static override properties = {
    size: { type: String, reflect: true },
    position: { type: String },
    state: { type: String, reflect: true },
  };

  /** The document's slots; replaced by tests. */
  static slots: (element: TfAd, log: Log) => AdSlots = (element, log) => documentAds(documentScope(element.ownerDocument.defaultView ?? window), pageConfig(element), log);

  declare size: string | undefined;
  declare position: string | undefined;
  declare state: AdState | undefined;

  #release: (() => void) | undefined;
  #checked = false;
  #baseSheets: CSSStyleSheet[] = [];
  #log: Log = (level, text) => emit(this, 'tf:message', { level, text, time: Date.now() });

  override connectedCallback(): void {
    super.connectedCallback();
    // A move keeps the slot: the release waiting in a microtask sees the element connected again.
    if (this.#release || this.state === 'invalid' || this.state === 'skipped') return;
    if (!this.#checked && this.firstElementChild !== null) {
      this.#checked = true;
      this.state = 'skipped';
      return;
    }
    this.#checked = true;
    // The property, not the attribute: a framework that sets `size` on a defined element before connecting it
    // (React does) leaves the attribute to Lit's first update, which has not run yet.
    const size = this.size ?? this.getAttribute('size');
    const reading = readSizes(size);
    if (!reading.valid) {
      this.#log('warn', adMessages.badSize(size ?? ''));
      this.#dropSize();
      this.state = 'invalid';
      return;
    }
    const reserved = reservedSize(reading);
    if (reserved) this.#applySize(reserved);
    this.state = 'pending';
    this.#release = TfAd.slots(this, this.#log).register(
      { element: this, sizes: reading.sizes, position: this.position ?? '', small: reading.small, oneByTwo: reading.oneByTwo },
      {
        settled: (outcome: AdOutcome) => {
          if (outcome === 'defined') return void (this.state = 'defined');
          if (outcome === 'refused') this.#dropSize();
          this.state = 'off';
        },
        rendered: ({ empty, size }) => {
          this.state = empty ? 'empty' : 'filled';
          // A creative of another of its sizes: the box follows it (an ad that draws grows its slot once).
          if (size) this.#applySize(size);
        },
        viewable: () => {},
      },
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    whenRemovedForGood(this, () => {
      if (!this.#release) return;
      this.#release();
      this.#release = undefined;
      // Connected again later, it is a new slot.
      if (this.state !== 'skipped' && this.state !== 'invalid') this.state = undefined;
    });
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot) this.#baseSheets = [...root.adoptedStyleSheets];
    return root;
  }

  /** The ad loses its `size`; the property too, or Lit's next update would reflect it back. */
  #dropSize(): void {
    this.size = undefined;
    this.removeAttribute('size');
  }

  #applySize(size: AdSize): void {
    const root = this.renderRoot;
    if (root instanceof ShadowRoot) root.adoptedStyleSheets = [...this.#baseSheets, sizeSheet(size)];
  }

  protected override render() {
    if (this.state === 'skipped') return html`<slot></slot>`;
    return html`<p class="label" part="label">Advertisement</p><div class="box" part="box"><slot></slot></div>`;
  }
}
