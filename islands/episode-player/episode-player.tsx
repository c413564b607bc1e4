import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Player as NetworkPlayer } from '../../runtime/tve/player.js';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { TVE_AUTHENTICATED_CLASS } from '../../runtime/tve/tv-auth-mark.js';
import { usePlayback } from '../shared/player/playback.js';
import { EndState } from '../shared/player/end-state.js';
import { pageArrival, PLAYER_POSTER_SIZES } from '../shared/player/player-core.js';
import { requestSignin } from '../shared/signin-request.js';
import { markEpisodeLock, watchTvAccess } from './tv-access.js';
import { isFullEpisode } from '../../runtime/tve/episode-lock.js';
import { CardLink } from '../shared/card-link.js';
import { CommentsButton, parseCommentsRef, type CommentsRef } from '../shared/comments/comments-button.js';
import { SharePanel } from '../shared/share-panel.js';

export interface UpNextItem {
  title: string;
  show: string;
  label?: string;
  duration: number;
  href?: string;
  image: FeedImage;
}

export interface EpisodePlayerFeed {
  /** Where its comments are, when it takes them. */
  comments?: CommentsRef;
  title: string;
  /** The content URI the player plays (`data-contenturi`). */
  contentUri?: string;
  /** A full episode by the full-episode flag (`type`, `distPolicy.episodeDescriptor`): locked until TV sign-in. */
  locked: boolean;
  show: FeedLink;
  label?: string;
  /** Seconds. */
  duration: number;
  aired?: string;
  rating?: string;
  description?: string;
  poster: FeedImage;
  gate: { message: string; detail?: string; help?: FeedLink };
  upNext: UpNextItem[];
}

export function parseEpisodePlayerFeed(feed: unknown, driver: string): EpisodePlayerFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const seconds = (value: unknown, path: string) => {
    const n = r.num(value, path);
    return n < 0 ? r.fail(path, 'must not be negative') : n;
  };
  const next = (value: unknown, path: string): UpNextItem => {
    const o: Obj = r.obj(value, path);
    return {
      title: r.str(o.title, `${path}.title`),
      show: r.str(o.show, `${path}.show`),
      label: r.optStr(o.label, `${path}.label`),
      duration: seconds(o.duration, `${path}.duration`),
      href: safeHref(o.url),
      image: r.image(o.image, `${path}.image`),
    };
  };
  const gate = r.obj(data.gate, 'gate');
  return {
    title: r.str(data.title, 'title'),
    comments: parseCommentsRef(r, data.comments, 'comments'),
    contentUri: r.optContentUri(data.contentUri, 'contentUri'),
    locked: isFullEpisode(data),
    show: r.link(data.show, 'show'),
    label: r.optStr(data.label, 'label'),
    duration: seconds(data.duration, 'duration'),
    aired: r.optStr(data.aired, 'aired'),
    rating: r.optStr(data.rating, 'rating'),
    description: r.optStr(data.description, 'description'),
    poster: r.image(data.poster, 'poster'),
    gate: { message: r.str(gate.message, 'gate.message'), detail: r.optStr(gate.detail, 'gate.detail'), help: r.optLink(gate.help, 'gate.help') },
    upNext: data.upNext === undefined ? [] : r.list(data.upNext, 'upNext', next),
  };
}

type Playback = 'idle' | 'gate' | 'playing';

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" width="34" height="34" aria-hidden="true" focusable="false">
      <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}

function Player({ feed, ctx }: IslandProps<EpisodePlayerFeed>) {
  const titleId = useId();
  const nextId = useId();
  const doc = ctx.page.ownerDocument;
  // Read at once, so an unlocked visitor never sees the gate flash.
  const [markUnlocked, setMarkUnlocked] = useState(() => doc.body.classList.contains(TVE_AUTHENTICATED_CLASS));
  const [noSignin, setNoSignin] = useState(false);
  const [playback, setPlayback] = useState<Playback>('idle');
  const [ended, setEnded] = useState(false);
  const signInRef = useRef<HTMLButtonElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const replayRef = useRef<HTMLButtonElement>(null);
  const startAt = useRef<number | undefined>(undefined);
  const player = useRef<NetworkPlayer | undefined>(undefined);
  // The player's last playhead, 0 until it plays: the share panel's start time.
  const playhead = useRef(0);
  const unlocked = !feed.locked || markUnlocked;
  const started = playback === 'playing';
  // The network's player draws the playback into the surface (runtime/tve/player.ts).
  const { failure } = usePlayback(surfaceRef, started, feed, ctx.page, {
    kind: 'fullEpisodes',
    categoryId: feed.show.href?.split('/').filter(Boolean).pop() ?? feed.show.title,
    startAt: startAt.current,
    playerRef: player,
    events: {
      onMediaEnd: () => setEnded(true),
      onPlayheadUpdate: (event) => {
        if (typeof event.data === 'number' && Number.isFinite(event.data)) playhead.current = event.data;
      },
    },
  });
  const next = feed.upNext.find((item) => item.href);

  // A share link's `t` starts the episode there; it plays on load only for a visitor who may watch.
  useEffect(() => {
    const arrival = pageArrival(ctx.page, feed.duration);
    startAt.current = arrival.startAt;
    if (arrival.autoplay && (!feed.locked || doc.body.classList.contains(TVE_AUTHENTICATED_CLASS))) setPlayback('playing');
  }, [ctx.page, feed.duration, feed.locked, doc]);

  useEffect(() => {
    if (!ended) return;
    const active = doc.activeElement;
    if (!active || active === doc.body || surfaceRef.current?.contains(active)) replayRef.current?.focus();
  }, [ended, doc]);

  useEffect(() => {
    if (!started) setEnded(false);
  }, [started]);

  const replay = () => {
    setEnded(false);
    player.current?.seek(0);
    player.current?.play();
  };

  // A layout effect: watching before the render is reported done, so a mark
  // the page sets right after rendering is never missed.
  useLayoutEffect(() => watchTvAccess(doc.body, setMarkUnlocked), [doc]);
  // The body's episode-lock mark, while this locked episode is on the page.
  useLayoutEffect(() => (unlocked ? undefined : markEpisodeLock(doc.body)), [doc, unlocked]);

  useEffect(() => {
    if (playback === 'gate') signInRef.current?.focus();
  }, [playback]);

  // The site's sign-in sets the mark: a viewer waiting at the gate plays on,
  // and one who signs out mid-episode is locked out again.
  useEffect(() => {
    if (unlocked && playback === 'gate') setPlayback('playing');
    if (!unlocked && playback === 'playing') setPlayback('idle');
  }, [unlocked, playback]);

  const play = () => setPlayback(unlocked ? 'playing' : 'gate');
  const signIn = () => setNoSignin(!requestSignin(signInRef.current ?? ctx.page));

  return (
    <section className="tf-player" aria-labelledby={titleId} data-tf-promo={`Player: ${feed.title}`}>
      <div className="tf-player__layout">
        <div className="tf-player__main">
          <div className={`tf-player__screen tf-player__screen--${playback}`}>
            {/* The poster and what sits on it; the gate may sit outside it on small screens. */}
            <div className="tf-player__frame">
              <Media image={feed.poster} className="tf-player__poster" ratio="16 / 9" lead={PLAYER_POSTER_SIZES} />
              {!started && (
                <button type="button" className="tf-player__play" onClick={play} aria-label={`Play ${feed.title}`} data-tf-track="Player: Play">
                  <PlayIcon />
                </button>
              )}
              {started && !failure && <div className="tf-player__surface" ref={surfaceRef} />}
              {failure && (
                <p className="tf-player__failure" role="alert">
                  {failure}
                </p>
              )}
              {started && ended && !failure && (
                <EndState title={feed.title} area="Player" upNext={next && { title: next.title, href: next.href }} onReplay={replay} replayRef={replayRef} />
              )}
            </div>
            {!unlocked && (
              <div className={`tf-player__gate${playback === 'gate' ? ' tf-player__gate--open' : ''}`}>
                <span className="tf-player__lock" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                    <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
                    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
                  </svg>
                </span>
                <p className="tf-player__gate-msg">{feed.gate.message}</p>
                {playback === 'gate' && (
                  <>
                    {feed.gate.detail && <p className="tf-player__gate-detail">{feed.gate.detail}</p>}
                    <div className="tf-player__gate-actions">
                      <button ref={signInRef} type="button" className="tf-player__signin" onClick={signIn} data-tf-track="Player: Sign in">
                        Sign in with your TV provider
                      </button>
                      {feed.gate.help && (
                        <CardLink className="tf-player__help" href={feed.gate.help.href} track={`Player: ${feed.gate.help.title}`} without="nothing">
                          {feed.gate.help.title}
                        </CardLink>
                      )}
                    </div>
                    {noSignin && <p className="tf-player__gate-detail" role="alert">Sign-in is not available on this page.</p>}
                  </>
                )}
              </div>
            )}
          </div>
          <div className="tf-player__info">
            <p className="tf-player__show">
              <CardLink href={feed.show.href} track="Player: Show" without="content">{feed.show.title}</CardLink>
              {feed.label && <span className="tf-player__label"> · {feed.label}</span>}
            </p>
            <h1 className="tf-player__title" id={titleId}>
              {feed.title}
            </h1>
            <p className="tf-player__meta">
              {feed.rating && <span className="tf-player__rating">{feed.rating}</span>}
              {feed.aired && <span>Aired {feed.aired}</span>}
              <span>
                <span aria-hidden="true">{formatDuration(feed.duration)}</span>
                <span className="tf-player__sr">{spokenDuration(feed.duration)}</span>
              </span>
            </p>
            {feed.description && <p className="tf-player__desc">{feed.description}</p>}
            <SharePanel title={feed.title} page={ctx.page} area="Player" embed={{ kind: 'full-episodes' }} currentTime={() => playhead.current} />
            {feed.comments && <CommentsButton comments={feed.comments} title={feed.title} area="Player" />}
          </div>
        </div>
        {feed.upNext.length > 0 && (
          <section className="tf-player__next" aria-labelledby={nextId} data-tf-promo="Player: Up next">
            <h2 className="tf-player__next-title" id={nextId}>
              Up next
            </h2>
            <ol className="tf-player__next-list">
              {feed.upNext.map((item, i) => {
                const body = (
                  <>
                    <Media image={item.image} className="tf-player__next-thumb" ratio="16 / 9" />
                    <span className="tf-player__next-copy">
                      <span className="tf-player__next-show">
                        {item.show}
                        {item.label && ` · ${item.label}`}
                      </span>
                      <span className="tf-player__next-name">{item.title}</span>
                      <span className="tf-player__next-time">{formatDuration(item.duration)}</span>
                    </span>
                  </>
                );
                return (
                  <li key={`${i}|${item.title}`}>
                    <CardLink className="tf-player__next-card" href={item.href} track="Up next: Watch full episode">
                      {body}
                    </CardLink>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
      </div>
    </section>
  );
}

/**
 * A full episode's player: poster, big play button, the TV-provider gate
 * while locked, the network's player (the `playerSrc` script, through
 * runtime/tve/player.ts) once unlocked, and an up-next list.
 * Keyed by episode, so a refresh with another episode starts from idle.
 */
export function EpisodePlayer(props: IslandProps<EpisodePlayerFeed>) {
  return <Player key={`${props.feed.show.title}|${props.feed.title}`} {...props} />;
}
