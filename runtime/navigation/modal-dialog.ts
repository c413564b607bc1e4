import { adoptStyles } from '../util/adopt-styles.js';
import { createEventStore } from '../util/event-store.js';
import { modalStyles } from './modal.styles.js';

export interface ModalLayerOptions {
  page: HTMLElement;
  document: Document;
  /**
   * Escape, the close button or a backdrop click: the runtime decides what
   * closing means. `button` tells a click on the close button (its "X"),
   * which is tracked.
   */
  onCloseRequest(via?: CloseRequest): void;
  /** The dialog's accessible name. */
  label?: string;
  /** The container to show, when the runtime made it before this code loaded (modal-router.ts). */
  content?: HTMLElement;
}

export type CloseRequest = 'button' | 'escape' | 'backdrop' | 'browser';

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

/**
 * Modal pages, the DOM shell: a real
 * `<dialog>` that the runtime opens and closes on the answer of
 * `nextModalState` (`modal-state.ts`).
 */
export function createModalLayer(options: ModalLayerOptions): ModalLayer {
  const { page, document: doc, onCloseRequest } = options;
  let dialog: HTMLDialogElement | undefined;
  let content: HTMLElement | undefined;
  const listeners = createEventStore();
  let returnFocus: HTMLElement | undefined;
  let isOpen = false;
  let destroyed = false;
  // The cancel of this Escape already asked; the close event that may follow must not ask again.
  let requested = false;

  function build(): HTMLDialogElement {
    adoptStyles('tf-modal', modalStyles);
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
    content = options.content ?? doc.createElement('div');
    content.className = 'tf-modal__content';
    element.append(button, content);

    listeners.add(button, 'click', () => onCloseRequest('button'));
    listeners.add(element, 'cancel', (event) => {
      // Chromium's close watchers make the cancel of an Escape without user
      // activation since the last one not cancelable: the dialog then closes
      // itself, and the 'close' listener below follows it.
      if (event.cancelable) event.preventDefault();
      else requested = true;
      onCloseRequest('escape');
    });
    listeners.add(element, 'close', () => {
      const askedAlready = requested;
      requested = false;
      if (!isOpen) return;
      // Closed by the browser or by a form[method=dialog] in the page: follow it.
      tidyUp();
      if (!askedAlready) onCloseRequest('browser');
    });
    listeners.add(element, 'click', (event) => {
      // Clicks on the backdrop target the dialog itself, outside its box.
      if (event.target !== element) return;
      const box = element.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onCloseRequest('backdrop');
    });
    return element;
  }

  /** The page's own children made inert while the dialog is open. */
  let below: HTMLElement[] = [];

  function activeElement(): HTMLElement | undefined {
    let active = doc.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active instanceof HTMLElement && active !== doc.body ? active : undefined;
  }

  function tidyUp(): void {
    isOpen = false;
    for (const region of below) region.inert = false;
    below = [];
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
        // What showModal() already blocks, said in the markup too: the page
        // below is inert, so no tool counts its landmarks beside the modal's.
        below = [...page.children].filter((child): child is HTMLElement => child !== dialog && child instanceof HTMLElement && !child.inert);
        for (const region of below) region.inert = true;
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
      listeners.clear();
      dialog?.remove();
      dialog = content = undefined;
    },
  };
}
