import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { FeedLink } from '../shared/parse.js';

/** The path a link points at on the page at `pageUrl`, for aria-current. */
export function pathOf(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).pathname;
  } catch {
    return href;
  }
}

export interface MenuProps {
  title: string;
  links: FeedLink[];
  /** The list's id, which the button controls. */
  id: string;
  open: boolean;
  /** Opens this menu (closing any other) or closes it. */
  onToggle(open: boolean): void;
  /** A link was followed: the header closes every menu. */
  onNavigate(): void;
  pageUrl: string;
}

/**
 * One menu of the main navigation, as WAI-ARIA's disclosure navigation: a
 * button whose `aria-expanded` says whether the list of links it controls
 * is shown. Closed by default on the server and in the browser alike (the
 * header is hydrated). Escape closes it and gives the focus back to the
 * button; a press outside it or the focus moving on to something outside
 * it closes it too.
 */
export function NavMenu({ title, links, id, open, onToggle, onNavigate, pageUrl }: MenuProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const path = pathOf(pageUrl, pageUrl);

  // Only the open menu listens: a press anywhere outside it closes it.
  useEffect(() => {
    if (!open) return undefined;
    const doc = itemRef.current?.ownerDocument ?? document;
    const onPress = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !itemRef.current?.contains(target)) onToggle(false);
    };
    doc.addEventListener('pointerdown', onPress, true);
    return () => doc.removeEventListener('pointerdown', onPress, true);
  }, [open, onToggle]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // This menu alone: the small-screen menu around it stays open.
    event.stopPropagation();
    onToggle(false);
    buttonRef.current?.focus();
  };
  // Focus moving to another element outside the menu closes it. A focus
  // lost to nothing (WebKit does not focus a pressed link or button) is left
  // to the press handler, so a press on a link never hides it before its click.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (open && to && !itemRef.current?.contains(to)) onToggle(false);
  };

  const current = links.some((link) => pathOf(link.href!, pageUrl) === path);
  return (
    <li ref={itemRef} className="tf-hdr__item tf-hdr__item--menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`tf-hdr__link tf-hdr__menu-btn${current ? ' tf-hdr__menu-btn--current' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        data-tf-track={open ? `Header: Close ${title}` : `Header: ${title}`}
        onClick={() => onToggle(!open)}
      >
        {title}
        <svg className="tf-hdr__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* A shown menu's links are followed by a press, not fetched in bulk when idle. */}
      <ul id={id} className="tf-hdr__menu" hidden={!open} data-tf-prefetch="intent">
        {links.map((link) => (
          <li key={`${link.title}|${link.href}`}>
            <a
              className="tf-hdr__menu-link"
              href={link.href}
              aria-current={pathOf(link.href!, pageUrl) === path ? 'page' : undefined}
              data-tf-track={`Header: ${title} > ${link.title}`}
              onClick={onNavigate}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
