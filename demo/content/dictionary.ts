/**
 * The dictionary page's feeds (`/dictionary`, the ENT_M077 island): the zone
 * feed names every letter (a letter without terms has none, and its tab is
 * shown disabled) and carries the first letter's first page, so the page is
 * drawn from it alone; each letter's terms are a paged feed,
 * `/feeds/dictionary/letters/{letter}?page={n}`, `next` naming the page after.
 * Audio clips are made from each term's pronunciation by the build
 * (demo/audio/). Node-safe: plain data.
 */
import { findClip, clipUrl } from './catalogue.js';
import { art, result } from './cards.js';
import { DICTIONARY, type DictionaryEntry } from './dictionary-terms.js';

export const DICTIONARY_PATH = '/dictionary';
export const DICTIONARY_FEED_PATH = '/feeds/dictionary';
/** Terms per page of a letter's feed. */
export const DICTIONARY_PAGE_SIZE = 3;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Where a letter's terms are served; `page` from 1. */
export const letterFeedPath = (letter: string) => `/feeds/dictionary/letters/${letter.toLowerCase()}`;
/** The pronunciation clip of a term, written by the build (demo/audio/vite-plugin.ts). */
export const audioPath = (slug: string) => `/audio/dictionary/${slug}.wav`;

/** Every term's clip: its file name and the pronunciation it says. */
export const PRONUNCIATIONS: readonly { slug: string; pronunciation: string }[] = DICTIONARY.map(({ slug, pronunciation }) => ({ slug, pronunciation }));

const termsOf = (letter: string) => DICTIONARY.filter((entry) => entry.title[0]!.toUpperCase() === letter).sort((a, b) => a.title.localeCompare(b.title));

/** A term as the feed carries it (the dictionary's Term: every field the island reads). */
function term(entry: DictionaryEntry, index: number) {
  const clip = entry.clip ? findClip(entry.clip) : undefined;
  if (entry.clip && !clip) throw new Error(`No clip ${entry.clip} in the catalogue`);
  const letter = entry.title[0]!.toLowerCase();
  return {
    itemId: `ltn-dictionary-${entry.slug}`,
    termIndex: index,
    title: entry.title,
    ...(entry.shortTitle ? { shortTitle: entry.shortTitle } : {}),
    audio: audioPath(entry.slug),
    partOfSpeech: entry.partOfSpeech,
    pronunciation: entry.pronunciation,
    ...(clip ? { videoLink: clipUrl(clip.slug) } : {}),
    promoId: `Dictionary: ${entry.title}`,
    definition: entry.definition,
    example: entry.art ? { image: art(entry.art[0], entry.art[1]) } : { usage: entry.usage },
    // The term's own place on the page: its letter's tab, scrolled to the term.
    share: `${DICTIONARY_PATH}?letter=${letter}#${entry.slug}`,
    subject: `${entry.title}: from the Laugh Track Dictionary`,
  };
}

const indexOf = new Map(DICTIONARY.map((entry, i) => [entry.slug, i + 1]));

/** One page of a letter's terms (from 1), with the next page's address when there is one. */
export function letterPage(letter: string, page: number) {
  const all = termsOf(letter);
  const start = (page - 1) * DICTIONARY_PAGE_SIZE;
  const terms = all.slice(start, start + DICTIONARY_PAGE_SIZE).map((entry) => term(entry, indexOf.get(entry.slug)!));
  const more = start + DICTIONARY_PAGE_SIZE < all.length;
  return { letter, terms, ...(more ? { next: `${letterFeedPath(letter)}?page=${page + 1}` } : {}) };
}

const lettersWithTerms = LETTERS.filter((letter) => termsOf(letter).length > 0);

export const dictionaryFeed = result({
  title: 'The Laugh Track Dictionary',
  intro: 'Every word a comedy writer needs, defined by people who should be writing. Pick a letter, press play to hear it said, and share the ones that describe your coworkers.',
  letters: LETTERS.map((letter) => {
    const total = termsOf(letter).length;
    return total > 0 ? { letter, total, feed: letterFeedPath(letter) } : { letter, total: 0 };
  }),
  initial: letterPage(lettersWithTerms[0]!, 1),
});

/** The letters' paged feeds, each a function of its URL's `page`. */
export const dictionaryFeeds: Record<string, unknown> = {
  [DICTIONARY_FEED_PATH]: dictionaryFeed,
  ...Object.fromEntries(lettersWithTerms.map((letter) => [letterFeedPath(letter), (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const pages = Math.ceil(termsOf(letter).length / DICTIONARY_PAGE_SIZE);
    // A page past the end (or not a page number) answers no terms, never an error.
    return result(Number.isInteger(page) && page >= 1 && page <= pages ? letterPage(letter, page) : { letter, terms: [] });
  }])),
};
