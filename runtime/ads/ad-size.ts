/**
 * A `<tf-ad size>` read. Pure.
 *
 * - "Ad elements whose size attribute lacks an 'x' ... lose their size
 *   attribute and do not load": every comma-separated part must be
 *   `{width}x{height}` in whole pixels; one part that is not makes the whole
 *   attribute invalid (a typo must not silently request other sizes).
 * - "... or which are 1x2 while that call is disabled": `oneByTwo` says the
 *   attribute asks for it; the repository's `website.adCall1x2` decides.
 * - "Ads with no enclosing visible area and sizes 200x31, 140x70, 728x90 or
 *   300x50 are skipped when hidden": `small` says one of its sizes is one of
 *   those; the visibility checks decide when (visibility.ts).
 */
export type AdSize = readonly [width: number, height: number];

export interface SizeReading {
  /** False: the attribute is removed and the ad never loads. */
  valid: boolean;
  sizes: AdSize[];
  oneByTwo: boolean;
  small: boolean;
}

/** The small sizes that are skipped while hidden. */
export const SMALL_SIZES: readonly string[] = ['200x31', '140x70', '728x90', '300x50'];

const PART = /^(\d{1,4})x(\d{1,4})$/;

export function readSizes(attribute: string | null): SizeReading {
  const parts = (attribute ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const sizes: AdSize[] = [];
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return { valid: false, sizes: [], oneByTwo: false, small: false };
    sizes.push([Number(match[1]), Number(match[2])]);
  }
  const names = sizes.map(([w, h]) => `${w}x${h}`);
  return {
    valid: sizes.length > 0,
    sizes,
    oneByTwo: names.includes('1x2'),
    small: names.some((name) => SMALL_SIZES.includes(name)),
  };
}

/**
 * The box a slot reserves before anything draws: its first size (issue 17:
 * "reserve the first size"). A 1x2 call is an out-of-page
 * call (its creative draws elsewhere), so it reserves nothing.
 */
export function reservedSize(reading: SizeReading): AdSize | undefined {
  const first = reading.sizes[0];
  return first && !(first[0] === 1 && first[1] === 2) ? first : undefined;
}
