import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { IMAGE_QUALITY } from '../../../runtime/constants.js';
import { buildImageUrl, isResizable } from '../../../runtime/images/image-url.js';
import type { DocumentScope } from '../../../runtime/document-scope.js';
import { documentScripts } from '../../../runtime/modules/lazy-script-loader.js';
import { useDocumentScope } from '../../define-island.js';
import { createPlayer, type Player, type PlayerAds, type PlayerEvents, type PlayerMedia } from '../../../runtime/tve/player.js';
import type { FeedImage } from '../parse.js';
import { documentVideo } from '../../../runtime/personalization/video.js';
import { siteStorageOf } from '../site-storage.js';
import { reportPageActivity } from '../recommendation-activity.js';
import { watchRecorder, watchedPath, writeLastWatched, type WatchRecorder, type WatchedItem } from './last-watched.js';

/**
 * An item's playback through the network's player (runtime/tve/player.ts):
 * created in the surface element once the viewer may watch and pressed play
 * (or arrived by a share link), destroyed with the surface. The player script
 * comes from the page's configuration key `playerSrc` (`<tf-page>`'s
 * `config`); a browser that cannot play, a missing `playerSrc` or a script
 * that fails becomes the message the island shows instead of the picture.
 */

/** The poster the player draws while it has no picture of its own: the service's 1280×720 crop. */
const POSTER_SIZE = { quality: IMAGE_QUALITY, width: 1280, height: 720 };

/** `playerSrc` of the page's configuration (its `config` property), read structurally: islands never import elements. */
export function playerSrcOf(page: HTMLElement): string | undefined {
  const config = (page as HTMLElement & { config?: { playerSrc?: unknown } }).config;
  return typeof config?.playerSrc === 'string' ? config.playerSrc : undefined;
}

/** The configuration's video ad network id and media site parameter, read structurally. */
export function playerAdsOf(page: HTMLElement): PlayerAds {
  const config = (page as HTMLElement & { config?: { videoAdNetworkId?: unknown; mediaSiteParameter?: unknown } }).config;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const adNetworkId = text(config?.videoAdNetworkId);
  const mediaSiteParameter = text(config?.mediaSiteParameter);
  return { ...(adNetworkId ? { adNetworkId } : {}), ...(mediaSiteParameter ? { mediaSiteParameter } : {}) };
}

/** The kinds of item a player plays, each with its own player content set. */
export type ContentKind = 'videos' | 'fullEpisodes' | 'playlists';

/**
 * The configuration's player content set for `kind` (`playerContentSets`:
 * `videos` for clips and interviews, `fullEpisodes`, `playlists`), read
 * structurally; '' when the site configures none.
 */
export function playerContentSetOf(page: HTMLElement, kind: ContentKind): string {
  const sets = (page as HTMLElement & { config?: { playerContentSets?: unknown } }).config?.playerContentSets;
  const value = typeof sets === 'object' && sets !== null ? (sets as Record<string, unknown>)[kind] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The ad repository's `website.videoSiteSectionId` for the
 * player's ads, from the document's one repository load (shared with the ad
 * slots and tracking); it joins the player's live config when it arrives,
 * never holding playback back. A page without a repository, or a failed
 * load, gives none.
 */
function siteSectionFor(page: HTMLElement, scope: DocumentScope, found: (id: string) => void): void {
  const url = (page as HTMLElement & { config?: { adRepositoryUrl?: unknown } }).config?.adRepositoryUrl;
  if (typeof url !== 'string' || url.trim() === '') return;
  import('../../../runtime/tracking/document-repository.js')
    .then(({ documentRepository }) => documentRepository(scope).page({ url, consent: scope.consent.current().granted }))
    .then((data) => {
      const id = data?.website?.videoSiteSectionId;
      if (id) found(id);
    }, () => undefined);
}

export function playerMedia(feed: { title: string; contentUri?: string; duration: number; poster: FeedImage }): PlayerMedia {
  const { poster } = feed;
  return {
    title: feed.title,
    ...(feed.contentUri ? { uri: feed.contentUri } : {}),
    poster: isResizable({ src: poster.src, isRaw: poster.isRaw === true }) ? buildImageUrl(poster.src, POSTER_SIZE) : poster.src,
    duration: feed.duration,
  };
}

/** What the island hears from its player, besides personalization's start and end. */
export type PlaybackEvents = Pick<PlayerEvents, 'onStateChange' | 'onPlayheadUpdate' | 'onMediaStart' | 'onMediaEnd'>;

export interface PlaybackOptions {
  /** The item's kind, which names its player content set (default `videos`). */
  kind?: ContentKind;
  /** The show, personalization's `entity.categoryId` (runtime/personalization/video.ts). */
  categoryId?: string;
  /** Whole seconds to start at; read when the player is made. */
  startAt?: number;
  /** The latest handlers are called; changing them never remakes the player. */
  events?: PlaybackEvents;
  /** Where to keep the player while it exists (default: a ref of the hook's own). */
  playerRef?: RefObject<Player | undefined>;
}

export interface Playback {
  /** The failure to show, if any. */
  failure?: string;
  /** The player while one exists (for replay and seeks). */
  player: RefObject<Player | undefined>;
}

/** Both callbacks, in order, for each event either names. */
function joinEvents(first: PlaybackEvents, second: PlaybackEvents): PlayerEvents {
  const joined: Record<string, (event: never) => void> = {};
  for (const key of ['onStateChange', 'onPlayheadUpdate', 'onMediaStart', 'onMediaEnd'] as const) {
    const a = first[key] as ((event: unknown) => void) | undefined;
    const b = second[key] as ((event: unknown) => void) | undefined;
    if (a || b) joined[key] = (event: never) => (a?.(event), b?.(event));
  }
  return joined as PlayerEvents;
}

/**
 * The "continue watching" record of `feed` played on `page`'s window
 * (last-watched.ts): every player island plays through `usePlayback`, so
 * this is the one place a watch is written. None off an http(s) page.
 */
function recorderFor(page: HTMLElement, item: Omit<WatchedItem, 'url'>): WatchRecorder | undefined {
  const win = page.ownerDocument.defaultView;
  const url = win ? watchedPath(win.location.href) : undefined;
  if (!win || !url) return undefined;
  const site = siteStorageOf(win);
  return watchRecorder({ ...item, url }, (record) => writeLastWatched(site, record), Date.now);
}

/** Creates the player while `started`; returns the failure to show, if any, and the player. */
export function usePlayback(
  surface: RefObject<HTMLElement | null>,
  started: boolean,
  feed: Parameters<typeof playerMedia>[0],
  page: HTMLElement,
  options: PlaybackOptions = {},
): Playback {
  const [failure, setFailure] = useState<string>();
  const scope = useDocumentScope();
  const own = useRef<Player | undefined>(undefined);
  const player = options.playerRef ?? own;
  const latest = useRef(options);
  latest.current = options;
  const categoryId = options.categoryId ?? '';
  const { title, contentUri, duration, poster } = feed;
  // By value: a refresh with the same item's feed keeps the player playing.
  const media = useMemo(
    () => playerMedia({ title, contentUri, duration, poster }),
    [title, contentUri, duration, poster.src, poster.isRaw],
  );
  // The feed's poster, not the player's resized one: the roadblock resizes it for its card.
  const watchedPoster = useMemo(() => ({ src: poster.src, ...(poster.isRaw === true ? { isRaw: true } : {}) }), [poster.src, poster.isRaw]);
  useEffect(() => {
    const element = surface.current;
    if (!started || !element) return undefined;
    let made: Player;
    const recorder = recorderFor(page, { title, duration, poster: watchedPoster });
    let playhead = latest.current.startAt ?? 0;
    // Forwarded through the ref, so the island's newest handlers hear the
    // player; the watch is recorded as playback starts, moves, pauses and ends.
    const forwarded: PlaybackEvents = {
      onStateChange: (event) => {
        if (event.data === 'paused') recorder?.at(playhead, true);
        latest.current.events?.onStateChange?.(event);
      },
      onPlayheadUpdate: (event) => {
        if (typeof event.data === 'number' && Number.isFinite(event.data)) {
          playhead = event.data;
          recorder?.at(playhead);
        }
        latest.current.events?.onPlayheadUpdate?.(event);
      },
      onMediaStart: (event) => {
        recorder?.at(playhead, true);
        // What the visitor watches shapes their recommendations.
        reportPageActivity(page, { type: 'watch', itemId: media.uri ?? media.title });
        latest.current.events?.onMediaStart?.(event);
      },
      onMediaEnd: (event) => {
        recorder?.at(duration, true);
        latest.current.events?.onMediaEnd?.(event);
      },
    };
    try {
      const events = joinEvents(documentVideo(scope).playerEvents({ id: media.uri ?? media.title, categoryId }), forwarded);
      made = createPlayer(element, {
        src: playerSrcOf(page),
        media,
        events,
        ads: playerAdsOf(page),
        contentSet: playerContentSetOf(page, latest.current.kind ?? 'videos'),
        startAt: latest.current.startAt,
        consent: scope.consent,
        loadScript: (src) => documentScripts(scope).load(src),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    let current = true;
    player.current = made;
    siteSectionFor(page, scope, (siteSectionId) => current && made.setAds({ siteSectionId }));
    made.ready.catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => {
      current = false;
      if (player.current === made) player.current = undefined;
      made.destroy();
    };
  }, [surface, started, media, watchedPoster, title, duration, page, categoryId, scope, player]);
  return { failure, player };
}
