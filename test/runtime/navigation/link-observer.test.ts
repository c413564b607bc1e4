import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createLinkObserver, decideElementLink, type LinkDelegate, type LinkObserver } from '../../../runtime/navigation/link-observer.js';

type Call = { kind: 'visit' | 'anchor'; value: string; link: Element; event: Event };

function recordingDelegate(): LinkDelegate & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    visit: (url, link, event) => calls.push({ kind: 'visit', value: url, link, event }),
    anchor: (id, link, event) => calls.push({ kind: 'anchor', value: id, link, event }),
  };
}

/**
 * Installed after the observer, it runs after the observer's window listener
 * the same way (re-added on each capture): it records whether the click left
 * the observer prevented, then prevents it anyway so the test page never
 * navigates, opens a tab or downloads.
 */
function backstop() {
  const prevented: boolean[] = [];
  const bubbled = (event: Event) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  const captured = () => {
    window.removeEventListener('click', bubbled);
    window.addEventListener('click', bubbled);
  };
  document.addEventListener('click', captured, true);
  return {
    prevented,
    remove() {
      document.removeEventListener('click', captured, true);
      window.removeEventListener('click', bubbled);
    },
  };
}

const abs = (href: string) => new URL(href, location.href).href;

function link(href: string | null, attrs: Record<string, string> = {}, parent: Element | ShadowRoot = document.body): HTMLAnchorElement {
  const a = document.createElement('a');
  if (href !== null) a.setAttribute('href', href);
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  a.textContent = 'link';
  parent.append(a);
  return a;
}

const press = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }));

describe('link observer', () => {
  let container: HTMLElement;
  let delegate: ReturnType<typeof recordingDelegate>;
  let observer: LinkObserver;
  let stopper: ReturnType<typeof backstop>;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    delegate = recordingDelegate();
    observer = createLinkObserver({ document, delegate });
    observer.start();
    stopper = backstop();
  });

  afterEach(() => {
    observer.stop();
    stopper.remove();
    container.remove();
  });

  describe('when a plain link of the site is clicked', () => {
    it('prevents the browser navigation and asks the delegate to visit the absolute URL', () => {
      const a = link('/shows/roast?season=2', {}, container);
      a.click();
      expect(delegate.calls.map((c) => [c.kind, c.value])).to.deep.equal([['visit', abs('/shows/roast?season=2')]]);
      expect(delegate.calls[0]!.link).to.equal(a);
      expect(delegate.calls[0]!.event.defaultPrevented).to.be.true;
      expect(stopper.prevented).to.deep.equal([true]);
    });

    it('finds the link from a click on an element inside it', () => {
      const a = link('/episodes', {}, container);
      const label = document.createElement('span');
      a.append(label);
      press(label);
      expect(delegate.calls.map((c) => [c.kind, c.value, c.link])).to.deep.equal([['visit', abs('/episodes'), a]]);
    });

    it('finds the nearest link that has an href', () => {
      const outer = link('/outer', {}, container);
      const inner = link(null, { name: 'spot' }, outer);
      press(inner);
      expect(delegate.calls.map((c) => [c.value, c.link])).to.deep.equal([[abs('/outer'), outer]]);
    });

    it('follows <area> and SVG <a> links too', () => {
      const area = document.createElement('area');
      area.setAttribute('href', '/map-spot');
      container.append(area);
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      const svgLink = document.createElementNS('http://www.w3.org/2000/svg', 'a');
      svgLink.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', '/svg-spot');
      const shape = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      svgLink.append(shape);
      svg.append(svgLink);
      container.append(svg);
      press(area);
      press(shape);
      expect(delegate.calls.map((c) => [c.value, c.link])).to.deep.equal([[abs('/map-spot'), area], [abs('/svg-spot'), svgLink]]);
    });

    it('ignores clicks outside links', () => {
      const div = document.createElement('div');
      container.append(div);
      press(div);
      expect(delegate.calls).to.deep.equal([]);
      expect(stopper.prevented).to.deep.equal([false]);
    });
  });

  describe('when an anchor link is clicked', () => {
    it('prevents the jump and asks the delegate to scroll to the decoded id', () => {
      link('#caf%C3%A9', {}, container).click();
      expect(delegate.calls.map((c) => [c.kind, c.value])).to.deep.equal([['anchor', 'café']]);
      expect(stopper.prevented).to.deep.equal([true]);
    });
  });

  describe('when the link is inside an open shadow root', () => {
    it('finds it through composedPath()', () => {
      const host = document.createElement('div');
      container.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const a = link('/standup', {}, shadow);
      const label = document.createElement('b');
      a.append(label);
      press(label);
      a.click();
      expect(delegate.calls.map((c) => [c.value, c.link])).to.deep.equal([[abs('/standup'), a], [abs('/standup'), a]]);
    });

    it('sees data-tf-reload on an ancestor across the shadow boundary', () => {
      const host = document.createElement('div');
      host.setAttribute('data-tf-reload', '');
      container.append(host);
      link('/standup', {}, host.attachShadow({ mode: 'open' })).click();
      expect(delegate.calls).to.deep.equal([]);
      expect(stopper.prevented).to.deep.equal([false]);
    });
  });

  describe('when the click or the link is left to the browser', () => {
    const cases: [string, () => void][] = [
      ['ctrl-click', () => press(link('/a', {}, container), { ctrlKey: true })],
      ['meta-click', () => press(link('/a', {}, container), { metaKey: true })],
      ['shift-click', () => press(link('/a', {}, container), { shiftKey: true })],
      ['alt-click', () => press(link('/a', {}, container), { altKey: true })],
      ['middle button', () => press(link('/a', {}, container), { button: 1 })],
      ['target=_blank', () => link('/a', { target: '_blank' }, container).click()],
      ['download', () => link('/a', { download: '' }, container).click()],
      ['class notriforce', () => link('/a', { class: 'big notriforce' }, container).click()],
      ['mailto:', () => link('mailto:tips@site.example', {}, container).click()],
      ['another origin', () => link('https://other.example/', {}, container).click()],
      ['javascript:void(0)', () => link('javascript:void(0)', {}, container).click()],
      ['an empty href', () => link('', {}, container).click()],
      ['inside [data-tf-reload]', () => {
        const zone = document.createElement('section');
        zone.setAttribute('data-tf-reload', '');
        container.append(zone);
        const a = link('/a', {}, zone);
        const label = document.createElement('span');
        a.append(label);
        press(label);
      }],
    ];
    for (const [name, act] of cases) {
      it(`does nothing for ${name}`, () => {
        act();
        expect(delegate.calls).to.deep.equal([]);
        expect(stopper.prevented).to.deep.equal([false]);
      });
    }

    it('honours the target of <base target> for links without their own', () => {
      const base = document.createElement('base');
      base.target = '_blank';
      document.head.append(base);
      try {
        link('/a', {}, container).click();
        link('/b', { target: '_self' }, container).click();
      } finally {
        base.remove();
      }
      expect(delegate.calls.map((c) => c.value)).to.deep.equal([abs('/b')]);
    });
  });

  describe('when page code prevents the click', () => {
    it('respects a bubble-phase listener on an ancestor', () => {
      container.addEventListener('click', (event) => event.preventDefault());
      link('/a', {}, container).click();
      expect(delegate.calls).to.deep.equal([]);
    });

    it('respects a capture-phase listener on the document', () => {
      const prevent = (event: Event) => event.preventDefault();
      document.addEventListener('click', prevent, true);
      try {
        link('/a', {}, container).click();
      } finally {
        document.removeEventListener('click', prevent, true);
      }
      expect(delegate.calls).to.deep.equal([]);
    });

    it('respects a window listener the page added after the observer started listening', () => {
      const a = link('/a', {}, container);
      a.click();
      const prevent = (event: Event) => event.preventDefault();
      window.addEventListener('click', prevent);
      try {
        a.click();
      } finally {
        window.removeEventListener('click', prevent);
      }
      // Only the first click: the second one was the page's.
      expect(delegate.calls.length).to.equal(1);
    });

    it('gets no say when page code stops the propagation', () => {
      const a = link('/a', {}, container);
      container.addEventListener('click', (event) => {
        event.stopPropagation();
        event.preventDefault();
      });
      a.click();
      expect(delegate.calls).to.deep.equal([]);
    });
  });

  describe('when a React island in a <tf-zone> renders the link', () => {
    let zone: HTMLElement;
    let root: Root;

    beforeEach(() => {
      zone = document.createElement('tf-zone');
      container.append(zone);
      root = createRoot(zone);
    });

    afterEach(() => root.unmount());

    it('respects an onClick that prevents the default', () => {
      let handled = 0;
      const onClick = (event: { preventDefault(): void }) => {
        handled++;
        event.preventDefault();
      };
      flushSync(() => root.render(createElement('a', { href: '/react', onClick }, 'go')));
      zone.querySelector('a')!.click();
      expect(handled).to.equal(1);
      expect(delegate.calls).to.deep.equal([]);
    });

    it('visits when the onClick lets the click through', () => {
      let handled = 0;
      flushSync(() => root.render(createElement('a', { href: '/react', onClick: () => handled++ }, 'go')));
      zone.querySelector('a')!.click();
      expect(handled).to.equal(1);
      expect(delegate.calls.map((c) => c.value)).to.deep.equal([abs('/react')]);
    });
  });

  describe('start() and stop()', () => {
    it('stop() removes both listeners, even after a click registered the window one', () => {
      const a = link('/a', {}, container);
      a.click();
      observer.stop();
      a.click();
      expect(delegate.calls.length).to.equal(1);
      expect(stopper.prevented).to.deep.equal([true, false]);
    });

    it('are safe to call twice, and start() works again after stop()', () => {
      observer.start();
      const a = link('/a', {}, container);
      a.click();
      expect(delegate.calls.length).to.equal(1);
      observer.stop();
      observer.stop();
      a.click();
      expect(delegate.calls.length).to.equal(1);
      observer.start();
      // The backstop must run after the restarted observer again.
      stopper.remove();
      stopper = backstop();
      a.click();
      expect(delegate.calls.length).to.equal(2);
    });

    it('does nothing for a document without a window', () => {
      const detached = document.implementation.createHTMLDocument('');
      const other = createLinkObserver({ document: detached, delegate });
      expect(() => {
        other.start();
        other.stop();
      }).not.to.throw();
    });
  });

  describe('decideElementLink (a link found in the document, as a plain click would go)', () => {
    it('decides like a plain primary click, reading data-tf-reload on the ancestors', () => {
      const holder = document.createElement('div');
      const a = document.createElement('a');
      a.setAttribute('href', '/shows');
      holder.append(a);
      expect(decideElementLink(a, document)).to.deep.equal({ action: 'visit', url: new URL('/shows', location.href).href });
      holder.setAttribute('data-tf-reload', '');
      expect(decideElementLink(a, document)).to.deep.equal({ action: 'browser', reason: 'reload' });
      a.setAttribute('href', '#part');
      holder.removeAttribute('data-tf-reload');
      expect(decideElementLink(a, document)).to.deep.equal({ action: 'anchor', id: 'part' });
    });

    it('is undefined for an element that is no link, or a document without a location', () => {
      expect(decideElementLink(document.createElement('a'), document)).to.equal(undefined);
      expect(decideElementLink(document.createElement('div'), document)).to.equal(undefined);
      const detached = document.implementation.createHTMLDocument('');
      const a = detached.createElement('a');
      a.setAttribute('href', '/shows');
      expect(decideElementLink(a, detached)).to.equal(undefined);
    });
  });
});
