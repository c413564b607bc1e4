/**
 * Adopts a light-DOM stylesheet into the document once. Islands and light-DOM
 * elements draw into the document, so one document-level sheet per id covers
 * every use. CSS ships as a TS string (not a CSS import) so the unit-test
 * runner can load these modules unchanged.
 *
 * A page the server drew links the build's island sheet in its head, marked
 * with the ids it holds (`data-tf-island-styles="hero-promo site-header …"`,
 * server/styles.ts): those ids are not adopted again. The mark is read once,
 * at the first adoption: the link is parser-inserted, and module scripts run
 * only after the head's stylesheets have loaded or failed, so a link whose
 * sheet failed to load is not trusted and its ids are adopted by script as
 * on any other page.
 */

/** The attribute naming the style ids a linked sheet already holds. */
export const ISLAND_STYLES_ATTRIBUTE = 'data-tf-island-styles';

/**
 * Whether a link's sheet loaded with rules in it. A failed load leaves no
 * sheet in some engines, and in Chromium one whose rules cannot be read,
 * as another origin's (the server links the sheet from the page's own
 * origin, so unreadable rules mean a failed load).
 */
function holdsRules(link: HTMLLinkElement): boolean {
  if (link.disabled || link.sheet === null) return false;
  try {
    return link.sheet.cssRules.length > 0;
  } catch {
    return false;
  }
}

/** The ids of the document's loaded, enabled island sheets. */
export function linkedStyleIds(doc: Document): Set<string> {
  const ids = new Set<string>();
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel~="stylesheet" i][${ISLAND_STYLES_ATTRIBUTE}]`)) {
    if (!holdsRules(link)) continue;
    for (const id of (link.getAttribute(ISLAND_STYLES_ATTRIBUTE) ?? '').split(/\s+/)) if (id !== '') ids.add(id);
  }
  return ids;
}

export interface StyleAdopter {
  adoptStyles(id: string, cssText: string): void;
  /** Ids adopted by script so far (for tests and the debug bar). */
  adoptedStyleIds(): string[];
}

/**
 * Constructed sheets where the engine has them (every engine with
 * `adoptedStyleSheets`: Chromium 73, Firefox 101, Safari 16.4). Older
 * engines get a `<style>` element, which a page under `style-src 'self'`
 * refuses (and reports): there the server's linked sheet is what styles
 * the islands, and this path serves only pages without that policy.
 */
export function createStyleAdopter(doc: Document): StyleAdopter {
  const adopted = new Map<string, CSSStyleSheet | HTMLStyleElement>();
  let linked: Set<string> | undefined;
  const constructable = 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;

  function adoptStyles(id: string, cssText: string): void {
    linked ??= linkedStyleIds(doc);
    if (linked.has(id)) return;
    const existing = adopted.get(id);
    // Idempotent, but a hot-reloaded module with new text replaces its sheet.
    if (existing) {
      if (existing instanceof CSSStyleSheet) {
        if (!doc.adoptedStyleSheets.includes(existing)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, existing];
      } else if (existing.textContent !== cssText) {
        existing.textContent = cssText;
      }
      return;
    }
    if (constructable) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      adopted.set(id, sheet);
    } else {
      const style = doc.createElement('style');
      style.dataset.tfIslandStyle = id;
      style.textContent = cssText;
      doc.head.append(style);
      adopted.set(id, style);
    }
  }

  return { adoptStyles, adoptedStyleIds: () => [...adopted.keys()] };
}

const documentAdopter = typeof document === 'undefined' ? undefined : createStyleAdopter(document);

export function adoptStyles(id: string, cssText: string): void {
  documentAdopter?.adoptStyles(id, cssText);
}

/** Ids adopted by script so far (for tests and the debug bar). */
export function adoptedStyleIds(): string[] {
  return documentAdopter?.adoptedStyleIds() ?? [];
}
