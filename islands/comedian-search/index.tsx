import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { ComedianSearch } from './comedian-search.js';
import { comedianSearchCss } from './comedian-search.styles.js';
import { parseComedianSearchFeed } from './feed.js';

adoptStyles('comedian-search', comedianSearchCss);

export default defineIsland(ComedianSearch, { parseFeed: parseComedianSearchFeed });
