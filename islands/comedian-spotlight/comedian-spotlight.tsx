import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { CardLink, MoreLink } from '../shared/card-link.js';

export interface Comedian {
  name: string;
  /** The card's id, a target for in-page links. */
  anchor?: string;
  href?: string;
  image: FeedImage;
  tagline: string;
  tour?: string;
  special?: string;
}

export interface ComedianSpotlightFeed {
  title: string;
  intro?: string;
  seeAll?: FeedLink;
  comedians: Comedian[];
}

export function parseComedianSpotlightFeed(feed: unknown, driver: string): ComedianSpotlightFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const comedian = (value: unknown, path: string): Comedian => {
    const o: Obj = r.obj(value, path);
    return {
      name: r.str(o.name, `${path}.name`),
      anchor: r.optAnchor(o.anchor, `${path}.anchor`),
      href: safeHref(o.url),
      image: r.image(o.image, `${path}.image`),
      tagline: r.str(o.tagline, `${path}.tagline`),
      tour: r.optStr(o.tour, `${path}.tour`),
      special: r.optStr(o.special, `${path}.special`),
    };
  };
  return {
    title: r.str(data.title, 'title'),
    intro: r.optStr(data.intro, 'intro'),
    seeAll: r.optLink(data.seeAll, 'seeAll'),
    comedians: r.list(data.comedians, 'comedians', comedian, 1),
  };
}

/** Stand-up comedians: the first one featured large, the rest as portrait cards. */
export function ComedianSpotlight({ feed }: IslandProps<ComedianSpotlightFeed>) {
  const headingId = useId();
  return (
    <section className="tf-comics" aria-labelledby={headingId} data-tf-promo={feed.title}>
      <div className="tf-comics__head">
        <h2 className="tf-comics__heading" id={headingId}>
          {feed.title}
        </h2>
        {feed.seeAll && <MoreLink link={feed.seeAll} className="tf-comics__all" track={`See all: ${feed.seeAll.title}`} />}
      </div>
      {feed.intro && <p className="tf-comics__intro">{feed.intro}</p>}
      <ul className="tf-comics__list">
        {feed.comedians.map((comic, i) => {
          const inner = (
            <>
              <Media image={comic.image} className="tf-comics__media" ratio="1 / 1" />
              <span className="tf-comics__body">
                {comic.tour && <span className="tf-comics__tour">On tour · {comic.tour}</span>}
                <span className="tf-comics__name">{comic.name}</span>
                <span className="tf-comics__tagline">{comic.tagline}</span>
                {comic.special && <span className="tf-comics__special">New special: {comic.special}</span>}
              </span>
            </>
          );
          return (
            <li className={`tf-comics__item${i === 0 ? ' tf-comics__item--lead' : ''}`} id={comic.anchor} key={`${i}|${comic.name}`}>
              <CardLink className="tf-comics__card" href={comic.href} track="Card: Comedian">
                {inner}
              </CardLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
