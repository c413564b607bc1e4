import { css } from 'lit';

/**
 * The box is reserved before anything loads: the spacer's percent padding
 * gives the host its height from its width, and
 * the picture covers that box, so nothing below moves when it arrives.
 */
export const tfImageStyles = css`
  :host {
    display: block;
    position: relative;
    overflow: hidden;
    background: var(--tf-image-background, transparent);
  }
  :host([hidden]) {
    display: none;
  }
  /* The container draws the box (an aspect-ratio or fixed height): fill it. */
  :host([fill]) {
    width: 100%;
    height: 100%;
  }
  .spacer {
    display: block;
    width: 100%;
  }
  /* Its own picture, and one the page drew into the HTML (slotted), cover the box alike. */
  img,
  ::slotted(img) {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: var(--tf-image-fit, cover);
    object-position: var(--tf-image-position, center);
  }
  img {
    opacity: 0;
    transition: opacity var(--tf-image-fade, 0.2s) ease;
  }
  /* Without a known ratio there is no spacer: the picture sizes the box. */
  .free img,
  .free ::slotted(img) {
    position: static;
    height: auto;
  }
  img.shown {
    opacity: 1;
  }
  /*
   * The first image of the first viewport (the likely LCP): no fade to wait
   * through. A page that styles ::part(image) with a transition of its own
   * replaces this one (outer styles win over a shadow root's), so it takes
   * its fade from --tf-image-fade, which this image sets to nothing itself.
   */
  img.now {
    --tf-image-fade: 0s;
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;
