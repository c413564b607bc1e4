import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { TfCarousel } from '../shared/tf-carousel.js';
import { MoreLink } from '../shared/card-link.js';

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

export function parseShowRowFeed(feed: unknown, driver: string): ShowRowFeed {
  const r = reader(driver);
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

/**
 * A horizontal row of show key-art cards: a `<tf-carousel>` (drag, arrows,
 * arrow keys; off-screen cards leave the tab order until shown).
 */
export function ShowRow({ feed }: IslandProps<ShowRowFeed>) {
  // The carousel is the row's landmark, named after its title: the section
  // around it takes no name, or the page would have two regions of that name.
  return (
    <section className="tf-shows" data-tf-promo={feed.title}>
      <div className="tf-shows__head">
        <h2 className="tf-shows__heading">
          {feed.title}
        </h2>
        {feed.seeAll?.href && (
          <div className="tf-shows__tools">
            <MoreLink link={feed.seeAll} className="tf-shows__all" track={`See all: ${feed.seeAll.title}`} />
          </div>
        )}
      </div>
      <TfCarousel className="tf-shows__track" label={feed.title} arrows>
        {feed.shows.map((show, i) => (
          <div className="tf-shows__item" key={`${i}|${show.title}`}>
            <a className="tf-shows__card" href={show.href} data-tf-track="Card: Show">
              <Media image={show.image} className="tf-shows__media" ratio="2 / 3" />
              {show.badge && <span className="tf-shows__badge">{show.badge}</span>}
              <span className="tf-shows__caption">
                <span className="tf-shows__title">{show.title}</span>
                {show.tuneIn && <span className="tf-shows__tunein">{show.tuneIn}</span>}
              </span>
            </a>
          </div>
        ))}
      </TfCarousel>
    </section>
  );
}
