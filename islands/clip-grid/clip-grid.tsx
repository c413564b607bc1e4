import { useId } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { TfCarousel } from '../shared/tf-carousel.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { CardLink, MoreLink } from '../shared/card-link.js';

export interface ClipItem {
  title: string;
  show: string;
  href?: string;
  /** Seconds. */
  duration: number;
  image: FeedImage;
  kind: 'clip' | 'episode';
  /** e.g. "S4 · E7" for full episodes. */
  episode?: string;
  isNew: boolean;
}

export interface ClipGridFeed {
  title: string;
  /** The section's id, a target for in-page links. */
  anchor?: string;
  seeAll?: FeedLink;
  /** `row`: one horizontal row, a `<tf-carousel>` (the site's video carousels). */
  layout: 'grid' | 'featured' | 'row';
  items: ClipItem[];
}

export function parseClipGridFeed(feed: unknown, driver: string): ClipGridFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const layout = data.layout ?? 'grid';
  if (layout !== 'grid' && layout !== 'featured' && layout !== 'row') r.fail('layout', "must be 'grid', 'featured' or 'row'");
  const item = (value: unknown, path: string): ClipItem => {
    const o: Obj = r.obj(value, path);
    const kind = o.type ?? 'clip';
    if (kind !== 'clip' && kind !== 'episode') r.fail(`${path}.type`, "must be 'clip' or 'episode'");
    const duration = r.num(o.duration, `${path}.duration`);
    if (duration < 0) r.fail(`${path}.duration`, 'must not be negative');
    return {
      title: r.str(o.title, `${path}.title`),
      show: r.str(o.show, `${path}.show`),
      href: safeHref(o.url),
      duration,
      image: r.image(o.image, `${path}.image`),
      kind: kind as ClipItem['kind'],
      episode: r.optStr(o.episode, `${path}.episode`),
      isNew: r.bool(o.isNew, `${path}.isNew`),
    };
  };
  return {
    title: r.str(data.title, 'title'),
    anchor: r.optAnchor(data.anchor, 'anchor'),
    seeAll: r.optLink(data.seeAll, 'seeAll'),
    layout: layout as ClipGridFeed['layout'],
    items: r.list(data.items, 'items', item, 1),
  };
}

/** A card; `slide` when it is a carousel slide rather than a list item. */
function ClipCard({ item, slide = false }: { item: ClipItem; slide?: boolean }) {
  const body = (
    <>
      <div className="tf-clips__thumb">
        <Media image={item.image} className="tf-clips__media" ratio="16 / 9" />
        <span className="tf-clips__play" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="18" height="18" focusable="false"><path d="M4.5 2.5v11l9-5.5z" fill="currentColor" /></svg>
        </span>
        <span className="tf-clips__duration">
          <span aria-hidden="true">{formatDuration(item.duration)}</span>
          <span className="tf-clips__sr">Duration {spokenDuration(item.duration)}</span>
        </span>
        {item.kind === 'episode' && <span className="tf-clips__badge">Full episode</span>}
        {item.isNew && <span className="tf-clips__badge tf-clips__badge--new">New</span>}
      </div>
      <div className="tf-clips__meta">
        <p className="tf-clips__show">
          {item.show}
          {item.episode && <span className="tf-clips__ep"> · {item.episode}</span>}
        </p>
        <h3 className="tf-clips__title">{item.title}</h3>
      </div>
    </>
  );
  const Item = slide ? 'div' : 'li';
  return (
    <Item className={`tf-clips__item${item.kind === 'episode' ? ' tf-clips__item--episode' : ''}`}>
      <CardLink className="tf-clips__card" href={item.href} track={item.kind === 'episode' ? 'Card: Watch full episode' : 'Card: Clip'}>
        {body}
      </CardLink>
    </Item>
  );
}

/** A titled grid (or carousel row) of clips and full episodes with duration and episode badges. */
export function ClipGrid({ feed }: IslandProps<ClipGridFeed>) {
  const headingId = useId();
  return (
    // A row's carousel is its landmark, named after its title; a grid's section is, named by its heading (never both: two regions of one name).
    <section className={`tf-clips tf-clips--${feed.layout}`} id={feed.anchor}
      aria-labelledby={feed.layout === 'row' ? undefined : headingId} data-tf-promo={feed.title}>
      <div className="tf-clips__head">
        <h2 className="tf-clips__heading" id={headingId}>
          {feed.title}
        </h2>
        {feed.seeAll && <MoreLink link={feed.seeAll} className="tf-clips__all" track={`See all: ${feed.seeAll.title}`} />}
      </div>
      {feed.layout === 'row' ? (
        <TfCarousel className="tf-clips__row" label={feed.title} arrows>
          {feed.items.map((item, i) => (
            <ClipCard key={`${i}|${item.title}`} item={item} slide />
          ))}
        </TfCarousel>
      ) : (
        <ul className="tf-clips__grid">
          {feed.items.map((item, i) => (
            <ClipCard key={`${i}|${item.title}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
