/**
 * The player wrapper, consent-aware: sets
 * up the network's video player for one element.
 *
 * The player library is the network's Embed API (the MTVN Player Embed API,
 * github.com/mtvn-player/embed-api): a classic script that defines
 * `window.MTVNPlayer`, whose `new MTVNPlayer.Player(element, config, events)`
 * draws a player into the element; `events` maps event names (`onReady`,
 * `onStateChange`, `onPlayheadUpdate`, `onMediaStart`, `onMediaEnd`,
 * `onPlaylistComplete`, `onMetadata`) to callbacks receiving `{target,
 * data}`; the player has `play()`, `pause()`, `seek(seconds)`, `destroy()`,
 * `bind`/`unbind` and a live `config`. This file is the only one that knows
 * those names. The demo's stand-in is demo/public/vendor/player.js.
 *
 * The wrapper throws (synchronously, from `createPlayer`) when the browser
 * cannot play (runtime/tve/playback-support.ts) or no player script is
 * configured (configuration key `playerSrc`); otherwise it loads the script
 * once per document and creates the player with width and height 100 %,
 * multiplayer on, and the consent parameters (`consent`
 * 'false' and the analytics, audience-measurement and data-exchange
 * reporters off until consent, 'true' and on after), following later
 * changes of consent on the player's live `config`.
 *
 * The player script is asked for at version 2.5.2, the version the site is
 * built against: the wrapper adds `v=2.5.2` to the `playerSrc` URL (the same
 * way the TV-everywhere services are asked with their `v`), unless the URL
 * already names a `v`.
 *
 * A start time (option `startAt`, whole seconds) reaches the player as
 * `flashVars.startTime`: the name the Embed API gives the start offset of
 * `playIndex(index, startTime)` and `playURI(uri, startTime)`; the player
 * begins playback there instead of at 0. It is left out at 0.
 */
import { consentParameters } from '../consent/parameters.js';
import type { ConsentSource } from '../consent/consent-store.js';
import { playbackSupported } from './playback-support.js';

/** The player script version the site is built against, asked for in the script's URL. */
export const PLAYER_VERSION = '2.5.2';

/** `src` with `v={PLAYER_VERSION}` added to its query, unless it names a version already. */
export function playerScriptUrl(src: string): string {
  const hash = src.indexOf('#');
  const [path, fragment] = hash < 0 ? [src, ''] : [src.slice(0, hash), src.slice(hash)];
  if (/[?&]v=/.test(path)) return src;
  return `${path}${path.includes('?') ? '&' : '?'}v=${PLAYER_VERSION}${fragment}`;
}

export const playerMessages = {
  unsupported: 'Video playback is not supported on this device',
  noSource: 'No player script is configured (playerSrc)',
  noLibrary: (src: string) => `The player library at ${src} did not define MTVNPlayer.Player`,
  destroyed: 'The player was destroyed before it was created',
} as const;

/** The MTVN play states (`MTVNPlayer.PlayState`). */
export type PlayState = 'playing' | 'paused' | 'stopped' | 'buffering' | 'seeking';

/** The player's config (`MTVNPlayer.Player` `config`), as this wrapper fills it. */
export interface PlayerConfig {
  /** The content URI (`data-contenturi`). */
  uri?: string;
  width: string;
  height: string;
  /** Several players on one page. */
  multiplayer: boolean;
  /** The ad parameter `consent`, 'false' until consent. */
  consent: 'true' | 'false';
  /** The player's analytics, audience-measurement and data-exchange reporters. */
  reporters: { analytics: boolean; audienceMeasurement: boolean; dataExchange: boolean };
  /** The Embed API's flashVars: `autoPlay` starts playback once ready, at `startTime` seconds when given. */
  flashVars: { autoPlay: boolean; startTime?: number };
  /** What the player shows before its metadata arrives (the Embed API's placeholder). */
  placeholder: { title: string; poster?: string; duration?: number };
  /** Its ad calls' network id and media site parameter (from the site configuration); absent when not configured. */
  adNetworkId?: string;
  mediaSiteParameter?: string;
  /** The ad repository's `website.videoSiteSectionId`, once its answer is in. */
  siteSectionId?: string;
  /**
   * The player content set the item plays from (the site's
   * `playerContentSets`: one for videos, one for full episodes, one for
   * playlists), which chooses the player's settings and reporting for that
   * kind of item; absent when the site configures none.
   */
  contentSet?: string;
}

/** The configuration's video ad network id and media site parameter, for the player's own ad calls. */
export interface PlayerAds {
  adNetworkId?: string;
  mediaSiteParameter?: string;
  siteSectionId?: string;
}

export interface PlayerEvent<T = unknown> {
  target: MtvnPlayer;
  data?: T;
}

/** The events object of `new MTVNPlayer.Player(element, config, events)`. */
export interface PlayerEvents {
  onReady?(event: PlayerEvent): void;
  onStateChange?(event: PlayerEvent<PlayState>): void;
  onPlayheadUpdate?(event: PlayerEvent<number>): void;
  onMediaStart?(event: PlayerEvent): void;
  onMediaEnd?(event: PlayerEvent): void;
  onPlaylistComplete?(event: PlayerEvent): void;
}

/** An `MTVNPlayer.Player` instance, as far as the site uses it. */
export interface MtvnPlayer {
  config: PlayerConfig;
  state?: PlayState | null;
  playhead?: number;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  destroy(): void;
}

export interface MtvnPlayerApi {
  Player: new (element: HTMLElement, config: PlayerConfig, events: PlayerEvents) => MtvnPlayer;
}

export interface PlayerMedia {
  title: string;
  uri?: string;
  poster?: string;
  /** Seconds. */
  duration?: number;
}

export interface PlayerOptions {
  /** The player script (`playerSrc`); empty or missing throws. */
  src: string | undefined;
  media: PlayerMedia;
  /** The player's ad parameters; `consent` is added by this wrapper. */
  ads?: PlayerAds;
  /** Start playing once ready (default true: the viewer pressed play to get here). */
  autoPlay?: boolean;
  /** Where playback begins, in whole seconds (default 0). */
  startAt?: number;
  /** The player content set of the item's kind (`playerContentSets`); empty or absent: none. */
  contentSet?: string;
  events?: PlayerEvents;
  /** The document's consent store (its scope's). */
  consent: ConsentSource;
  window?: Window;
  /** Default `navigator.userAgent`. */
  userAgent?: string;
  /** Loads a classic script once per document (its scope's script loader). */
  loadScript(src: string): Promise<void>;
}

export interface Player {
  /** Settles once the player exists; rejects when its script fails or defines no player. */
  readonly ready: Promise<MtvnPlayer>;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Ad parameters known later (the repository's site section): the live config the player reads at its next ad call. */
  setAds(ads: PlayerAds): void;
  /** Removes the player (or cancels its creation); safe to call twice. */
  destroy(): void;
}

function consentConfig(granted: boolean): Pick<PlayerConfig, 'consent' | 'reporters'> {
  const p = consentParameters({ granted });
  return { consent: p.adConsent, reporters: { analytics: p.reporters, audienceMeasurement: p.reporters, dataExchange: p.reporters } };
}

/** The ad parameters given, each only when it is not empty. */
function adConfig(ads: PlayerAds): PlayerAds {
  const config: PlayerAds = {};
  for (const key of ['adNetworkId', 'mediaSiteParameter', 'siteSectionId'] as const) if (ads[key]) config[key] = ads[key];
  return config;
}

/** The config the player is created with, consent as it stands. */
export function playerConfig(media: PlayerMedia, granted: boolean, autoPlay: boolean, ads: PlayerAds = {}, startAt = 0, contentSet = ''): PlayerConfig {
  const startTime = Number.isFinite(startAt) && startAt > 0 ? Math.floor(startAt) : 0;
  return {
    ...adConfig(ads),
    ...(contentSet.trim() ? { contentSet: contentSet.trim() } : {}),
    ...(media.uri ? { uri: media.uri } : {}),
    width: '100%',
    height: '100%',
    multiplayer: true,
    ...consentConfig(granted),
    flashVars: { autoPlay, ...(startTime > 0 ? { startTime } : {}) },
    placeholder: { title: media.title, ...(media.poster ? { poster: media.poster } : {}), ...(media.duration !== undefined ? { duration: media.duration } : {}) },
  };
}

export function createPlayer(element: HTMLElement, options: PlayerOptions): Player {
  const win = options.window ?? window;
  if (!playbackSupported(options.userAgent ?? win.navigator.userAgent)) throw new Error(playerMessages.unsupported);
  const given = options.src?.trim();
  if (!given) throw new Error(playerMessages.noSource);
  const src = playerScriptUrl(given);
  const { consent, loadScript } = options;
  let granted = false;
  let ads: PlayerAds = options.ads ?? {};
  let instance: MtvnPlayer | undefined;
  let destroyed = false;

  const unsubscribe = consent.subscribe((state) => {
    granted = state.granted;
    // The live config is what the player reads when it next reports or asks for an ad.
    if (instance) Object.assign(instance.config, consentConfig(granted));
  });

  const ready = loadScript(src).then(() => {
    const api = (win as Window & { MTVNPlayer?: Partial<MtvnPlayerApi> }).MTVNPlayer;
    if (typeof api?.Player !== 'function') throw new Error(playerMessages.noLibrary(src));
    if (destroyed) throw new Error(playerMessages.destroyed);
    const config = playerConfig(options.media, granted, options.autoPlay ?? true, ads, options.startAt, options.contentSet);
    instance = new api.Player(element, config, options.events ?? {});
    return instance;
  });
  // A caller that never asks for `ready` must not see an unhandled rejection.
  ready.catch(() => {});

  const call = (action: (player: MtvnPlayer) => void) => {
    if (!destroyed) void ready.then((player) => !destroyed && action(player), () => {});
  };

  return {
    ready,
    play: () => call((p) => p.play()),
    pause: () => call((p) => p.pause()),
    seek: (seconds) => call((p) => p.seek(seconds)),
    setAds(more) {
      ads = { ...ads, ...more };
      if (instance) Object.assign(instance.config, adConfig(more));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      try {
        instance?.destroy();
      } catch {
        // The library's own teardown failing leaves nothing of ours behind.
      }
      instance = undefined;
    },
  };
}
