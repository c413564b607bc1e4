import { useId, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink } from '../shared/parse.js';
import { TfCarousel } from '../shared/tf-carousel.js';
import { MoreLink } from '../shared/card-link.js';
import { ClipCard, TRACK_AREA, type ClipItem } from './clip-card.js';
import { clipItemReader } from './item.js';

export type { ClipItem } from './clip-card.js';

export interface ClipGridFeed {
  title: string;
  /** The section's id, a target for in-page links. */
  anchor?: string;
  seeAll?: FeedLink;
  /** `row`: one horizontal row, a `<tf-carousel>` (the site's video carousels). */
  layout: 'grid' | 'featured' | 'row';
  items: ClipItem[];
  /** The feed's clock (epoch ms), which the cards' relative dates count from on the first render (server and hydration alike). */
  now?: number;
}

export function parseClipGridFeed(feed: unknown, driver: string): ClipGridFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const layout = data.layout ?? 'grid';
  if (layout !== 'grid' && layout !== 'featured' && layout !== 'row') r.fail('layout', "must be 'grid', 'featured' or 'row'");
  return {
    title: r.str(data.title, 'title'),
    anchor: r.optAnchor(data.anchor, 'anchor'),
    seeAll: r.optLink(data.seeAll, 'seeAll'),
    layout: layout as ClipGridFeed['layout'],
    items: r.list(data.items, 'items', clipItemReader(r), 1),
    ...(data.now !== undefined ? { now: r.num(data.now, 'now') } : {}),
  };
}

/**
 * A titled grid (or carousel row) of clips and full episodes with duration,
 * episode and lock badges and an info disclosure per card. A row has the
 * carousel's arrows and a see more/less toggle that opens it into a grid in
 * place and back; the toggle stays the one focused element across the
 * change, says its state with `aria-expanded`, and the change is announced.
 */
export function ClipGrid({ feed }: IslandProps<ClipGridFeed>) {
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const row = feed.layout === 'row';
  const asGrid = !row || open;
  const toggle = () => {
    setOpen(!open);
    setAnnouncement(open ? `${feed.title}: one row` : `${feed.title}: all ${feed.items.length} videos`);
  };
  return (
    // A row's carousel is its landmark, named after its title; a grid's section is, named by its heading (never both: two regions of one name).
    <section className={`tf-clips tf-clips--${feed.layout}${open ? ' tf-clips--open' : ''}`} id={feed.anchor}
      aria-labelledby={asGrid ? headingId : undefined} data-tf-promo={feed.title}>
      <div className="tf-clips__head">
        <h2 className="tf-clips__heading" id={headingId}>
          {feed.title}
        </h2>
        {(row || feed.seeAll?.href) && (
          <div className="tf-clips__tools">
            {row && (
              <button type="button" className="tf-clips__toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}
                data-tf-track={`${TRACK_AREA}: ${open ? 'See less' : 'See more'}`}>
                {open ? 'See less' : 'See more'}
                <span className="tf-clips__sr"> of {feed.title}</span>
              </button>
            )}
            {feed.seeAll && <MoreLink link={feed.seeAll} className="tf-clips__all" track={`See all: ${feed.seeAll.title}`} />}
          </div>
        )}
        {row && (
          <p className="tf-clips__sr" role="status">
            {announcement}
          </p>
        )}
      </div>
      {asGrid ? (
        <ul className="tf-clips__grid" id={listId}>
          {feed.items.map((item, i) => (
            <ClipCard key={`${i}|${item.title}`} item={item} now={feed.now} />
          ))}
        </ul>
      ) : (
        <TfCarousel className="tf-clips__row" id={listId} label={feed.title} arrows>
          {feed.items.map((item, i) => (
            <ClipCard key={`${i}|${item.title}`} item={item} now={feed.now} slide />
          ))}
        </TfCarousel>
      )}
    </section>
  );
}
