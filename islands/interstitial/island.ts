import type { IslandDescriptor } from '../descriptor.js';

/**
 * A disclaimer shown before the page (the `app_interstitial` zone). No
 * reserved box: its dialog sits above the page, never in its flow.
 * Browser only: whether it opens depends on what this visitor accepted,
 * which only the browser's site storage knows.
 */
export const interstitial: IslandDescriptor = {
  driver: 'ENT_M120',
  load: () => import('./index.js'),
};
