/**
 * Turns clicks on links into in-page visits and anchor scrolls, after
 * Turbo's link_click_observer, and a same-origin GET form's submission into
 * a visit to the address it would load, as a link to that address would be.
 * It knows nothing about manifests: the rules are in link-rules.ts and the
 * delegate (the navigator) does the work.
 */
import { createEventStore } from '../util/event-store.js';
import { formVisit } from './form-submission.js';
import { decideLink, type LinkDecision, type LinkInput } from './link-rules.js';

export interface LinkDelegate {
  /** `link` is the link clicked, or the form submitted. */
  visit(url: string, link: Element, event: Event): void;
  anchor(id: string, link: Element, event: MouseEvent): void;
}

export interface LinkObserver {
  start(): void;
  stop(): void;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

export function createLinkObserver(opts: { document: Document; delegate: LinkDelegate }): LinkObserver {
  const { document, delegate } = opts;
  let view: Window | null = null;
  const listeners = createEventStore();
  /** The window's bubble-phase listener, renewed on every click. */
  const bubble = createEventStore();

  // The decision waits for the bubble phase on window, the last stop of a
  // click, so every page listener (React delegates at its root container, in
  // the bubble phase) has had its chance to preventDefault. Re-adding the
  // listener on each capture keeps it after listeners the page added later.
  const clickCaptured = () => {
    bubble.clear();
    if (view) bubble.add(view, 'click', clickBubbled);
  };
  // A submission is decided the same way, last, so a form's own handler (a search that filters in place) may keep it.
  const submitCaptured = () => {
    bubble.clear();
    if (view) bubble.add(view, 'submit', submitBubbled);
  };

  const submitBubbled = (event: Event) => {
    const form = event.target;
    if (event.defaultPrevented || !isElement(form as EventTarget) || (form as Element).localName !== 'form' || !document.location) return;
    const submitter = (event as SubmitEvent).submitter;
    const visit = formVisit(form as HTMLFormElement, submitter, document);
    if (!visit) return;
    const decision = decideLink({
      href: visit.href,
      target: visit.target,
      download: false,
      classes: Array.from((form as Element).classList),
      insideReload: (form as Element).closest('[data-tf-reload]') !== null,
      ...PLAIN_PRESS,
      location: { href: document.location.href },
      base: document.baseURI,
    });
    if (decision.action !== 'visit') return;
    event.preventDefault();
    delegate.visit(decision.url, form as Element, event);
  };

  const clickBubbled = (event: Event) => {
    const click = asMouseEvent(event);
    if (!click) return;
    const found = decideEventLink(click, document, click);
    if (!found) return;
    const { link, decision } = found;
    if (decision.action === 'browser') return;
    click.preventDefault();
    if (decision.action === 'visit') delegate.visit(decision.url, link, click);
    else delegate.anchor(decision.id, link, click);
  };

  return {
    start() {
      if (view) return;
      view = document.defaultView;
      // A document without a window (DOMParser, a template's) has no clicks to follow.
      if (view) {
        listeners.add(document, 'click', clickCaptured, true).defer(() => bubble.clear());
        listeners.add(document, 'submit', submitCaptured, true);
      }
    },
    stop() {
      if (!view) return;
      listeners.clear();
      view = null;
    },
  };
}

/** The button and modifier keys of a pointer event, as the click rules read them. */
export type Press = Pick<LinkInput, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/**
 * The link an event passed through (shadow roots included, through
 * `composedPath`) and what the click rules decide for a press of it, or
 * undefined when no link is on the path.
 */
export function decideEventLink(event: Event, document: Document, press: Press): { link: Element; decision: LinkDecision } | undefined {
  const path = event.composedPath();
  const at = path.findIndex(isLink);
  const location = document.location;
  if (at < 0 || !location) return undefined;
  const link = path[at] as Element;
  const insideReload = path.slice(at).some((node) => isElement(node) && node.hasAttribute('data-tf-reload'));
  return { link, decision: decideFor(link, document, location.href, press, insideReload) };
}

/** A plain primary click: what a hover, a touch or keyboard focus announces. */
export const PLAIN_PRESS: Readonly<Press> = {
  button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false,
};

/**
 * What a plain primary click on `link` would do, for a link found in the
 * document rather than on an event's path (its ancestors are its light-DOM
 * ones); undefined for an element that is no link or a document without a
 * location.
 */
export function decideElementLink(link: Element, document: Document): LinkDecision | undefined {
  const location = document.location;
  if (!isLink(link) || !location) return undefined;
  return decideFor(link, document, location.href, PLAIN_PRESS, link.closest('[data-tf-reload]') !== null);
}

function decideFor(link: Element, document: Document, href: string, press: Press, insideReload: boolean): LinkDecision {
  return decideLink({
    ...linkFacts(link, document),
    insideReload,
    button: press.button,
    ctrlKey: press.ctrlKey,
    metaKey: press.metaKey,
    shiftKey: press.shiftKey,
    altKey: press.altKey,
    defaultPrevented: press.defaultPrevented,
    location: { href },
    base: document.baseURI,
  });
}

/** Checked by shape, not `instanceof`, so events from another realm (an iframe's document) count. */
function asMouseEvent(event: Event): MouseEvent | undefined {
  return typeof (event as Partial<MouseEvent>).button === 'number' ? (event as MouseEvent) : undefined;
}

function isElement(node: EventTarget): node is Element {
  return (node as Partial<Node>).nodeType === 1;
}

/** An HTML `<a>`/`<area>` or an SVG `<a>`, with an href. */
export function isLink(node: EventTarget): boolean {
  if (!isElement(node)) return false;
  if (node.namespaceURI === HTML_NS) return (node.localName === 'a' || node.localName === 'area') && node.hasAttribute('href');
  return node.namespaceURI === SVG_NS && node.localName === 'a' && hrefOf(node) !== null;
}

function hrefOf(link: Element): string | null {
  return link.getAttribute('href') ?? (link.namespaceURI === SVG_NS ? link.getAttributeNS(XLINK_NS, 'href') : null);
}

function linkFacts(link: Element, document: Document): Pick<LinkInput, 'href' | 'target' | 'download' | 'classes'> {
  return {
    href: hrefOf(link),
    // HTML: a link without its own target takes the first `<base target>`.
    target: link.getAttribute('target') ?? document.querySelector('base[target]')?.getAttribute('target') ?? null,
    download: link.hasAttribute('download'),
    classes: Array.from(link.classList),
  };
}
