import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

export interface ShowCard {
  title: string;
  href?: string;
  image: FeedImage;
  tuneIn?: string;
  badge?: string;
}

export interface ShowRowFeed {
  title: string;
  seeAll?: FeedLink;
  shows: ShowCard[];
}

export function parseShowRowFeed(feed: unknown): ShowRowFeed {
  const r = reader('ENT_M030');
  const data = feedPayload(r.driver, feed);
  const show = (value: unknown, path: string): ShowCard => {
    const o: Obj = r.obj(value, path);
    return {
      title: r.str(o.title, `${path}.title`),
      href: safeHref(o.url),
      image: r.image(o.image, `${path}.image`),
      tuneIn: r.optStr(o.tuneIn, `${path}.tuneIn`),
      badge: r.optStr(o.badge, `${path}.badge`),
    };
  };
  return {
    title: r.str(data.title, 'title'),
    seeAll: r.optLink(data.seeAll, 'seeAll'),
    shows: r.list(data.shows, 'shows', show, 1),
  };
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A horizontal row of show key-art cards. The track is a native scroller
 * (focusable, so arrow keys scroll it; tabbing to a card scrolls it into
 * view); the arrow buttons page it for pointer users.
 */
export function ShowRow({ feed }: IslandProps<ShowRowFeed>) {
  const headingId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // A ResizeObserver reports once right after the next layout, so the first
    // measurement needs no forced layout of its own during the page's render.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    if (observer) observer.observe(el);
    else measure();
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, feed]);

  const page = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section className="tf-shows" aria-labelledby={headingId}>
      <div className="tf-shows__head">
        <h2 className="tf-shows__heading" id={headingId}>
          {feed.title}
        </h2>
        <div className="tf-shows__tools">
          {feed.seeAll?.href && (
            <a className="tf-shows__all" href={feed.seeAll.href}>
              {feed.seeAll.title}
              <span aria-hidden="true"> →</span>
            </a>
          )}
          <button type="button" className="tf-shows__arrow" aria-controls={trackId} aria-label={`Scroll ${feed.title} back`}
            disabled={edges.start} onClick={() => page(-1)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
          </button>
          <button type="button" className="tf-shows__arrow" aria-controls={trackId} aria-label={`Scroll ${feed.title} forward`}
            disabled={edges.end} onClick={() => page(1)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
          </button>
        </div>
      </div>
      {/* A scrollable region must be focusable to be keyboard-scrollable (WCAG 2.1.1). */}
      <ul className="tf-shows__track" id={trackId} ref={track} tabIndex={0} aria-labelledby={headingId}>
        {feed.shows.map((show, i) => (
          <li className="tf-shows__item" key={`${i}|${show.title}`}>
            <a className="tf-shows__card" href={show.href}>
              <Media image={show.image} className="tf-shows__media" ratio="2 / 3" />
              {show.badge && <span className="tf-shows__badge">{show.badge}</span>}
              <span className="tf-shows__caption">
                <span className="tf-shows__title">{show.title}</span>
                {show.tuneIn && <span className="tf-shows__tunein">{show.tuneIn}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
