import { emit } from '../events.js';
import { messages, runtimeMessages } from '../messages.js';
import type { ModuleTrackData } from '../tracking/track-data.js';
import type { Log } from '../types.js';
import { createLazyCalls } from '../util/lazy-calls.js';
import type { LayerRouter } from '../assembly/page-loader.js';
import type { CloseRequest, ModalLayer } from './modal-dialog.js';
import { initialModalState, nextModalState, type ModalState } from './modal-state.js';

export interface ModalRouter extends LayerRouter {
  /** The page under the open modal, which closing it loads again. */
  readonly previousUrl: string | undefined;
  destroy(): void;
}

/** The modal's module click-through. */
export const MODAL_MODULE = 'Page Modal';
export const MODAL_CLOSE_ACTION = 'Clicks on Modal X';

/**
 * Decides for each manifest whether it opens over the page as a modal
 * and runs the dialog: `tf-modal` on <html>, the
 * `tf:modalopen`/`tf:modalclose` events, and a close request that asks for
 * the remembered page to be loaded again.
 */
export function createModalRouter(opts: {
  page: HTMLElement;
  document: Document;
  onClose(previousUrl: string): void;
  /**
   * Reports the modal's click-through: a click on its close
   * button is `Clicks on Modal X` from module `Page Modal`, to the page under
   * it. The page session's tracker; a throw is the reporting failing.
   */
  report?(data: ModuleTrackData): void;
  log?: Log;
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
  let wanted = false;
  let destroyed = false;
  const dialog = createLazyCalls(
    () => import('./modal-dialog.js'),
    (error) => console.warn(`[triforce] ${runtimeMessages.modalFailed}`, error),
  );

  function loadLayer(): void {
    dialog.run(({ createModalLayer }) => {
      // Several opens may wait for the one chunk: the first makes the layer.
      if (destroyed || layer) return;
      layer = createModalLayer({ page: opts.page, document: opts.document, onCloseRequest: requestClose, content });
      if (wanted) layer.open();
    });
  }

  const requestClose = (via?: CloseRequest) => {
    const below = state.previousUrl;
    if (!below) return;
    if (via === 'button') {
      try {
        opts.report?.({ moduleName: MODAL_MODULE, destination: below, action: MODAL_CLOSE_ACTION });
      } catch {
        // A message of type error; the modal still closes.
        opts.log?.('error', messages.modalReportingFailed);
      }
    }
    opts.onClose(below);
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
