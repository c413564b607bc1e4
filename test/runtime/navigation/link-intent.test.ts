import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { PREFETCH_HOVER_MS } from '../../../runtime/constants.js';
import { createLinkIntent, type LinkIntent } from '../../../runtime/navigation/link-intent.js';

describe('link intent (prefetch on hover, touch, press and focus)', () => {
  let clock: sinon.SinonFakeTimers;
  let intent: LinkIntent;
  let urls: string[];
  let root: HTMLElement;

  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = 'go';
    for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
    root.append(a);
    return a;
  };
  const over = (el: Element, relatedTarget: Element | null = null) =>
    el.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true, relatedTarget }));
  const out = (el: Element, relatedTarget: Element | null = null) =>
    el.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true, relatedTarget }));

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    urls = [];
    root = document.createElement('div');
    document.body.append(root);
    intent = createLinkIntent({ document, intent: (url) => urls.push(url) });
    intent.start();
  });

  afterEach(() => {
    intent.stop();
    root.remove();
    clock.restore();
  });

  it(`prefetches a link the pointer rests on for ${PREFETCH_HOVER_MS} ms`, () => {
    const a = link('/shows');
    over(a);
    clock.tick(PREFETCH_HOVER_MS - 1);
    expect(urls).to.deep.equal([]);
    clock.tick(1);
    expect(urls).to.deep.equal([new URL('/shows', location.href).href]);
  });

  it('takes content sliding under a still pointer (mouseover without movement) for no intent', () => {
    const a = link('/shows');
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    clock.tick(PREFETCH_HOVER_MS);
    expect(urls).to.deep.equal([]);
  });

  it('prefetches once per rest, however long the pointer stays and moves on the link', () => {
    const a = link('/shows');
    over(a);
    clock.tick(PREFETCH_HOVER_MS);
    over(a);
    clock.tick(PREFETCH_HOVER_MS * 3);
    expect(urls).to.have.length(1);
  });

  it('forgets a link the pointer leaves before then, but not one it moves within', () => {
    const a = link('/shows');
    const inner = document.createElement('span');
    a.append(inner);
    over(a);
    out(a, inner);
    over(inner);
    clock.tick(PREFETCH_HOVER_MS);
    expect(urls).to.have.length(1);
    over(a);
    out(a, root);
    clock.tick(PREFETCH_HOVER_MS);
    expect(urls).to.have.length(1);
  });

  it('prefetches at once on a press, a touch or keyboard focus, and only once for a hover then a press', () => {
    const a = link('/schedule');
    over(a);
    a.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    clock.tick(PREFETCH_HOVER_MS);
    a.dispatchEvent(new Event('touchstart', { bubbles: true, composed: true }));
    expect(urls).to.have.length(2);
    // A script's focus() is keyboard focus (:focus-visible) only while the
    // engine's last input was a key; WebKit carries an earlier file's clicks
    // over, and then this focus is rightly no intent of its own.
    a.focus();
    expect(urls).to.have.length(a.matches(':focus-visible') ? 3 : 2);
  });

  it('leaves a press with a modifier key or another button to the browser, ending a hover\'s wait', () => {
    const a = link('/shows');
    over(a);
    a.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, ctrlKey: true }));
    a.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true, button: 1 }));
    clock.tick(PREFETCH_HOVER_MS);
    expect(urls).to.deep.equal([]);
  });

  it('takes the focus a real press gives a link as part of the press, not a second intent', async () => {
    const a = link('/shows');
    a.addEventListener('click', (event) => event.preventDefault());
    const box = a.getBoundingClientRect();
    // The pointer comes to rest on the link on the fake clock, which never
    // reaches the hover's wait: a loaded machine taking longer than that wait
    // between the move and the press would otherwise add the hover's intent.
    await sendMouse({ type: 'move', position: [Math.round(box.x + 4), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'click', position: [Math.round(box.x + 4), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'move', position: [0, 0] });
    expect(document.activeElement).to.equal(a);
    expect(urls).to.deep.equal([new URL('/shows', location.href).href]);
  });

  it('finds links inside shadow roots', () => {
    const host = document.createElement('div');
    root.append(host);
    const a = document.createElement('a');
    a.href = '/stand-up';
    host.attachShadow({ mode: 'open' }).append(a);
    a.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    expect(urls).to.deep.equal([new URL('/stand-up', location.href).href]);
  });

  for (const [name, href, attrs] of [
    ['another origin', 'https://elsewhere.example/', {}],
    ['the page already shown', `${location.pathname}${location.search}`, {}],
    ['a notriforce link', '/shows', { class: 'notriforce' }],
    ['a download', '/shows', { download: '' }],
    ['another target', '/shows', { target: '_blank' }],
    ['a mailto link', 'mailto:desk@example.com', {}],
  ] as const) {
    it(`ignores ${name}`, () => {
      link(href, attrs).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
      expect(urls).to.deep.equal([]);
    });
  }

  it('never prefetches a link marked data-tf-prefetch="none", on the link or an ancestor', () => {
    link('/shows', { 'data-tf-prefetch': 'none' }).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    root.setAttribute('data-tf-prefetch', 'none');
    link('/stand-up').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    root.removeAttribute('data-tf-prefetch');
    link('/schedule').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    expect(urls).to.deep.equal([new URL('/schedule', location.href).href]);
  });

  it('ignores links inside data-tf-reload and does nothing once stopped', () => {
    root.setAttribute('data-tf-reload', '');
    link('/shows').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    root.removeAttribute('data-tf-reload');
    intent.stop();
    link('/shows').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    expect(urls).to.deep.equal([]);
  });

  describe('an intent seen before it listened (notice)', () => {
    it('times a rest on the link, as if the pointer had just moved onto it', () => {
      const a = link('/shows');
      intent.notice(a, 'rest');
      clock.tick(PREFETCH_HOVER_MS - 1);
      expect(urls).to.deep.equal([]);
      // The pointer moving on within the same link does not start again.
      over(a);
      clock.tick(1);
      expect(urls).to.deep.equal([new URL('/shows', location.href).href]);
    });

    it('prefetches a press at once, and nothing for a link the rules leave to the browser', () => {
      intent.notice(link('/shows', { target: '_blank' }), 'press');
      intent.notice(link('/schedule'), 'press');
      expect(urls).to.deep.equal([new URL('/schedule', location.href).href]);
    });

    it('does nothing once stopped', () => {
      intent.stop();
      intent.notice(link('/shows'), 'press');
      expect(urls).to.deep.equal([]);
    });
  });
});
