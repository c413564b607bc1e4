import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { emit } from '../../runtime/events.js';
import './tf-collapsible.events.js';
import { tfCollapsibleStyles } from './tf-collapsible.styles.js';

type Phase = 'open' | 'opening' | 'closing' | 'closed';

/** Longest a height transition is waited for if `transitionend` never comes (display changes, zero-size content). */
const TRANSITION_FALLBACK_MS = 1000;

/**
 * A collapsible (toggleable) section: its trigger
 * opens and closes it. Opening animates the content's height from zero to its
 * full height, closing from its height to zero; once the transition ends the
 * fixed height is cleared, so the open content follows its own size again.
 * Instant under `prefers-reduced-motion`.
 *
 * @slot trigger - the trigger's label (a question, "Show the whole night")
 * @slot - the content
 * @attr open - the content is shown (reflected)
 * @attr heading-level - wraps the trigger in a heading of this level (1–6), for FAQ-like lists
 * Its trigger is marked for click tracking as `Expand` or
 * `Collapse`, what a press does, so analytics sees expanding and collapsing apart.
 *
 * @fires tf:expanded - it opened (by its trigger or `show()`)
 * @fires tf:collapsed - it closed (by its trigger or `hide()`)
 * @csspart trigger - the button
 * @csspart icon - the chevron in the button
 * @csspart content - the box whose height animates
 * @cssproperty --tf-collapsible-duration - length of the height transition, default `250ms`
 * @cssproperty --tf-collapsible-trigger-padding - default `12px 0`
 * @cssproperty --tf-collapsible-focus-color - focus ring colour
 */
export class TfCollapsible extends LitElement {
  static override styles = tfCollapsibleStyles;
  static override properties = {
    open: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  declare open: boolean;
  declare headingLevel: number | undefined;

  #phase: Phase = 'closed';
  #fallback: number | undefined;

  constructor() {
    super();
    this.open = false;
  }

  /** `open`, `opening`, `closing` or `closed`. */
  get phase(): Phase {
    return this.#phase;
  }

  show(): void {
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }

  toggle(): void {
    this.open = !this.open;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#settle();
  }

  protected override firstUpdated(): void {
    // The initial state is drawn without animating or announcing it.
    this.#phase = this.open ? 'open' : 'closed';
    const content = this.#content();
    if (content) content.dataset.state = this.#phase;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open') || changed.get('open') === undefined) return;
    const content = this.#content();
    if (!content) return;
    if (this.open) this.#expand(content);
    else this.#collapse(content);
    emit(this, this.open ? 'tf:expanded' : 'tf:collapsed', {});
  }

  #content() {
    return this.renderRoot.querySelector<HTMLElement>('.content');
  }

  #expand(content: HTMLElement): void {
    const from = this.#phase === 'closing' ? content.getBoundingClientRect().height : 0;
    this.#phase = 'opening';
    content.dataset.state = 'opening';
    content.style.height = `${from}px`;
    // Reading the full height lays out the content at its real size; the
    // transition then runs from the height set above to that.
    this.#animateTo(content, content.scrollHeight);
  }

  #collapse(content: HTMLElement): void {
    // From `auto` there is nothing to transition from: fix the current height first.
    content.style.height = `${content.getBoundingClientRect().height}px`;
    this.#phase = 'closing';
    content.dataset.state = 'closing';
    this.#animateTo(content, 0);
  }

  #animateTo(content: HTMLElement, height: number): void {
    this.#clearFallback();
    void content.offsetHeight; // commit the starting height so the change below transitions
    content.style.height = `${height}px`;
    const seconds = parseFloat(getComputedStyle(content).transitionDuration) || 0;
    if (seconds <= 0 || Math.abs(content.getBoundingClientRect().height - height) < 0.5) {
      this.#settle();
      return;
    }
    this.#fallback = window.setTimeout(() => this.#settle(), Math.min(seconds * 1000 + 100, TRANSITION_FALLBACK_MS));
  }

  /** The transition is over: clear the fixed height; a closed section leaves the layout. */
  #settle(): void {
    this.#clearFallback();
    const content = this.#content();
    if (!content || this.#phase === 'open' || this.#phase === 'closed') return;
    this.#phase = this.open ? 'open' : 'closed';
    content.style.removeProperty('height');
    content.dataset.state = this.#phase;
  }

  #clearFallback(): void {
    if (this.#fallback !== undefined) window.clearTimeout(this.#fallback);
    this.#fallback = undefined;
  }

  readonly #onTransitionEnd = (event: TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'height') this.#settle();
  };

  protected override render() {
    const trigger = html`<button type="button" part="trigger" class="trigger" id="trigger" aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="content" data-tf-track=${this.open ? 'Collapse' : 'Expand'} @click=${() => this.toggle()}>
      <slot name="trigger"></slot>
      <svg part="icon" class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M2.5 5.5 8 11l5.5-5.5" fill="none" stroke="currentColor" stroke-width="2.4" /></svg>
    </button>`;
    const level = this.headingLevel !== undefined && this.headingLevel >= 1 && this.headingLevel <= 6 ? this.headingLevel : undefined;
    return html`${level === undefined ? trigger : html`<div role="heading" aria-level=${level}>${trigger}</div>`}
      <div part="content" class="content" id="content" data-state="closed" @transitionend=${this.#onTransitionEnd}
        role=${level === undefined ? nothing : 'region'} aria-labelledby=${level === undefined ? nothing : 'trigger'}><slot></slot></div>`;
  }
}
