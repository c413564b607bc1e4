import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseSearchResultsFeed, SearchResults } from './search-results.js';
import { searchResultsCss } from './search-results.styles.js';

adoptStyles('search-results', searchResultsCss);

export default defineIsland(SearchResults, { parseFeed: parseSearchResultsFeed });
