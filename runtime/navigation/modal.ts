import { adoptStyles } from '../util/adopt-styles.js';

/**
 * Modal pages (spec 001 §2 "Modal page", §4 "Modal"): a pure state machine
 * deciding, page by page, whether the modal opens or closes, and a DOM shell
 * (a real `<dialog>`) that the runtime opens and closes on its answer.
 */
export interface ModalState {
  open: boolean;
  /** The page under the modal; closing the modal loads it again. */
  previousUrl: string | undefined;
  /** The page shown last (modal or not), to tell "a different page" from a reload. */
  lastUrl: string | undefined;
  /** Set by a reload of the same modalable page, until a non-modal page is shown. */
  disabled: boolean;
}

export interface ModalPage {
  url: string;
  /** `manifest.isModalable === 'true'`. */
  isModalable: boolean;
  /** The page was loaded again (reload(), back/forward onto itself), not reached by a link. */
  isReload: boolean;
}

/** `open`/`close`: show or take down the modal layer; `none`: leave it as it is. */
export type ModalEffect = 'open' | 'close' | 'none';

export const initialModalState: ModalState = { open: false, previousUrl: undefined, lastUrl: undefined, disabled: false };

const withoutFragment = (url: string): string => url.split('#', 1)[0] ?? url;

/**
 * The modal state after `page` is ready. Pure: the same input always gives the
 * same answer, and `state` is never changed.
 */
export function nextModalState(state: ModalState, page: ModalPage): { state: ModalState; effect: ModalEffect } {
  const url = withoutFragment(page.url);
  const sameAsLast = state.lastUrl !== undefined && withoutFragment(state.lastUrl) === url;
  const closeIfOpen: ModalEffect = state.open ? 'close' : 'none';
  // A non-modal page ends modal state and allows modals again.
  if (!page.isModalable) {
    return { state: { open: false, previousUrl: undefined, lastUrl: page.url, disabled: false }, effect: closeIfOpen };
  }
  // Reloading the modalable page itself shows it as a plain page from now on;
  // a browser reload starts with no last page, and it is the same page too.
  if (page.isReload && (sameAsLast || state.lastUrl === undefined)) {
    return { state: { open: false, previousUrl: undefined, lastUrl: page.url, disabled: true }, effect: closeIfOpen };
  }
  // Going back to the page under the modal is leaving the modal, even if that page is modalable too.
  if (state.open && state.previousUrl !== undefined && withoutFragment(state.previousUrl) === url) {
    return { state: { ...state, open: false, previousUrl: undefined, lastUrl: page.url }, effect: 'close' };
  }
  // A modal needs a page to open over: the first page of a session is shown as a plain page.
  if (!state.open && !state.disabled && state.lastUrl !== undefined && !sameAsLast) {
    return { state: { ...state, open: true, previousUrl: state.lastUrl, lastUrl: page.url }, effect: 'open' };
  }
  // Already open (a modal page linking to another one replaces its content), disabled, or the same page.
  return { state: { ...state, lastUrl: page.url }, effect: 'none' };
}

export interface ModalLayerOptions {
  page: HTMLElement;
  document: Document;
  /** Escape, the close button or a backdrop click: the runtime decides what closing means. */
  onCloseRequest(): void;
  /** The dialog's accessible name. */
  label?: string;
}

export interface ModalLayer {
  /** Shows the dialog and returns the container for the modal page's regions. */
  open(): HTMLElement;
  /** Hides the dialog; the container's children stay for the runtime to move or drop. */
  close(): void;
  readonly isOpen: boolean;
  /** Closes and removes the dialog with everything in it. */
  destroy(): void;
}

const ROOT_CLASS = 'tf-modal';
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

const STYLES = `
html.tf-modal { overflow: hidden; }
dialog.tf-modal {
  box-sizing: border-box; width: min(100% - 2rem, 960px); max-width: 960px; max-height: calc(100% - 2rem);
  margin: auto; padding: 0; border: 0; border-radius: 8px; overflow: auto; overscroll-behavior: contain;
  background: var(--tf-modal-background, #fff); color: var(--tf-modal-color, #111);
  box-shadow: 0 12px 48px rgb(0 0 0 / 0.45);
}
dialog.tf-modal::backdrop { background: rgb(0 0 0 / 0.7); }
.tf-modal__close {
  position: sticky; top: 0; float: right; z-index: 1; display: grid; place-items: center;
  width: 44px; height: 44px; margin: 4px; padding: 0; border: 0; border-radius: 50%;
  background: rgb(0 0 0 / 0.6); color: #fff; font: 700 24px/1 system-ui, sans-serif; cursor: pointer;
}
.tf-modal__close:focus-visible { outline: 3px solid var(--tf-color-primary, #ffcc00); outline-offset: 2px; }
.tf-modal__content { display: flow-root; }
@media (prefers-reduced-motion: no-preference) {
  dialog.tf-modal[open] { animation: tf-modal-in 160ms ease-out; }
  dialog.tf-modal[open]::backdrop { animation: tf-modal-fade 160ms ease-out; }
}
@keyframes tf-modal-in { from { opacity: 0; transform: translateY(16px); } }
@keyframes tf-modal-fade { from { opacity: 0; } }
`;

export function createModalLayer(options: ModalLayerOptions): ModalLayer {
  const { page, document: doc, onCloseRequest } = options;
  let dialog: HTMLDialogElement | undefined;
  let content: HTMLElement | undefined;
  let listeners: AbortController | undefined;
  let returnFocus: HTMLElement | undefined;
  let isOpen = false;
  let destroyed = false;
  // The cancel of this Escape already asked; the close event that may follow must not ask again.
  let requested = false;

  function build(): HTMLDialogElement {
    adoptStyles('tf-modal', STYLES);
    const element = doc.createElement('dialog');
    element.className = ROOT_CLASS;
    element.setAttribute('aria-modal', 'true');
    element.setAttribute('aria-label', options.label ?? 'Modal page');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'tf-modal__close';
    button.setAttribute('aria-label', 'Close');
    const glyph = doc.createElement('span');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '×';
    button.append(glyph);
    content = doc.createElement('div');
    content.className = 'tf-modal__content';
    element.append(button, content);

    listeners = new AbortController();
    const { signal } = listeners;
    button.addEventListener('click', () => onCloseRequest(), { signal });
    element.addEventListener('cancel', (event) => {
      // Chromium's close watchers make the cancel of an Escape without user
      // activation since the last one not cancelable: the dialog then closes
      // itself, and the 'close' listener below follows it.
      if (event.cancelable) event.preventDefault();
      else requested = true;
      onCloseRequest();
    }, { signal });
    element.addEventListener('close', () => {
      const askedAlready = requested;
      requested = false;
      if (!isOpen) return;
      // Closed by the browser or by a form[method=dialog] in the page: follow it.
      tidyUp();
      if (!askedAlready) onCloseRequest();
    }, { signal });
    element.addEventListener('click', (event) => {
      // Clicks on the backdrop target the dialog itself, outside its box.
      if (event.target !== element) return;
      const box = element.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onCloseRequest();
    }, { signal });
    return element;
  }

  function activeElement(): HTMLElement | undefined {
    let active = doc.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active instanceof HTMLElement && active !== doc.body ? active : undefined;
  }

  function tidyUp(): void {
    isOpen = false;
    doc.documentElement.classList.remove(ROOT_CLASS);
    const target = returnFocus;
    returnFocus = undefined;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }

  return {
    get isOpen() {
      return isOpen;
    },
    open() {
      // After destroy() nothing is shown again; a detached box keeps callers simple.
      if (destroyed) return doc.createElement('div');
      dialog ??= build();
      if (!isOpen) {
        returnFocus = activeElement();
        if (dialog.parentNode !== page) page.append(dialog);
        isOpen = true;
        requested = false;
        dialog.showModal();
        doc.documentElement.classList.add(ROOT_CLASS);
        const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
        if (first) first.focus();
        else {
          dialog.tabIndex = -1;
          dialog.focus();
        }
      }
      return content as HTMLElement;
    },
    close() {
      if (!isOpen || !dialog) return;
      // Close first: focus cannot return to the page while it is inert. The
      // 'close' event comes a task later and finds the layer already closed.
      dialog.close();
      tidyUp();
    },
    destroy() {
      destroyed = true;
      if (isOpen && dialog) {
        dialog.close();
        tidyUp();
      }
      listeners?.abort();
      dialog?.remove();
      dialog = content = listeners = undefined;
    },
  };
}
