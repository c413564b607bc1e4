import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { MoreLink } from '../shared/card-link.js';
import { Media } from '../shared/media.js';
import { configString, usePageConfig } from '../shared/page-config.js';
import { feedPayload, reader, type FeedImage, type FeedLink } from '../shared/parse.js';
import { TourDates, readTours, type Tour } from './tours.js';

export interface ComedianPageFeed {
  name: string;
  tagline: string;
  /** The bio, one paragraph (also the page's description for search engines). */
  description: string;
  /** More paragraphs of the bio. */
  more: string[];
  image: FeedImage;
  tour?: string;
  special?: string;
  /** Back to the directory. */
  directory?: FeedLink;
  /** The comedian's tours and their dates (the site's `defaultTourId` picks the one shown first). */
  tours: Tour[];
}

export function parseComedianPageFeed(feed: unknown, driver: string): ComedianPageFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    name: r.str(data.name, 'name'),
    tagline: r.str(data.tagline, 'tagline'),
    description: r.str(data.description, 'description'),
    more: data.more === undefined ? [] : r.list(data.more, 'more', (value, path) => r.str(value, path)),
    image: r.image(data.image, 'image'),
    tour: r.optStr(data.tour, 'tour'),
    special: r.optStr(data.special, 'special'),
    directory: r.optLink(data.directory, 'directory'),
    tours: readTours(r, data.tours),
  };
}

/** A comedian's own page: portrait, name, tagline, bio, what they are touring (with the dates of the site's default tour) and their newest special. */
export function ComedianPage({ feed, ctx }: IslandProps<ComedianPageFeed>) {
  const base = useId();
  const defaultTourId = configString(usePageConfig(ctx.page), 'defaultTourId');
  return (
    <article className="tf-comic" aria-labelledby={`${base}name`} data-tf-promo={`Comedian: ${feed.name}`}>
      <Media image={feed.image} className="tf-comic__media" ratio="1 / 1" />
      <div className="tf-comic__body">
        <h1 className="tf-comic__name" id={`${base}name`}>{feed.name}</h1>
        <p className="tf-comic__tagline">{feed.tagline}</p>
        {(feed.tour || feed.special) && (
          <ul className="tf-comic__facts">
            {feed.tour && <li>On tour · {feed.tour}</li>}
            {feed.special && <li>Newest special · {feed.special}</li>}
          </ul>
        )}
        <div className="tf-comic__bio">
          {[feed.description, ...feed.more].map((paragraph, i) => <p key={i}>{paragraph}</p>)}
        </div>
        {feed.tours.length > 0 && <TourDates tours={feed.tours} name={feed.name} defaultTourId={defaultTourId} />}
        {feed.directory && <MoreLink link={feed.directory} className="tf-comic__back" track={`Comedian: ${feed.directory.title}`} />}
      </div>
    </article>
  );
}
