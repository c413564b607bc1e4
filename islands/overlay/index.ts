import { messages, runtimeMessages } from '../../runtime/messages.js';
import type { ModuleContext, ModuleController } from '../../runtime/types.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { siteStorageOf } from '../shared/site-storage.js';
import { parseOverlayFeed, type OverlayFeed } from './feed.js';
import { overlayCss } from './overlay.styles.js';

adoptStyles('overlay', overlayCss);

/** The name the overlay's template has in the page's pool (`Triforce.templates`). */
export const OVERLAY_TEMPLATE = 'tf-overlay';

/** The site-storage key remembering that a notification was closed. */
export const closedKey = (id: string) => `tf-overlay-closed:${id}`;

type Node_ = [tag: string, attrs: Record<string, string>, ...children: (Node_ | string)[]];

/**
 * The template's markup: constant, never from a feed. The pool fills it by
 * `data-tf-text` (text only) and `data-tf-href` (a checked URL), so feed
 * strings never become markup.
 */
const MARKUP: Node_ = ['section', { class: 'tf-ov' },
  ['div', { class: 'tf-ov__note' },
    ['p', { class: 'tf-ov__note-text', 'data-tf-text': 'notification' }],
    ['button', { type: 'button', class: 'tf-ov__close', 'aria-label': 'Close notification', 'data-tf-track': 'Overlay: Close notification' },
      ['span', { 'aria-hidden': 'true' }, '×']]],
  ['h2', { class: 'tf-ov__headline', tabindex: '-1', 'data-tf-text': 'headline' }],
  ['p', { class: 'tf-ov__description', 'data-tf-text': 'description' }],
  ['p', { class: 'tf-ov__copy', 'data-tf-text': 'copy' }],
  ['a', { class: 'tf-ov__button', 'data-tf-href': 'buttonUrl', 'data-tf-text': 'buttonTitle', 'data-tf-track': 'Overlay: Button' }]];

function build(doc: Document, [tag, attrs, ...children]: Node_): Element {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.append(...children.map((child) => (typeof child === 'string' ? child : build(doc, child))));
  return element;
}

/** One template element per document, cloned by the pool for every render. */
const templates = new WeakMap<Document, HTMLTemplateElement>();
function templateOf(doc: Document): HTMLTemplateElement {
  let template = templates.get(doc);
  if (!template) {
    template = doc.createElement('template');
    template.content.append(build(doc, MARKUP));
    templates.set(doc, template);
  }
  return template;
}

/** Listeners of each host's last render, ended by the next render or by destroy. */
const listening = new WeakMap<HTMLElement, AbortController>();

function isClosed(win: Window | null, id: string): boolean {
  return win ? siteStorageOf(win).get(closedKey(id)) === '1' : false;
}

function wire(host: HTMLElement, feed: OverlayFeed): void {
  listening.get(host)?.abort();
  const note = host.querySelector<HTMLElement>('.tf-ov__note')!;
  const win = host.ownerDocument.defaultView;
  const id = feed.notification?.id;
  if (id === undefined || isClosed(win, id)) {
    note.remove();
    return;
  }
  const controller = new AbortController();
  listening.set(host, controller);
  note.querySelector('button')!.addEventListener('click', () => {
    if (win) siteStorageOf(win).set(closedKey(id), '1');
    note.remove();
    // The control is gone: focus stays in the block instead of falling to the page.
    host.querySelector<HTMLElement>('.tf-ov__headline')?.focus();
    controller.abort();
  }, { signal: controller.signal });
}

/**
 * The overlay template (ENT_M100): a headline, a description, copy, one
 * button to its address and an optional notification whose closing the site
 * remembers. It is drawn through the page's template pool, so a template
 * missing from the pool fails this zone with the catalogue's message.
 */
const controller: ModuleController = {
  render(host: HTMLElement, raw: unknown, ctx: ModuleContext) {
    const feed = parseOverlayFeed(raw, ctx.driver);
    // Registered through this module's scope, so destroying the zone takes it out of the pool again.
    ctx.templates.register(OVERLAY_TEMPLATE, templateOf(host.ownerDocument));
    const data = {
      headline: feed.headline, description: feed.description, copy: feed.copy,
      buttonTitle: feed.button.title, buttonUrl: feed.button.url, notification: feed.notification?.message ?? '',
    };
    if (!ctx.templates.render(OVERLAY_TEMPLATE, host, data)) {
      const name = OVERLAY_TEMPLATE;
      throw new Error(ctx.templates.has(name) ? runtimeMessages.templateBuildFailed(name) : messages.templateMissing(name));
    }
    host.querySelector('.tf-ov')!.classList.add(`tf-ov--${feed.typeClass}`);
    wire(host, feed);
  },
  onModuleWillRefresh: () => true,
  onModuleDestroy(host) {
    listening.get(host)?.abort();
    listening.delete(host);
    host.replaceChildren();
  },
};

export default controller;
