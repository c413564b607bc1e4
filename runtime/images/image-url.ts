/**
 * Image service URLs: `?quality=&width=&height=`
 * with `crop=true` only when both sizes are given. GIFs, raw images and the
 * placeholder are never rewritten.
 */

/**
 * The fixed missing-image placeholder: a
 * neutral frame with a picture glyph, inline so it shows without a request
 * and on any page.
 */
export const MISSING_IMAGE_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">' +
      '<rect width="160" height="90" fill="#2a2833"/>' +
      '<g fill="none" stroke="#6f6b7d" stroke-width="3" stroke-linejoin="round">' +
      '<rect x="60" y="28" width="40" height="34" rx="3"/><path d="M63 58l11-12 8 8 6-5 9 9"/></g>' +
      '<circle cx="90" cy="38" r="4" fill="#6f6b7d"/></svg>',
  );

export interface ImageSize {
  quality: number;
  width?: number;
  height?: number;
}

/** Splits `src` into path, query and fragment without resolving it. */
function parts(src: string): { path: string; query: string; hash: string } {
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const rest = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = rest.indexOf('?');
  return queryAt >= 0 ? { path: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash } : { path: rest, query: '', hash };
}

/** A GIF by its file name: served untouched, since resizing would drop its frames. */
export function isGif(src: string): boolean {
  return /\.gif$/i.test(parts(src).path);
}

/** Whether the service may be asked for another size of `src`. */
export function isResizable(variant: { src: string; isRaw: boolean }): boolean {
  return !variant.isRaw && !isGif(variant.src) && variant.src !== MISSING_IMAGE_SRC;
}

/**
 * The still JPG form of an animated GIF: the same name with a
 * `.jpg` extension, which the image service can resize. Undefined for other images.
 */
export function stillFormOf(src: string): string | undefined {
  const { path, query, hash } = parts(src);
  if (!/\.gif$/i.test(path)) return undefined;
  return `${path.slice(0, -'.gif'.length)}.jpg${query ? `?${query}` : ''}${hash}`;
}

/**
 * `src` with the service's query for `size`, replacing any earlier one and
 * keeping the feed's own parameters. Sizes are whole pixels.
 */
export function buildImageUrl(src: string, size: ImageSize): string {
  const { path, query, hash } = parts(src);
  const params = new URLSearchParams(query);
  for (const name of ['quality', 'width', 'height', 'crop']) params.delete(name);
  params.append('quality', String(size.quality));
  const width = size.width !== undefined && size.width > 0 ? Math.round(size.width) : undefined;
  const height = size.height !== undefined && size.height > 0 ? Math.round(size.height) : undefined;
  if (width !== undefined) params.append('width', String(width));
  if (height !== undefined) params.append('height', String(height));
  if (width !== undefined && height !== undefined) params.append('crop', 'true');
  return `${path}?${params.toString()}${hash}`;
}
