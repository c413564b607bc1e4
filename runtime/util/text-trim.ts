/**
 * Text trimming to a maximum height: the text is cut at its
 * last space and an ellipsis appended until it fits; when it had to be cut,
 * the element's `title` holds the full text. The core is pure (it is given a
 * `fits` test); the DOM helper supplies that test by measuring the element.
 */

export const ELLIPSIS = '…';

export interface TrimResult {
  text: string;
  truncated: boolean;
}

// Punctuation or dashes left dangling before the ellipsis ("word,…") read badly.
const TRAILING = /[\s,;:\u2013\u2014-]+$/u;

/**
 * The longest start of `text`, cut at a space and followed by `ellipsis`,
 * that `fits`; the whole text when it fits as it is. `fits` must be
 * monotonic (a shorter text never needs more room), which wrapped text is:
 * the cut is found by binary search over the spaces, so a long text costs a
 * handful of measurements instead of one per word, with the same result as
 * cutting one word at a time. When not even the first word fits, that word
 * with the ellipsis is the best that can be done and is returned.
 */
export function trimToFit(text: string, fits: (candidate: string) => boolean, ellipsis = ELLIPSIS): TrimResult {
  if (fits(text)) return { text, truncated: false };
  const cuts: string[] = [];
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
    const head = text.slice(0, i).replace(TRAILING, '');
    // Runs of spaces give the same head more than once.
    if (head !== '' && head !== cuts[cuts.length - 1]) cuts.push(head);
  }
  if (cuts.length === 0) return { text: text.replace(TRAILING, '') + ellipsis, truncated: true };
  let lo = 0;
  let hi = cuts.length - 1;
  let best = 0;
  // Invariant: every cut above `hi` is known not to fit.
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fits(cuts[mid] + ellipsis)) {
      best = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return { text: cuts[best] + ellipsis, truncated: true };
}

export interface TrimTextOptions {
  /** The element's drawn height in px; defaults to `scrollHeight` (its content, even when overflow is hidden). */
  measure?: (element: HTMLElement) => number;
  ellipsis?: string;
}

/**
 * Elements trimmed so far: their full text, so a later trim (after a resize)
 * starts from the whole text, and the title they had before, put back when
 * the text fits again.
 */
const trimmed = new WeakMap<HTMLElement, { full: string; title: string | null }>();

/**
 * Trims `element`'s text to `maxHeight` px in place. Its content becomes
 * plain text (feed text is never markup here). Calling it again, say after a
 * resize, trims the original text anew. An unusable `maxHeight` leaves the
 * element alone. Returns what was written.
 */
export function trimText(element: HTMLElement, maxHeight: number, options: TrimTextOptions = {}): TrimResult {
  const previous = trimmed.get(element);
  const full = previous?.full ?? element.textContent ?? '';
  if (!Number.isFinite(maxHeight) || maxHeight < 0) return { text: element.textContent ?? '', truncated: false };
  const measure = options.measure ?? ((el: HTMLElement) => el.scrollHeight);
  const result = trimToFit(full, (candidate) => {
    element.textContent = candidate;
    return measure(element) <= maxHeight;
  }, options.ellipsis);
  element.textContent = result.text;
  if (result.truncated) {
    trimmed.set(element, previous ?? { full, title: element.getAttribute('title') });
    element.title = full;
  } else if (previous) {
    trimmed.delete(element);
    if (previous.title === null) element.removeAttribute('title');
    else element.title = previous.title;
  }
  return result;
}
