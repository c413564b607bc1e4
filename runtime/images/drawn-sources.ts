import { parseVariant } from './image-info.js';
import { buildImageUrl, isResizable } from './image-url.js';
import { variantRatio } from './variant.js';

/**
 * Widths offered to the browser for an image the server draws: phones at
 * 1–3× up to wide desktops at 2×. The browser picks one from the viewport and
 * pixel ratio before any script runs.
 */
export const DRAWN_IMAGE_WIDTHS = [360, 540, 720, 960, 1280, 1600, 1920, 2560, 3200] as const;

/** The `<img>` attributes of an image drawn into the HTML. */
export interface DrawnSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

/**
 * The light-DOM `<img>` a server writes inside `<tf-image>` for a page's
 * lead picture: the HTML parser finds it at once, so the browser fetches it
 * while the scripts still load (the element, once defined, shows that very
 * image and fetches its own only if the box needs more pixels). Each
 * candidate keeps the picture's own shape, asked of the image service at
 * the element's quality; `sizes` is the CSS width the picture is drawn at
 * (wider than its box where the box crops it). Undefined for an entry the
 * element could not show either; a picture the service may not resize (a
 * GIF, a raw image) is drawn as it is.
 */
export function drawnSources(entry: unknown, sizes: string): DrawnSources | undefined {
  const variant = parseVariant(entry);
  if (!variant) return undefined;
  const ratio = variantRatio(variant);
  if (!isResizable(variant) || ratio === undefined) return { src: variant.src, alt: variant.alt };
  // Never wider than the original (an upscale only costs bytes), which is offered itself.
  const widest = Math.min(variant.width ?? Infinity, DRAWN_IMAGE_WIDTHS[DRAWN_IMAGE_WIDTHS.length - 1]!);
  const widths = [...DRAWN_IMAGE_WIDTHS.filter((width) => width < widest), widest];
  const url = (width: number) => buildImageUrl(variant.src, { quality: variant.quality, width, height: Math.round(width / ratio) });
  return {
    src: url(widths[Math.min(2, widths.length - 1)]!),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes,
    alt: variant.alt,
  };
}

/**
 * The width in pixels of the `srcset` candidate the browser chose (`url`,
 * its `currentSrc`), from its `w` descriptor; undefined when none matches.
 * An `<img>`'s `naturalWidth` is not that: it is divided by the candidate's
 * density, the size the picture is drawn at.
 */
export function chosenCandidateWidth(srcset: string, url: string, base: string): number | undefined {
  for (const [, candidate, width] of srcset.matchAll(/(\S+)\s+(\d+)w\s*(?:,|$)/g)) {
    if (new URL(candidate!, base).href === new URL(url, base).href) return Number(width);
  }
  return undefined;
}

/** A band of window widths (up to `upTo` px) in which a box has a fixed `height`. */
export interface HeightBand {
  upTo: number;
  height: number;
}

/**
 * `sizes` for a picture of `ratio` covering a box as wide as the window less
 * `inset` px (the page's side padding; the window itself is counted up to
 * `widest` px) and, per band of window widths, of a fixed height: the
 * picture is drawn at the wider of the box's width and its height times the
 * ratio. Bands in ascending order; the last covers every wider window.
 */
export function coverSizes(ratio: number, bands: readonly HeightBand[], widest: number, inset = 0): string {
  const boxWidth = inset > 0 ? `calc(100vw - ${inset}px)` : '100vw';
  const entries: string[] = [];
  let from = 0;
  let cover = 0;
  bands.forEach(({ upTo, height }, i) => {
    const end = i === bands.length - 1 ? Infinity : upTo;
    cover = Math.ceil(height * ratio);
    // The window in which the box is as wide as the picture at the box's height.
    const coverWindow = cover + inset;
    // Narrower windows: drawn at that width.
    if (coverWindow > from) entries.push(`(max-width: ${Math.min(coverWindow, end)}px) ${cover}px`);
    // Wider ones, up to the widest: as wide as the box.
    if (coverWindow < Math.min(end, widest)) entries.push(`(max-width: ${Math.min(end, widest)}px) ${boxWidth}`);
    from = end;
  });
  entries.push(`${Math.max(widest - inset, cover)}px`);
  return entries.join(', ');
}
