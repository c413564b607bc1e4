import { useId, useRef } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { CardLink, MoreLink } from '../shared/card-link.js';
import { PlayerCore } from '../shared/player/player-core.js';
import { CommentsButton, parseCommentsRef, type CommentsRef } from '../shared/comments/comments-button.js';
import { SharePanel } from '../shared/share-panel.js';

export interface RelatedClip {
  title: string;
  href?: string;
  duration: number;
  image: FeedImage;
}

export interface ClipViewerFeed {
  /** Where its comments are, when it takes them. */
  comments?: CommentsRef;
  /** The clip's content id, for share tracking; without one the tracker uses the page's. */
  id?: string;
  title: string;
  /** The content URI the player plays (`data-contenturi`). */
  contentUri?: string;
  show: FeedLink;
  /** Seconds. */
  duration: number;
  description?: string;
  image: FeedImage;
  /** The clip the end state offers next. */
  upNext?: FeedLink;
  /** The full episode the clip is from, when the site has it. */
  episode?: FeedLink;
  related: RelatedClip[];
  more?: FeedLink;
}

export function parseClipViewerFeed(feed: unknown, driver: string): ClipViewerFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const seconds = (value: unknown, path: string) => {
    const n = r.num(value, path);
    return n < 0 ? r.fail(path, 'must not be negative') : n;
  };
  const related = (value: unknown, path: string): RelatedClip => {
    const o: Obj = r.obj(value, path);
    return { title: r.str(o.title, `${path}.title`), href: safeHref(o.url), duration: seconds(o.duration, `${path}.duration`), image: r.image(o.image, `${path}.image`) };
  };
  return {
    id: r.optStr(data.id, 'id'),
    comments: parseCommentsRef(r, data.comments, 'comments'),
    title: r.str(data.title, 'title'),
    contentUri: r.optContentUri(data.contentUri, 'contentUri'),
    show: r.link(data.show, 'show'),
    duration: seconds(data.duration, 'duration'),
    description: r.optStr(data.description, 'description'),
    image: r.image(data.image, 'image'),
    upNext: r.optLink(data.upNext, 'upNext'),
    episode: r.optLink(data.episode, 'episode'),
    related: data.related === undefined ? [] : r.list(data.related, 'related', related),
    more: r.optLink(data.more, 'more'),
  };
}

/** The show's slug (the last segment of its link), personalization's category; its title without a link. */
const showSlug = (show: FeedLink) => show.href?.split('/').filter(Boolean).pop() ?? show.title;

/**
 * A clip on its own (modal) page: the clip player (poster and play button,
 * the network's player once pressed or arrived at by a share link, its end
 * state), title, description, the share panel (its start time the
 * player's playhead) and related clips. Keyed by clip,
 * so a refresh with another clip starts from its poster.
 */
export function ClipViewer(props: IslandProps<ClipViewerFeed>) {
  return <Clip key={`${props.feed.show.title}|${props.feed.title}`} {...props} />;
}

function Clip({ feed, ctx }: IslandProps<ClipViewerFeed>) {
  const titleId = useId();
  const relatedId = useId();
  // The playhead, read by the share panel as it opens: a ref, so playing does not redraw the page around the player.
  const playhead = useRef(0);
  return (
    <article className="tf-clipview" aria-labelledby={titleId} data-tf-promo={`Clip: ${feed.title}`}>
      <div className="tf-clipview__layout">
        <div className="tf-clipview__media">
          <PlayerCore
            item={{ title: feed.title, contentUri: feed.contentUri, duration: feed.duration, poster: feed.image }}
            page={ctx.page}
            area="Clip player"
            upNext={feed.upNext}
            fullEpisode={feed.episode}
            categoryId={showSlug(feed.show)}
            onTime={(seconds) => {
              playhead.current = seconds;
            }}
          >
            <span className="tf-clipview__duration">
              <span aria-hidden="true">{formatDuration(feed.duration)}</span>
              <span className="tf-clipview__sr">Duration {spokenDuration(feed.duration)}</span>
            </span>
          </PlayerCore>
        </div>
        <div className="tf-clipview__body">
          <p className="tf-clipview__show"><CardLink href={feed.show.href} track="Clip: Show" without="content">{feed.show.title}</CardLink></p>
          <h1 className="tf-clipview__title" id={titleId}>
            {feed.title}
          </h1>
          {feed.description && <p className="tf-clipview__desc">{feed.description}</p>}
          <div className="tf-clipview__share">
            <SharePanel title={feed.title} contentId={feed.id} page={ctx.page} area="Clip player" embed={{ kind: 'clips' }}
              currentTime={() => playhead.current} />
            {feed.comments && <CommentsButton comments={feed.comments} title={feed.title} area="Clip player" />}
          </div>
          {feed.more && <MoreLink link={feed.more} className="tf-clipview__more" track={`Clip: ${feed.more.title}`} />}
          {feed.related.length > 0 && (
            <section className="tf-clipview__related" aria-labelledby={relatedId} data-tf-promo="Clip: Watch next">
              <h2 className="tf-clipview__related-title" id={relatedId}>
                Watch next
              </h2>
              <ul className="tf-clipview__related-list">
                {feed.related.map((clip, i) => (
                  <li key={`${i}|${clip.title}`}>
                    {clip.href ? (
                      <a className="tf-clipview__rel" href={clip.href} data-tf-track="Watch next: Clip">
                        <Media image={clip.image} className="tf-clipview__rel-thumb" ratio="16 / 9" />
                        <span className="tf-clipview__rel-name">{clip.title}</span>
                        <span className="tf-clipview__rel-time">{formatDuration(clip.duration)}</span>
                      </a>
                    ) : (
                      <span className="tf-clipview__rel">
                        <Media image={clip.image} className="tf-clipview__rel-thumb" ratio="16 / 9" />
                        <span className="tf-clipview__rel-name">{clip.title}</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
