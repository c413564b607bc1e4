import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { HeroPromo, parseHeroPromoFeed } from './hero-promo.js';
import { heroPromoCss } from './hero-promo.styles.js';

adoptStyles('hero-promo', heroPromoCss);

export default defineIsland(HeroPromo, { parseFeed: parseHeroPromoFeed });
