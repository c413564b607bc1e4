/**
 * The box shapes of feed images in cards, each drawn by a class: the page's
 * policy (`style-src 'self'`) refuses a `style` attribute in the server's
 * HTML, so a box's aspect ratio must come from a stylesheet to hold before
 * any script runs. Data only: the islands' style modules import it, and a
 * build reads those in Node.
 */
export const MEDIA_RATIOS = {
  '2 / 3': 'tf-ratio-2x3',
  '1 / 1': 'tf-ratio-1x1',
  '16 / 9': 'tf-ratio-16x9',
} as const;

export type MediaRatio = keyof typeof MEDIA_RATIOS;

/**
 * The ratio classes' rules, for the style module of every island that draws
 * `Media`. `:where()` keeps them below the island's own rules, so an island
 * can give one card another shape.
 */
export const mediaRatioCss = Object.entries(MEDIA_RATIOS)
  .map(([ratio, className]) => `:where(.${className}) { aspect-ratio: ${ratio}; }`).join('\n');
