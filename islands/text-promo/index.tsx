import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseTextPromoFeed, TextPromo } from './text-promo.js';
import { textPromoCss } from './text-promo.styles.js';

adoptStyles('text-promo', textPromoCss);

export default defineIsland(TextPromo, { parseFeed: parseTextPromoFeed });
