import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { TfCarousel as TfCarouselElement } from '../../elements/tf-carousel/tf-carousel.js';
import { TfCollapsible as TfCollapsibleElement } from '../../elements/tf-collapsible/tf-collapsible.js';
import type { TfEvent } from '../../runtime/events.js';

/**
 * `<tf-carousel>` for React islands (CONTRACT §3: islands use standalone
 * elements through their `@lit/react` wrapper). Children become the slides.
 */
export const TfCarousel = createComponent({
  tagName: 'tf-carousel',
  elementClass: TfCarouselElement,
  react: React,
  events: {
    onSelect: 'tf:select' as EventName<TfEvent<'tf:select'>>,
  },
});

/** `<tf-collapsible>` for React islands; put the trigger's label in `slot="trigger"`. */
export const TfCollapsible = createComponent({
  tagName: 'tf-collapsible',
  elementClass: TfCollapsibleElement,
  react: React,
  events: {
    onExpanded: 'tf:expanded' as EventName<TfEvent<'tf:expanded'>>,
    onCollapsed: 'tf:collapsed' as EventName<TfEvent<'tf:collapsed'>>,
  },
});
