import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { parseGuestListFeed } from './feed.js';
import { GuestList } from './guest-list.js';
import { guestListCss } from './guest-list.styles.js';

adoptStyles('guest-list', guestListCss);

export default defineIsland(GuestList, { parseFeed: parseGuestListFeed });
