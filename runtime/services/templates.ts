import { messages, runtimeMessages } from '../messages.js';
import type { Log, ModuleTemplates, ModuleTemplateSource } from '../types.js';
import { httpUrl } from '../util/url.js';

export type TemplateSource = ModuleTemplateSource;

/** The template pool modules render through (`window.Triforce.templates`). */
export interface TemplatePool extends ModuleTemplates {
  clear(): void;
}

const isTemplateElement = (value: unknown): value is HTMLTemplateElement =>
  // nodeName, not instanceof: a template from another realm (an iframe) is as good.
  typeof value === 'object' && value !== null && (value as Node).nodeName === 'TEMPLATE' && 'content' in value;

/** `data[key]` for an own key only, so `constructor` or `__proto__` never leak in. */
function field(data: unknown, key: string): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  return Object.prototype.hasOwnProperty.call(data, key) ? (data as Record<string, unknown>)[key] : undefined;
}

/**
 * Named templates (a render needs a registered template and a
 * target). Feed values only ever become text or a checked href: nothing is
 * parsed as HTML.
 */
export function createTemplatePool(opts: { log: Log; document?: Document }): TemplatePool {
  const { log, document: doc = document } = opts;
  // Each registration is its own object, so an unregister can tell its own
  // from a later one of the same name, even of the very same template.
  const pool = new Map<string, { template: TemplateSource }>();

  function safeHref(value: unknown): string | undefined {
    if (typeof value !== 'string') return undefined;
    if (value.startsWith('/') || value.startsWith('#')) return value;
    return httpUrl(value, doc.baseURI) ? value : undefined;
  }

  function fill(fragment: DocumentFragment, data: unknown): void {
    for (const el of fragment.querySelectorAll('[data-tf-text]')) {
      const value = field(data, el.getAttribute('data-tf-text') ?? '');
      el.textContent = value === undefined || value === null ? '' : String(value);
    }
    for (const el of fragment.querySelectorAll('[data-tf-href]')) {
      const href = safeHref(field(data, el.getAttribute('data-tf-href') ?? ''));
      // A rejected URL leaves no href at all rather than the template's placeholder.
      if (href === undefined) el.removeAttribute('href');
      else el.setAttribute('href', href);
    }
  }

  function build(template: TemplateSource, data: unknown): Node {
    if (typeof template === 'function') return template(data);
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    fill(fragment, data);
    return fragment;
  }

  function register(name: string, template: TemplateSource): () => void {
    if (typeof name !== 'string' || name === '' || !(typeof template === 'function' || isTemplateElement(template))) {
      log('error', runtimeMessages.templateInvalid(String(name)));
      return () => {};
    }
    const entry = { template };
    pool.set(name, entry);
    return () => {
      if (pool.get(name) === entry) pool.delete(name);
    };
  }

  function render(name: string, target: Element | null | undefined, data?: unknown): boolean {
    const template = pool.get(name)?.template;
    if (!template) {
      log('error', messages.templateMissing(name));
      return false;
    }
    if (!target || typeof target.replaceChildren !== 'function') {
      log('error', runtimeMessages.templateNoTarget(name));
      return false;
    }
    let node: unknown;
    try {
      node = build(template, data);
    } catch {
      node = undefined;
    }
    if (!(typeof node === 'object' && node !== null && typeof (node as Node).nodeType === 'number')) {
      log('error', runtimeMessages.templateBuildFailed(name));
      return false;
    }
    target.replaceChildren(node as Node);
    return true;
  }

  return { register, render, has: (name) => pool.has(name), clear: () => pool.clear() };
}
