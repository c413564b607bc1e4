import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { useServerRender } from '../shared/server-render.js';
import { usePageConfig } from '../shared/page-config.js';
import { shareSiteOf } from '../shared/share-links.js';
import { parseTermPage, type DictionaryFeed, type Letter, type Term } from './feed.js';
import { TermEntry, TRACK_AREA, type Player, type TermSet } from './term.js';

/** What the island holds of one letter: the terms loaded so far and how the next page stands. */
interface LetterLoad {
  terms: Term[];
  /** The next page's address, while there are more. */
  next?: string;
  loading: boolean;
  /** The last request failed: a button offers it again. */
  failed: boolean;
  /** Every page address asked, so a feed whose `next` loops back ends instead. */
  asked: string[];
}

const EMPTY: LetterLoad = { terms: [], loading: false, failed: false, asked: [] };

/** The `?letter=` of the page's address, when it names a letter with terms: a shared term's tab. */
function initialLetter(feed: DictionaryFeed, pageUrl: string): string | undefined {
  const enabled = feed.letters.filter((l) => l.total > 0);
  let asked: string | null = null;
  try {
    asked = new URL(pageUrl).searchParams.get('letter');
  } catch {
    // An address that does not parse names no letter.
  }
  const named = asked === null ? undefined : enabled.find((l) => l.letter === asked.toUpperCase());
  return (named ?? enabled.find((l) => l.letter === feed.initial?.letter) ?? enabled[0])?.letter;
}

async function askPage(url: string, driver: string, letter: string, signal: AbortSignal) {
  const response = await fetch(new URL(url, document.baseURI), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`dictionary letter ${letter} answered ${response.status}`);
  return parseTermPage(await response.json(), driver, letter);
}

/**
 * The end of a tab: while more terms are to come, a loading indicator that
 * asks for the next page once it nears the viewport; after a failed request,
 * a button asking again.
 */
function TabEnd({ load, onMore, letter }: { load: LetterLoad; onMore: () => void; letter: string }) {
  const indicator = useRef<HTMLDivElement>(null);
  const waiting = load.next !== undefined && !load.loading && !load.failed;
  useEffect(() => {
    const element = indicator.current;
    const View = element?.ownerDocument.defaultView?.IntersectionObserver;
    if (!waiting || !element || !View) return undefined;
    const observer = new View((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    }, { rootMargin: '0px 0px 200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, onMore]);
  const busy = load.loading || waiting;
  return (
    <div className="tf-dict__end" ref={indicator}>
      <p className="tf-dict__status" role="status">
        {busy && <span className="tf-dict__loading"><span className="tf-dict__spinner" aria-hidden="true" />Loading more terms…</span>}
      </p>
      {load.failed && (
        <button type="button" className="tf-dict__more" onClick={onMore} data-tf-track={`${TRACK_AREA}: Load more`}>
          Load more terms under {letter}
        </button>
      )}
    </div>
  );
}

/** Plays one clip at a time: a new one stops the last, the playing one pressed again stops; leaving stops it too. */
function useOnePlayer(): Player {
  const playing = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => playing.current?.pause(), []);
  return useMemo<Player>(() => ({
    toggle(audio) {
      if (playing.current && playing.current !== audio) playing.current.pause();
      if (!audio.paused) {
        audio.pause();
        return;
      }
      playing.current = audio;
      audio.currentTime = 0;
      // A clip that cannot play leaves the button as it was.
      audio.play().catch(() => undefined);
    },
  }), []);
}

/**
 * The terms of each letter loaded so far (the feed's first page to start
 * with) and `request`, which asks one page of a letter: one request per
 * letter at a time, its terms appended, a `next` already asked dropped (a
 * feed that loops ends), a failure kept for a retry. Leaving the page ends
 * the requests in flight.
 */
function useLetterLoads(feed: DictionaryFeed, driver: string) {
  const [loads, setLoads] = useState<Record<string, LetterLoad>>(() =>
    feed.initial ? { [feed.initial.letter]: { ...EMPTY, terms: feed.initial.terms, next: feed.initial.next } } : {});
  const requests = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const inFlight = requests.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
    };
  }, []);
  const update = (letter: string, change: (load: LetterLoad) => LetterLoad) =>
    setLoads((all) => ({ ...all, [letter]: change(all[letter] ?? EMPTY) }));
  const request = useCallback((letter: string, url: string) => {
    if (requests.current.has(letter)) return;
    const controller = new AbortController();
    requests.current.set(letter, controller);
    update(letter, (load) => ({ ...load, loading: true, failed: false }));
    askPage(url, driver, letter, controller.signal).then(
      (page) => {
        requests.current.delete(letter);
        update(letter, (load) => {
          const asked = [...load.asked, url];
          const next = page.next !== undefined && !asked.includes(page.next) ? page.next : undefined;
          return { terms: [...load.terms, ...page.terms], next, loading: false, failed: false, asked };
        });
      },
      () => {
        requests.current.delete(letter);
        if (!controller.signal.aborted) update(letter, (load) => ({ ...load, loading: false, failed: true }));
      },
    );
  }, [driver]);
  return { loads, request };
}

/**
 * The dictionary list: one tab per letter (WAI-ARIA tabs: arrow keys, Home
 * and End move between letters with terms and select them; one tab stop; a
 * letter without terms is shown disabled), the selected letter's terms from
 * its paged feed, more loaded as the end of the tab nears the viewport, and
 * one pronunciation clip playing at a time.
 */
export function Dictionary({ feed, ctx }: IslandProps<DictionaryFeed>) {
  const server = useServerRender();
  const pageUrl = server?.pageUrl ?? location.href;
  // The site's social app ids shape each term's share links (the server's configuration on its side).
  const site = shareSiteOf(usePageConfig(ctx.page));
  const base = useId();
  const tabId = (i: number) => `${base}tab${i}`;
  const panelId = (i: number) => `${base}panel${i}`;
  const [active, setActive] = useState(() => initialLetter(feed, pageUrl));
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const player = useOnePlayer();
  const { loads, request } = useLetterLoads(feed, ctx.driver);

  const letterOf = (letter: string | undefined): Letter | undefined => feed.letters.find((l) => l.letter === letter);

  // The selected letter's first page, when nothing of it is loaded yet.
  useEffect(() => {
    const letter = letterOf(active);
    if (letter?.feed && !loads[letter.letter]) request(letter.letter, letter.feed);
  });

  // A shared term's address (`?letter=t#timing`): its element exists only once its letter has
  // loaded, after the browser looked for the fragment, so the island scrolls to it then, once.
  const section = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    const fragment = decodeURIComponent(location.hash.slice(1));
    const target = fragment === '' ? null : section.current?.querySelector(`[role="tabpanel"]:not([hidden]) article[id="${CSS.escape(fragment)}"]`);
    if (fragment === '' || loads[active ?? '']?.loading === false) arrived.current = true;
    target?.scrollIntoView({ block: 'start' });
  });

  const enabled = feed.letters.filter((l) => l.total > 0);
  const select = (letter: string) => {
    setActive(letter);
    tabs.current.get(letter)?.focus();
  };
  /** The next letter with terms from the tab at `from` (in feed order), `step` ±1, wrapping. */
  const nextFrom = (from: number, step: 1 | -1): Letter | undefined => {
    const n = feed.letters.length;
    for (let i = 1; i <= n; i++) {
      const letter = feed.letters[(((from + step * i) % n) + n) % n]!;
      if (letter.total > 0) return letter;
    }
    return undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, which a click may have put on a disabled letter.
    const focused = feed.letters.findIndex((l) => tabs.current.get(l.letter) === event.target);
    const at = focused >= 0 ? focused : feed.letters.findIndex((l) => l.letter === active);
    const to = {
      ArrowRight: nextFrom(at, 1),
      ArrowLeft: nextFrom(at, -1),
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!to) return;
    event.preventDefault();
    select(to.letter);
  };
  const set: TermSet = { name: feed.title, url: (() => {
    try {
      const url = new URL(pageUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : undefined;
    } catch {
      return undefined;
    }
  })() };

  return (
    <section ref={section} className="tf-dict" aria-labelledby={`${base}title`} data-tf-promo={feed.title}>
      <h1 className="tf-dict__heading" id={`${base}title`}>{feed.title}</h1>
      {feed.intro && <p className="tf-dict__intro">{feed.intro}</p>}
      {enabled.length === 0 && <p className="tf-dict__empty">The dictionary has no terms yet.</p>}
      <div className="tf-dict__tabs" role="tablist" aria-label="Letters" onKeyDown={onKeyDown}>
        {feed.letters.map((l, i) => {
          const selected = l.letter === active;
          const disabled = l.total === 0;
          return (
            <button key={l.letter} type="button" role="tab" id={tabId(i)} className="tf-dict__tab"
              ref={(element) => {
                if (element) tabs.current.set(l.letter, element);
                else tabs.current.delete(l.letter);
              }}
              aria-selected={selected} tabIndex={selected ? 0 : -1}
              {...(disabled
                ? { 'aria-disabled': true, title: `No terms under ${l.letter} yet` }
                : { 'aria-controls': panelId(i), 'data-tf-track': `${TRACK_AREA}: Letter ${l.letter}`, onClick: () => select(l.letter) })}>
              {l.letter}
            </button>
          );
        })}
      </div>
      {feed.letters.map((l, i) => {
        if (l.total === 0) return null;
        const load = loads[l.letter];
        const shown = l.letter === active;
        return (
          <div key={l.letter} role="tabpanel" id={panelId(i)} className="tf-dict__panel" aria-labelledby={tabId(i)} tabIndex={0}
            hidden={!shown} aria-busy={load?.loading ?? false}>
            {load && load.terms.length > 0 && (
              <ul className="tf-dict__terms">
                {load.terms.map((term, n) => (
                  <li key={`${n}|${term.itemId}`}><TermEntry term={term} set={set} pageUrl={pageUrl} player={player} site={site} /></li>
                ))}
              </ul>
            )}
            {shown && (
              <TabEnd letter={l.letter} load={load ?? { ...EMPTY, loading: Boolean(l.feed) }}
                onMore={() => {
                  const url = load?.next ?? (load?.terms.length ? undefined : l.feed);
                  if (url) request(l.letter, url);
                }} />
            )}
          </div>
        );
      })}
    </section>
  );
}
