/**
 * Typed-word matching, the site's one rule for filtering a list by what a
 * visitor types: case-insensitive, commas count as spaces, and every word
 * typed must be the start of some word of the text ("time war" finds "Time
 * Warner Cable"). Other punctuation stays part of its word (AT&T, U-verse).
 * Pure.
 */

/** Lower-cased words of `text`. */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().replace(/,/g, ' ').split(/\s+/).filter((word) => word !== '');
}

/** Whether every word of `query` starts a word of `text`; an empty query matches everything. */
export function matchesWords(text: string, query: string): boolean {
  const typed = wordsOf(query);
  if (typed.length === 0) return true;
  const own = wordsOf(text);
  return typed.every((part) => own.some((word) => word.startsWith(part)));
}
