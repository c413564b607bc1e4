import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { HeroPromo, parseHeroPromoFeed } from './hero-promo.js';
import { heroPromoCss } from './hero-promo.styles.js';
import { heroPromo } from './island.js';

adoptStyles('hero-promo', heroPromoCss);

export default defineIsland(heroPromo.driver, HeroPromo, { parseFeed: parseHeroPromoFeed });
