import { html, LitElement } from 'lit';
import { tfAdblockMessageStyles } from './tf-adblock-message.styles.js';

/** The countdown ticks once a second. */
export const TICK_MS = 1000;
const DEFAULT_SECONDS = 30;

/**
 * The ad-block detection message: shown for `seconds` (30)
 * seconds, counting down to resume, then it closes and leaves the page. The
 * runtime's detection (runtime/adblock/detect.ts) adds it to `<body>`; `tf.js`
 * defines it on first use.
 *
 * A real modal dialog (`showModal()`, role `alertdialog`: it interrupts and
 * wants attention), in the top layer, so the page under it is inert and
 * nothing in the page moves. Its description says once how long it lasts;
 * the visible countdown is no live region (a screen reader is not told every
 * second). Escape does not cut it short: the 30 s are the site's rule; the help
 * link (`help-href`, the legal page on disabling ad-block) is focused first.
 * Its fade-in is off under `prefers-reduced-motion`.
 *
 * @attr help-href - the legal page on disabling ad-block
 * @attr seconds - how long it shows, default 30
 * @fires close - it closed, its countdown over
 * @csspart dialog - the dialog box
 * @cssproperty --tf-adblock-accent - the link and countdown colour
 */
export class TfAdblockMessage extends LitElement {
  static override styles = tfAdblockMessageStyles;
  static override properties = {
    helpHref: { type: String, attribute: 'help-href' },
    seconds: { type: Number },
    left: { state: true },
  };

  declare helpHref: string;
  declare seconds: number;
  declare left: number;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.helpHref = '/legal/ad-block-help.html';
    this.seconds = DEFAULT_SECONDS;
    this.left = DEFAULT_SECONDS;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const seconds = Number.isFinite(this.seconds) && this.seconds > 0 ? Math.ceil(this.seconds) : DEFAULT_SECONDS;
    this.left = seconds;
    this.#tick();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  protected override firstUpdated(): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  }

  #tick(): void {
    this.#timer = setTimeout(() => {
      this.left -= 1;
      if (this.left > 0) this.#tick();
      else this.#finish();
    }, TICK_MS);
  }

  #finish(): void {
    this.#timer = undefined;
    this.renderRoot.querySelector('dialog')?.close();
    this.dispatchEvent(new Event('close'));
    this.remove();
  }

  override render() {
    const total = Math.ceil(this.seconds) || DEFAULT_SECONDS;
    return html`<dialog part="dialog" role="alertdialog" aria-modal="true" aria-labelledby="title" aria-describedby="description" @cancel=${(event: Event) => event.preventDefault()}>
      <h2 id="title">Ad blocker detected</h2>
      <div id="description">
        <p>This site is free because of its ads. Please turn your ad blocker off for this site.</p>
        <p>The page resumes in ${total} seconds.</p>
      </div>
      <p><a href=${this.helpHref} autofocus>How to turn off your ad blocker</a></p>
      <p class="countdown" aria-hidden="true">Resuming in <span class="seconds">${this.left}</span> s</p>
    </dialog>`;
  }
}
