/**
 * The roadblock at the foot of the home and show pages (islands/roadblock/)
 * and the mature-content notice before a late-night show's page
 * (islands/interstitial/). Node-safe: plain data.
 */
import { episodeItem, result } from './cards.js';
import { findEpisode } from './catalogue.js';

export const ROADBLOCK_FEED_PATH = '/feeds/global/roadblock';

/** The featured full episodes the roadblock offers to watch now. */
const FEATURED = ['desk-jockeys-s4e1', 'sketchbook-live-s2e7', 'roommates-from-space-s1e3', 'late-late-laugh-s4e12'];

export const roadblockFeeds: Record<string, unknown> = {
  [ROADBLOCK_FEED_PATH]: result({
    title: 'Keep watching',
    // The ad beside the links: the repository's `adUnits` key, as before.
    position: 'roadblock',
    watchNow: FEATURED.map((slug) => {
      const episode = findEpisode(slug);
      if (!episode) throw new Error(`No episode ${slug} in the catalogue`);
      return episodeItem(episode);
    }),
  }),
};

/** The roadblock zone: the same driver and feed on every page, so a visit between them keeps it. */
export const ROADBLOCK_ZONE = { roadblock: { driver: 'ENT_M121', feed: ROADBLOCK_FEED_PATH } };

/** The late-night show whose page opens with the notice. */
export const MATURE_SHOW = 'daily-grind';

/** The notice before the late-night show's page, inline in its manifest. */
export const MATURE_NOTICE_ZONE = {
  app_interstitial: {
    driver: 'ENT_M120',
    priority: 1,
    feedData: result({
      id: 'mature-daily-grind',
      heading: 'Mature content ahead',
      message: [
        'The Daily Grind airs after 11 p.m. for a reason: strong language, adult humour and at least one segment about a colonoscopy.',
        'It is meant for viewers 17 and older. Continue only if that is you.',
      ],
      accept: 'Continue to the show',
      decline: 'Take me back',
      declineUrl: '/',
    }),
  },
};
