import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { createModalLayer, type ModalLayer } from '../../../runtime/navigation/modal-dialog.js';

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

    it('makes the page below inert while open, and gives it back when closed, focus and all', () => {
      const region = document.createElement('div');
      region.setAttribute('role', 'main');
      page.append(region);
      outside.focus();
      layer.open();
      expect(region.inert).to.equal(true);
      expect(outside.inert).to.equal(true);
      expect(dialogOf()!.inert).to.equal(false);
      layer.close();
      expect(region.inert).to.equal(false);
      expect(outside.inert).to.equal(false);
      expect(document.activeElement).to.equal(outside);
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
