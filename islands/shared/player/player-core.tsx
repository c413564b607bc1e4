import { useEffect, useImperativeHandle, useReducer, useRef, type ReactNode, type Ref } from 'react';
import { Media } from '../media.js';
import type { FeedImage } from '../parse.js';
import { initialPlayerState, playerReducer } from './player-state.js';
import { usePlayback, type ContentKind, type PlaybackOptions } from './playback.js';
import type { Player } from '../../../runtime/tve/player.js';
import { shareArrival, type ShareArrival } from '../share-links.js';
import { EndState, type PlayerLink } from './end-state.js';

/**
 * The CSS width a player's poster is drawn at, for the poster the server
 * writes into the HTML (the page's largest picture): the window less the
 * page's and the player's side padding while the player fills the column,
 * then at most the player's column beside its list or rail.
 */
export const PLAYER_POSTER_SIZES = '(max-width: 972px) calc(100vw - 72px), 840px';

export type { PlayerLink } from './end-state.js';

/** What the player plays. */
export interface PlayerItem {
  title: string;
  /** The content URI (`data-contenturi`). */
  contentUri?: string;
  /** Seconds. */
  duration: number;
  poster: FeedImage;
}

export interface PlayerCoreProps {
  item: PlayerItem;
  /** The island's page element (`ctx.page`): its configuration names the player script. */
  page: HTMLElement;
  /** The page area the controls are tracked under (`Clip player`): each control's `data-tf-track` is `{area}: {control}`. */
  area: string;
  /** The next item ("Up next"). */
  upNext?: PlayerLink;
  /** The full episode the item belongs to. */
  fullEpisode?: PlayerLink;
  /** The show, for personalization's video hooks. */
  categoryId?: string;
  /** The item's kind, naming its player content set (default `videos`; a playlist's items: `playlists`). */
  kind?: ContentKind;
  /** The playhead in whole seconds, each time it moves (what a share panel offers as start time). */
  onTime?(seconds: number): void;
  /** Drawn over the poster until playback starts (a duration badge). */
  children?: ReactNode;
  /**
   * Plays from the start on mount, without a press, and ignores a share
   * link's `t` (the next item of a playlist: the link's time was its first).
   */
  autoplay?: boolean;
  /** Called when the media ends. */
  onEnded?(): void;
  /** What the end state's replay does instead of replaying this item (a playlist starts from its first). */
  onReplay?(): void;
  /** Whether the end state is shown when the media ends (default true; a playlist's next item follows instead). */
  endState?: boolean;
  /** Seeks from outside (an interview's chapters), filled while the core is mounted. */
  control?: Ref<PlayerControl>;
}

/** What an island may do to its player from outside it. */
export interface PlayerControl {
  /** Plays from `seconds`: makes the player if there is none yet, leaves the end state if it is shown. */
  seek(seconds: number): void;
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="30" height="30" aria-hidden="true" focusable="false">
      <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The network's player over the poster, or the reason it could not be made.
 * Its own component, mounted on the press only: a server drawing the island
 * never reaches the document scope the player needs.
 */
function Surface({ item, page, options }: { item: PlayerItem; page: HTMLElement; options: PlaybackOptions }) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const { failure } = usePlayback(surfaceRef, true, item, page, options);
  return failure ? (
    <p className="tf-pcore__failure" role="alert">
      {failure}
    </p>
  ) : (
    <div className="tf-pcore__surface" ref={surfaceRef} />
  );
}

/**
 * How the visitor arrived at `page`'s address (share-links.ts), for an item
 * of `duration` seconds: a `t` at or past the end is dropped, since it would
 * only end the item at once. Read in effects and handlers only: a server
 * drawing the island has no window.
 */
export function pageArrival(page: HTMLElement, duration: number): ShareArrival {
  const win = page.ownerDocument.defaultView ?? window;
  const { startAt, autoplay } = shareArrival(new URL(win.location.href));
  return { ...(startAt !== undefined && startAt < duration ? { startAt } : {}), autoplay };
}

/**
 * The player shared by the clip, playlist and interview islands: the poster
 * with a real play button; on a press, or on load when the visitor arrived by
 * a share link (islands/shared/share-links.ts), the network's player
 * is made over the poster (starting at the link's `t`); when the media ends,
 * the end state offers replay, the next item and the full episode.
 *
 * A server draws the poster and the button only: the page address is read
 * in an effect, and the player exists in the browser alone.
 */
// A component of many options, each a line or two of the one player's wiring: splitting it would scatter that wiring.
export function PlayerCore(props: PlayerCoreProps) {
  const { item, page, area, upNext, fullEpisode, categoryId, kind, onTime, children, autoplay = false, onEnded, onReplay, endState = true, control } = props;
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState());
  const player = useRef<Player | undefined>(undefined);
  const frameRef = useRef<HTMLDivElement>(null);
  const replayRef = useRef<HTMLButtonElement>(null);
  const startAt = useRef<number | undefined>(undefined);
  const made = state.phase !== 'poster';
  const options: PlaybackOptions = {
    categoryId,
    kind,
    startAt: startAt.current,
    playerRef: player,
    events: {
      onStateChange: (event) => dispatch({ type: 'state', state: String(event.data) }),
      onPlayheadUpdate: (event) => dispatch({ type: 'playhead', seconds: Number(event.data) }),
      onMediaEnd: () => {
        dispatch({ type: 'end' });
        latestOnEnded.current?.();
      },
    },
  };
  const latestOnEnded = useRef(onEnded);
  latestOnEnded.current = onEnded;

  // Read after the first render, so the server's poster and the browser's match.
  useEffect(() => {
    if (autoplay) return dispatch({ type: 'press', at: 0 });
    const arrival = pageArrival(page, item.duration);
    startAt.current = arrival.startAt;
    if (arrival.autoplay) dispatch({ type: 'press', at: startAt.current });
    // Once per mounted item: the island is keyed by item.
  }, []);

  const latestOnTime = useRef(onTime);
  latestOnTime.current = onTime;
  useEffect(() => latestOnTime.current?.(state.time), [state.time]);

  useImperativeHandle(control, () => ({
    seek(seconds: number) {
      const at = Math.max(0, Math.floor(seconds));
      if (state.phase === 'poster') {
        startAt.current = at;
        dispatch({ type: 'press', at });
        return;
      }
      if (state.phase === 'ended') dispatch({ type: 'replay' });
      player.current?.seek(at);
      player.current?.play();
    },
  }), [state.phase]);

  // Keyboard users who were in the player land on Replay, not on the page's top.
  useEffect(() => {
    if (state.phase !== 'ended' || !endState) return;
    const active = page.ownerDocument.activeElement;
    if (!active || active === page.ownerDocument.body || frameRef.current?.contains(active)) replayRef.current?.focus();
  }, [state.phase, page, endState]);

  const replay = () => {
    if (onReplay) return onReplay();
    dispatch({ type: 'replay' });
    player.current?.seek(0);
    player.current?.play();
  };

  return (
    <div className={`tf-pcore tf-pcore--${state.phase}`} data-phase={state.phase}>
      <div className="tf-pcore__frame" ref={frameRef}>
        <Media image={item.poster} className="tf-pcore__poster" ratio="16 / 9" lead={PLAYER_POSTER_SIZES} />
        {!made && (
          <>
            <button type="button" className="tf-pcore__play" onClick={() => dispatch({ type: 'press' })} aria-label={`Play ${item.title}`}
              data-tf-track={`${area}: Play`}>
              <PlayGlyph />
            </button>
            {children}
          </>
        )}
        {made && <Surface item={item} page={page} options={options} />}
        {state.phase === 'ended' && endState && (
          <EndState title={item.title} area={area} upNext={upNext} fullEpisode={fullEpisode} onReplay={replay} replayRef={replayRef} />
        )}
      </div>
    </div>
  );
}
