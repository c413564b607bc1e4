import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { Dictionary } from './dictionary.js';
import { dictionaryCss } from './dictionary.styles.js';
import { parseDictionaryFeed } from './feed.js';

adoptStyles('dictionary', dictionaryCss);

export default defineIsland(Dictionary, { parseFeed: parseDictionaryFeed });
