import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import controller from '../../islands/help-faq/index.js';
import { SUPPORT_PATH } from '../../islands/shared/support/support-rules.js';
import { startDemoWorker } from '../support/demo-worker.js';
import { until } from './comedian-search-support.js';
import { makeHost } from './island-harness.js';

const feed = { result: { title: 'Help', categories: [{ anchor: 'watching', title: 'Watching', questions: [{ question: 'Why?', answer: ['Because.'] }] }] } };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value as typing or choosing does, so React's onChange sees it. */
function enter(control: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control.localName === 'select' ? 'change' : 'input', { bubbles: true }));
}

describe('the help page’s contact form', () => {
  let worker: SetupWorker;
  let h: ReturnType<typeof makeHost>;
  before(async () => {
    worker = await startDemoWorker();
  });
  beforeEach(async () => {
    h = makeHost('ENT_M087');
    await controller.render(h.host, feed, h.ctx);
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    worker.resetHandlers();
  });

  const field = (name: string) => h.host.querySelector<Control>(`.tf-contact [name="${name}"]`)!;
  const status = () => h.host.querySelector('.tf-contact [role="status"]')!.textContent;
  const send = () => h.host.querySelector<HTMLButtonElement>('.tf-contact__send')!.click();
  const errorOf = (name: string) => {
    const id = field(name).getAttribute('aria-describedby');
    return id ? h.host.querySelector(`[id="${id}"]`)?.textContent : undefined;
  };
  const fillIn = () => {
    enter(field('name'), 'Pat Viewer');
    enter(field('email'), 'pat@example.com');
    enter(field('topic'), 'watching');
    enter(field('message'), 'The clip stops at the same second every time.');
  };

  it('checks every field in the page: each problem beside its field, the first one focused, nothing sent', async () => {
    let sent = 0;
    worker.use(http.post(SUPPORT_PATH, () => {
      sent++;
      return HttpResponse.json({ reference: 'LT-000001' }, { status: 201 });
    }));
    send();
    await until(() => status() !== '', 'the status');
    expect(status()).to.equal('4 fields need attention before your message can be sent.');
    expect(['name', 'email', 'topic', 'message'].map((name) => field(name).getAttribute('aria-invalid'))).to.deep.equal(['true', 'true', 'true', 'true']);
    expect(errorOf('name')).to.equal('Enter your name.');
    expect(errorOf('topic')).to.equal('Choose what your question is about.');
    expect(document.activeElement).to.equal(field('name'));
    enter(field('name'), 'Pat');
    enter(field('email'), 'not an address');
    send();
    await until(() => status() === '3 fields need attention before your message can be sent.', 'the new status');
    expect(errorOf('email')).to.equal('Enter an e-mail address like name@example.com.');
    expect(field('name').hasAttribute('aria-invalid')).to.equal(false);
    expect(document.activeElement).to.equal(field('email'));
    expect(sent).to.equal(0);
  });

  it('sends a valid message to the support desk and shows its reference, focused', async () => {
    fillIn();
    send();
    await until(() => h.host.querySelector('.tf-contact__done') !== null, 'the confirmation');
    const done = h.host.querySelector<HTMLElement>('.tf-contact__done')!;
    expect(done.querySelector('strong')!.textContent).to.match(/^LT-\d{6}$/);
    await until(() => document.activeElement === done, 'the focus on the confirmation');
    expect(h.host.querySelector('.tf-contact form')).to.equal(null);
  });

  it('shows the desk’s own field problems on their fields', async () => {
    worker.use(http.post(SUPPORT_PATH, () => HttpResponse.json({ error: 'invalid', problems: { message: 'Say a little more.' } }, { status: 422 })));
    fillIn();
    send();
    await until(() => errorOf('message') !== undefined, 'the message problem');
    expect(errorOf('message')).to.equal('Say a little more.');
    expect(status()).to.equal('1 field needs attention before your message can be sent.');
    expect(document.activeElement).to.equal(field('message'));
  });

  for (const [what, answer] of [
    ['an error answer', () => HttpResponse.json({ error: 'down' }, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ] as const) {
    it(`keeps everything typed after ${what}, and says the message was not sent`, async () => {
      worker.use(http.post(SUPPORT_PATH, answer));
      fillIn();
      send();
      await until(() => h.host.querySelector('.tf-contact__failed') !== null, 'the failure');
      expect(h.host.querySelector('.tf-contact__failed')!.getAttribute('role')).to.equal('alert');
      expect(['name', 'email', 'topic', 'message'].map((name) => field(name).value))
        .to.deep.equal(['Pat Viewer', 'pat@example.com', 'watching', 'The clip stops at the same second every time.']);
      expect(h.host.querySelector('.tf-contact__done')).to.equal(null);
    });
  }
});
