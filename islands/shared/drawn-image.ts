/**
 * `<tf-image>` holding an `<img>` the server drew, before the element is
 * defined (while the scripts load, or with none at all): the picture fills
 * the element's box and crops as the element's own would. Once defined, the
 * element draws it through its slot with its own styles; an `<img>` inside a
 * `<picture>` (art direction) is not the slotted element, so the page's
 * rule covers it then too. `:where()` keeps
 * the box rules below an island's own placement of its image. Data only: the
 * islands' style modules import it, and a build reads those in Node.
 */
export const drawnImageCss = `
:where(tf-image:not(:defined)) { display: block; position: relative; overflow: hidden; }
:where(tf-image[fill]:not(:defined)) { width: 100%; height: 100%; }
tf-image:not(:defined) > img, tf-image > picture > img { position: absolute; inset: 0; width: 100%; height: 100%;
  object-fit: var(--tf-image-fit, cover); object-position: var(--tf-image-position, center); }
`;
