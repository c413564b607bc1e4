import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  createModalLayer,
  initialModalState,
  nextModalState,
  type ModalLayer,
  type ModalPage,
  type ModalState,
} from '../../../runtime/navigation/modal.js';

const HOME = 'https://cc.test/';
const SHOW = 'https://cc.test/shows/roast';
const MODAL = 'https://cc.test/video/quiz-modal';
const OTHER_MODAL = 'https://cc.test/video/other-modal';

const plain = (url: string, isReload = false): ModalPage => ({ url, isModalable: false, isReload });
const modal = (url: string, isReload = false): ModalPage => ({ url, isModalable: true, isReload });

/** The state after showing `pages` in order from the start of a session. */
function after(...pages: ModalPage[]): ModalState {
  return pages.reduce((state, page) => nextModalState(state, page).state, initialModalState);
}

describe('nextModalState', () => {
  describe('when a modalable page follows a different page', () => {
    it('opens it over that page and remembers the page under it', () => {
      const { state, effect } = nextModalState(after(plain(HOME)), modal(MODAL));
      expect(effect).to.equal('open');
      expect(state).to.deep.equal({ open: true, previousUrl: HOME, lastUrl: MODAL, disabled: false });
    });

    it('opens it even when that previous page was itself modalable but shown as a plain page', () => {
      // The first page of a session is shown plainly; a second modalable page opens over it.
      const { effect, state } = nextModalState(after(modal(MODAL)), modal(OTHER_MODAL));
      expect(effect).to.equal('open');
      expect(state.previousUrl).to.equal(MODAL);
    });

    it('opens it when the page was reached by back/forward rather than a link', () => {
      expect(nextModalState(after(plain(HOME)), modal(MODAL, true)).effect).to.equal('open');
    });
  });

  describe('when the modalable page is the same page as the previous one', () => {
    it('does not open, whatever the fragment', () => {
      const { effect, state } = nextModalState(after(plain(`${MODAL}#a`)), modal(`${MODAL}#b`));
      expect(effect).to.equal('none');
      expect(state.open).to.equal(false);
    });
  });

  describe('when the modalable page is the first page of the session', () => {
    it('shows it as a plain page, having nothing to open over', () => {
      const { effect, state } = nextModalState(initialModalState, modal(MODAL));
      expect(effect).to.equal('none');
      expect(state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: MODAL, disabled: false });
    });
  });

  describe('when a modal is already open', () => {
    it('keeps it open for another modalable page, still over the same page', () => {
      const { effect, state } = nextModalState(after(plain(HOME), modal(MODAL)), modal(OTHER_MODAL));
      expect(effect).to.equal('none');
      expect(state).to.deep.equal({ open: true, previousUrl: HOME, lastUrl: OTHER_MODAL, disabled: false });
    });

    it('keeps it open when the same modal page comes again without a reload (a hash change)', () => {
      const { effect, state } = nextModalState(after(plain(HOME), modal(MODAL)), modal(`${MODAL}#part-2`));
      expect(effect).to.equal('none');
      expect(state.open).to.equal(true);
    });

    it('closes it for a non-modal page', () => {
      const { effect, state } = nextModalState(after(plain(HOME), modal(MODAL)), plain(SHOW));
      expect(effect).to.equal('close');
      expect(state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: SHOW, disabled: false });
    });

    it('closes it when the page under it is loaded again (the close request), even if that page is modalable', () => {
      const state = after(plain(HOME), modal(MODAL), modal(OTHER_MODAL));
      const underModalable = nextModalState({ ...state, previousUrl: MODAL }, modal(`${MODAL}#top`));
      expect(underModalable.effect).to.equal('close');
      expect(underModalable.state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: `${MODAL}#top`, disabled: false });
      expect(nextModalState(state, plain(HOME)).effect).to.equal('close');
    });

    it('closes it and disables modals when the modal page itself is reloaded', () => {
      const { effect, state } = nextModalState(after(plain(HOME), modal(MODAL)), modal(MODAL, true));
      expect(effect).to.equal('close');
      expect(state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: MODAL, disabled: true });
    });
  });

  describe('when the same modalable page is reloaded', () => {
    it('disables the modal experience for later modalable pages', () => {
      const reloaded = after(plain(HOME), modal(MODAL), modal(MODAL, true));
      const next = nextModalState(reloaded, modal(OTHER_MODAL));
      expect(next.effect).to.equal('none');
      expect(next.state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: OTHER_MODAL, disabled: true });
    });

    it('disables it also when the page was shown plainly (first page of the session)', () => {
      const state = after(modal(MODAL), modal(`${MODAL}#x`, true));
      expect(state.disabled).to.equal(true);
      expect(nextModalState(state, modal(OTHER_MODAL)).effect).to.equal('none');
    });

    it('allows modals again once a non-modal page is shown', () => {
      const state = after(plain(HOME), modal(MODAL), modal(MODAL, true), modal(OTHER_MODAL), plain(SHOW));
      expect(state.disabled).to.equal(false);
      expect(nextModalState(state, modal(MODAL)).effect).to.equal('open');
    });
  });

  describe('a reload of a non-modal page', () => {
    it('changes nothing about modals', () => {
      const { effect, state } = nextModalState(after(plain(HOME)), plain(HOME, true));
      expect(effect).to.equal('none');
      expect(state).to.deep.equal({ open: false, previousUrl: undefined, lastUrl: HOME, disabled: false });
    });
  });

  describe('over every combination of state and page', () => {
    const urls = [undefined, HOME, `${HOME}#x`, MODAL, OTHER_MODAL];
    const states: ModalState[] = [];
    for (const open of [false, true])
      for (const disabled of [false, true])
        for (const previousUrl of urls)
          for (const lastUrl of urls) {
            // An open modal always has a page under it; other states are unreachable.
            if (!open || previousUrl !== undefined) states.push({ open, disabled, previousUrl, lastUrl });
          }
    const pages: ModalPage[] = [];
    for (const url of [HOME, `${HOME}#y`, MODAL, OTHER_MODAL])
      for (const isModalable of [false, true]) for (const isReload of [false, true]) pages.push({ url, isModalable, isReload });
    const strip = (url: string | undefined) => url?.split('#')[0];

    it('never changes its input and always remembers the page as the last one', () => {
      for (const state of states)
        for (const page of pages) {
          const copy = { ...state };
          const next = nextModalState(state, page);
          expect(state).to.deep.equal(copy);
          expect(next.state.lastUrl).to.equal(page.url);
        }
    });

    it('reports an effect exactly when the open flag changes', () => {
      for (const state of states)
        for (const page of pages) {
          const next = nextModalState(state, page);
          const expected = state.open === next.state.open ? 'none' : next.state.open ? 'open' : 'close';
          expect(next.effect, JSON.stringify({ state, page })).to.equal(expected);
        }
    });

    it('opens only for a modalable, different page when allowed and not already open', () => {
      for (const state of states)
        for (const page of pages) {
          const { effect } = nextModalState(state, page);
          const allowed =
            page.isModalable && !state.disabled && !state.open &&
            state.lastUrl !== undefined && strip(state.lastUrl) !== strip(page.url);
          expect(effect === 'open', JSON.stringify({ state, page })).to.equal(allowed);
        }
    });

    it('is open only with a remembered page under it', () => {
      for (const state of states)
        for (const page of pages) {
          const { state: next, effect } = nextModalState(state, page);
          if (next.open) expect(next.previousUrl, JSON.stringify({ state, page })).to.be.a('string');
          if (effect === 'close') expect(next.previousUrl, JSON.stringify({ state, page })).to.equal(undefined);
        }
    });

    it('ends modal state and re-enables modals on every non-modal page', () => {
      for (const state of states)
        for (const page of pages.filter((p) => !p.isModalable)) {
          const next = nextModalState(state, page).state;
          expect(next.open).to.equal(false);
          expect(next.disabled).to.equal(false);
        }
    });
  });
});

describe('createModalLayer', () => {
  let page: HTMLElement;
  let outside: HTMLButtonElement;
  let onCloseRequest: sinon.SinonSpy;
  let layer: ModalLayer;

  beforeEach(() => {
    page = document.createElement('div');
    outside = document.createElement('button');
    outside.textContent = 'A link on the page under the modal';
    page.append(outside);
    document.body.append(page);
    onCloseRequest = sinon.spy();
    layer = createModalLayer({ page, document, onCloseRequest, label: 'Quiz' });
  });

  afterEach(() => {
    layer.destroy();
    page.remove();
  });

  const dialogOf = () => page.querySelector('dialog');
  const closeButton = () => page.querySelector<HTMLButtonElement>('dialog button');
  /** A close event is queued a task after the dialog closes; wait for it when one is due. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  describe('when opened', () => {
    it('shows a modal <dialog> in the page’s light DOM and marks <html>', () => {
      layer.open();
      const dialog = dialogOf();
      expect(dialog).to.be.instanceOf(HTMLDialogElement);
      expect(dialog?.classList.contains('tf-modal')).to.equal(true);
      expect(dialog?.getAttribute('aria-modal')).to.equal('true');
      expect(dialog?.getAttribute('aria-label')).to.equal('Quiz');
      expect(dialog?.matches(':modal')).to.equal(true);
      expect(document.documentElement.classList.contains('tf-modal')).to.equal(true);
      expect(layer.isOpen).to.equal(true);
    });

    it('returns a container inside the dialog for the modal page', () => {
      const container = layer.open();
      expect(dialogOf()?.contains(container)).to.equal(true);
      expect(layer.open()).to.equal(container);
    });

    it('has a visible close button with an accessible name', () => {
      layer.open();
      const button = closeButton();
      expect(button?.getAttribute('aria-label')).to.equal('Close');
      expect(button?.type).to.equal('button');
      const box = button?.getBoundingClientRect();
      expect(box?.width).to.be.greaterThan(0);
      expect(box?.height).to.be.greaterThan(0);
    });

    it('moves focus into the dialog and keeps the page under it inert', () => {
      outside.focus();
      layer.open();
      expect(document.activeElement).to.equal(closeButton());
      outside.focus();
      expect(document.activeElement).to.equal(closeButton());
    });

    it('does not request a close by itself', () => {
      layer.open();
      expect(onCloseRequest.callCount).to.equal(0);
    });
  });

  describe('when closed', () => {
    it('hides the dialog, unmarks <html> and gives focus back', async () => {
      outside.focus();
      const container = layer.open();
      const text = document.createElement('p');
      container.append(text);
      layer.close();
      await nextTask();
      expect(dialogOf()?.open).to.equal(false);
      expect(document.documentElement.classList.contains('tf-modal')).to.equal(false);
      expect(document.activeElement).to.equal(outside);
      expect(layer.isOpen).to.equal(false);
      expect(container.contains(text), 'the runtime moves or drops the modal page').to.equal(true);
      expect(onCloseRequest.callCount).to.equal(0);
    });

    it('is safe to close twice and to open again', async () => {
      layer.open();
      layer.close();
      layer.close();
      await nextTask();
      layer.open();
      expect(dialogOf()?.open).to.equal(true);
      expect(page.querySelectorAll('dialog')).to.have.length(1);
    });
  });

  describe('when the visitor presses Escape', () => {
    it('asks the runtime and leaves the dialog open', async () => {
      layer.open().append(Object.assign(document.createElement('p'), { textContent: 'Which show is this?' }));
      // A click in the dialog is the user activation that lets the page keep it open.
      const text = dialogOf()?.querySelector('p')?.getBoundingClientRect();
      if (!text) throw new Error('no text');
      await sendMouse({ type: 'click', position: [Math.round(text.left + 4), Math.round(text.top + 4)] });
      expect(onCloseRequest.callCount).to.equal(0);
      await sendKeys({ press: 'Escape' });
      await nextTask();
      expect(onCloseRequest.callCount).to.equal(1);
      expect(dialogOf()?.open).to.equal(true);
      expect(layer.isOpen).to.equal(true);
      expect(document.documentElement.classList.contains('tf-modal')).to.equal(true);
    });

    it('follows a close the browser forces anyway, and asks the runtime only once', async () => {
      outside.focus();
      layer.open();
      const dialog = dialogOf() as HTMLDialogElement;
      // What Chromium does for an Escape without user activation: a cancel
      // that cannot be cancelled, then the dialog closes.
      const closed = oneEvent(dialog, 'close');
      dialog.dispatchEvent(new Event('cancel', { cancelable: false }));
      dialog.close();
      await closed;
      expect(onCloseRequest.callCount).to.equal(1);
      expect(layer.isOpen).to.equal(false);
      expect(document.documentElement.classList.contains('tf-modal')).to.equal(false);
      expect(document.activeElement).to.equal(outside);
    });
  });

  describe('when something inside closes the dialog (a form with method=dialog)', () => {
    it('follows and asks the runtime', async () => {
      const form = Object.assign(document.createElement('form'), { method: 'dialog' });
      const submit = Object.assign(document.createElement('button'), { textContent: 'Done' });
      form.append(submit);
      layer.open().append(form);
      const closed = oneEvent(dialogOf() as HTMLDialogElement, 'close');
      submit.click();
      await closed;
      expect(onCloseRequest.callCount).to.equal(1);
      expect(layer.isOpen).to.equal(false);
    });
  });

  describe('when the close button is used', () => {
    it('asks the runtime and leaves the dialog open', async () => {
      layer.open();
      const box = closeButton()?.getBoundingClientRect();
      if (!box) throw new Error('no close button');
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      expect(onCloseRequest.callCount).to.equal(1);
      expect(dialogOf()?.open).to.equal(true);
    });
  });

  describe('when the backdrop is clicked', () => {
    it('asks the runtime to close', async () => {
      layer.open();
      await sendMouse({ type: 'click', position: [2, 2] });
      expect(onCloseRequest.callCount).to.equal(1);
    });

    it('is not confused with a click inside the dialog', async () => {
      layer.open().append(Object.assign(document.createElement('p'), { textContent: 'Question one' }));
      const text = dialogOf()?.querySelector('p')?.getBoundingClientRect();
      if (!text) throw new Error('no text');
      await sendMouse({ type: 'click', position: [Math.round(text.left + 4), Math.round(text.top + 4)] });
      expect(onCloseRequest.callCount).to.equal(0);
    });
  });

  describe('when destroyed', () => {
    it('closes and removes the dialog, and later calls change nothing', async () => {
      outside.focus();
      layer.open();
      layer.destroy();
      await nextTask();
      expect(dialogOf()).to.equal(null);
      expect(document.documentElement.classList.contains('tf-modal')).to.equal(false);
      expect(document.activeElement).to.equal(outside);
      layer.destroy();
      expect(layer.open().isConnected).to.equal(false);
      expect(page.querySelector('dialog')).to.equal(null);
      expect(layer.isOpen).to.equal(false);
      expect(onCloseRequest.callCount).to.equal(0);
    });
  });
});
