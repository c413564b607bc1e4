/**
 * The network's catalogue: shows, full episodes, clips and comedians, and the
 * one place their page URLs are made. Feeds, pages and search all read it, so
 * a link in any feed points at a page that exists. Everything is fictional.
 *
 * Node-safe: plain data.
 */

export interface Show {
  slug: string;
  title: string;
  tuneIn: string;
  badge?: string;
  logline: string;
  about: string;
}

export interface Clip {
  slug: string;
  title: string;
  /** A show slug, or 'stand-up'. */
  show: string;
  /** Seconds. */
  duration: number;
  art: string;
  alt: string;
  description: string;
  isNew?: boolean;
  /** The day the clip went online, an ISO 8601 date (what search engines read as its upload date). */
  published?: string;
}

export interface Episode extends Clip {
  /** "S4 · E1", or "Special". */
  label: string;
  aired: string;
}

export interface Comedian {
  slug: string;
  name: string;
  tagline: string;
  tour?: string;
  special?: string;
}

export const SHOW_LIST: readonly Show[] = [
  { slug: 'desk-jockeys', title: 'Desk Jockeys', tuneIn: 'Wednesdays 9/8c', badge: 'New season', logline: 'An office comedy about five coworkers, one printer and zero actual work.', about: 'The most accurate office comedy on television, according to three separate HR departments. Season four opens with the printer forming a union.' },
  { slug: 'late-late-laugh', title: 'The Late Late Laugh', tuneIn: 'Weeknights 11:30/10:30c', logline: 'Late-night talk, later than everyone else’s.', about: 'A monologue, a couch, a house band that only knows four songs and guests who really should be asleep.' },
  { slug: 'roast-beef', title: 'Roast Beef', tuneIn: 'Fridays 10/9c', badge: 'Finale', logline: 'A roast competition where the grandmas always win.', about: 'Comics roast each other for a golden gravy boat. Season finale: Grandma holds the mic.' },
  { slug: 'suburban-legends', title: 'Suburban Legends', tuneIn: 'Sundays 9:30/8:30c', logline: 'Ghost stories from a cul-de-sac where the HOA is the scariest thing.', about: 'A quiet street, a haunted lawn gnome and a homeowners’ association with supernatural bylaws.' },
  { slug: 'daily-grind', title: 'The Daily Grind', tuneIn: 'Weeknights 11/10c', logline: 'The news, decaffeinated.', about: 'Headlines, field pieces and one anchor who refuses to switch to oat milk.' },
  { slug: 'sketchbook-live', title: 'Sketchbook Live', tuneIn: 'Saturdays 10/9c', logline: 'Live sketch comedy, with real mistakes.', about: 'Ninety minutes of sketches performed live, including the ones that should not have been.' },
  { slug: 'roommates-from-space', title: 'Roommates from Space', tuneIn: 'Tuesdays 10/9c', badge: 'New', logline: 'Two aliens, one lease, zero understanding of the dishwasher.', about: 'Two visitors from a distant moon split a one-bedroom apartment and try very hard to blend in.' },
  { slug: 'prank-call-museum', title: 'Prank Call Museum', tuneIn: 'Thursdays 10:30/9:30c', logline: 'The greatest prank calls in history, lovingly restored.', about: 'Curators present restored prank calls with the reverence of fine art.' },
  { slug: 'cul-de-sac-cowboys', title: 'Cul-de-Sac Cowboys', tuneIn: 'Mondays 10/9c', logline: 'A western where the frontier is a roundabout.', about: 'Two retired dentists bring frontier justice to a suburban dead end.' },
  { slug: 'family-feud-ish', title: 'Family Feud-ish', tuneIn: 'Sundays 8/7c', logline: 'A family sitcom where every dinner is a tournament.', about: 'The Hendersons love each other. They also keep score.' },
];

export const EPISODES: readonly Episode[] = [
  { slug: 'desk-jockeys-s4e1', show: 'desk-jockeys', label: 'S4 · E1', title: 'The Printer Has Unionized', duration: 1322, art: 'clip-desk-jockeys-printer', alt: 'Two coworkers stare down a furious office printer', aired: 'Wed, Oct 1', isNew: true, description: 'The printer demands weekends off and a paper-jam grievance process. Management has not been told.' },
  { slug: 'desk-jockeys-s3e5', show: 'desk-jockeys', label: 'S3 · E5', title: 'A Stand-Up Meeting That Should Have Been an Email', duration: 1342, art: 'clip-desk-jockeys-standup-meeting', alt: 'The whole office standing at their cubicles in a meeting', aired: 'Wed, Mar 12', description: 'The team stands for a meeting that runs long enough to qualify as cardio.' },
  { slug: 'late-late-laugh-s4e12', show: 'late-late-laugh', label: 'S4 · E12', title: 'A Very Nervous Ventriloquist Takes the Couch', duration: 2565, art: 'clip-late-late-laugh-couch', alt: 'A guest at the talk-show desk', aired: 'Tue, Sep 30', description: 'The dummy is calm. The ventriloquist is not. The house band plays them both off.' },
  { slug: 'sketchbook-live-s2e7', show: 'sketchbook-live', label: 'S2 · E7', title: 'The Office Plant Uprising', duration: 1318, art: 'clip-sketchbook-plant', alt: 'A suspicious potted plant watching a cook in a kitchen', aired: 'Sat, Sep 27', isNew: true, description: 'A ficus learns to hold a grudge. Also: a cooking show where the oven is the host.' },
  { slug: 'roommates-from-space-s1e3', show: 'roommates-from-space', label: 'S1 · E3', title: 'Who Ate the Moon Cheese?', duration: 1290, art: 'clip-roommates-moon-cheese', alt: 'Two roommates on a pink planet under a cheesy moon', aired: 'Tue, Sep 23', description: 'A shared fridge, a labelled cheese and an interplanetary incident.' },
  { slug: 'family-feud-ish-s5e2', show: 'family-feud-ish', label: 'S5 · E2', title: 'The Hendersons vs. Their Own Cat', duration: 1335, art: 'clip-family-feud-ish-cat', alt: 'A family of two on a yellow couch in a pink living room', aired: 'Sun, Sep 14', description: 'The cat wins custody of the good armchair. Dad appeals.' },
  { slug: 'family-feud-ish-s5e6', show: 'family-feud-ish', label: 'S5 · E6', title: 'Thanksgiving, But Everyone Brought Potato Salad', duration: 1329, art: 'clip-family-feud-ish-thanksgiving', alt: 'A host in a checkered kitchen with a potted plant', aired: 'Sun, Sep 28', description: 'Seven potato salads, one table, no survivors.' },
  { slug: 'june-matsuda-small-talk-big-deal', show: 'stand-up', label: 'Special', title: 'June Matsuda: Small Talk, Big Deal', duration: 3480, art: 'clip-standup-matsuda', alt: 'June Matsuda on stage between red curtains', aired: 'Sat, Oct 4', description: 'An hour on elevators, weather and the terror of “so, what do you do?”.' },
];

export const CLIP_LIST: readonly Clip[] = [
  { slug: 'the-printer-has-unionized', published: '2026-10-02', show: 'desk-jockeys', title: 'The Printer Has Unionized', duration: 184, art: 'clip-desk-jockeys-printer', alt: 'Two coworkers stare down a furious office printer', isNew: true, description: 'The cold open that started a labour movement among office equipment.' },
  { slug: 'our-host-tries-intermittent-fasting', published: '2026-10-01', show: 'late-late-laugh', title: 'Monologue: Our Host Tries Intermittent Fasting, Loses', duration: 412, art: 'clip-late-late-laugh-monologue', alt: 'The host at the podium under a starburst', isNew: true, description: 'Day one: confident. Day two: negotiating with a breadstick.' },
  { slug: 'grandma-roasts-the-wedding-party', published: '2026-09-27', show: 'roast-beef', title: 'Grandma Roasts the Entire Wedding Party', duration: 296, art: 'clip-roast-beef-final', alt: 'A roaster in the spotlight on a red-curtained stage', description: 'Nobody at the head table is safe, least of all the groom’s haircut.' },
  { slug: 'local-man-reads-terms-and-conditions', published: '2026-09-24', show: 'daily-grind', title: 'Headlines: Local Man Finally Reads Terms and Conditions', duration: 238, art: 'clip-daily-grind-headlines', alt: 'The anchor at the news desk beside a headline screen', description: 'He is fine. He has simply seen things.' },
  { slug: 'the-pizza-that-never-came', published: '2026-09-19', show: 'prank-call-museum', title: 'The Pizza That Never Came', duration: 167, art: 'clip-prank-call-pizza', alt: 'A delivery driver on a city street at night', description: 'A restored 1994 classic: forty pizzas, one confused florist.' },
  { slug: 'the-hoa-meeting-goes-supernatural', published: '2026-09-15', show: 'suburban-legends', title: 'The HOA Meeting Goes Supernatural', duration: 201, art: 'clip-suburban-legends-hoa', alt: 'A neighbour walking past glowing suburban houses', description: 'Motion to ban haunted mailboxes: carried, by the ghost.' },
  { slug: 'showdown-at-the-roundabout', published: '2026-09-09', show: 'cul-de-sac-cowboys', title: 'Showdown at the Roundabout', duration: 149, art: 'clip-cowboys-roundabout', alt: 'A cowboy in a quiet street at dusk', description: 'High noon, low speed limit.' },
  { slug: 'marnie-okafor-you-too', published: '2026-09-30', show: 'stand-up', title: 'Marnie Okafor on Replying “You Too” to a Waiter', duration: 318, art: 'clip-standup-okafor', alt: 'Marnie Okafor on stage in the spotlight', isNew: true, description: '“Enjoy your meal.” “You too.” A four-year spiral, in five minutes.' },
  { slug: 'milo-brandt-medium-nervous', published: '2026-09-12', show: 'stand-up', title: 'Milo Brandt Explains Why He Orders Steak “Medium Nervous”', duration: 276, art: 'clip-standup-brandt', alt: 'Milo Brandt at the mic in a golden spotlight', description: 'A steak, a waiter and a man who cannot commit to a doneness.' },
];

export const COMEDIAN_LIST: readonly Comedian[] = [
  { name: 'Marnie Okafor', slug: 'marnie-okafor', tagline: 'Overthinks so you don’t have to. Former middle-school substitute, current menace.', tour: '14 cities', special: 'Overthinking It' },
  { name: 'Milo Brandt', slug: 'milo-brandt', tagline: 'Bit about his dad’s grill has its own fan club.', special: 'Medium Rare' },
  { name: 'Priya Castellanos', slug: 'priya-castellanos', tagline: 'Crowd work so gentle it counts as therapy.', tour: 'Spring dates' },
  { name: 'Theo Lindqvist', slug: 'theo-lindqvist', tagline: 'Swedish deadpan, Midwestern apologies.' },
  { name: 'June Matsuda', slug: 'june-matsuda', tagline: 'Rated the funniest person at her own book club, twice.', special: 'Small Talk, Big Deal' },
  { name: 'Raf Moreno', slug: 'raf-moreno', tagline: 'Tells one story per set. It is always worth it.', tour: 'West Coast' },
];

// ------------------------------------------------------------------ URLs

export const showUrl = (slug: string) => (slug === 'stand-up' ? '/stand-up' : `/shows/${slug}`);
export const episodeUrl = (slug: string) => `/full-episodes/${slug}`;
export const clipUrl = (slug: string) => `/clips/${slug}`;
/** A show's series video list: every episode and clip of it. */
export const seriesVideosUrl = (slug: string) => `/shows/${slug}/videos`;
export const comedianUrl = (slug: string) => `/comedians/${slug}`;

export function showTitle(slug: string): string {
  return slug === 'stand-up' ? 'Stand-Up' : (SHOW_LIST.find((s) => s.slug === slug)?.title ?? slug);
}

export const findShow = (slug: string) => SHOW_LIST.find((s) => s.slug === slug);
export const findClip = (slug: string) => CLIP_LIST.find((c) => c.slug === slug);
export const findEpisode = (slug: string) => EPISODES.find((e) => e.slug === slug);
export const episodesOf = (show: string) => EPISODES.filter((e) => e.show === show);
export const clipsOf = (show: string) => CLIP_LIST.filter((c) => c.show === show);
