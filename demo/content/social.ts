/**
 * The network's social account as the home page shows it (the ENT_M110
 * island): a dozen posts, written for the demo, as the network's feed
 * sends them: plain text, its links marked by character ranges (never
 * markup), an optional picture with its alt text, and when each was posted.
 * Posting times are counted back from the request's clock, so the demo
 * always reads as a live account; the answer carries that clock (`now`).
 * Node-safe: plain data.
 */
import { clipUrl, episodeUrl, showUrl } from './catalogue.js';
import { result } from './cards.js';
import { imageRef } from './images.js';

export const SOCIAL_FEED_PATH = '/feeds/social/posts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoPost {
  text: string;
  /** Each `[words, url]`: the first place `words` appear in the text links to `url`. */
  links?: readonly (readonly [string, string])[];
  /** How long before the request it was posted, in ms. */
  ago: number;
  image?: readonly [name: string, alt: string];
}

const POSTS: readonly DemoPost[] = [
  { ago: 4 * MINUTE, text: 'The printer has formally filed a grievance. HR has asked it to put the complaint in writing, which it refuses to do. Watch the cold open.',
    links: [['Watch the cold open', clipUrl('the-printer-has-unionized')]], image: ['clip-desk-jockeys-printer', 'Two coworkers stare down a furious office printer'] },
  { ago: 47 * MINUTE, text: 'Tonight on The Late Late Laugh: a ventriloquist who is far more nervous than his dummy. 11:30/10:30c. #LateLateLaugh',
    links: [['The Late Late Laugh', showUrl('late-late-laugh')], ['#LateLateLaugh', '/search?keywords=late%20late%20laugh']] },
  { ago: 3 * HOUR, text: 'Reply with the worst thing you have ever said back to a waiter. Marnie Okafor will go first: “You too.”',
    links: [['Marnie Okafor', '/comedians/marnie-okafor']], image: ['clip-standup-okafor', 'Marnie Okafor on stage in the spotlight'] },
  { ago: 9 * HOUR, text: 'Motion to ban haunted mailboxes: carried 6 to 5. The ghost voted twice. Nobody can prove it.',
    links: [['haunted mailboxes', clipUrl('the-hoa-meeting-goes-supernatural')]] },
  { ago: 26 * HOUR, text: 'Grandma has been asked to stop roasting the wedding party. Grandma has declined. Finale Friday 10/9c.',
    links: [['roasting the wedding party', clipUrl('grandma-roasts-the-wedding-party')]], image: ['clip-roast-beef-final', 'A roaster in the spotlight on a red-curtained stage'] },
  { ago: 2 * DAY + 5 * HOUR, text: 'Reminder: the moon cheese was labelled. Labels are not a suggestion. Full episode of Roommates from Space is up now.',
    links: [['Full episode', episodeUrl('roommates-from-space-s1e3')]] },
  { ago: 3 * DAY, text: 'We asked our anchor to switch to oat milk. He has filed a counter-grievance with the printer. This is how unions start.' },
  { ago: 4 * DAY + 2 * HOUR, text: 'Local man reads the terms and conditions, reports that “section 14 knows what you did”.',
    links: [['reads the terms and conditions', clipUrl('local-man-reads-terms-and-conditions')]], image: ['clip-daily-grind-headlines', 'The anchor at the news desk beside a headline screen'] },
  { ago: 8 * DAY, text: 'Which sketch deserves the top spot? The fans have spoken, loudly, in all caps. See the leaderboard.',
    links: [['See the leaderboard', '/leaderboard']] },
  { ago: 12 * DAY, text: 'New word for the Laugh Track Dictionary just dropped. Use it at dinner; we take no responsibility.',
    links: [['Laugh Track Dictionary', '/dictionary']] },
  { ago: 19 * DAY, text: 'High noon. Low speed limit. Two retired dentists. One roundabout.',
    links: [['One roundabout', clipUrl('showdown-at-the-roundabout')]], image: ['clip-cowboys-roundabout', 'A cowboy in a quiet street at dusk'] },
  { ago: 45 * DAY, text: 'Our help page now answers the question we get most: “is the laugh track real?” (It is a very large family.)',
    links: [['Our help page', '/help']] },
];

/** The code-point range of the first `words` in `text`: what the network's feed marks a link with. */
function entity(text: string, words: string, url: string) {
  const at = text.indexOf(words);
  if (at < 0) throw new Error(`“${words}” is not in the post “${text}”`);
  const start = Array.from(text.slice(0, at)).length;
  return { start, end: start + Array.from(words).length, url };
}

/** The feed as made at `now` (epoch ms). */
export function socialFeed(now: number) {
  return result({
    title: 'From our socials',
    account: { name: 'Laugh Track Network', handle: '@laughtrack', url: 'https://social.example/laughtrack' },
    now,
    posts: POSTS.map((post, i) => ({
      id: `ltn-post-${POSTS.length - i}`,
      text: post.text,
      time: new Date(now - post.ago).toISOString(),
      url: `https://social.example/laughtrack/posts/${POSTS.length - i}`,
      ...(post.links ? { entities: post.links.map(([words, url]) => entity(post.text, words, url)) } : {}),
      ...(post.image ? { image: imageRef(post.image[0], post.image[1]) } : {}),
    })),
  });
}

export const socialFeeds: Record<string, unknown> = {
  [SOCIAL_FEED_PATH]: () => socialFeed(Date.now()),
};
