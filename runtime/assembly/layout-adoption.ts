import type { LayoutPlan } from './layout-planner.js';
import { buildLayout, type PlacedLayout } from './layout-dom.js';

const REGION_CLASSES = ['tf-header', 'tf-content', 'tf-footer'] as const;

/** Same tag and exactly the same attributes: a wrapper the browser would have built. */
function sameShell(expected: Element, actual: Element): boolean {
  if (expected.tagName !== actual.tagName || expected.attributes.length !== actual.attributes.length) return false;
  return [...expected.attributes].every(({ name, value }) => actual.getAttribute(name) === value);
}

/**
 * Takes over the layout the server drew into `container` as it stands: its
 * regions, tier wrappers, tiers and columns stay the very nodes the page was
 * parsed with, so nothing is replaced or moved (no flash, no shift, scroll
 * and focus untouched). It must be exactly what `buildLayout` would make of
 * `plan`: the same wrappers, with the same classes and attributes, in the same
 * order, each holding the zone element `zoneFor` hands back for its place. A
 * zone element not yet in the page (one the server left out, having no code
 * for it) is inserted at its place; one standing anywhere else, or anything
 * else in a wrapper, is a mismatch. Nothing is touched then, and the result
 * is undefined: the caller builds the layout instead.
 *
 * The plan is built once, detached, with empty slots for the zones, and held
 * against the page node for node: the structure is written in one place only.
 */
export function adoptLayout(
  doc: Document,
  container: HTMLElement,
  plan: LayoutPlan,
  zoneFor: (name: string) => HTMLElement,
  options: { main?: boolean } = {},
): PlacedLayout | undefined {
  const regions = [...container.children].filter((el) => REGION_CLASSES.some((name) => el.classList.contains(name)));
  if (regions.length !== REGION_CLASSES.length) return undefined;
  const slots = new Map<Element, string>();
  const built = buildLayout(doc, plan, (name) => {
    const slot = doc.createElement('tf-zone');
    slots.set(slot, name);
    return slot;
  }, {}, options);
  const zones = new Map<string, HTMLElement>();
  const inserts: (() => void)[] = [];

  const matches = (expected: Element, actual: Element): boolean => {
    if (!sameShell(expected, actual)) return false;
    const present = [...actual.children];
    let at = 0;
    for (const child of expected.children) {
      const name = slots.get(child);
      if (name === undefined) {
        const next = present[at++];
        if (!next || !matches(child, next)) return false;
        continue;
      }
      const zone = zoneFor(name);
      zones.set(name, zone);
      if (present[at] === zone) {
        at++;
      } else if (zone.isConnected) {
        return false;
      } else {
        const before = present[at] ?? null;
        inserts.push(() => actual.insertBefore(zone, before));
      }
    }
    return at === present.length;
  };

  const expected = [built.header, built.content, built.footer];
  if (!expected.every((region, i) => matches(region, regions[i]!))) return undefined;
  for (const insert of inserts) insert();
  const [header, content, footer] = regions as HTMLElement[];
  return { header: header!, content: content!, footer: footer!, zones };
}
