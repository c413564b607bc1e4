/**
 * The overlay as a real modal dialog: a `<dialog>` opened with `showModal()`,
 * so the browser makes the rest of the page inert (focus stays inside,
 * assistive technology sees only the dialog) and draws it in the top layer.
 * Escape, like the close button, asks the host to dismiss (the host decides
 * what closing means: canceling a sign-in in progress). Focus goes to the
 * screen's `data-autofocus` control or its heading, on opening and on every
 * change of screen, and back where it was when the dialog closes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface DialogOptions {
  dialog(): HTMLDialogElement | null | undefined;
  /** Escape or the browser closed the dialog: the host dismisses the overlay. */
  dismiss(): void;
}

/** The deepest focused element, through shadow roots. */
function deepActiveElement(doc: Document): HTMLElement | undefined {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== doc.body ? active : undefined;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** The controls Tab visits inside `root`, in order (no positive tabindex is used here). */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0
    && !(el as HTMLButtonElement).disabled && el.closest('[inert]') === null
    && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0));
}

/**
 * The Tab key, with or without Shift. WebKitGTK names Shift+Tab's key
 * `Unidentified` (its toolkit sends a "left tab" key), while its `code` is
 * still `Tab`: without this, Shift+Tab there would leave the dialog.
 */
function isTab(event: KeyboardEvent): boolean {
  return event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
}

export class DialogController implements ReactiveController {
  #returnFocus: HTMLElement | undefined;
  // A close this controller made itself, until its 'close' event: not a dismissal.
  #closing = false;
  readonly #options: DialogOptions;

  constructor(host: ReactiveControllerHost, options: DialogOptions) {
    this.#options = options;
    host.addController(this);
  }

  get isOpen(): boolean {
    return this.#options.dialog()?.open ?? false;
  }

  /** Shows the dialog modally (once drawn); then focuses the screen. */
  show(): void {
    const dialog = this.#options.dialog();
    if (!dialog || !dialog.isConnected) return;
    if (!dialog.open) {
      this.#returnFocus = deepActiveElement(dialog.ownerDocument);
      dialog.showModal();
    }
    this.focusScreen();
  }

  /** Moves focus to the current screen's first control to use, else its heading. */
  focusScreen(): void {
    const dialog = this.#options.dialog();
    if (!dialog?.open) return;
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('#title');
    target?.focus({ preventScroll: true });
  }

  hide(): void {
    const dialog = this.#options.dialog();
    if (dialog?.open) {
      this.#closing = true;
      dialog.close();
    }
    const target = this.#returnFocus;
    this.#returnFocus = undefined;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }

  readonly onCancel = (event: Event): void => {
    // Chromium's close watchers make the cancel of a second Escape without
    // user activation not cancelable: the dialog then closes itself, and
    // onClose below reports it. Otherwise the host closes it.
    if (event.cancelable) {
      event.preventDefault();
      this.#options.dismiss();
    }
  };

  /**
   * Tab from the last control goes to the first, Shift+Tab from the first to
   * the last, as the dialog pattern asks. A modal `<dialog>` alone lets focus
   * out to the browser's own UI, and where it comes back differs between
   * engines: Firefox returns to the control it left, so the ones before it
   * (Close, the search field) are never reached again by Tab.
   */
  readonly onKeydown = (event: KeyboardEvent): void => {
    if (!isTab(event) || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const dialog = this.#options.dialog();
    if (!dialog?.open) return;
    const controls = tabbable(dialog);
    const active = deepActiveElement(dialog.ownerDocument);
    const [from, to] = event.shiftKey ? [controls[0], controls.at(-1)] : [controls.at(-1), controls[0]];
    if (active === undefined || active !== from || to === undefined) return;
    event.preventDefault();
    to.focus();
  };

  readonly onClose = (): void => {
    // The close event comes a task after close(): ours is no dismissal, nor a
    // late one for a dialog shown again meanwhile.
    const own = this.#closing;
    this.#closing = false;
    if (!own && !this.isOpen) this.#options.dismiss();
  };

  hostDisconnected(): void {
    this.hide();
  }
}
