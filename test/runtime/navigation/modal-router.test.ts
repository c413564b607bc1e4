import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { createModalRouter, type ModalRouter } from '../../../runtime/navigation/modal-router.js';
import type { Manifest } from '../../../runtime/types.js';

const plain: Manifest = { zones: {} };
const modalable: Manifest = { zones: {}, isModalable: 'true' };
const link = { initial: false, reload: false };

/** The dialog's code is a chunk imported when a modal first opens: wait for it to show the container. */
async function dialogOf(container: HTMLElement): Promise<HTMLDialogElement> {
  await waitUntil(() => container.closest('dialog')?.open, 'the dialog opens around the container');
  return container.closest('dialog')!;
}

describe('modal router', () => {
  let page: HTMLElement;
  let router: ModalRouter;
  let closes: string[];
  let events: string[];

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
    closes = [];
    events = [];
    for (const type of ['tf:modalopen', 'tf:modalclose'] as const) {
      page.addEventListener(type, (e) => events.push(`${type} ${e.detail.url}`));
    }
    router = createModalRouter({ page, document, onClose: (url) => closes.push(url) });
  });

  afterEach(() => {
    router.destroy();
    page.remove();
    document.documentElement.classList.remove('tf-modal');
  });

  it('shows the first page as a page, even when it is modalable', () => {
    expect(router.route('https://s.test/clips/a', modalable, { initial: true, reload: false })).to.equal('page');
    expect(events).to.deep.equal([]);
  });

  it('opens a modalable page over the previous one and closes it on a plain page', async () => {
    router.route('https://s.test/', plain, { initial: true, reload: false });
    expect(router.route('https://s.test/clips/a', modalable, link)).to.equal('modal');
    const container = router.container();
    expect((await dialogOf(container)).open).to.equal(true);
    expect(document.documentElement.classList.contains('tf-modal')).to.equal(true);
    expect(router.previousUrl).to.equal('https://s.test/');
    expect(router.route('https://s.test/clips/b', modalable, link)).to.equal('modal');
    expect(router.route('https://s.test/shows', plain, link)).to.equal('page');
    expect(document.documentElement.classList.contains('tf-modal')).to.equal(false);
    expect(events).to.deep.equal(['tf:modalopen https://s.test/clips/a', 'tf:modalclose https://s.test/shows']);
  });

  it('asks to load the page below when the visitor closes the modal', async () => {
    router.route('https://s.test/', plain, { initial: true, reload: false });
    router.route('https://s.test/clips/a', modalable, link);
    const dialog = await dialogOf(router.container());
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(closes).to.deep.equal(['https://s.test/']);
  });

  it('gives the zones their container at once, and opens no dialog for a modal closed before its code arrived', async () => {
    router.route('https://s.test/', plain, { initial: true, reload: false });
    router.route('https://s.test/clips/a', modalable, link);
    const container = router.container();
    expect(container.className).to.equal('');
    router.route('https://s.test/shows', plain, link);
    // The router's import of the chunk settles first: by now it has run.
    await import('../../../runtime/navigation/modal-dialog.js');
    await Promise.resolve();
    expect(page.querySelector('dialog')).to.equal(null);
    expect(document.documentElement.classList.contains('tf-modal')).to.equal(false);

    router.route('https://s.test/clips/b', modalable, link);
    expect(router.container()).to.equal(container);
    expect((await dialogOf(container)).open).to.equal(true);
    expect(container.className).to.equal('tf-modal__content');
  });

  it('shows a reloaded modal page as a plain page', () => {
    router.route('https://s.test/', plain, { initial: true, reload: false });
    router.route('https://s.test/clips/a', modalable, link);
    router.container();
    expect(router.route('https://s.test/clips/a', modalable, { initial: false, reload: true })).to.equal('page');
    expect(router.route('https://s.test/clips/b', modalable, link)).to.equal('page');
    expect(router.route('https://s.test/', plain, link)).to.equal('page');
    expect(router.route('https://s.test/clips/b', modalable, link)).to.equal('modal');
  });
});
