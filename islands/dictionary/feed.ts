import { feedPayload, reader, type FeedImage, type Obj, type Reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

/** One dictionary term, as the feed's Term reads. */
export interface Term {
  itemId: string;
  termIndex: number;
  title: string;
  /** The title where room is short (the share text); the title when the feed has none. */
  shortTitle: string;
  /** The pronunciation clip's address. */
  audio: string;
  partOfSpeech: string;
  pronunciation: string;
  /** The sketch showing the term, when there is one. */
  videoLink?: string;
  /** Names the term in click tracking (`data-tf-promo`). */
  promoId?: string;
  definition: string;
  /** A picture, else a line of usage, else nothing. */
  example?: { image: FeedImage } | { usage: string };
  /** The address shared for the term (relative to the page), the page's own when missing. */
  share?: string;
  /** The e-mail subject (and post text) of a share. */
  subject: string;
  /** The term's element id on the page: the share address's fragment, when it is one. */
  anchor?: string;
}

export interface Letter {
  letter: string;
  /** How many terms the letter has: none shows its tab disabled. */
  total: number;
  /** The first page of its terms (a path of this site); only for a letter with terms. */
  feed?: string;
}

/** One page of a letter's terms. */
export interface TermPage {
  letter: string;
  terms: Term[];
  /** The next page's address (a path of this site), while there are more. */
  next?: string;
}

export interface DictionaryFeed {
  title: string;
  intro?: string;
  letters: Letter[];
  /** The first page of one letter, drawn without a request (and by the server). */
  initial?: TermPage;
}

/** A letter as its tab shows it: one capital letter or digit, or `#`. */
const LETTER = /^(?:\p{Lu}|\p{N}|#)$/u;

/** A same-origin path from the feed, or a failure: the island asks these with the page's cookies. */
function sitePath(r: Reader, value: unknown, path: string): string {
  const href = safeHref(value);
  return href?.startsWith('/') ? href : r.fail(path, 'must be a path of this site');
}

function optSitePath(r: Reader, value: unknown, path: string): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : sitePath(r, value, path);
}

function example(r: Reader, value: unknown, path: string): Term['example'] {
  if (value === undefined || value === null) return undefined;
  const o = r.obj(value, path);
  if (o.image !== undefined && o.image !== null) return { image: r.image(o.image, `${path}.image`) };
  const usage = r.optStr(o.usage, `${path}.usage`);
  return usage === undefined ? undefined : { usage };
}

function term(r: Reader) {
  return (value: unknown, path: string): Term => {
    const o: Obj = r.obj(value, path);
    const title = r.str(o.title, `${path}.title`);
    const termIndex = r.num(o.termIndex, `${path}.termIndex`);
    if (!Number.isInteger(termIndex) || termIndex < 0) r.fail(`${path}.termIndex`, 'must be a whole number, 0 or more');
    const audio = safeHref(o.audio) ?? r.fail(`${path}.audio`, 'must be an http(s) or relative URL');
    const share = o.share === undefined || o.share === null ? undefined : safeHref(o.share) ?? r.fail(`${path}.share`, 'must be an http(s) or relative URL');
    const fragment = share?.includes('#') ? share.slice(share.indexOf('#') + 1) : undefined;
    const videoLink = o.videoLink === undefined || o.videoLink === null ? undefined : safeHref(o.videoLink) ?? r.fail(`${path}.videoLink`, 'must be an http(s) or relative URL');
    return {
      itemId: r.str(o.itemId, `${path}.itemId`),
      termIndex,
      title,
      shortTitle: r.optStr(o.shortTitle, `${path}.shortTitle`) ?? title,
      audio,
      partOfSpeech: r.str(o.partOfSpeech, `${path}.partOfSpeech`),
      pronunciation: r.str(o.pronunciation, `${path}.pronunciation`),
      ...(videoLink ? { videoLink } : {}),
      ...(o.promoId !== undefined ? { promoId: r.optStr(o.promoId, `${path}.promoId`) } : {}),
      definition: r.str(o.definition, `${path}.definition`),
      ...(o.example !== undefined ? { example: example(r, o.example, `${path}.example`) } : {}),
      ...(share ? { share } : {}),
      subject: r.optStr(o.subject, `${path}.subject`) ?? title,
      // Only a fragment that is an element id (letters, digits, - and _) names the term's element.
      ...(fragment !== undefined && /^[A-Za-z][\w-]*$/.test(fragment) ? { anchor: fragment } : {}),
    };
  };
}

function termPage(r: Reader, data: Obj, path: string): TermPage {
  const letter = r.str(data.letter, `${path}.letter`);
  if (!LETTER.test(letter)) r.fail(`${path}.letter`, 'must be one capital letter, digit or #');
  return {
    letter,
    terms: r.list(data.terms, `${path}.terms`, term(r)),
    ...(data.next !== undefined && data.next !== null ? { next: sitePath(r, data.next, `${path}.next`) } : {}),
  };
}

export function parseDictionaryFeed(feed: unknown, driver: string): DictionaryFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const seen = new Set<string>();
  const letters = r.list(data.letters, 'letters', (value, path): Letter => {
    const o = r.obj(value, path);
    const letter = r.str(o.letter, `${path}.letter`);
    if (!LETTER.test(letter)) r.fail(`${path}.letter`, 'must be one capital letter, digit or #');
    if (seen.has(letter)) r.fail(`${path}.letter`, `repeats ${letter}`);
    seen.add(letter);
    const total = r.num(o.total, `${path}.total`);
    if (!Number.isInteger(total) || total < 0) r.fail(`${path}.total`, 'must be a whole number, 0 or more');
    const feedPath = optSitePath(r, o.feed, `${path}.feed`);
    if (total > 0 && !feedPath) r.fail(`${path}.feed`, 'must be given for a letter with terms');
    return { letter, total, ...(total > 0 ? { feed: feedPath } : {}) };
  }, 1);
  const initial = data.initial === undefined || data.initial === null ? undefined : termPage(r, r.obj(data.initial, 'initial'), 'initial');
  if (initial && !letters.some((l) => l.letter === initial.letter && l.total > 0)) r.fail('initial.letter', 'must be a letter with terms');
  return { title: r.str(data.title, 'title'), intro: r.optStr(data.intro, 'intro'), letters, ...(initial ? { initial } : {}) };
}

/** Reads one page of a letter's feed; throws (a failed load of that page) when it is malformed or of another letter. */
export function parseTermPage(body: unknown, driver: string, letter: string): TermPage {
  const r = reader(`${driver} letter ${letter}`);
  const page = termPage(r, feedPayload(r.driver, body), 'result');
  if (page.letter !== letter) r.fail('result.letter', `is not ${letter}`);
  return page;
}
