import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
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

describe('schedule teaser island (ENT_M048)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M048')));
  afterEach(() => h.cleanup());

  it('shows the first slots with machine-readable times and the rest in a <tf-collapsible> that opens on request', async () => {
    await controller.render(h.host, feed, h.ctx);
    const [shown, more] = [...h.host.querySelectorAll('ol')];
    expect(shown!.querySelectorAll('li')).to.have.length(2);
    expect(h.host.querySelector('time')!.getAttribute('datetime')).to.equal('20:00');
    expect(h.host.querySelector('li')!.textContent).to.contain('On now');
    const collapsible = h.host.querySelector('tf-collapsible')!;
    await collapsible.updateComplete;
    expect(more!.getAttribute('start')).to.equal('3');
    expect(more!.querySelectorAll('li')).to.have.length(2);
    expect(more!.getBoundingClientRect().height).to.equal(0);
    const toggle = collapsible.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(collapsible.querySelector('[slot="trigger"]')!.textContent).to.equal('Show the whole night (4)');
    const expanded = oneEvent(collapsible, 'tf:expanded');
    toggle.click();
    await expanded;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const label = () => collapsible.querySelector('[slot="trigger"]')!.textContent;
    await waitUntil(() => label() === 'Show less', `the trigger still says ${label()}`);
    const collapsed = oneEvent(collapsible, 'tf:collapsed');
    toggle.click();
    await collapsed;
    await waitUntil(() => label() === 'Show the whole night (4)', `the trigger still says ${label()}`);
  });

  it('has no collapsible when every slot fits', async () => {
    await controller.render(h.host, { result: { ...feed.result, visible: 4 } }, h.ctx);
    expect(h.host.querySelector('tf-collapsible')).to.equal(null);
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
