/**
 * Feeds of the demo's script modules, merged into the
 * site's feeds by demo/api/site-content.ts. All shows and sketches are fictional.
 */

import { clipUrl, showTitle, showUrl } from '../content/catalogue.js';
import { SKETCHES } from '../content/leaderboard-sketches.js';

const HALF_HOUR = 30 * 60_000;

/** Tonight's line-up, repeated around the clock. `slots` are in half hours. */
const LINE_UP = [
  { title: 'The Late Late Laugh', episode: 'S4 E12 · Guest host: a very nervous ventriloquist', slots: 2, url: '/shows/late-late-laugh' },
  { title: 'Sketchbook Live', episode: 'S2 E7 · The Office Plant Uprising', slots: 1, url: '/shows/sketchbook-live' },
  { title: 'Stand-Up Saturday', episode: 'Marnie Okafor: Overthinking It', slots: 2, url: '/standup' },
  { title: 'Roommates from Space', episode: 'S1 E3 · Who Ate the Moon Cheese?', slots: 1, url: '/shows/roommates-from-space' },
  { title: 'Prank Call Museum', episode: 'S3 E1 · The Pizza That Never Came', slots: 1 },
  { title: 'Family Feud-ish', episode: 'The Hendersons vs. Their Own Cat', slots: 1, url: '/shows/family-feud-ish' },
] as const;

export interface ScheduleItem {
  title: string;
  episode: string;
  start: number;
  end: number;
  url?: string;
}

/**
 * The schedule around `now`: the slot on air and the five after it, with
 * real epoch times so "in 25 min" is always true. Pure, for tests.
 */
export function nowOnTvFeed(now: number): { result: { title: string; channel: string; items: ScheduleItem[] } } {
  const cycle = LINE_UP.reduce((sum, show) => sum + show.slots, 0);
  const halfHour = Math.floor(now / HALF_HOUR);
  // Walk back to the start of the show covering `now` in the repeating line-up.
  let position = halfHour % cycle;
  let index = 0;
  while (position >= LINE_UP[index]!.slots) {
    position -= LINE_UP[index]!.slots;
    index++;
  }
  let start = (halfHour - position) * HALF_HOUR;
  const items: ScheduleItem[] = [];
  for (let i = 0; i < 6; i++) {
    const show = LINE_UP[(index + i) % LINE_UP.length]!;
    const end = start + show.slots * HALF_HOUR;
    items.push({ title: show.title, episode: show.episode, start, end, ...('url' in show ? { url: show.url } : {}) });
    start = end;
  }
  return { result: { title: 'Now on TV', channel: 'Laugh Track Network · Eastern', items } };
}

export const fanPollFeed = {
  result: {
    pollId: 'sketch-of-the-week-42',
    title: 'Fan poll',
    question: 'Which sketch made you laugh hardest?',
    options: [
      { id: 'dentist-karaoke', label: 'Dentist Karaoke Night', votes: 412 },
      { id: 'honest-weather', label: 'The Overly Honest Weather Report', votes: 538 },
      { id: 'grandma-group-chat', label: 'Grandma Joins the Group Chat', votes: 621 },
      { id: 'pigeon-interview', label: 'A Pigeon’s Job Interview', votes: 297 },
    ],
  },
};

export const ARCHIVE_FEED_PATH = '/feeds/modules/archive';

/**
 * The archive of the classic-script "From the archive" modules: the fan-voted
 * sketches, oldest first, each linking to its clip, else to its show.
 */
export function archiveFeed(): { result: { title: string; intro: string; items: { title: string; show: string; year: string; url: string; blurb: string }[] } } {
  const items = [...SKETCHES]
    .sort((a, b) => a.aired.localeCompare(b.aired))
    .map((sketch) => ({
      title: sketch.title,
      show: showTitle(sketch.show),
      year: sketch.aired.slice(0, 4),
      url: sketch.clip ? clipUrl(sketch.clip) : showUrl(sketch.show),
      blurb: `${sketch.votes.toLocaleString('en-US')} fan votes${sketch.clip ? '' : ' · on the show page'}`,
    }));
  return { result: { title: 'From the archive', intro: 'Classic sketches the fans keep coming back to, oldest first.', items } };
}

export const scriptFeeds: Record<string, unknown> = {
  [ARCHIVE_FEED_PATH]: archiveFeed(),
  '/feeds/modules/now-on-tv': () => nowOnTvFeed(Date.now()),
  '/feeds/modules/fan-poll': fanPollFeed,
};
