import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseInterstitialFeed } from './feed.js';
import { Interstitial } from './interstitial.js';
import { interstitialCss } from './interstitial.styles.js';

adoptStyles('interstitial', interstitialCss);

export default defineIsland(Interstitial, { parseFeed: parseInterstitialFeed });
