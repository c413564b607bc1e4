/**
 * Adopts a light-DOM stylesheet into the document once. Islands and light-DOM
 * elements draw into the document, so one document-level sheet per id covers
 * every use. CSS ships as a TS string (not a CSS import) so the unit-test
 * runner can load these modules unchanged.
 */
const adopted = new Map<string, CSSStyleSheet | HTMLStyleElement>();

export function adoptStyles(id: string, cssText: string): void {
  if (typeof document === 'undefined') return;
  const existing = adopted.get(id);
  // Idempotent, but a hot-reloaded module with new text replaces its sheet.
  if (existing) {
    if (existing instanceof HTMLStyleElement) {
      if (existing.textContent !== cssText) existing.textContent = cssText;
    } else if (!document.adoptedStyleSheets.includes(existing)) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, existing];
    }
    return;
  }
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    adopted.set(id, sheet);
  } else {
    // Older engines: a <style> element tagged with the island's id.
    const style = document.createElement('style');
    style.dataset.tfIslandStyle = id;
    style.textContent = cssText;
    document.head.append(style);
    adopted.set(id, style);
  }
}

/** Ids adopted so far (for tests and the debug bar). */
export function adoptedStyleIds(): string[] {
  return [...adopted.keys()];
}
