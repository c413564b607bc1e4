import type { LayoutPlan, TierPlan } from './layout-planner.js';
import { columnCountClass, isWrapped } from './layout-planner.js';

/** The page's three regions and the zone elements placed in them. */
export interface PlacedLayout {
  header: HTMLElement;
  content: HTMLElement;
  footer: HTMLElement;
  zones: Map<string, HTMLElement>;
}

function div(doc: Document, className: string): HTMLElement {
  const el = doc.createElement('div');
  el.className = className;
  return el;
}

/** The id of the page's content, the main landmark: the target of a page's "Skip to content" link. */
export const CONTENT_ID = 'tf-content';

/**
 * What makes the page's content its main landmark, written by the browser's
 * layout and the server's alike (server/render-islands.tsx).
 */
export const MAIN_ATTRIBUTES: Readonly<Record<string, string>> = { id: CONTENT_ID, role: 'main', tabindex: '-1' };

/**
 * The page's content region as the main landmark: `role="main"`, id
 * `CONTENT_ID` (a skip link's target) and `tabindex="-1"`, so that following
 * the skip link, or a visit with no heading to focus, puts focus in it in
 * every engine. One builder for the layout and the first load's error page.
 */
export function mainContent(doc: Document): HTMLElement {
  const content = div(doc, 'tf-content');
  for (const [name, value] of Object.entries(MAIN_ATTRIBUTES)) content.setAttribute(name, value);
  return content;
}

/**
 * Builds the light-DOM layout of tiers, columns and zones from a plan. Zone elements are
 * created by `makeZone` so the caller decides what a zone is (and may hand
 * back an existing element to keep it mounted); `current` offers the page's
 * present header and footer for reuse. The page's content is its main
 * landmark (`mainContent`); a modal page's (`main: false`)
 * is not: it lives in a dialog over the page, which keeps its own.
 */
export function buildLayout(
  doc: Document,
  plan: LayoutPlan,
  makeZone: (name: string) => HTMLElement,
  current: { header?: Element | null; footer?: Element | null } = {},
  options: { main?: boolean } = {},
): PlacedLayout {
  const zones = new Map<string, HTMLElement>();
  const place = (parent: HTMLElement, name: string) => {
    const zone = makeZone(name);
    zones.set(name, zone);
    parent.append(zone);
  };
  /**
   * A header or footer holding exactly these zone elements already is reused
   * as it stands: moving its zones would detach and re-attach every element
   * in it (restyling it, reloading its images) for nothing.
   */
  const region = (className: string, names: readonly string[], existing: Element | null | undefined) => {
    const elements = names.map(makeZone);
    names.forEach((name, i) => zones.set(name, elements[i]!));
    if (existing instanceof HTMLElement && existing.children.length === elements.length
      && elements.every((zone, i) => existing.children[i] === zone)) return existing;
    const el = div(doc, className);
    el.append(...elements);
    return el;
  };

  const header = region('tf-header', plan.header, current.header);

  const content = options.main === false ? div(doc, 'tf-content') : mainContent(doc);
  for (const tier of plan.tiers) content.append(tierElement(doc, tier, place));
  plan.contentGlobals.forEach((name) => place(content, name));

  const footer = region('tf-footer', plan.footer, current.footer);

  return { header, content, footer, zones };
}

function tierElement(doc: Document, tier: TierPlan, place: (parent: HTMLElement, name: string) => void): HTMLElement {
  const tierEl = div(doc, 'tf-tier');
  const countClass = columnCountClass(tier);
  if (countClass) tierEl.classList.add(countClass);
  // Attributes, not `dataset`: the same markup for less work per tier and column.
  tierEl.setAttribute('data-tier', String(tier.tier));
  for (const column of tier.columns) {
    const columnEl = div(doc, 'tf-column');
    columnEl.setAttribute('data-column', String(column.column));
    column.zones.forEach((name) => place(columnEl, name));
    tierEl.append(columnEl);
  }
  if (!isWrapped(tier)) return tierEl;
  const wrapper = div(doc, 'tf-tier-wrapper');
  wrapper.append(tierEl);
  return wrapper;
}

const REGIONS = ':scope > .tf-header, :scope > .tf-content, :scope > .tf-footer';

/**
 * Puts a built layout into `container` in the order header, content, footer,
 * dropping the regions it replaces. Kept zones were already moved into the
 * new regions, so dropping the old ones leaves them mounted (their React
 * roots never notice); a reused header or footer stays exactly where it is.
 */
export function placeRegions(container: HTMLElement, layout: Pick<PlacedLayout, 'header' | 'content' | 'footer'>): void {
  const regions: Element[] = [layout.header, layout.content, layout.footer];
  container.querySelectorAll(REGIONS).forEach((region) => {
    if (!regions.includes(region)) region.remove();
  });
  // Only a reused footer can still be in the container: a new header goes before it.
  if (layout.header.parentNode !== container) container.insertBefore(layout.header, container.querySelector(':scope > .tf-footer'));
  for (const [before, region] of [[layout.header, layout.content], [layout.content, layout.footer]] as const) {
    // Moving an element that is already in place would detach and re-attach it.
    if (before.nextElementSibling !== region) before.after(region);
  }
}

/** Removes the layout's regions (and every zone in them) from `container`. */
export function removeRegions(container: HTMLElement): void {
  container.querySelectorAll(REGIONS).forEach((region) => region.remove());
}
