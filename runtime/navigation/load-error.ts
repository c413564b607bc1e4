import { mainContent, removeRegions } from '../assembly/layout-dom.js';

/** What a visitor reads when the first page could not be assembled. */
export const loadErrorTexts = {
  heading: 'This page could not be loaded',
  body: 'Something went wrong while we were getting this page ready. Check your connection, then try again.',
  retry: 'Try again',
} as const;

/** The class of the error's block inside `.tf-content`. */
export const LOAD_ERROR_CLASS = 'tf-load-error';

/**
 * The first load could not be assembled (no manifest, no zones, its request
 * failed): rather than an empty page, the page's main content says so and
 * offers to try again, which loads the document's URL afresh in place. Any
 * layout the server drew for it goes (nothing of it would work). Built with
 * DOM calls only; the page's next placed layout replaces it like any content.
 */
export function showLoadError(page: HTMLElement, doc: Document, retry: () => void): HTMLElement {
  removeRegions(page);
  const content = mainContent(doc);
  const block = doc.createElement('section');
  block.className = LOAD_ERROR_CLASS;
  block.setAttribute('aria-labelledby', 'tf-load-error-title');
  const heading = doc.createElement('h1');
  heading.id = 'tf-load-error-title';
  heading.textContent = loadErrorTexts.heading;
  const body = doc.createElement('p');
  body.textContent = loadErrorTexts.body;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `${LOAD_ERROR_CLASS}__retry`;
  button.textContent = loadErrorTexts.retry;
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    retry();
  });
  block.append(heading, body, button);
  content.append(block);
  // Before any region the page keeps outside the layout (its live region).
  page.prepend(content);
  return content;
}
