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

/**
 * Builds the light-DOM layout of CONTRACT §2 from a plan. Zone elements are
 * created by `makeZone` so the caller decides what a zone is (and may hand
 * back an existing element to keep it mounted).
 */
export function buildLayout(
  doc: Document,
  plan: LayoutPlan,
  makeZone: (name: string) => HTMLElement,
): PlacedLayout {
  const zones = new Map<string, HTMLElement>();
  const place = (parent: HTMLElement, name: string) => {
    const zone = makeZone(name);
    zones.set(name, zone);
    parent.append(zone);
  };

  const header = div(doc, 'tf-header');
  plan.header.forEach((name) => place(header, name));

  const content = div(doc, 'tf-content');
  for (const tier of plan.tiers) content.append(tierElement(doc, tier, place));
  plan.contentGlobals.forEach((name) => place(content, name));

  const footer = div(doc, 'tf-footer');
  plan.footer.forEach((name) => place(footer, name));

  return { header, content, footer, zones };
}

function tierElement(doc: Document, tier: TierPlan, place: (parent: HTMLElement, name: string) => void): HTMLElement {
  const tierEl = div(doc, 'tf-tier');
  const countClass = columnCountClass(tier);
  if (countClass) tierEl.classList.add(countClass);
  tierEl.dataset.tier = String(tier.tier);
  for (const column of tier.columns) {
    const columnEl = div(doc, 'tf-column');
    columnEl.dataset.column = String(column.column);
    column.zones.forEach((name) => place(columnEl, name));
    tierEl.append(columnEl);
  }
  if (!isWrapped(tier)) return tierEl;
  const wrapper = div(doc, 'tf-tier-wrapper');
  wrapper.append(tierEl);
  return wrapper;
}
