import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { searchAddresses, usePageConfig } from '../shared/page-config.js';
import { useServerRender } from '../shared/server-render.js';
import { trackSearch } from '../shared/track.js';
import type { SiteHeaderFeed } from './feed.js';
import { HeaderSignin } from './header-signin.js';
import { NavMenu, pathOf } from './nav-menu.js';

export { parseSiteHeaderFeed, type SiteHeaderFeed } from './feed.js';

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

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
  </svg>
);

/**
 * The site header: logo, account, search and the main navigation, whose
 * menus are disclosures (nav-menu.tsx). On small screens the navigation and
 * the search field are each behind a disclosure button of their own, so the
 * header is one row. Every menu and field starts closed, on the server and
 * in the browser, so the hydrated markup is the server's.
 */
export function SiteHeader({ feed, ctx }: IslandProps<SiteHeaderFeed>) {
  const server = useServerRender();
  // The small-screen navigation, the small-screen search, and the one open menu (by index).
  const [open, setOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<number>();
  // The page's address: the server's for the page it draws, which is where
  // the browser is when it hydrates that markup, so both mark the same link.
  const [pageUrl, setPageUrl] = useState(() => server?.pageUrl ?? location.href);
  const path = pathOf(pageUrl, pageUrl);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navId = useId();
  const searchId = useId();
  const formId = useId();
  // The site's search page (`searchUrl`): the server's configuration and the browser's are the same block.
  const searchAction = searchAddresses(usePageConfig(ctx.page)).page;

  const closeAll = useCallback(() => {
    setOpen(false);
    setSearchOpen(false);
    setOpenMenu(undefined);
  }, []);
  // Opening a menu closes the one open; closing one leaves another alone (a late blur of the last).
  const toggleMenu = useCallback((index: number, show: boolean) => {
    setOpenMenu((current) => (show ? index : current === index ? undefined : current));
  }, []);

  // The header zone is kept across in-page navigations (same driver and
  // feed), so it follows the page itself to keep aria-current right and
  // every menu closed.
  useEffect(() => {
    const follow = () => {
      setPageUrl(location.href);
      closeAll();
    };
    ctx.page.addEventListener('tf:pagestartload', follow);
    window.addEventListener('popstate', follow);
    return () => {
      ctx.page.removeEventListener('tf:pagestartload', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [ctx.page, closeAll]);

  // The search field shown by its button takes the focus at once.
  useEffect(() => {
    if (searchOpen) inputRef.current?.focus();
  }, [searchOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  // Escape in the small-screen search field hides it and gives the focus back to its button.
  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !searchOpen) return;
    event.stopPropagation();
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  };

  // The header's links are the site's main navigation, the likeliest next
  // pages: the runtime fetches the shown ones once the page is drawn and idle.
  return (
    <header className="tf-hdr" onKeyDown={onKeyDown} data-tf-prefetch="idle" data-tf-promo="Header">
      <div className="tf-hdr__bar">
        <a className="tf-hdr__logo" href={feed.brand.href} data-tf-track="Header: Logo">
          <Wordmark name={feed.brand.name} />
        </a>
        {feed.brand.tagline && <p className="tf-hdr__tagline">{feed.brand.tagline}</p>}
        <button
          ref={searchToggleRef}
          type="button"
          className="tf-hdr__icon-btn tf-hdr__search-toggle"
          aria-expanded={searchOpen}
          aria-controls={formId}
          aria-label={feed.search.label}
          data-tf-track={searchOpen ? 'Header: Close search' : 'Header: Open search'}
          onClick={() => (setSearchOpen((value) => !value), setOpen(false))}
        >
          <SearchIcon />
        </button>
        <button
          ref={toggleRef}
          type="button"
          className="tf-hdr__icon-btn tf-hdr__toggle"
          aria-expanded={open}
          aria-controls={navId}
          data-tf-track={open ? 'Header: Close menu' : 'Header: Hamburger'}
          onClick={() => (setOpen((value) => !value), setSearchOpen(false))}
        >
          <span className="tf-hdr__burger" aria-hidden="true"><span /><span /><span /></span>
          <span className="tf-hdr__sr">Menu</span>
        </button>
        {/* Outside the nav, which small screens hide: the sign-in's dialog must be able to show. */}
        <HeaderSignin page={ctx.page} />
        <form id={formId} className={`tf-hdr__search${searchOpen ? ' tf-hdr__search--open' : ''}`} role="search" action={searchAction}
          method="get" aria-label={feed.search.label} onKeyDown={onSearchKeyDown} onSubmit={(event) => trackSearch(event.currentTarget, 'Header: Search')}>
          <label className="tf-hdr__sr" htmlFor={searchId}>
            {feed.search.label}
          </label>
          <input ref={inputRef} id={searchId} className="tf-hdr__input" type="search" name="keywords"
            placeholder={feed.search.placeholder} autoComplete="off" enterKeyHint="search" />
          <button className="tf-hdr__submit" type="submit" aria-label="Search">
            <SearchIcon />
          </button>
        </form>
        {/* Last: on wide screens it is the header's second row, on small ones the menu under the bar. */}
        <nav id={navId} className={`tf-hdr__nav${open ? ' tf-hdr__nav--open' : ''}`} aria-label="Main">
          <ul className="tf-hdr__links">
            {feed.nav.map((entry, index) => (entry.links ? (
              <NavMenu key={`${entry.title}|menu`} title={entry.title} links={entry.links} id={`${navId}-menu-${index}`}
                open={openMenu === index} onToggle={(show) => toggleMenu(index, show)} onNavigate={closeAll} pageUrl={pageUrl} />
            ) : (
              <li key={`${entry.title}|${entry.href}`} className="tf-hdr__item">
                <a
                  className="tf-hdr__link"
                  href={entry.href}
                  aria-current={pathOf(entry.href!, pageUrl) === path ? 'page' : undefined}
                  data-tf-track={`Header: ${entry.title}`}
                  onClick={closeAll}
                >
                  {entry.title}
                </a>
              </li>
            )))}
          </ul>
          {feed.cta?.href && (
            <a className="tf-hdr__cta" href={feed.cta.href} data-tf-track={`Header: ${feed.cta.title}`} onClick={closeAll}>
              {feed.cta.title}
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
