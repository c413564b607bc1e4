/**
 * The network's week on air (the schedule page's ENT_M049 zone): seven days
 * from Monday, November 30, 2026, each night's slots in Eastern time (UTC−5,
 * written as ISO 8601 with their offset), a slot whose episode is in the
 * catalogue linking to its full episode. Node-safe: plain data.
 */
import { result } from './cards.js';
import { episodeUrl, findEpisode, findShow, showUrl } from './catalogue.js';

export const SCHEDULE_WEEK_PATH = '/feeds/schedule/week';

/** The week's first day, as a date in Eastern. */
const FIRST_DAY = '2026-11-30';

interface Airing {
  at: string;
  show: string;
  episode?: string;
  /** A catalogue episode: the slot gets its watch-full-episode link. */
  full?: string;
  status?: 'live' | 'new';
}

const late: Airing[] = [
  { at: '23:00', show: 'daily-grind', episode: 'Headlines, decaffeinated' },
  { at: '23:30', show: 'late-late-laugh', episode: 'S4 · E12 · A Very Nervous Ventriloquist Takes the Couch', full: 'late-late-laugh-s4e12' },
];

const NIGHTS: Airing[][] = [
  // Monday
  [{ at: '20:00', show: 'family-feud-ish', episode: 'S5 · E2 · The Hendersons vs. Their Own Cat', full: 'family-feud-ish-s5e2', status: 'live' },
    { at: '20:30', show: 'prank-call-museum', episode: 'The Pizza That Never Came' },
    { at: '22:00', show: 'cul-de-sac-cowboys', episode: 'S2 · E4 · Showdown at the Roundabout', status: 'new' }, ...late],
  // Tuesday
  [{ at: '20:00', show: 'desk-jockeys', episode: 'S3 · E5 · A Stand-Up Meeting That Should Have Been an Email', full: 'desk-jockeys-s3e5' },
    { at: '21:00', show: 'roommates-from-space', episode: 'S1 · E3 · Who Ate the Moon Cheese?', full: 'roommates-from-space-s1e3' },
    { at: '22:00', show: 'roommates-from-space', episode: 'S1 · E4 · Gravity Is a Suggestion', status: 'new' }, ...late],
  // Wednesday
  [{ at: '20:00', show: 'family-feud-ish', episode: 'S5 · E6 · Thanksgiving, But Everyone Brought Potato Salad', full: 'family-feud-ish-s5e6' },
    { at: '20:30', show: 'suburban-legends', episode: 'S2 · E9 · The HOA Meeting Goes Supernatural' },
    { at: '21:00', show: 'desk-jockeys', episode: 'S4 · E1 · The Printer Has Unionized', full: 'desk-jockeys-s4e1', status: 'new' },
    { at: '22:00', show: 'roast-beef', episode: 'Season Finale · Grandma Holds the Mic' }, ...late],
  // Thursday
  [{ at: '20:00', show: 'sketchbook-live', episode: 'S2 · E7 · The Office Plant Uprising', full: 'sketchbook-live-s2e7' },
    { at: '22:30', show: 'prank-call-museum', episode: 'Wing Two: The Fax Machine Years', status: 'new' }, ...late],
  // Friday
  [{ at: '20:00', show: 'stand-up', episode: 'June Matsuda: Small Talk, Big Deal', full: 'june-matsuda-small-talk-big-deal' },
    { at: '22:00', show: 'roast-beef', episode: 'S3 · E8 · The Dentists Roast Each Other' },
    { at: '23:00', show: 'daily-grind', episode: 'The Week, Decaffeinated' }],
  // Saturday
  [{ at: '20:00', show: 'desk-jockeys', episode: 'S4 · E1 · The Printer Has Unionized', full: 'desk-jockeys-s4e1' },
    { at: '22:00', show: 'sketchbook-live', episode: 'S2 · E8 · Live, With Real Mistakes', status: 'new' }],
  // Sunday
  [{ at: '20:00', show: 'family-feud-ish', episode: 'S5 · E7 · The Great Board Game Schism', status: 'new' },
    { at: '21:30', show: 'suburban-legends', episode: 'S2 · E10 · The Gnome Remembers' }],
];

/** The day `offset` days after the first, as `YYYY-MM-DD`. */
function dayAfter(offset: number): string {
  const date = new Date(`${FIRST_DAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

function slot(date: string, airing: Airing) {
  const show = airing.show === 'stand-up' ? { title: 'Stand-Up Special' } : findShow(airing.show);
  if (!show) throw new Error(`No show ${airing.show} in the catalogue`);
  if (airing.full && !findEpisode(airing.full)) throw new Error(`No episode ${airing.full} in the catalogue`);
  return {
    start: `${date}T${airing.at}:00-05:00`,
    show: show.title,
    ...(airing.episode ? { episode: airing.episode } : {}),
    url: showUrl(airing.show),
    ...(airing.full ? { watch: episodeUrl(airing.full) } : {}),
    ...(airing.status ? { status: airing.status } : {}),
  };
}

export const scheduleWeekFeed = result({
  title: 'This Week',
  anchor: 'lineup',
  intro: 'Seven nights of comedy. All times Eastern.',
  days: NIGHTS.map((night, i) => {
    const date = dayAfter(i);
    return { date: `${date}T00:00:00-05:00`, slots: night.map((airing) => slot(date, airing)) };
  }),
});
