import { expect } from '@open-wc/testing';
import controller from '../../islands/schedule-teaser/index.js';
import { makeHost, renderError } from './island-harness.js';

const slot = (i: number, extra: Record<string, string> = {}) => ({ time: `${8 + i}:00 PM`, datetime: `${20 + i}:00`, show: `Show ${i}`, url: `/shows/${i}`, ...extra });

const feed = {
  result: {
    title: 'Tonight',
    day: 'Wednesday',
    visible: 2,
    slots: [slot(0, { status: 'live' }), slot(1, { url: 'javascript:x' }), slot(2), slot(3)],
    seeAll: { title: 'Full schedule', url: '/schedule' },
  },
};

const nextFrame = () => new Promise((r) => requestAnimationFrame(r));

describe('schedule teaser island (ENT_M048)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M048')));
  afterEach(() => h.cleanup());

  it('shows the first slots with machine-readable times and expands on request', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelectorAll('li')).to.have.length(2);
    expect(h.host.querySelector('time')!.getAttribute('datetime')).to.equal('20:00');
    expect(h.host.querySelector('li')!.textContent).to.contain('On now');
    const toggle = h.host.querySelector('button')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(h.host.querySelector('ol')!.id);
    toggle.click();
    await nextFrame();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(h.host.querySelectorAll('li')).to.have.length(4);
  });

  it('renders a slot with an unsafe URL as plain text', async () => {
    await controller.render(h.host, feed, h.ctx);
    const second = h.host.querySelectorAll('li')[1]!;
    expect(second.querySelector('a')).to.equal(null);
    expect(second.textContent).to.contain('Show 1');
  });

  it('rejects a bad status and a malformed datetime', async () => {
    const badStatus = { result: { ...feed.result, slots: [slot(0, { status: 'rerun' })] } };
    expect(String(await renderError(controller, h.host, badStatus, h.ctx))).to.contain('slots[0].status');
    const badTime = { result: { ...feed.result, slots: [slot(0, { datetime: '8pm' })] } };
    expect(String(await renderError(controller, h.host, badTime, h.ctx))).to.contain('slots[0].datetime must be HH:MM');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
