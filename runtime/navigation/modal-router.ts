import { emit } from '../events.js';
import { runtimeMessages } from '../messages.js';
import type { LayerRouter } from '../assembly/page-loader.js';
import type { ModalLayer } from './modal-dialog.js';
import { initialModalState, nextModalState, type ModalState } from './modal-state.js';

export interface ModalRouter extends LayerRouter {
  /** The page under the open modal, which closing it loads again. */
  readonly previousUrl: string | undefined;
  destroy(): void;
}

/**
 * Decides for each manifest whether it opens over the page as a modal
 * (spec 001 §2, §4) and runs the dialog: `tf-modal` on <html>, the
 * `tf:modalopen`/`tf:modalclose` events, and a close request that asks for
 * the remembered page to be loaded again.
 */
export function createModalRouter(opts: {
  page: HTMLElement;
  document: Document;
  onClose(previousUrl: string): void;
}): ModalRouter {
  let state: ModalState = initialModalState;
  let layer: ModalLayer | undefined;
  /**
   * The dialog's code (modal-dialog.ts and its styles) is a chunk of its own,
   * imported when a modal first opens: only a modal page needs it. Until it
   * runs, the modal's zones are placed into `content`, which the dialog then
   * shows; `wanted` says whether it should be open by then.
   */
  let content: HTMLElement | undefined;
  let loading: Promise<unknown> | undefined;
  let wanted = false;
  let destroyed = false;

  function loadLayer(): void {
    loading ??= import('./modal-dialog.js').then(
      ({ createModalLayer }) => {
        if (destroyed) return;
        layer = createModalLayer({ page: opts.page, document: opts.document, onCloseRequest: requestClose, content });
        if (wanted) layer.open();
      },
      (error: unknown) => {
        loading = undefined;
        console.warn(`[triforce] ${runtimeMessages.modalFailed}`, error);
      },
    );
  }

  const requestClose = () => {
    if (state.previousUrl) opts.onClose(state.previousUrl);
  };

  return {
    route(url, manifest, load) {
      // `reload` is tf-page.reload() or a browser reload of the document; a first
      // visit is not one (the state machine never opens a modal without a page under it).
      const page = { url, isModalable: manifest.isModalable === 'true', isReload: load.reload };
      const { state: next, effect } = nextModalState(state, page);
      state = next;
      if (effect === 'open') emit(opts.page, 'tf:modalopen', { url });
      if (effect === 'close') {
        // The loader drops the modal's zones when it places this page.
        wanted = false;
        layer?.close();
        emit(opts.page, 'tf:modalclose', { url });
      }
      return state.open ? 'modal' : 'page';
    },
    container() {
      wanted = true;
      if (layer) return layer.open();
      content ??= opts.document.createElement('div');
      loadLayer();
      return content;
    },
    get previousUrl() {
      return state.previousUrl;
    },
    destroy() {
      destroyed = true;
      wanted = false;
      layer?.destroy();
      layer = undefined;
      state = initialModalState;
    },
  };
}
