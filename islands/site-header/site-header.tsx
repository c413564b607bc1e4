import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchAddresses, usePageConfig } from '../shared/page-config.js';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { useServerRender } from '../shared/server-render.js';
import { trackSearch } from '../shared/track.js';
import { HeaderSignin } from './header-signin.js';

export interface SiteHeaderFeed {
  brand: { name: string; tagline?: string; href: string };
  nav: FeedLink[];
  search: { label: string; placeholder: string };
  cta?: FeedLink;
}

export function parseSiteHeaderFeed(feed: unknown, driver: string): SiteHeaderFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const brand = r.obj(data.brand, 'brand');
  const search = data.search === undefined ? {} : r.obj(data.search, 'search');
  return {
    brand: {
      name: r.str(brand.name, 'brand.name'),
      tagline: r.optStr(brand.tagline, 'brand.tagline'),
      href: safeHref(brand.url) ?? '/',
    },
    nav: r.list(data.nav, 'nav', r.link, 1).filter((link) => link.href),
    search: {
      label: r.optStr(search.label, 'search.label') ?? 'Search the site',
      placeholder: r.optStr(search.placeholder, 'search.placeholder') ?? 'Search',
    },
    cta: r.optLink(data.cta, 'cta'),
  };
}

/** The path a nav link points at on the page at `pageUrl`, for aria-current. */
function pathOf(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).pathname;
  } catch {
    return href;
  }
}

/**
 * The wordmark: the brand name split into a bold head and a tagged tail. It is
 * the logo link's accessible name too (WCAG 2.5.3, label in name): the space
 * between the words is real text, and "home" is added for screen readers only.
 */
function Wordmark({ name }: { name: string }) {
  const words = name.split(/\s+/);
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <span className="tf-hdr__wordmark">
      <span className="tf-hdr__word">{words.join(' ')}</span>
      {last && <>{' '}<span className="tf-hdr__word tf-hdr__word--tag">{last}</span></>}
      <span className="tf-hdr__sr"> home</span>
    </span>
  );
}

export function SiteHeader({ feed, ctx }: IslandProps<SiteHeaderFeed>) {
  // The site's search page (`searchUrl`): the server's configuration and the browser's are the same block.
  const searchPage = searchAddresses(usePageConfig(ctx.page)).page;
  const server = useServerRender();
  const [open, setOpen] = useState(false);
  // The page's address: the server's for the page it draws, which is where
  // the browser is when it hydrates that markup, so both mark the same link.
  const [pageUrl, setPageUrl] = useState(() => server?.pageUrl ?? location.href);
  const path = pathOf(pageUrl, pageUrl);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const searchId = useId();

  // The header zone is kept across in-page navigations (same driver and
  // feed), so it follows the page itself to keep aria-current and the
  // small-screen menu right.
  useEffect(() => {
    const follow = () => {
      setPageUrl(location.href);
      setOpen(false);
    };
    ctx.page.addEventListener('tf:pagestartload', follow);
    window.addEventListener('popstate', follow);
    return () => {
      ctx.page.removeEventListener('tf:pagestartload', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [ctx.page]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  // The header's links are the site's main navigation, the likeliest next
  // pages: the runtime fetches their visits once the page is drawn and idle.
  return (
    <header className="tf-hdr" onKeyDown={onKeyDown} data-tf-prefetch="idle" data-tf-promo="Header">
      <div className="tf-hdr__bar">
        <a className="tf-hdr__logo" href={feed.brand.href} data-tf-track="Header: Logo">
          <Wordmark name={feed.brand.name} />
        </a>
        {feed.brand.tagline && <p className="tf-hdr__tagline">{feed.brand.tagline}</p>}
        <button
          ref={toggleRef}
          type="button"
          className="tf-hdr__toggle"
          aria-expanded={open}
          aria-controls={navId}
          data-tf-track={open ? 'Header: Close menu' : 'Header: Hamburger'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="tf-hdr__burger" aria-hidden="true"><span /><span /><span /></span>
          <span className="tf-hdr__toggle-label">{open ? 'Close' : 'Menu'}</span>
        </button>
        {/* Outside the nav, which small screens hide: the sign-in's dialog must be able to show. */}
        <HeaderSignin page={ctx.page} />
        <form className="tf-hdr__search" role="search" action={searchPage} method="get" aria-label={feed.search.label}
          onSubmit={(event) => trackSearch(event.currentTarget, 'Header: Search')}>
          <label className="tf-hdr__sr" htmlFor={searchId}>
            {feed.search.label}
          </label>
          <input
            id={searchId}
            className="tf-hdr__input"
            type="search"
            name="keywords"
            placeholder={feed.search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button className="tf-hdr__submit" type="submit" aria-label="Search">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        {/* Last: on wide screens it is the header's second row, on small ones the menu under the search. */}
        <nav id={navId} className={`tf-hdr__nav${open ? ' tf-hdr__nav--open' : ''}`} aria-label="Main">
          <ul className="tf-hdr__links">
            {feed.nav.map((link) => (
              <li key={`${link.title}|${link.href}`}>
                <a
                  className="tf-hdr__link"
                  href={link.href}
                  aria-current={pathOf(link.href!, pageUrl) === path ? 'page' : undefined}
                  data-tf-track={`Header: ${link.title}`}
                  onClick={() => setOpen(false)}
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
          {feed.cta?.href && (
            <a className="tf-hdr__cta" href={feed.cta.href} data-tf-track={`Header: ${feed.cta.title}`}>
              {feed.cta.title}
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
