import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import { waitUntil } from '../support/wait.js';
import '../../elements/tf-collapsible/tf-collapsible.js';
import type { TfCollapsible } from '../../elements/tf-collapsible/tf-collapsible.js';

const trigger = (el: TfCollapsible) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!;
const content = (el: TfCollapsible) => el.shadowRoot!.querySelector<HTMLElement>('[part="content"]')!;
/**
 * The end of the height transition as the element settles it: its
 * `transitionend`, or on a loaded machine its fallback timer, after which
 * the transition is cancelled and no `transitionend` ever comes.
 */
const ended = (el: TfCollapsible) => waitUntil(() => el.phase === 'open' || el.phase === 'closed', 'the transition settles');

async function collapsible(open = false, duration = '80ms') {
  const el = await fixture<TfCollapsible>(html`<tf-collapsible ?open=${open} style="--tf-collapsible-duration: ${duration}">
    <span slot="trigger">What is the free pass?</span>
    <p style="margin: 0; height: 120px">Twenty-four hours of full episodes.</p>
  </tf-collapsible>`);
  await el.updateComplete;
  return el;
}

describe('<tf-collapsible>', () => {
  afterEach(() => sinon.restore());

  it('starts closed: content out of the layout, trigger aria-expanded false and controlling it', async () => {
    const el = await collapsible();
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('false');
    expect(trigger(el).getAttribute('aria-controls')).to.equal('content');
    expect(content(el).id).to.equal('content');
    expect(getComputedStyle(content(el)).display).to.equal('none');
    expect(el.phase).to.equal('closed');
  });

  it('starts open without animating or announcing when open is set from the start', async () => {
    const spy = sinon.spy();
    document.addEventListener('tf:expanded', spy);
    const el = await fixture<TfCollapsible>(html`<tf-collapsible open><span slot="trigger">Q</span><p style="height: 50px; margin: 0">A</p></tf-collapsible>`);
    document.removeEventListener('tf:expanded', spy);
    expect(el.phase).to.equal('open');
    expect(content(el).getBoundingClientRect().height).to.equal(50);
    expect(spy.called).to.equal(false);
  });

  it('the trigger opens it: the height animates from 0 to the full height, then the fixed height is cleared', async () => {
    const el = await collapsible();
    const expanded = oneEvent(el, 'tf:expanded');
    trigger(el).click();
    await expanded;
    expect(el.open).to.equal(true);
    expect(el.phase).to.equal('opening');
    expect(content(el).style.height).to.equal('120px');
    expect(content(el).getBoundingClientRect().height).to.be.below(120);
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('true');
    await ended(el);
    expect(el.phase).to.equal('open');
    expect(content(el).style.height).to.equal('');
    expect(content(el).getBoundingClientRect().height).to.equal(120);
  });

  it('the trigger closes it: the height animates to 0, then the content leaves the layout', async () => {
    const el = await collapsible(true);
    const collapsed = oneEvent(el, 'tf:collapsed');
    trigger(el).click();
    await collapsed;
    expect(el.phase).to.equal('closing');
    expect(content(el).style.height).to.equal('0px');
    await ended(el);
    expect(el.phase).to.equal('closed');
    expect(content(el).style.height).to.equal('');
    expect(getComputedStyle(content(el)).display).to.equal('none');
  });

  it('turning round mid-way starts from the height it had reached', async () => {
    const el = await collapsible(false, '400ms');
    el.show();
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    el.hide();
    await el.updateComplete;
    expect(el.phase).to.equal('closing');
    el.show();
    await el.updateComplete;
    expect(el.phase).to.equal('opening');
    expect(content(el).style.height).to.equal('120px');
  });

  it('is instant when the transition is off (the reduced-motion style), and still announces', async () => {
    const el = await collapsible(false, '0s');
    const expanded = oneEvent(el, 'tf:expanded');
    el.toggle();
    await expanded;
    expect(el.phase).to.equal('open');
    expect(content(el).style.height).to.equal('');
  });

  it('settles even if no transitionend comes', async () => {
    const el = await collapsible();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    content(el).addEventListener('transitionend', (e) => e.stopImmediatePropagation(), { capture: true });
    try {
      el.show();
      await el.updateComplete;
      expect(el.phase).to.equal('opening');
      clock.tick(180);
      expect(el.phase).to.equal('open');
    } finally {
      clock.restore();
    }
  });

  it('wraps the trigger in a heading of heading-level and makes the content a region it labels', async () => {
    const el = await collapsible();
    el.headingLevel = 3;
    await el.updateComplete;
    const heading = el.shadowRoot!.querySelector('[role="heading"]')!;
    expect(heading.getAttribute('aria-level')).to.equal('3');
    expect(heading.contains(trigger(el))).to.equal(true);
    expect(content(el).getAttribute('role')).to.equal('region');
    expect(content(el).getAttribute('aria-labelledby')).to.equal('trigger');
  });
});
