import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import type { MediaRatio } from '../shared/media-ratio.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { trackSearch } from '../shared/track.js';
import { CardLink } from '../shared/card-link.js';
import { searchAddresses, usePageConfig } from '../shared/page-config.js';
import { askJson } from '../shared/use-paged-list.js';

export const RESULT_KINDS = ['shows', 'episodes', 'clips', 'comedians'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export interface SearchResult {
  title: string;
  href?: string;
  meta?: string;
  description?: string;
  image: FeedImage;
}

export interface SearchResultsFeed {
  keywords: string;
  total: number;
  groups: { kind: ResultKind; title: string; items: SearchResult[] }[];
  suggestions: FeedLink[];
  browse?: FeedLink;
}

export function parseSearchResultsFeed(feed: unknown, driver: string): SearchResultsFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const item = (value: unknown, path: string): SearchResult => {
    const o: Obj = r.obj(value, path);
    return {
      title: r.str(o.title, `${path}.title`),
      href: safeHref(o.url),
      meta: r.optStr(o.meta, `${path}.meta`),
      description: r.optStr(o.description, `${path}.description`),
      image: r.image(o.image, `${path}.image`),
    };
  };
  const group = (value: unknown, path: string) => {
    const o: Obj = r.obj(value, path);
    const kind = r.str(o.kind, `${path}.kind`);
    if (!(RESULT_KINDS as readonly string[]).includes(kind)) r.fail(`${path}.kind`, `must be one of ${RESULT_KINDS.join(', ')}`);
    return { kind: kind as ResultKind, title: r.str(o.title, `${path}.title`), items: r.list(o.items, `${path}.items`, item, 1) };
  };
  // The query is the visitor's own text: shown as text, never required.
  const keywords = typeof data.keywords === 'string' ? data.keywords.trim() : '';
  const groups = data.groups === undefined ? [] : r.list(data.groups, 'groups', group);
  const total = r.num(data.total, 'total');
  const counted = groups.reduce((sum, g) => sum + g.items.length, 0);
  if (total !== counted) r.fail('total', `is ${total} but the groups hold ${counted} results`);
  return {
    keywords,
    total,
    groups,
    suggestions: (data.suggestions === undefined ? [] : r.list(data.suggestions, 'suggestions', r.link)).filter((l) => l.href),
    browse: r.optLink(data.browse, 'browse'),
  };
}

const RATIO: Record<ResultKind, MediaRatio> = { shows: '2 / 3', comedians: '1 / 1', episodes: '16 / 9', clips: '16 / 9' };

function Group({ group }: { group: SearchResultsFeed['groups'][number] }) {
  const headingId = useId();
  return (
    <section className={`tf-search__group tf-search__group--${group.kind}`} aria-labelledby={headingId}>
      <h2 className="tf-search__group-title" id={headingId}>
        {group.title} <span className="tf-search__group-count">{group.items.length}</span>
      </h2>
      <ul className="tf-search__list">
        {group.items.map((result, i) => {
          const body = (
            <>
              <Media image={result.image} className="tf-search__thumb" ratio={RATIO[group.kind]} />
              <span className="tf-search__copy">
                {result.meta && <span className="tf-search__meta">{result.meta}</span>}
                <span className="tf-search__name">{result.title}</span>
                {result.description && <span className="tf-search__desc">{result.description}</span>}
              </span>
            </>
          );
          return (
            <li key={`${i}|${result.title}`}>
              <CardLink className="tf-search__card" href={result.href} track={`Search result: ${group.kind}`}>
                {body}
              </CardLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Suggestions({ feed }: { feed: SearchResultsFeed }) {
  if (feed.suggestions.length === 0 && !feed.browse?.href) return null;
  return (
    <p className="tf-search__suggest">
      {feed.suggestions.length > 0 && 'Try '}
      {feed.suggestions.map((link, i) => (
        <span key={`${link.title}|${link.href}`}>
          {i > 0 && ', '}
          <a href={link.href} data-tf-track="Search: Suggestion">{link.title}</a>
        </span>
      ))}
      {feed.browse?.href && (
        <>
          {feed.suggestions.length > 0 && ' or '}
          <a href={feed.browse.href} data-tf-track="Search: Browse">{feed.browse.title}</a>
        </>
      )}
      .
    </p>
  );
}

/** `base` (a path or address of this site) with `?keywords=`, resolved against `origin`; undefined when it leaves the site. */
export function withKeywords(base: string, keywords: string, origin: string): string | undefined {
  const url = new URL(base, origin);
  if (url.origin !== new URL(origin).origin) return undefined;
  url.searchParams.set('keywords', keywords);
  return url.href;
}

/**
 * Search results for `?keywords=`: the query, a result count, results grouped
 * by kind, and an empty state with suggestions. The form is a GET to the
 * site's search page (`searchUrl`); in the browser a new search asks the
 * results feed (`searchFeedUrl?keywords=`) and redraws in place, the address
 * replaced with the search page's, so a reload or a shared link shows the
 * same results. When that answer fails or is malformed, the form submits as
 * an ordinary page load, whose page shows the results or its own error.
 */
export function SearchResults({ feed: first, ctx }: IslandProps<SearchResultsFeed>) {
  const titleId = useId();
  const inputId = useId();
  const addresses = searchAddresses(usePageConfig(ctx.page));
  // An in-place answer holds until the zone brings a feed of its own (a refresh): that one is drawn.
  const [answer, setAnswer] = useState<{ over: SearchResultsFeed; feed: SearchResultsFeed }>();
  const feed = answer?.over === first ? answer.feed : first;
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  // Leaving the page ends a search in flight.
  useEffect(() => () => request.current?.abort(), []);
  const { keywords, total } = feed;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    trackSearch(form, 'Search results: Search');
    const asked = new FormData(form).get('keywords');
    const win = form.ownerDocument.defaultView;
    const feedUrl = win && typeof asked === 'string' ? withKeywords(addresses.feed, asked.trim(), win.location.href) : undefined;
    const pageUrl = win && typeof asked === 'string' ? withKeywords(addresses.page, asked.trim(), win.location.href) : undefined;
    if (!win || !feedUrl || !pageUrl) return;
    event.preventDefault();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    askJson(feedUrl, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const next = parseSearchResultsFeed(answer, ctx.driver);
      setBusy(false);
      setAnswer({ over: first, feed: next });
      win.history.replaceState(win.history.state, '', pageUrl);
    }).catch(() => {
      if (controller.signal.aborted) return;
      setBusy(false);
      form.submit();
    });
  };

  return (
    <section className="tf-search" aria-labelledby={titleId} aria-busy={busy} data-tf-promo="Search results">
      <form className="tf-search__form" role="search" action={addresses.page} method="get" aria-label="Search the site" onSubmit={onSubmit}>
        <label className="tf-search__label" htmlFor={inputId}>
          Search shows, clips and comedians
        </label>
        <div className="tf-search__field">
          {/* Keyed by the query so a refreshed page shows its own keywords. */}
          <input key={keywords} id={inputId} className="tf-search__input" type="search" name="keywords" defaultValue={keywords} autoComplete="off" />
          <button className="tf-search__submit" type="submit">
            Search
          </button>
        </div>
      </form>
      <h1 className="tf-search__title" id={titleId}>
        {keywords ? <>Results for “{keywords}”</> : 'Search'}
      </h1>
      <p className="tf-search__count" role="status">
        {keywords ? `${total} ${total === 1 ? 'result' : 'results'}` : 'Type a show, a clip or a comedian.'}
      </p>
      {keywords && total === 0 && (
        <div className="tf-search__empty">
          <p className="tf-search__empty-title">No results for “{keywords}”</p>
          <Suggestions feed={feed} />
        </div>
      )}
      {!keywords && <Suggestions feed={feed} />}
      {feed.groups.map((group) => (
        <Group key={group.kind} group={group} />
      ))}
    </section>
  );
}
