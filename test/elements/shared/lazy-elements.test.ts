import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { defineLazily, PENDING_STYLE_ID, type LazyElements } from '../../../elements/shared/lazy-elements.js';
import { ISLAND_STYLES_ATTRIBUTE } from '../../../runtime/util/adopt-styles.js';

let count = 0;
/** A fresh tag per test: a custom element name can be defined once per document. */
const freshTag = () => `x-lazy-${++count}-${Math.random().toString(36).slice(2, 8)}`;

/** A lazily defined element whose loader defines it (or fails, while `failing`). */
function lazy(tag: string) {
  const calls: number[] = [];
  const state = { failing: false };
  return {
    calls,
    state,
    element: {
      load: async () => {
        calls.push(calls.length);
        if (state.failing) throw new Error('chunk failed');
        customElements.define(tag, class extends HTMLElement {});
      },
    },
  };
}

describe('defineLazily', () => {
  let host: HTMLElement;
  let watcher: LazyElements | undefined;
  let warnings: string[];
  const warn = (text: string) => void warnings.push(text);

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    warnings = [];
  });

  afterEach(() => {
    watcher?.disconnect();
    watcher = undefined;
    host.remove();
  });

  it('defines a tag already in the document when it starts', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    host.append(document.createElement(tag));
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    await customElements.whenDefined(tag);
    expect(entry.calls.length).to.equal(1);
    expect(host.firstElementChild!.matches(':defined')).to.equal(true);
  });

  it('loads nothing until the tag appears, then defines it once however often it appears', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    await Promise.resolve();
    expect(entry.calls.length).to.equal(0);
    expect(watcher.waiting).to.deep.equal([tag]);

    host.append(document.createElement(tag), document.createElement(tag));
    host.append(document.createElement(tag));
    await customElements.whenDefined(tag);
    host.append(document.createElement(tag));
    await new Promise((resolve) => setTimeout(resolve));
    expect(entry.calls.length).to.equal(1);
    expect(watcher.waiting).to.deep.equal([]);
  });

  it('finds the tag deep inside a subtree a module draws into a zone', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    const zone = document.createElement('tf-zone');
    host.append(zone);
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    // A module builds its markup detached, then attaches it in one go.
    const section = document.createElement('section');
    const row = section.appendChild(document.createElement('div'));
    row.append(document.createElement(tag));
    zone.replaceChildren(section);
    await customElements.whenDefined(tag);
    expect(row.firstElementChild!.matches(':defined')).to.equal(true);
  });

  it('loads a tag in a hidden subtree once it is shown', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    const hidden = document.createElement('div');
    hidden.hidden = true;
    hidden.append(document.createElement(tag));
    host.append(hidden);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(entry.calls.length).to.equal(0);
    hidden.hidden = false;
    await customElements.whenDefined(tag);
    expect(entry.calls.length).to.equal(1);
  });

  it('watches a shadow root handed to observe', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    const root = host.attachShadow({ mode: 'open' });
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    watcher.observe(root);
    root.append(document.createElement(tag));
    await customElements.whenDefined(tag);
    expect(entry.calls.length).to.equal(1);
  });

  it('reports a failed load and tries again when the tag next appears', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    entry.state.failing = true;
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    host.append(document.createElement(tag));
    await waitUntil(() => warnings.length === 1, 'the failure is reported');
    expect(warnings[0]).to.equal(`Element <${tag}> failed to load; it is tried again when it next appears`);
    expect(watcher.waiting).to.deep.equal([tag]);

    entry.state.failing = false;
    host.append(document.createElement(tag));
    await customElements.whenDefined(tag);
    expect(entry.calls.length).to.equal(2);
  });

  it('reports a module that loads but does not define its tag', async () => {
    const tag = freshTag();
    watcher = defineLazily(document, { [tag]: { load: async () => undefined } }, { warn });
    host.append(document.createElement(tag));
    await waitUntil(() => warnings.length === 1);
    expect(watcher.waiting).to.deep.equal([tag]);
  });

  it('loads nothing for a tag something else defined first', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    customElements.define(tag, class extends HTMLElement {});
    await customElements.whenDefined(tag);
    await Promise.resolve();
    host.append(document.createElement(tag));
    await new Promise((resolve) => setTimeout(resolve));
    expect(entry.calls.length).to.equal(0);
    expect(watcher.waiting).to.deep.equal([]);
  });

  it('checks a subtree on request, without waiting for the observer', async () => {
    const tag = freshTag();
    const entry = lazy(tag);
    watcher = defineLazily(document, { [tag]: entry.element }, { warn });
    const detached = document.createElement('div');
    detached.append(document.createElement(tag));
    watcher.check(detached);
    await customElements.whenDefined(tag);
    expect(entry.calls.length).to.equal(1);
  });

  describe('the pending boxes', () => {
    const pending = (tag: string) => `${tag}:not(:defined) { display: block; width: 123px; }`;
    const rulesOfDocument = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    let before: CSSStyleSheet[] = [];
    let link: HTMLLinkElement | undefined;
    beforeEach(() => {
      before = [...document.adoptedStyleSheets];
    });
    afterEach(() => {
      document.adoptedStyleSheets = before;
      link?.remove();
      link = undefined;
    });

    it('are adopted into the document while the tag waits', () => {
      const tag = freshTag();
      watcher = defineLazily(document, { [tag]: { ...lazy(tag).element, pending: pending(tag) } }, { warn });
      const probe = document.createElement(tag);
      host.append(probe);
      expect(getComputedStyle(probe).width).to.equal('123px');
    });

    it('are left to the page\'s linked island sheet when its head links one holding them; the detection rule stays', async () => {
      const tag = freshTag();
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute(ISLAND_STYLES_ATTRIBUTE, `hero-promo ${PENDING_STYLE_ID}`);
      link.href = URL.createObjectURL(new Blob([pending(tag)], { type: 'text/css' }));
      const loaded = new Promise((resolve) => link!.addEventListener('load', resolve, { once: true }));
      document.head.append(link);
      await loaded;
      watcher = defineLazily(document, { [tag]: { ...lazy(tag).element, pending: pending(tag) } }, { warn });
      const rules = rulesOfDocument().filter((rule) => rule.includes(tag));
      expect(rules.some((rule) => rule.includes('animation'))).to.equal(true);
      expect(rules.some((rule) => rule.includes('123px'))).to.equal(false);
      const probe = document.createElement(tag);
      host.append(probe);
      expect(getComputedStyle(probe).width).to.equal('123px');
    });
  });
});
