import { useId, useRef, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { CardLink } from '../shared/card-link.js';
import { PlayerCore, type PlayerControl } from '../shared/player/player-core.js';
import { CommentsButton, parseCommentsRef, type CommentsRef } from '../shared/comments/comments-button.js';
import { SharePanel } from '../shared/share-panel.js';

/** The page area the player's controls are tracked under, and the chapters'. */
export const PLAYER_AREA = 'Interview player';
export const CHAPTERS_AREA = 'Interview chapters';

export interface Chapter {
  /** The question asked. */
  title: string;
  /** Seconds into the interview. */
  start: number;
}

export interface InterviewFeed {
  /** Where its comments are, when it takes them. */
  comments?: CommentsRef;
  /** The interview's content id, for share tracking. */
  id?: string;
  title: string;
  /** Who is interviewed, and their page when the site has one. */
  guest: FeedLink;
  description?: string;
  contentUri: string;
  videoId: string;
  /** Seconds. */
  duration: number;
  image: FeedImage;
  /** In order of their start, the first at 0. */
  chapters: Chapter[];
  /** The interview the end state offers next. */
  upNext?: FeedLink;
  /** The full episode the interview belongs to, when the site has it. */
  episode?: FeedLink;
}

export function parseInterviewFeed(feed: unknown, driver: string): InterviewFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const playable = r.playable(data, 'result') ?? r.fail('contentUri', 'must be given: the player plays it');
  const duration = r.num(data.duration, 'duration');
  if (duration <= 0) r.fail('duration', 'must be positive');
  const chapter = (value: unknown, path: string): Chapter => {
    const o: Obj = r.obj(value, path);
    const start = r.num(o.start, `${path}.start`);
    if (start < 0 || start >= duration) r.fail(`${path}.start`, 'must be within the interview (0 to its duration)');
    return { title: r.str(o.title, `${path}.title`), start };
  };
  const chapters = r.list(data.chapters, 'chapters', chapter, 1);
  chapters.forEach((c, i) => {
    if (i > 0 && c.start <= chapters[i - 1]!.start) r.fail(`chapters[${i}].start`, 'must come after the chapter before it');
  });
  if (chapters[0]!.start !== 0) r.fail('chapters[0].start', 'must be 0');
  return {
    id: r.optStr(data.id, 'id'),
    comments: parseCommentsRef(r, data.comments, 'comments'),
    title: r.str(data.title, 'title'),
    guest: r.link(data.guest, 'guest'),
    description: r.optStr(data.description, 'description'),
    ...playable,
    duration,
    image: r.image(data.image, 'image'),
    chapters,
    upNext: r.optLink(data.upNext, 'upNext'),
    episode: r.optLink(data.episode, 'episode'),
  };
}

/** The chapter the playhead is in: the last one started at or before `seconds`. */
export function chapterAt(chapters: readonly Chapter[], seconds: number): number {
  let found = 0;
  chapters.forEach((c, i) => {
    if (c.start <= seconds) found = i;
  });
  return found;
}

/**
 * A comedian's or guest's interview in chapters: the questions, a list of
 * buttons each seeking the player to its answer (making the player on a first
 * press), the one the playhead is in marked `aria-current`. The end state,
 * the share panel and a share link's `t` are the player core's, as on a clip.
 */
export function InterviewPlayer({ feed, ctx }: IslandProps<InterviewFeed>) {
  return <Interview key={feed.contentUri} feed={feed} ctx={ctx} />;
}

function Interview({ feed, ctx }: IslandProps<InterviewFeed>) {
  const titleId = useId();
  const chaptersId = useId();
  const control = useRef<PlayerControl>(null);
  const [time, setTime] = useState(0);
  const current = chapterAt(feed.chapters, time);
  return (
    <article className="tf-intv" aria-labelledby={titleId} data-tf-promo={`Interview: ${feed.title}`}>
      <div className="tf-intv__layout">
        <div className="tf-intv__main">
          <div className="tf-intv__media">
            <PlayerCore
              item={{ title: feed.title, contentUri: feed.contentUri, duration: feed.duration, poster: feed.image }}
              page={ctx.page}
              area={PLAYER_AREA}
              upNext={feed.upNext}
              fullEpisode={feed.episode}
              onTime={setTime}
              control={control}
            />
          </div>
          <p className="tf-intv__kicker">
            Interview · <CardLink href={feed.guest.href} track={`${CHAPTERS_AREA}: Guest`} without="content">{feed.guest.title}</CardLink>
          </p>
          <h1 className="tf-intv__title" id={titleId}>{feed.title}</h1>
          {feed.description && <p className="tf-intv__desc">{feed.description}</p>}
          <div className="tf-intv__tools">
            <SharePanel title={feed.title} contentId={feed.id} page={ctx.page} area={PLAYER_AREA} embed={{ kind: 'interviews' }}
              currentTime={() => time} />
            {feed.comments && <CommentsButton comments={feed.comments} title={feed.title} area={PLAYER_AREA} />}
          </div>
        </div>
        <section className="tf-intv__side" aria-labelledby={chaptersId} data-tf-promo={`${CHAPTERS_AREA}: ${feed.title}`}>
          <h2 className="tf-intv__heading" id={chaptersId}>Questions</h2>
          <ol className="tf-intv__chapters">
            {feed.chapters.map((chapter, i) => (
              <li key={`${i}|${chapter.start}`}>
                <button type="button" className="tf-intv__chapter" aria-current={i === current ? 'true' : undefined}
                  onClick={() => control.current?.seek(chapter.start)} data-tf-track={`${CHAPTERS_AREA}: Chapter`}>
                  <span className="tf-intv__at">
                    <span aria-hidden="true">{formatDuration(chapter.start)}</span>
                    <span className="tf-intv__sr">From {spokenDuration(chapter.start)}: </span>
                  </span>
                  <span className="tf-intv__question">{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
