/**
 * Word-prefix search, pure and case-insensitive: every word typed must begin
 * a word of the text searched, commas read as spaces. Words of the text are
 * also split at the punctuation inside them ("AT&T U-verse" is found by
 * "verse" and by "u-verse"), since people type what they see, not how a list
 * spells it. The provider picker and the islands' list searches share it.
 */

/** The words typed: lower case, commas as spaces, empty ones dropped. */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
}

/** The words `text` can be found by: each of its words, and the pieces of those split at punctuation. */
export function findableWords(text: string): string[] {
  const words = searchWords(text);
  const pieces = words.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u).filter((piece) => piece && piece !== word));
  return [...words, ...pieces];
}

/** Whether every word of `typed` (from `searchWords`) begins one of `words` (from `findableWords`); true when nothing is typed. */
export function matchesWords(typed: readonly string[], words: readonly string[]): boolean {
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}
