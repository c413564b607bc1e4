/**
 * The `custom-css` attribute (the customCSS init parameter): the
 * site's own rules for the overlay and the embedded picker. Under the page's strict
 * Content Security Policy they can only arrive as a constructed, adopted
 * stylesheet (never a `<style>`); text in which the CSS parser finds no rule
 * at all (or that it refuses) is ignored rather than adopted as an empty
 * sheet, and the element reports it once as a warning.
 */
export function customSheet(text: string | null | undefined): CSSStyleSheet | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet.cssRules.length > 0 ? sheet : undefined;
  } catch {
    return undefined;
  }
}
