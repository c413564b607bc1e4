/**
 * Drawing an answer into a slot's element as GPT does: the element gets a
 * container `div` holding an `iframe` at the creative's size (sized by its
 * `width`/`height` attributes, never a style attribute, which the strict CSP refuses), which
 * loads the same-origin creative page. An empty answer clears the element,
 * and hides it when collapsing is asked for. Viewability follows GPT's
 * definition (the MRC's): half the creative's pixels on screen for one
 * continuous second fires `impressionViewable`, once per drawn creative.
 */
import type { AdAnswer } from './inventory.js';
import type { Slot } from './slot.js';

/** Half the pixels, for one continuous second (the MRC display standard GPT reports by). */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;

let frames = 0;

export interface DrawHooks {
  /** The creative's document finished loading (GPT's `slotOnload`). */
  onload(): void;
  /** The share of the creative on screen changed (GPT's `slotVisibilityChanged`, in whole percents). */
  visibility(percent: number): void;
  /** The creative became viewable. */
  viewable(): void;
}

/** What a drawn creative leaves to undo: its observer and timer. */
export type Undraw = () => void;

export function clearSlotElement(element: HTMLElement): void {
  element.replaceChildren();
}

/** Draws `answer` into `element`; returns how to stop watching it. */
export function drawAnswer(element: HTMLElement, slot: Slot, answer: AdAnswer, hooks: DrawHooks): Undraw {
  const [width, height] = answer.size;
  const id = `google_ads_iframe_${slot.getAdUnitPath()}_${frames++}`;
  const container = document.createElement('div');
  container.id = `${id}__container__`;
  const frame = document.createElement('iframe');
  frame.id = id;
  frame.name = id;
  // GPT's own title for the frame, which axe asks every frame to have.
  frame.title = '3rd party ad content';
  frame.setAttribute('aria-label', 'Advertisement');
  frame.width = String(width);
  frame.height = String(height);
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('scrolling', 'no');
  frame.setAttribute('data-ad', answer.personalized ? 'personalized' : 'non-personalized');
  frame.setAttribute('data-show', answer.show);
  frame.addEventListener('load', () => hooks.onload(), { once: true });
  frame.src = answer.src;
  container.append(frame);
  element.hidden = false;
  element.replaceChildren(container);
  return watchViewability(frame, hooks);
}

function watchViewability(frame: HTMLIFrameElement, hooks: DrawHooks): Undraw {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let viewable = false;
  let percent = -1;
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    const now = Math.round(entry.intersectionRatio * 100);
    if (now !== percent) hooks.visibility((percent = now));
    if (viewable) return;
    if (entry.intersectionRatio >= VIEWABLE_RATIO) {
      timer ??= setTimeout(() => {
        viewable = true;
        hooks.viewable();
      }, VIEWABLE_MS);
    } else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  }, { threshold: [0, 0.25, VIEWABLE_RATIO, 0.75, 1] });
  observer.observe(frame);
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
