import { useId, useState } from 'react';
import { relativeTime } from '../../runtime/util/dates.js';
import { AdSlot } from '../ad-slot/ad-slot.js';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import type { FeedImage } from '../shared/parse.js';
import { END_MARGIN_S, readLastWatched, resumeHref, type LastWatched } from '../shared/player/last-watched.js';
import { siteStorageOf } from '../shared/site-storage.js';
import { formatDuration } from '../shared/tokens.js';
import type { RoadblockFeed, WatchNowItem } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Roadblock';

/** The ad placement the roadblock's ad takes its sizes and box from (islands/ad-slot/placements.ts). */
export const ROADBLOCK_AD_DRIVER = 'ENT_M093';

/** The poster of a stored record as a feed image: described by the link's text beside it, so no alt of its own. */
const posterImage = (record: LastWatched): FeedImage => ({ src: record.poster.src, alt: '', width: 1280, height: 720, ...(record.poster.isRaw ? { isRaw: true } : {}) });

/** The stored last watch, or none: site storage is read once as the module draws (it is never drawn by a server). */
function useLastWatched(page: HTMLElement): LastWatched | undefined {
  const [record] = useState(() => {
    const win = page.ownerDocument.defaultView;
    return win ? readLastWatched(siteStorageOf(win)) : undefined;
  });
  return record;
}

function ContinueCard({ record, headingId }: { record: LastWatched; headingId: string }) {
  const finished = record.position >= record.duration - END_MARGIN_S;
  const when = relativeTime(record.time, Date.now());
  return (
    <div className="tf-rb__continue" role="group" aria-labelledby={headingId}>
      <h3 className="tf-rb__label" id={headingId}>Continue watching</h3>
      <a className="tf-rb__card" href={resumeHref(record)} data-tf-track={`${TRACK_AREA}: Continue watching`}>
        <Media image={posterImage(record)} className="tf-rb__art" ratio="16 / 9" />
        <span className="tf-rb__text">
          <span className="tf-rb__title">{record.title}</span>
          <span className="tf-rb__meta">
            {finished ? 'Watch again from the start' : `Resume at ${formatDuration(record.position)} of ${formatDuration(record.duration)}`}
          </span>
          {when && <span className="tf-rb__when">Watched {when === 'just now' || when === 'Yesterday' ? when.toLowerCase() : when}</span>}
        </span>
        <progress className="tf-rb__progress" max={Math.round(record.duration)} value={record.position} aria-hidden="true" />
      </a>
    </div>
  );
}

function WatchNowLink({ item }: { item: WatchNowItem }) {
  return (
    <li className="tf-rb__item">
      <a className="tf-rb__card" href={item.url} data-tf-track={`${TRACK_AREA}: Watch now`}>
        <Media image={{ ...item.image, alt: '' }} className="tf-rb__art" ratio="16 / 9" />
        <span className="tf-rb__text">
          {item.show && <span className="tf-rb__show">{item.show}</span>}
          <span className="tf-rb__title">{item.title}</span>
        </span>
      </a>
    </li>
  );
}

/**
 * The roadblock at the foot of a page: "Continue watching", the last video
 * the visitor watched (what the players keep in site storage), with a link
 * back to the moment they left; "Watch now", the featured full episodes of
 * the zone's feed; and, beside them, the roadblock ad as it was before. A
 * visitor with nothing stored, or a stored value the module cannot read,
 * sees the watch-now links alone.
 */
export function Roadblock({ feed, ctx }: IslandProps<RoadblockFeed>) {
  const ids = { heading: useId(), continue: useId(), now: useId() };
  const record = useLastWatched(ctx.page);
  return (
    <section className="tf-rb" aria-labelledby={ids.heading} data-tf-promo={feed.title}>
      <h2 className="tf-rb__heading" id={ids.heading}>{feed.title}</h2>
      <div className={`tf-rb__body${record ? ' tf-rb__body--both' : ''}`}>
        {record && <ContinueCard record={record} headingId={ids.continue} />}
        <div className="tf-rb__now" role="group" aria-labelledby={ids.now}>
          <h3 className="tf-rb__label" id={ids.now}>Watch now</h3>
          <ul className="tf-rb__list">
            {feed.watchNow.map((item, i) => <WatchNowLink key={`${i}|${item.url}`} item={item} />)}
          </ul>
        </div>
      </div>
      <AdSlot feed={feed.adPosition ? { position: feed.adPosition } : {}} ctx={{ ...ctx, driver: ROADBLOCK_AD_DRIVER }} />
    </section>
  );
}
