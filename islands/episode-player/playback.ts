import { useEffect, useMemo, useState, type RefObject } from 'react';
import { IMAGE_QUALITY } from '../../runtime/constants.js';
import { buildImageUrl, isResizable } from '../../runtime/images/image-url.js';
import type { DocumentScope } from '../../runtime/document-scope.js';
import { documentScripts } from '../../runtime/modules/lazy-script-loader.js';
import { useDocumentScope } from '../define-island.js';
import { createPlayer, type PlayerAds, type PlayerMedia } from '../../runtime/tve/player.js';
import type { FeedImage } from '../shared/parse.js';
import { documentVideo } from '../../runtime/personalization/video.js';

/**
 * The episode's playback through the network's player (runtime/tve/player.ts):
 * created in the surface element once the viewer may watch and pressed play,
 * destroyed with the surface. The player script comes from the page's
 * configuration key `playerSrc` (`<tf-page>`'s `config`); a browser that
 * cannot play, a missing `playerSrc` or a script that fails becomes the
 * message the island shows instead of the picture.
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
  import('../../runtime/tracking/document-repository.js')
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

/** Creates the player while `started`; returns the failure to show, if any. */
export function useEpisodePlayback(
  surface: RefObject<HTMLElement | null>,
  started: boolean,
  feed: Parameters<typeof playerMedia>[0],
  page: HTMLElement,
  /** The show, personalization's `entity.categoryId` (runtime/personalization/video.ts). */
  categoryId = '',
): string | undefined {
  const [failure, setFailure] = useState<string>();
  const scope = useDocumentScope();
  const { title, contentUri, duration, poster } = feed;
  // By value: a refresh with the same episode's feed keeps the player playing.
  const media = useMemo(
    () => playerMedia({ title, contentUri, duration, poster }),
    [title, contentUri, duration, poster.src, poster.isRaw],
  );
  useEffect(() => {
    const element = surface.current;
    if (!started || !element) return undefined;
    let player: ReturnType<typeof createPlayer>;
    try {
      const events = documentVideo(scope).playerEvents({ id: media.uri ?? media.title, categoryId });
      player = createPlayer(element, {
        src: playerSrcOf(page),
        media,
        events,
        ads: playerAdsOf(page),
        consent: scope.consent,
        loadScript: (src) => documentScripts(scope).load(src),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    let current = true;
    siteSectionFor(page, scope, (siteSectionId) => current && player.setAds({ siteSectionId }));
    player.ready.catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => {
      current = false;
      player.destroy();
    };
  }, [surface, started, media, page, categoryId, scope]);
  return failure;
}
