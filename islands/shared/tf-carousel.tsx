/**
 * `<tf-carousel>` and `<tf-collapsible>` for React islands (islands use
 * standalone elements through their `@lit/react` wrapper).
 * Children of `TfCarousel` become the slides; put `TfCollapsible`'s trigger
 * label in `slot="trigger"`. The wrappers and their `on…` event props are
 * generated from each element's JSDoc by scripts/make-react.mjs; a server
 * draws each as its tag with attributes and its light DOM (server-element.tsx).
 */
import { Children, cloneElement, createElement, forwardRef, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { slideAttributes } from '../../runtime/carousel/index-math.js';
import { TfCarousel as TfCarouselWrapper } from './generated/tf-carousel.js';
import { TfCollapsible as TfCollapsibleWrapper } from './generated/tf-collapsible.js';
import { drawnOnServer } from './server-element.js';

type SlideProps = { role?: string; 'aria-label'?: string; suppressHydrationWarning?: boolean };

/**
 * Each slide with the ARIA attributes the element would give it. Drawn by
 * React on the server and in the browser alike, they are in the page before
 * the element upgrades, which then finds nothing to change: hydration sees
 * the attributes it rendered. The one it cannot draw is `inert`, which the
 * element sets on the slides out of view once it has measured them, possibly
 * before hydration: React never renders it, so the slide itself (not its
 * content) takes no hydration warning. A slide must be an element, or a
 * component that passes these props on to its root.
 */
function labelledSlides(children: ReactNode): ReactNode {
  const slides = Children.toArray(children).filter(isValidElement) as ReactElement<SlideProps>[];
  return slides.map((slide, index) => cloneElement(slide, {
    ...slideAttributes(index, slides.length, { role: slide.props.role, label: slide.props['aria-label'] }),
    suppressHydrationWarning: true,
  }));
}

const DrawnCarousel = drawnOnServer(TfCarouselWrapper, 'tf-carousel');

export const TfCarousel = forwardRef<HTMLElement, ComponentProps<typeof DrawnCarousel>>(({ children, ...props }, ref) =>
  createElement(DrawnCarousel, { ...props, ref } as ComponentProps<typeof DrawnCarousel>, labelledSlides(children)));
TfCarousel.displayName = 'TfCarousel';

export const TfCollapsible = drawnOnServer(TfCollapsibleWrapper, 'tf-collapsible');
