import { useId, useRef, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { CardLink } from '../shared/card-link.js';
import { PlayerCore } from '../shared/player/player-core.js';
import { CommentsButton, parseCommentsRef, type CommentsRef } from '../shared/comments/comments-button.js';
import { SharePanel } from '../shared/share-panel.js';
import { TfCollapsible } from '../shared/generated/tf-collapsible.js';

/** The page area the player's controls are tracked under, and the list's. */
export const PLAYER_AREA = 'Playlist player';
export const LIST_AREA = 'Playlist';

/** How many items the list shows before "See more", when the feed does not say. */
const VISIBLE_DEFAULT = 4;

export interface PlaylistItem {
  title: string;
  /** What the player plays, and the item's video id. */
  contentUri: string;
  videoId: string;
  /** Seconds. */
  duration: number;
  description?: string;
  image: FeedImage;
  /** The show's title. */
  show?: string;
  /** The full episode the item was cut from, when the site has it. */
  episode?: FeedLink;
}

export interface PlaylistFeed {
  /** Where its comments are, when it takes them. */
  comments?: CommentsRef;
  /** The playlist's content id, for share tracking. */
  id?: string;
  title: string;
  description?: string;
  show?: FeedLink;
  items: PlaylistItem[];
  /** How many items the list shows until "See more" is pressed. */
  visible: number;
  /** Another playlist, offered when this one ends. */
  upNext?: FeedLink;
}

export function parsePlaylistFeed(feed: unknown, driver: string): PlaylistFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const item = (value: unknown, path: string): PlaylistItem => {
    const o: Obj = r.obj(value, path);
    const playable = r.playable(o, path) ?? r.fail(`${path}.contentUri`, 'must be given: the player plays it');
    const duration = r.num(o.duration, `${path}.duration`);
    if (duration <= 0) r.fail(`${path}.duration`, 'must be positive');
    return {
      title: r.str(o.title, `${path}.title`),
      ...playable,
      duration,
      description: r.optStr(o.description, `${path}.description`),
      image: r.image(o.image, `${path}.image`),
      show: r.optStr(o.show, `${path}.show`),
      episode: r.optLink(o.episode, `${path}.episode`),
    };
  };
  const visible = r.optNum(data.visible, 'visible') ?? VISIBLE_DEFAULT;
  if (!Number.isInteger(visible) || visible < 1) r.fail('visible', 'must be a whole number of at least 1');
  return {
    id: r.optStr(data.id, 'id'),
    comments: parseCommentsRef(r, data.comments, 'comments'),
    title: r.str(data.title, 'title'),
    description: r.optStr(data.description, 'description'),
    show: r.optLink(data.show, 'show'),
    items: r.list(data.items, 'items', item, 1),
    visible,
    upNext: r.optLink(data.upNext, 'upNext'),
  };
}

/** Which item plays, and how many times the visitor (or the list's advance) has chosen one: after the first, each plays at once. */
interface Position {
  index: number;
  round: number;
}

/**
 * A playlist: the player and, beside it (below it in a narrow box), the list
 * of its clips. When a clip ends the next one starts; the current one is
 * marked `aria-current` and a press on another plays it. The list shows its
 * first few until "See more" (the same button, so focus stays, says
 * `aria-expanded`). The end of the last clip shows the end state, whose
 * replay starts the playlist again and whose up next is another playlist. A
 * share link's `t` starts the first clip there; the share panel offers the
 * playhead as start time while the first clip plays.
 */
export function PlaylistPlayer({ feed, ctx }: IslandProps<PlaylistFeed>) {
  return <Playlist key={feed.title} feed={feed} ctx={ctx} />;
}

function Playlist({ feed, ctx }: IslandProps<PlaylistFeed>) {
  const titleId = useId();
  const listId = useId();
  const [pos, setPos] = useState<Position>({ index: 0, round: 0 });
  const [expanded, setExpanded] = useState(false);
  const playhead = useRef(0);
  // A refreshed feed may be shorter: the last item then.
  const index = Math.min(pos.index, feed.items.length - 1);
  const current = feed.items[index]!;
  const last = index === feed.items.length - 1;
  const play = (next: number) => setPos((p) => ({ index: next, round: p.round + 1 }));
  const collapsible = feed.items.length > feed.visible;
  return (
    <article className="tf-plist" aria-labelledby={titleId} data-tf-promo={`Playlist: ${feed.title}`}>
      <div className="tf-plist__layout">
        <div className="tf-plist__main">
          <div className="tf-plist__media">
            <PlayerCore
              key={`${pos.round}|${index}`}
              item={{ title: current.title, contentUri: current.contentUri, duration: current.duration, poster: current.image }}
              page={ctx.page}
              kind="playlists"
              area={PLAYER_AREA}
              autoplay={pos.round > 0}
              endState={last}
              onEnded={() => !last && play(index + 1)}
              onReplay={() => play(0)}
              upNext={feed.upNext}
              fullEpisode={current.episode}
              onTime={(seconds) => void (playhead.current = seconds)}
            />
          </div>
          <p className="tf-plist__kicker">
            {feed.show ? <CardLink href={feed.show.href} track={`${LIST_AREA}: Show`} without="content">{feed.show.title}</CardLink> : 'Playlist'}
          </p>
          <h1 className="tf-plist__title" id={titleId}>{feed.title}</h1>
          <p className="tf-plist__now" aria-live="polite">
            Now playing {index + 1} of {feed.items.length}: {current.title}
          </p>
          <div className="tf-plist__tools">
            <SharePanel title={feed.title} contentId={feed.id} page={ctx.page} area={PLAYER_AREA} embed={{ kind: 'playlists' }}
              currentTime={() => (index === 0 ? playhead.current : 0)} />
            {feed.comments && <CommentsButton comments={feed.comments} title={feed.title} area={PLAYER_AREA} />}
          </div>
          {(feed.description || current.description) && (
            <TfCollapsible className="tf-plist__info">
              <span slot="trigger">About this playlist</span>
              {feed.description && <p className="tf-plist__desc">{feed.description}</p>}
              {current.description && <p className="tf-plist__desc"><strong>{current.title}:</strong> {current.description}</p>}
            </TfCollapsible>
          )}
        </div>
        <section className="tf-plist__side" aria-label={`${feed.title}: ${feed.items.length} clips`} data-tf-promo={`${LIST_AREA}: ${feed.title}`}>
          <ol className="tf-plist__list" id={listId}>
            {feed.items.map((item, i) => (expanded || i < feed.visible || i === index) && (
              <li key={`${i}|${item.title}`}>
                <button type="button" className="tf-plist__item" aria-current={i === index ? 'true' : undefined}
                  onClick={() => play(i)} data-tf-track={`${LIST_AREA}: Clip`}>
                  {/* Decorative: the title names the button. */}
                  <Media image={{ ...item.image, alt: '' }} className="tf-plist__thumb" ratio="16 / 9" />
                  <span className="tf-plist__name">{item.title}</span>
                  <span className="tf-plist__meta">
                    {i === index && <span className="tf-plist__playing">Playing · </span>}
                    <span aria-hidden="true">{formatDuration(item.duration)}</span>
                    <span className="tf-plist__sr">{spokenDuration(item.duration)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          {collapsible && (
            <button type="button" className="tf-plist__toggle" aria-expanded={expanded} aria-controls={listId}
              onClick={() => setExpanded(!expanded)} data-tf-track={`${LIST_AREA}: ${expanded ? 'See less' : 'See more'}`}>
              {expanded ? 'See less' : `See more (${feed.items.length - feed.visible})`}
            </button>
          )}
        </section>
      </div>
    </article>
  );
}
