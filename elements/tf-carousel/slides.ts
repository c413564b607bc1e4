import { OWN_SLIDE_LABEL as OWN_LABEL, slideAttributes } from '../../runtime/carousel/index-math.js';

/**
 * The WAI-ARIA carousel pattern on light-DOM slides: each is a group with
 * roledescription "slide" and a '3 of 10' label, unless its author gave it a
 * label of its own.
 */
export function labelSlides(slides: readonly HTMLElement[]): void {
  slides.forEach((slide, index) => {
    // A label the carousel gave earlier is renumbered; the author's own is kept.
    const label = slide.hasAttribute(OWN_LABEL) ? null : slide.getAttribute('aria-label');
    for (const [name, value] of Object.entries(slideAttributes(index, slides.length, { role: slide.getAttribute('role'), label }))) {
      if (slide.getAttribute(name) !== value) slide.setAttribute(name, value);
    }
  });
}

/**
 * Slides outside the viewport are `inert`: neither focusable nor read, so Tab
 * walks only what is shown (arrows and dots reach the rest). A slide that is
 * even partly in view stays reachable; focusing it scrolls it in.
 */
export function markInView(slides: readonly HTMLElement[], inView: readonly number[]): void {
  // Nothing in view means Embla's IntersectionObserver has not reported yet
  // (or the carousel is not displayed): leave every slide reachable meanwhile.
  if (inView.length === 0) return;
  const shown = new Set(inView);
  slides.forEach((slide, index) => {
    slide.inert = !shown.has(index);
  });
}

/** Undoes both when a slide leaves the carousel. */
export function releaseSlide(slide: HTMLElement): void {
  slide.inert = false;
  slide.removeAttribute('aria-roledescription');
  if (slide.hasAttribute(OWN_LABEL)) {
    slide.removeAttribute('aria-label');
    slide.removeAttribute(OWN_LABEL);
    if (slide.getAttribute('role') === 'group') slide.removeAttribute('role');
  }
}
