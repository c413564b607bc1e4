/**
 * The embed pages' manifests (`/embed/{kind}/{slug}`, listed in pages.ts):
 * an item's player alone, for other sites' iframes.
 *
 * Node-safe: plain data.
 */
import type { Manifest, Zone } from '../../runtime/types.js';
import { EMBED_KINDS, type EmbedKind } from '../../islands/shared/share-links.js';
import { clipFeedPath, playerFeedPath } from './catalogue-feeds.js';
import { findClip, findEpisode } from './catalogue.js';
import { findInterview, findPlaylist, interviewFeedPath, playlistFeedPath } from './playlists.js';

/** What an embed page needs of an item: its title, its show, and the zone of its player. */
interface Embeddable {
  title: string;
  show: string;
  player: Omit<Zone, 'zone'>;
}

/**
 * The items each kind of embed page can show, by slug. A kind the site has
 * no content for yet is missing here, and its embed pages are not found; a
 * new kind adds its finder (its catalogue lookup and its player's driver and
 * feed), nothing else.
 */
const EMBEDDABLE: Partial<Record<EmbedKind, (slug: string) => Embeddable | undefined>> = {
  clips: (slug) => {
    const clip = findClip(slug);
    return clip && { title: clip.title, show: clip.show, player: { driver: 'ENT_M025', feed: clipFeedPath(clip.slug), priority: 1 } };
  },
  playlists: (slug) => {
    const playlist = findPlaylist(slug);
    return playlist && { title: playlist.title, show: 'playlists', player: { driver: 'ENT_M026', feed: playlistFeedPath(playlist.slug), priority: 1 } };
  },
  interviews: (slug) => {
    const interview = findInterview(slug);
    return interview && { title: interview.title, show: 'interviews', player: { driver: 'ENT_M027', feed: interviewFeedPath(interview.slug), priority: 1 } };
  },
  'full-episodes': (slug) => {
    const episode = findEpisode(slug);
    return episode && { title: episode.title, show: episode.show, player: { driver: 'ENT_M015', feed: playerFeedPath(episode.slug), priority: 1 } };
  },
};

/**
 * `/embed/{kind}/{slug}`: the item's player alone, for other sites' iframes.
 * No header, menu, footer, sponsor line or ads: only the player zone, under
 * the `embed` page style, which fits the player to the frame. It is never a
 * modal page, whatever its item's page is. An unknown kind or slug is not
 * found.
 */
export function embedPage(url: URL): Manifest | false {
  const [, kind, slug] = /^\/embed\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname) ?? [];
  if (kind === undefined || slug === undefined || !(EMBED_KINDS as readonly string[]).includes(kind)) return false;
  const item = EMBEDDABLE[kind as EmbedKind]?.(slug);
  if (!item) return false;
  return {
    // A full episode's body id keeps its mark for the episode lock, as on its own page.
    id: kind === 'full-episodes' ? 'full_episode_player_embed' : 'embed',
    title: `${item.title} · Laugh Track Network`,
    pageClass: `page-embed embed-${kind}`,
    pageName: `laughtrack/${item.show}/embed`,
    supplemental: { pageStyle: 'embed' },
    zones: { t1_1c: { zone: 't1_1c', ...item.player } },
  };
}
