/**
 * The element page's script (gallery-pages.ts writes the page): the
 * attribute form sets each attribute on the live element as it changes, and
 * on a working copy of the example's source, from which the source and the
 * legacy-page snippet are rewritten; the event log lists what the element
 * fires; the method buttons call its methods; the copy buttons put a snippet
 * on the clipboard. The page's strings (the data block, the element's event
 * details) are only ever written as text.
 */
import { createEventStore } from '../../runtime/util/event-store.js';
import type { GalleryData } from './gallery-pages.js';

/** Longest event detail the log writes out, in characters. */
const DETAIL_MAX = 200;

function readData(doc: Document): GalleryData | undefined {
  try {
    const value: unknown = JSON.parse(doc.getElementById('gallery-data')?.textContent ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { tag, events, legacyScript } = value as Record<string, unknown>;
    if (typeof tag !== 'string' || !Array.isArray(events) || typeof legacyScript !== 'string') return undefined;
    return { tag, events: events.filter((name): name is string => typeof name === 'string'), legacyScript };
  } catch {
    return undefined;
  }
}

/** An event's detail as one short line of JSON ('' when it has none). */
export function describeDetail(detail: unknown): string {
  if (detail === undefined || detail === null) return '';
  let text: string;
  try {
    text = JSON.stringify(detail, (_key, value: unknown) => (value instanceof Node ? `<${value.nodeName.toLowerCase()}>` : value)) ?? '';
  } catch {
    text = String(detail);
  }
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

/** `markup` with the boolean attributes of its first `<tag>` written bare (`dots`, not `dots=""`). */
function bareBooleans(markup: string, tag: string, booleans: ReadonlySet<string>): string {
  const open = new RegExp(`<${tag}\\b[^>]*>`);
  return markup.replace(open, (start) => start.replace(/\s([a-z][a-z0-9-]*)=""/g, (whole, name: string) => (booleans.has(name) ? ` ${name}` : whole)));
}

export interface Gallery {
  /** The live element, once there is one. */
  readonly element: Element | null;
  stop(): void;
}

export function startGallery(doc: Document): Gallery | undefined {
  const data = readData(doc);
  const stage = doc.querySelector<HTMLElement>('[data-gallery-stage]');
  const template = doc.querySelector<HTMLTemplateElement>('template[data-gallery-source]');
  const log = doc.querySelector<HTMLElement>('[data-gallery-log]');
  const status = doc.querySelector<HTMLElement>('[data-gallery-status]');
  const store = createEventStore();
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  // Copying works on every page, the frame-only ones too.
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-gallery-copy]')) {
    store.add(button, 'click', () => {
      const source = doc.getElementById(button.dataset.galleryCopy ?? '');
      const text = source?.textContent ?? '';
      const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
      copied.then(() => say('Copied to the clipboard.'), () => {
        // Left selected, so the keyboard's copy takes it.
        if (source) doc.getSelection()?.selectAllChildren(source);
        say('The browser did not allow copying: the snippet is selected, copy it with the keyboard.');
      });
    });
  }
  if (!data || !template) return { element: null, stop: () => store.clear() };

  const controls = [...doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-gallery-attribute]')];
  const booleans = new Set(controls.filter((c) => c instanceof HTMLInputElement && c.type === 'checkbox').map((c) => c.dataset.galleryAttribute ?? ''));
  // The working copy of the example's source: the controls write to it, the snippets are read from it.
  const sourceBox = doc.createElement('template');
  sourceBox.content.append(template.content.cloneNode(true));
  const sourceElement = sourceBox.content.querySelector(data.tag);
  const live = () => stage?.querySelector(data.tag) ?? null;

  const writeSnippets = () => {
    // Read, never written: the example's own markup serialized back to text for the snippets.
    // eslint-disable-next-line no-restricted-properties
    const markup = bareBooleans(sourceBox.innerHTML.trim(), data.tag, booleans);
    const source = doc.querySelector('[data-gallery-snippet="snippet-source"]');
    if (source) source.textContent = markup;
    const legacy = doc.querySelector('[data-gallery-snippet="snippet-legacy"]');
    if (legacy && data.legacyScript) legacy.textContent = `${data.legacyScript}\n${markup}`;
  };

  for (const control of controls) {
    const name = control.dataset.galleryAttribute ?? '';
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = sourceElement?.hasAttribute(name) ?? false;
    else control.value = sourceElement?.getAttribute(name) ?? '';
    // On `change`: a typed value applies once committed (Enter, or leaving the field), so the element
    // never runs with the half-typed ones on the way (an autoplay of 8 ms on the way to 800).
    store.add(control, 'change', () => {
      for (const target of [live(), sourceElement]) {
        if (!target) continue;
        if (control instanceof HTMLInputElement && control.type === 'checkbox') target.toggleAttribute(name, control.checked);
        else if (control.value === '') target.removeAttribute(name);
        else target.setAttribute(name, control.value);
      }
      writeSnippets();
    });
  }
  // The form only ever acts on the live element.
  const form = doc.querySelector('[data-gallery-controls]');
  if (form) store.add(form, 'submit', (event) => event.preventDefault());

  if (stage && log) {
    const record = (event: Event) => {
      const entry = doc.createElement('p');
      entry.className = 'gallery-log__entry';
      const name = doc.createElement('code');
      name.textContent = event.type;
      entry.append(name);
      const detail = describeDetail((event as CustomEvent<unknown>).detail);
      if (detail) entry.append(` ${detail}`);
      log.append(entry);
      log.scrollTop = log.scrollHeight;
    };
    // Capture: the stage hears every event aimed at the element, bubbling or not.
    for (const type of data.events) store.add(stage, type, record, { capture: true });
  }
  const clear = doc.querySelector('[data-gallery-clear]');
  if (clear && log) store.add(clear, 'click', () => log.replaceChildren());

  const run = doc.querySelector('[data-gallery-run]');
  if (run && stage) store.add(run, 'click', () => stage.replaceChildren(sourceBox.content.cloneNode(true)));

  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-gallery-call]')) {
    store.add(button, 'click', () => {
      const method = button.dataset.galleryCall ?? '';
      const target = live() as (Element & Record<string, unknown>) | null;
      const call = target?.[method];
      if (typeof call !== 'function') return say(`There is no live <${data.tag}> to call ${method}() on.`);
      try {
        call.call(target);
        say(`Called ${method}().`);
      } catch (error) {
        say(`${method}() threw: ${String(error)}`);
      }
    });
  }

  writeSnippets();
  return { get element() { return live(); }, stop: () => store.clear() };
}
