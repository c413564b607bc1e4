import { expect } from '@open-wc/testing';
import controller, { OVERLAY_TEMPLATE, closedKey } from '../../islands/overlay/index.js';
import { siteStorageOf } from '../../islands/shared/site-storage.js';
import { messages } from '../../runtime/messages.js';
import { clone, makeHost, renderError } from './island-harness.js';

const FEED = {
  result: {
    typeClass: 'live',
    headline: 'Sit in the front row',
    description: 'Free tickets, every Thursday.',
    copy: 'Seats go to the first to ask.',
    button: { title: 'Get free tickets', url: '/schedule' },
    notification: { id: 'test-note', message: 'December is going fast.' },
  },
};

describe('overlay template island (ENT_M100)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    siteStorageOf(window).remove(closedKey('test-note'));
    h = makeHost('ENT_M100');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    siteStorageOf(window).remove(closedKey('test-note'));
    h.cleanup();
  });
  const text = (selector: string) => h.host.querySelector(selector)?.textContent;

  it('draws headline, description, copy, the button to its address and the notification, through the template pool', async () => {
    await controller.render(h.host, FEED, h.ctx);
    expect(h.ctx.templates.has(OVERLAY_TEMPLATE)).to.equal(true);
    expect(text('h2')).to.equal('Sit in the front row');
    expect(text('.tf-ov__description')).to.equal('Free tickets, every Thursday.');
    expect(text('.tf-ov__copy')).to.equal('Seats go to the first to ask.');
    const button = h.host.querySelector('a.tf-ov__button')!;
    expect([button.textContent, button.getAttribute('href')]).to.deep.equal(['Get free tickets', '/schedule']);
    expect(text('.tf-ov__note-text')).to.equal('December is going fast.');
    expect(h.host.querySelector('.tf-ov')!.classList.contains('tf-ov--live')).to.equal(true);
    expect(h.host.querySelector('button')!.getAttribute('aria-label')).to.equal('Close notification');
  });

  it('keeps feed text as text', async () => {
    const feed = clone(FEED);
    feed.result.headline = '<img src=x onerror=alert(1)>';
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('img')).to.equal(null);
    expect(text('h2')).to.equal('<img src=x onerror=alert(1)>');
  });

  it('has no notification when the feed has none', async () => {
    const feed = clone(FEED) as { result: Partial<typeof FEED.result> };
    delete feed.result.notification;
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('.tf-ov__note')).to.equal(null);
    expect(text('h2')).to.equal('Sit in the front row');
  });

  it('remembers a closed notification in site storage: gone at once, and on the next render', async () => {
    await controller.render(h.host, FEED, h.ctx);
    h.host.querySelector<HTMLButtonElement>('.tf-ov__close')!.click();
    expect(h.host.querySelector('.tf-ov__note')).to.equal(null);
    expect(document.activeElement).to.equal(h.host.querySelector('h2'));
    expect(siteStorageOf(window).get(closedKey('test-note'))).to.equal('1');
    controller.onModuleDestroy?.(h.host);
    await controller.render(h.host, FEED, h.ctx);
    expect(h.host.querySelector('.tf-ov__note')).to.equal(null);
    expect(text('h2')).to.equal('Sit in the front row');
  });

  describe('a malformed feed fails the zone, nothing drawn', () => {
    for (const [what, change] of [
      ['no headline', (f: typeof FEED) => Object.assign(f.result, { headline: '' })],
      ['an unknown type class', (f: typeof FEED) => Object.assign(f.result, { typeClass: 'x" onclick="alert(1)' })],
      ['a javascript: button', (f: typeof FEED) => Object.assign(f.result.button, { url: 'javascript:alert(1)' })],
      ['a notification without a message', (f: typeof FEED) => Object.assign(f.result, { notification: { id: 'a' } })],
    ] as const) {
      it(what, async () => {
        const feed = clone(FEED);
        change(feed);
        const error = await renderError(controller, h.host, feed, h.ctx);
        expect(String(error)).to.match(/^FeedError: ENT_M100 feed:/);
        expect(h.host.childNodes.length).to.equal(0);
      });
    }
  });

  it('fails the zone with the catalogue’s exact message when its template is not in the pool', async () => {
    // A destroyed module's scope registers nothing: the pool has no such template.
    const ctx = { ...h.ctx, templates: { ...h.ctx.templates, register: () => () => undefined } };
    const error = await renderError(controller, h.host, FEED, ctx);
    expect((error as Error).message).to.equal(messages.templateMissing(OVERLAY_TEMPLATE));
    expect((error as Error).message).to.equal('Unable to render template: tf-overlay, because it\u2019s not registered in the pool'.replace('\u2019', "'"));
    expect(h.host.childNodes.length).to.equal(0);
  });
});
