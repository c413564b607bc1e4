/**
 * The stand-up page's comedian directory (ENT_M046): its zone feed, and the
 * search its form asks (`GET /feeds/stand-up/comedians/search?q=…`). A
 * comedian matches when every word of the query starts a word of their name,
 * tagline, tour or special, case and accents ignored: the word-prefix
 * matching the sign-in's provider search uses, so "mar" finds Marnie and not
 * "grammar". Pure and Node-safe.
 */
import { comedianCard, result } from './cards.js';
import { COMEDIAN_LIST, type Comedian } from './catalogue.js';
import { MAX_KEYWORDS, fold, searchTerms } from './search.js';

export const COMEDIAN_SEARCH_PATH = '/feeds/stand-up/comedians/search';

const wordsOf = (c: Comedian): string[] =>
  fold([c.name, c.tagline, c.tour ?? '', c.special ?? ''].join(' ')).split(/[^\p{L}\p{N}']+/u).filter(Boolean);

const INDEX = COMEDIAN_LIST.map((comedian) => ({ comedian, words: wordsOf(comedian) }));

/** The comedians matching `q`, in catalogue order; none for a blank query (the module never asks one). */
export function comedianSearch(q: string) {
  const query = q.trim().slice(0, MAX_KEYWORDS);
  // Split like the comedians' words, so "stand-up" looks for both.
  const terms = searchTerms(query).flatMap((t) => t.split(/[^\p{L}\p{N}']+/u)).filter(Boolean);
  const matches = terms.length === 0
    ? []
    : INDEX.filter(({ words }) => terms.every((t) => words.some((w) => w.startsWith(t)))).map(({ comedian }) => comedian);
  return result({ query, total: matches.length, comedians: matches.map((c) => comedianCard(c)) });
}

/** The directory's own feed: every comedian, and where its search asks. */
export const comedianDirectoryFeed = result({
  title: 'Find a Comedian',
  intro: 'Search every comic on the network by name, bit or tour, or narrow the list to who is touring or has a new special.',
  searchUrl: COMEDIAN_SEARCH_PATH,
  comedians: COMEDIAN_LIST.map((c) => comedianCard(c)),
});
