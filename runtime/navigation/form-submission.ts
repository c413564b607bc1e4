/**
 * The address a form's GET submission loads, so the link observer can follow
 * it in page as it follows a link to that address (after Turbo's
 * form_submit_observer). Only GET: a POST changes something on the server,
 * and its answer is the browser's to load.
 */

/** What a submission would load: the address (the action with the fields as its query) and its target. */
export interface FormVisit {
  href: string;
  target: string | null;
}

type Submitter = HTMLElement | null | undefined;

/** The submitter's own override of a form attribute (`formmethod`, `formaction`, `formtarget`), else the form's. */
function attribute(form: Element, submitter: Submitter, name: 'method' | 'action' | 'target'): string | null {
  return submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name);
}

/**
 * The GET address `form` submitted by `submitter` would load, or undefined
 * for another method (POST, dialog) or a form this cannot read. The fields
 * are read as the browser reads them (FormData with its submitter); a file
 * field's value is left out, as a GET submission sends only its name.
 */
export function formVisit(form: HTMLFormElement, submitter: Submitter, document: Document): FormVisit | undefined {
  try {
    const method = (attribute(form, submitter, 'method') ?? 'get').trim().toLowerCase();
    if (method !== 'get' && method !== '') return undefined;
    const action = attribute(form, submitter, 'action')?.trim() || document.location?.href;
    if (!action) return undefined;
    const url = new URL(action, document.baseURI);
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter ?? null)) query.append(name, typeof value === 'string' ? value : value.name);
    url.search = query.toString();
    url.hash = '';
    const target = attribute(form, submitter, 'target') ?? document.querySelector('base[target]')?.getAttribute('target') ?? null;
    return { href: url.href, target };
  } catch {
    return undefined;
  }
}
