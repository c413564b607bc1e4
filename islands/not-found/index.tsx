import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { NotFound, parseNotFoundFeed } from './not-found.js';
import { notFoundCss } from './not-found.styles.js';

adoptStyles('not-found', notFoundCss);

export default defineIsland(NotFound, { parseFeed: parseNotFoundFeed });
