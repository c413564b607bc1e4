/**
 * Site search over the catalogue, for the search page's feed
 * (`/feeds/search?keywords=…`). Every word of the query must appear in a
 * result's text, case and accents ignored. Pure and Node-safe.
 */
import { keyArt, portrait, thumb } from './cards.js';
import { CLIP_LIST, COMEDIAN_LIST, EPISODES, SHOW_LIST, clipUrl, comedianUrl, episodeUrl, showTitle, showUrl } from './catalogue.js';

/** Longer queries are cut: nobody types more, and the feed URL stays short. */
export const MAX_KEYWORDS = 80;

interface Candidate {
  text: string;
  item: { title: string; url: string; meta: string; description: string; image: ReturnType<typeof thumb> };
}

/** Case, accents and curly quotes ignored: the form both sides of a search are compared in. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[‘’]/g, "'")
    .toLowerCase();
}

/** The query's words, folded; empty when there is nothing to search for. */
export function searchTerms(keywords: string): string[] {
  return fold(keywords.slice(0, MAX_KEYWORDS)).split(/[\s,.;:!?“”"()]+/).filter(Boolean);
}

const GROUPS: { kind: string; title: string; candidates: Candidate[] }[] = [
  {
    kind: 'shows',
    title: 'Shows',
    candidates: SHOW_LIST.map((s) => ({
      text: `${s.title} ${s.logline} ${s.about}`,
      item: { title: s.title, url: showUrl(s.slug), meta: s.tuneIn, description: s.logline, image: keyArt(s.slug, s.title) },
    })),
  },
  {
    kind: 'episodes',
    title: 'Full episodes',
    candidates: EPISODES.map((e) => ({
      text: `${e.title} ${showTitle(e.show)} ${e.description}`,
      item: { title: e.title, url: episodeUrl(e.slug), meta: `${showTitle(e.show)} · ${e.label}`, description: e.description, image: thumb(e) },
    })),
  },
  {
    kind: 'clips',
    title: 'Clips',
    candidates: CLIP_LIST.map((c) => ({
      text: `${c.title} ${showTitle(c.show)} ${c.description}`,
      item: { title: c.title, url: clipUrl(c.slug), meta: showTitle(c.show), description: c.description, image: thumb(c) },
    })),
  },
  {
    kind: 'comedians',
    title: 'Comedians',
    candidates: COMEDIAN_LIST.map((c) => ({
      text: `${c.name} ${c.tagline} ${c.special ?? ''} stand-up standup comedian`,
      item: {
        title: c.name,
        url: comedianUrl(c.slug),
        meta: c.special ? `Special: ${c.special}` : 'Stand-up',
        description: c.tagline,
        image: portrait(c.slug, c.name),
      },
    })),
  },
];

/** The search feed for `keywords`: non-empty groups in a fixed order and their total. */
export function searchFeed(keywords: string) {
  const query = keywords.trim().slice(0, MAX_KEYWORDS);
  const terms = searchTerms(query);
  const groups = terms.length === 0
    ? []
    : GROUPS.map((group) => ({
        kind: group.kind,
        title: group.title,
        items: group.candidates.filter((c) => terms.every((t) => fold(c.text).includes(t))).map((c) => c.item),
      })).filter((group) => group.items.length > 0);
  return {
    result: {
      keywords: query,
      total: groups.reduce((sum, group) => sum + group.items.length, 0),
      groups,
      suggestions: ['roast', 'printer', 'space', 'Marnie'].map((word) => ({ title: word, url: `/search?keywords=${encodeURIComponent(word)}` })),
      browse: { title: 'browse every show', url: '/shows' },
    },
  };
}
