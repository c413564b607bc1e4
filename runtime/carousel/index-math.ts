/**
 * Index arithmetic of the carousel, without DOM: where `next`, `previous`,
 * `select(i)` and the keyboard lead for `count` positions.
 */

/**
 * The position `index` asks for: wrapped around when `wrap`, else clamped to
 * the ends. Non-integers are truncated; NaN or an empty carousel gives 0.
 */
export function resolveIndex(index: number, count: number, wrap: boolean): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  if (wrap) return ((whole % count) + count) % count;
  return Math.min(Math.max(whole, 0), count - 1);
}

/** The position `delta` steps from `current`. */
export function stepIndex(current: number, delta: number, count: number, wrap: boolean): number {
  return resolveIndex(current + delta, count, wrap);
}

/** Whether a step in `delta`'s direction moves anywhere. */
export function canStep(current: number, delta: number, count: number, wrap: boolean): boolean {
  if (count <= 1) return false;
  return wrap || stepIndex(current, delta, count, wrap) !== current;
}

export type KeyMove = { kind: 'step'; delta: -1 | 1 } | { kind: 'to'; index: 'first' | 'last' };

/**
 * The WAI-ARIA carousel keys: arrows step (mirrored right-to-left, where the
 * next slide is on the left), Home and End jump to the ends.
 */
export function keyMove(key: string, rtl: boolean): KeyMove | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return { kind: 'step', delta: 1 };
  if (key === back) return { kind: 'step', delta: -1 };
  if (key === 'Home') return { kind: 'to', index: 'first' };
  if (key === 'End') return { kind: 'to', index: 'last' };
  return undefined;
}

/** A slide's label in the WAI-ARIA pattern: '3 of 10' (1-based). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** Marks a slide whose ARIA label the carousel gave (the author's own is left alone). */
export const OWN_SLIDE_LABEL = 'data-tf-slide-label';

/**
 * The WAI-ARIA carousel pattern's attributes of slide `index` of `count`: a
 * group with roledescription "slide" and a '3 of 10' label, unless its author
 * gave a role or label of their own. The element writes them on its slides;
 * a React island writes the same on its slide elements, so a page drawn on a
 * server and hydrated holds them before and after the element upgrades.
 */
export function slideAttributes(index: number, count: number, own: { role?: string | null; label?: string | null } = {}): Record<string, string> {
  const attributes: Record<string, string> = { role: own.role ?? 'group', 'aria-roledescription': 'slide' };
  if (own.label == null) Object.assign(attributes, { 'aria-label': slideLabel(index, count), [OWN_SLIDE_LABEL]: '' });
  return attributes;
}

/**
 * The `autoplay` attribute: absent is off, present without a value (or a
 * value that is not a positive number) is `fallback` ms, else its ms.
 */
export function autoplayInterval(value: string | null | undefined, fallback: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'true') return fallback;
  if (trimmed === 'false') return undefined;
  const ms = Number(trimmed);
  return Number.isFinite(ms) && ms > 0 ? ms : fallback;
}
