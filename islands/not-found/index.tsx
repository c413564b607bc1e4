import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { NotFound, parseNotFoundFeed } from './not-found.js';
import { notFoundCss } from './not-found.styles.js';
import { notFound } from './island.js';

adoptStyles('not-found', notFoundCss);

export default defineIsland(notFound.driver, NotFound, { parseFeed: parseNotFoundFeed });
