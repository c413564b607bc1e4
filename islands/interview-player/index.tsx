import { defineIsland } from '../define-island.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { commentsCss } from '../shared/comments/comments.styles.js';
import { sharePanelCss } from '../shared/share-panel.styles.js';
import { InterviewPlayer, parseInterviewFeed } from './interview-player.js';
import { interviewPlayerCss } from './interview-player.styles.js';

adoptStyles('interview-player', interviewPlayerCss);
adoptStyles('share-panel', sharePanelCss);
adoptStyles('comments', commentsCss);

export default defineIsland(InterviewPlayer, { parseFeed: parseInterviewFeed });
