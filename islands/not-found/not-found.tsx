import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink } from '../shared/parse.js';

export interface NotFoundFeed {
  headline: string;
  message?: string;
  /** The address asked for, shown as text. */
  url?: string;
  /** The ways back into the site. */
  links: FeedLink[];
}

export function parseNotFoundFeed(feed: unknown, driver: string): NotFoundFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    headline: r.str(data.headline, 'headline'),
    message: r.optStr(data.message, 'message'),
    url: r.optStr(data.url, 'url'),
    links: data.links === undefined ? [] : r.list(data.links, 'links', r.link),
  };
}

/** The page the server answers with status 404: what happened, the address, and where to go instead. */
export function NotFound({ feed }: IslandProps<NotFoundFeed>) {
  const headingId = useId();
  const links = feed.links.filter((link) => link.href !== undefined);
  return (
    <section className="tf-not-found" aria-labelledby={headingId} data-tf-promo="Not found">
      <p className="tf-not-found__code" aria-hidden="true">404</p>
      <h1 className="tf-not-found__headline" id={headingId}>
        {feed.headline}
      </h1>
      {feed.message && <p className="tf-not-found__message">{feed.message}</p>}
      {feed.url && (
        <p className="tf-not-found__url">
          <code>{feed.url}</code>
        </p>
      )}
      {links.length > 0 && (
        <nav className="tf-not-found__nav" aria-label="Ways back in">
          <ul className="tf-not-found__links">
            {links.map((link) => (
              <li key={link.href}>
                <a className="tf-not-found__link" href={link.href} data-tf-track={`Not found: ${link.title}`}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
