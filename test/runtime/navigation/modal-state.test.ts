import { expect } from '@open-wc/testing';
import { initialModalState, nextModalState, type ModalPage, type ModalState } from '../../../runtime/navigation/modal-state.js';

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
