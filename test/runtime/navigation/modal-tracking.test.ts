import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { messages } from '../../../runtime/messages.js';
import { createModalRouter, type ModalRouter } from '../../../runtime/navigation/modal-router.js';
import type { ModuleTrackData } from '../../../runtime/tracking/track-data.js';
import type { Manifest } from '../../../runtime/types.js';

const plain: Manifest = { zones: {} };
const modalable: Manifest = { zones: {}, isModalable: 'true' };

/** The modal's click-through, and the error when it cannot be reported. */
describe('modal router: tracking', () => {
  let page: HTMLElement;
  let router: ModalRouter | undefined;

  beforeEach(() => {
    page = document.createElement('div');
    document.body.append(page);
  });
  afterEach(() => {
    router?.destroy();
    page.remove();
    document.documentElement.classList.remove('tf-modal');
  });

  async function openModal(report: (data: ModuleTrackData) => void, logged: string[], closes: string[]): Promise<HTMLDialogElement> {
    router = createModalRouter({ page, document, onClose: (url) => closes.push(url), report, log: (level, text) => logged.push(`${level} ${text}`) });
    router.route('https://s.test/', plain, { initial: true, reload: false });
    router.route('https://s.test/clips/a', modalable, { initial: false, reload: false });
    const container = router.container();
    await waitUntil(() => container.closest('dialog')?.open, 'the dialog opens');
    return container.closest('dialog')!;
  }

  it('reports a click on its X as Clicks on Modal X from module Page Modal, to the page below', async () => {
    const reports: ModuleTrackData[] = [];
    const closes: string[] = [];
    const dialog = await openModal((data) => reports.push(data), [], closes);
    // Escape is no click on the X: the modal closes, nothing is reported.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(reports).to.deep.equal([]);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(reports).to.deep.equal([{ moduleName: 'Page Modal', destination: 'https://s.test/', action: 'Clicks on Modal X' }]);
    expect(closes).to.deep.equal(['https://s.test/', 'https://s.test/']);
  });

  it('logs Reporting for Page Modal returns error when reporting fails, and still closes', async () => {
    const logged: string[] = [];
    const closes: string[] = [];
    const dialog = await openModal(() => {
      throw new Error('collector down');
    }, logged, closes);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(logged).to.deep.equal([`error ${messages.modalReportingFailed}`]);
    expect(messages.modalReportingFailed).to.equal('Reporting for Page Modal returns error');
    expect(closes).to.deep.equal(['https://s.test/']);
  });
});
