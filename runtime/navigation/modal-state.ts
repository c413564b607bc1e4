import { withoutFragment } from '../util/url.js';

/**
 * Modal pages, the pure half: a state
 * machine deciding, page by page, whether the modal opens or closes. No DOM;
 * `modal-dialog.ts` is the shell that acts on its answer.
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
