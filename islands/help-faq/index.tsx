import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseFaqFeed } from './feed.js';
import { HelpFaq } from './help-faq.js';
import { helpFaqCss } from './help-faq.styles.js';

adoptStyles('help-faq', helpFaqCss);

export default defineIsland(HelpFaq, { parseFeed: parseFaqFeed });
