/**
 * The site's module feeds, keyed by feed path. Every show, comedian, clip and
 * episode is fictional. Each feed answers `{ result: … }` (spec 000 §3
 * "Feed response"); images point at the procedural art of art.ts.
 *
 * Node-safe: plain data.
 */

interface Img {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const art = (name: string, alt: string, width: number, height: number): Img => ({ url: `/art/${name}.svg`, alt, width, height });
const keyArt = (slug: string, title: string) => art(`show-${slug}`, `${title} key art`, 400, 600);
const clipArt = (name: string, alt: string) => art(name, alt, 640, 360);
const portrait = (slug: string, name: string) => art(`comic-${slug}`, `${name} at the mic`, 600, 600);

// ------------------------------------------------------------------ catalogue

export const SHOW_LIST = [
  { slug: 'desk-jockeys', title: 'Desk Jockeys', tuneIn: 'Wednesdays 9/8c', badge: 'New season' },
  { slug: 'late-late-laugh', title: 'The Late Late Laugh', tuneIn: 'Weeknights 11:30/10:30c' },
  { slug: 'roast-beef', title: 'Roast Beef', tuneIn: 'Fridays 10/9c', badge: 'Finale' },
  { slug: 'suburban-legends', title: 'Suburban Legends', tuneIn: 'Sundays 9:30/8:30c' },
  { slug: 'daily-grind', title: 'The Daily Grind', tuneIn: 'Weeknights 11/10c' },
  { slug: 'sketchbook-live', title: 'Sketchbook Live', tuneIn: 'Saturdays 10/9c' },
  { slug: 'roommates-from-space', title: 'Roommates from Space', tuneIn: 'Tuesdays 10/9c', badge: 'New' },
  { slug: 'prank-call-museum', title: 'Prank Call Museum', tuneIn: 'Thursdays 10:30/9:30c' },
  { slug: 'cul-de-sac-cowboys', title: 'Cul-de-Sac Cowboys', tuneIn: 'Mondays 10/9c' },
  { slug: 'family-feud-ish', title: 'Family Feud-ish', tuneIn: 'Sundays 8/7c' },
] as const;

const showCard = (s: (typeof SHOW_LIST)[number]) => ({
  title: s.title,
  url: `/shows/${s.slug}`,
  image: keyArt(s.slug, s.title),
  tuneIn: s.tuneIn,
  ...('badge' in s ? { badge: s.badge } : {}),
});

const SPECIALS = [
  { slug: 'special-overthinking-it', title: 'Marnie Okafor: Overthinking It', tuneIn: 'Stream now', badge: 'New special' },
  { slug: 'special-medium-rare', title: 'Milo Brandt: Medium Rare', tuneIn: 'Stream now' },
  { slug: 'special-small-talk', title: 'June Matsuda: Small Talk, Big Deal', tuneIn: 'Premieres Sat 10/9c', badge: 'Premiere' },
  { slug: 'special-no-notes', title: 'Raf Moreno: No Notes', tuneIn: 'Stream now' },
];

const specialCard = (s: (typeof SPECIALS)[number]) => ({
  title: s.title,
  url: `/stand-up#${s.slug}`,
  image: art(s.slug, `${s.title} special key art`, 400, 600),
  tuneIn: s.tuneIn,
  ...(s.badge ? { badge: s.badge } : {}),
});

const CLIPS = {
  printer: { title: 'The Printer Has Unionized', show: 'Desk Jockeys', url: '/shows/desk-jockeys#printer', duration: 184, type: 'clip', image: clipArt('clip-desk-jockeys-printer', 'Two coworkers stare down a furious office printer'), isNew: true },
  standupMeeting: { title: 'A Stand-Up Meeting That Should Have Been an Email', show: 'Desk Jockeys', url: '/shows/desk-jockeys#meeting', duration: 1342, type: 'episode', episode: 'S3 · E5', image: clipArt('clip-desk-jockeys-standup-meeting', 'The whole office standing at their cubicles in a meeting') },
  monologue: { title: 'Monologue: Our Host Tries Intermittent Fasting, Loses', show: 'The Late Late Laugh', url: '/shows/late-late-laugh#monologue', duration: 412, type: 'clip', image: clipArt('clip-late-late-laugh-monologue', 'The host at the podium under a starburst'), isNew: true },
  couch: { title: 'A Very Nervous Ventriloquist Takes the Couch', show: 'The Late Late Laugh', url: '/shows/late-late-laugh#ventriloquist', duration: 2565, type: 'episode', episode: 'S4 · E12', image: clipArt('clip-late-late-laugh-couch', 'A guest at the talk-show desk') },
  roast: { title: 'Grandma Roasts the Entire Wedding Party', show: 'Roast Beef', url: '/shows/roast-beef#finale', duration: 296, type: 'clip', image: clipArt('clip-roast-beef-final', 'A roaster in the spotlight on a red-curtained stage') },
  headlines: { title: 'Headlines: Local Man Finally Reads Terms and Conditions', show: 'The Daily Grind', url: '/shows/daily-grind#headlines', duration: 238, type: 'clip', image: clipArt('clip-daily-grind-headlines', 'The anchor at the news desk beside a headline screen') },
  plant: { title: 'The Office Plant Uprising', show: 'Sketchbook Live', url: '/shows/sketchbook-live#plant', duration: 1318, type: 'episode', episode: 'S2 · E7', image: clipArt('clip-sketchbook-plant', 'A suspicious potted plant watching a cook in a kitchen'), isNew: true },
  moonCheese: { title: 'Who Ate the Moon Cheese?', show: 'Roommates from Space', url: '/shows/roommates-from-space#moon-cheese', duration: 1290, type: 'episode', episode: 'S1 · E3', image: clipArt('clip-roommates-moon-cheese', 'Two roommates on a pink planet under a cheesy moon') },
  pizza: { title: 'The Pizza That Never Came', show: 'Prank Call Museum', url: '/shows/prank-call-museum#pizza', duration: 167, type: 'clip', image: clipArt('clip-prank-call-pizza', 'A delivery driver on a city street at night') },
  cat: { title: 'The Hendersons vs. Their Own Cat', show: 'Family Feud-ish', url: '/shows/family-feud-ish#cat', duration: 1335, type: 'episode', episode: 'S5 · E2', image: clipArt('clip-family-feud-ish-cat', 'A family of two on a yellow couch in a pink living room') },
  hoa: { title: 'The HOA Meeting Goes Supernatural', show: 'Suburban Legends', url: '/shows/suburban-legends#hoa', duration: 201, type: 'clip', image: clipArt('clip-suburban-legends-hoa', 'A neighbour walking past glowing suburban houses') },
  roundabout: { title: 'Showdown at the Roundabout', show: 'Cul-de-Sac Cowboys', url: '/shows/cul-de-sac-cowboys#roundabout', duration: 149, type: 'clip', image: clipArt('clip-cowboys-roundabout', 'A cowboy in a quiet street at dusk') },
  okafor: { title: 'Marnie Okafor on Replying “You Too” to a Waiter', show: 'Stand-Up', url: '/stand-up#marnie-okafor', duration: 318, type: 'clip', image: clipArt('clip-standup-okafor', 'Marnie Okafor on stage in the spotlight'), isNew: true },
  brandt: { title: 'Milo Brandt Explains Why He Orders Steak “Medium Nervous”', show: 'Stand-Up', url: '/stand-up#milo-brandt', duration: 276, type: 'clip', image: clipArt('clip-standup-brandt', 'Milo Brandt at the mic in a golden spotlight') },
  matsuda: { title: 'June Matsuda: Small Talk, Big Deal (Full Special)', show: 'Stand-Up', url: '/stand-up#june-matsuda', duration: 3480, type: 'episode', episode: 'Special', image: clipArt('clip-standup-matsuda', 'June Matsuda on stage between red curtains') },
  thanksgiving: { title: 'Thanksgiving, But Everyone Brought Potato Salad', show: 'Family Feud-ish', url: '/shows/family-feud-ish#thanksgiving', duration: 1329, type: 'episode', episode: 'S5 · E6', image: clipArt('clip-family-feud-ish-thanksgiving', 'A host in a checkered kitchen with a potted plant') },
} as const;

const COMEDIAN_LIST = [
  { name: 'Marnie Okafor', slug: 'marnie-okafor', tagline: 'Overthinks so you don’t have to. Former middle-school substitute, current menace.', tour: '14 cities', special: 'Overthinking It' },
  { name: 'Milo Brandt', slug: 'milo-brandt', tagline: 'Bit about his dad’s grill has its own fan club.', special: 'Medium Rare' },
  { name: 'Priya Castellanos', slug: 'priya-castellanos', tagline: 'Crowd work so gentle it counts as therapy.', tour: 'Spring dates' },
  { name: 'Theo Lindqvist', slug: 'theo-lindqvist', tagline: 'Swedish deadpan, Midwestern apologies.' },
  { name: 'June Matsuda', slug: 'june-matsuda', tagline: 'Rated the funniest person at her own book club, twice.', special: 'Small Talk, Big Deal' },
  { name: 'Raf Moreno', slug: 'raf-moreno', tagline: 'Tells one story per set. It is always worth it.', tour: 'West Coast' },
];

const comedianCard = (c: (typeof COMEDIAN_LIST)[number]) => ({
  name: c.name,
  url: `/stand-up#${c.slug}`,
  image: portrait(c.slug, c.name),
  tagline: c.tagline,
  ...(c.tour ? { tour: c.tour } : {}),
  ...(c.special ? { special: c.special } : {}),
});

const TONIGHT = [
  { time: '8:00 PM', datetime: '20:00', show: 'Family Feud-ish', episode: 'S5 · E6 · Thanksgiving, But Everyone Brought Potato Salad', url: '/shows/family-feud-ish', status: 'live' },
  { time: '8:30 PM', datetime: '20:30', show: 'Suburban Legends', episode: 'S2 · E9 · The HOA Meeting Goes Supernatural' , url: '/shows/suburban-legends' },
  { time: '9:00 PM', datetime: '21:00', show: 'Desk Jockeys', episode: 'S4 · E1 · The Printer Has Unionized', url: '/shows/desk-jockeys', status: 'new' },
  { time: '9:30 PM', datetime: '21:30', show: 'Roommates from Space', episode: 'S1 · E4 · Gravity Is a Suggestion', url: '/shows/roommates-from-space', status: 'new' },
  { time: '10:00 PM', datetime: '22:00', show: 'Roast Beef', episode: 'Season Finale · Grandma Holds the Mic', url: '/shows/roast-beef' },
  { time: '11:00 PM', datetime: '23:00', show: 'The Daily Grind', episode: 'Headlines, decaffeinated', url: '/shows/daily-grind' },
  { time: '11:30 PM', datetime: '23:30', show: 'The Late Late Laugh', episode: 'S4 · E13 · Guest: a competitive napper', url: '/shows/late-late-laugh' },
];

// ------------------------------------------------------------------ feeds

const result = <T,>(data: T) => ({ result: data });

export const feeds: Record<string, unknown> = {
  // Global zones.
  '/feeds/global/header': result({
    brand: { name: 'Laugh Track Network', tagline: 'Comedy, all day, no laugh track (mostly)', url: '/' },
    nav: [
      { title: 'Shows', url: '/shows' },
      { title: 'Full Episodes', url: '/full-episodes' },
      { title: 'Stand-Up', url: '/stand-up' },
      { title: 'Schedule', url: '/schedule' },
    ],
    search: { label: 'Search shows, clips and comedians', placeholder: 'Search shows & comics' },
    cta: { title: 'Watch live', url: '/schedule#live' },
  }),
  '/feeds/global/trending': result({
    label: 'Trending',
    topics: [
      { title: 'PrinterUnion', url: '/shows/desk-jockeys#printer' },
      { title: 'RoastBeefFinale', url: '/shows/roast-beef' },
      { title: 'MoonCheese', url: '/shows/roommates-from-space' },
      { title: 'OverthinkingIt', url: '/stand-up#marnie-okafor' },
      { title: 'PotatoSaladGate', url: '/shows/family-feud-ish' },
      { title: 'MediumNervous', url: '/stand-up#milo-brandt' },
      { title: 'HOAghosts', url: '/shows/suburban-legends' },
    ],
  }),
  '/feeds/global/footer': result({
    brand: 'Laugh Track Network',
    blurb: 'Sitcoms, sketch, stand-up and late-night, brought to you by people who laugh at their own jokes.',
    columns: [
      { title: 'Watch', links: [
        { title: 'Shows', url: '/shows' },
        { title: 'Full Episodes', url: '/full-episodes' },
        { title: 'Stand-Up', url: '/stand-up' },
        { title: 'Schedule', url: '/schedule' },
      ] },
      { title: 'Network', links: [
        { title: 'About us', url: '/about' },
        { title: 'Careers', url: '/careers' },
        { title: 'Press', url: '/press' },
        { title: 'Advertise with us', url: '/advertise' },
      ] },
      { title: 'Help', links: [
        { title: 'FAQ', url: '/faq' },
        { title: 'Sign in with your TV provider', url: '/faq#tv-provider' },
        { title: 'Closed captioning', url: '/faq#captions' },
        { title: 'Contact support', url: '/faq#contact' },
      ] },
    ],
    social: [
      { network: 'instagram', label: 'Laugh Track Network on Instagram', url: 'https://instagram.example/laughtracknetwork' },
      { network: 'tiktok', label: 'Laugh Track Network on TikTok', url: 'https://tiktok.example/@laughtracknetwork' },
      { network: 'youtube', label: 'Laugh Track Network on YouTube', url: 'https://youtube.example/laughtracknetwork' },
      { network: 'x', label: 'Laugh Track Network on X', url: 'https://x.example/laughtracknet' },
      { network: 'facebook', label: 'Laugh Track Network on Facebook', url: 'https://facebook.example/laughtracknetwork' },
    ],
    legal: {
      copyright: '© 2025 Laugh Track Network. All jokes reserved. No sitcom dads were harmed.',
      links: [
        { title: 'Privacy policy', url: '/legal/privacy' },
        { title: 'Terms of use', url: '/legal/terms' },
        { title: 'Ad choices', url: '/legal/ad-choices' },
        { title: 'Disable your ad blocker', url: '/legal/ad-block-help' },
      ],
    },
  }),

  // Home.
  '/feeds/home/hero': result({
    kicker: 'Season 4 premiere',
    show: 'Desk Jockeys',
    headline: 'The printer has unionized. Management has not been told.',
    tuneIn: 'New episode Wednesday 9/8c',
    description: 'The fourth season of the most accurate office comedy on television, according to three separate HR departments.',
    image: art('hero-desk-jockeys', 'The Desk Jockeys cast grinning in front of a pink sunburst', 1600, 700),
    cta: { title: 'Watch the premiere', url: '/shows/desk-jockeys#printer' },
    secondaryCta: { title: 'All episodes', url: '/full-episodes' },
  }),
  '/feeds/home/latest-clips': result({
    title: 'Just Dropped',
    seeAll: { title: 'All clips', url: '/full-episodes' },
    layout: 'featured',
    items: [CLIPS.monologue, CLIPS.printer, CLIPS.okafor, CLIPS.headlines, CLIPS.roast],
  }),
  '/feeds/home/tonight': result({
    title: 'Tonight',
    day: 'Wednesday · Eastern',
    visible: 4,
    slots: TONIGHT,
    seeAll: { title: 'Full schedule', url: '/schedule' },
  }),
  '/feeds/home/shows': result({
    title: 'Shows You’ll Quote at Work',
    seeAll: { title: 'All shows', url: '/shows' },
    shows: SHOW_LIST.map(showCard),
  }),
  '/feeds/home/joke-desk': result({
    variant: 'editorial',
    kicker: 'The Joke Desk',
    headline: 'This week’s best one-liners',
    body: ['Our writers’ room voted. Two people abstained. One person voted for lunch.'],
    quips: [
      { text: 'I told my smart fridge a joke. It didn’t laugh, but it did order more ham.', author: 'Theo Lindqvist' },
      { text: 'My therapist says I overthink. I’ve been thinking about that a lot.', author: 'Marnie Okafor' },
      { text: 'The gym is a place where I pay monthly to feel guilty in person.', author: 'Raf Moreno' },
    ],
    cta: { title: 'More from the Joke Desk', url: '/joke-desk' },
  }),
  '/feeds/home/newsletter': result({
    variant: 'newsletter',
    kicker: 'The Laugh Letter',
    headline: 'Funny, weekly, in your inbox',
    body: ['New episodes, tour dates and one joke per email that we stand behind legally.'],
    signup: {
      label: 'Your email address',
      placeholder: 'you@example.com',
      button: 'Sign me up',
      thanks: 'You’re in! Check your inbox (and your spam folder, it’s shy).',
      fineprint: 'Unsubscribe any time. We’ll only be a little sad.',
    },
  }),
  '/feeds/home/full-episodes': result({
    title: 'Full Episodes',
    seeAll: { title: 'Browse every episode', url: '/full-episodes' },
    layout: 'grid',
    items: [CLIPS.couch, CLIPS.plant, CLIPS.moonCheese, CLIPS.cat, CLIPS.standupMeeting, CLIPS.thanksgiving],
  }),
  '/feeds/home/comedians': result({
    title: 'Stand-Up Spotlight',
    intro: 'Six comics, zero hecklers (we checked). Catch their sets, specials and tour dates.',
    seeAll: { title: 'All comedians', url: '/stand-up' },
    comedians: COMEDIAN_LIST.slice(0, 5).map(comedianCard),
  }),
  '/feeds/home/specials': result({
    title: 'Stand-Up Specials',
    seeAll: { title: 'All specials', url: '/stand-up' },
    shows: SPECIALS.map(specialCard),
  }),
  '/feeds/home/most-watched': result({
    title: 'Most Watched This Week',
    layout: 'grid',
    items: [CLIPS.pizza, CLIPS.hoa, CLIPS.roundabout, CLIPS.brandt],
  }),

  // Shows.
  '/feeds/shows/hero': result({
    kicker: 'New series',
    show: 'Roommates from Space',
    headline: 'Two aliens, one lease, zero understanding of the dishwasher.',
    tuneIn: 'Tuesdays 10/9c',
    image: art('hero-roommates-from-space', 'The Roommates from Space cast in front of a green planet', 1600, 700),
    cta: { title: 'Watch episode 1', url: '/shows/roommates-from-space' },
  }),
  '/feeds/shows/all': result({ title: 'All Shows', shows: SHOW_LIST.map(showCard) }),
  '/feeds/shows/new': result({ title: 'New This Season', shows: SHOW_LIST.filter((s) => 'badge' in s).map(showCard) }),

  // Full episodes.
  '/feeds/full-episodes/hero': result({
    kicker: 'Season finale',
    show: 'Roast Beef',
    headline: 'Grandma holds the mic. Nobody is safe.',
    tuneIn: 'Friday 10/9c · Stream the season now',
    image: art('hero-roast-beef', 'The Roast Beef contestants in front of a fiery sunburst', 1600, 700),
    cta: { title: 'Stream the season', url: '/shows/roast-beef' },
  }),
  '/feeds/full-episodes/latest': result({
    title: 'Latest Full Episodes',
    layout: 'grid',
    items: [CLIPS.thanksgiving, CLIPS.couch, CLIPS.plant, CLIPS.moonCheese, CLIPS.cat, CLIPS.standupMeeting, CLIPS.matsuda],
  }),

  // Stand-up.
  '/feeds/stand-up/hero': result({
    kicker: 'New special',
    show: 'Overthinking It',
    headline: 'Marnie Okafor’s first hour, recorded in one take and three hundred second thoughts.',
    tuneIn: 'Streaming now',
    image: art('hero-stand-up', 'Three comedians in front of a spotlight burst', 1600, 700),
    cta: { title: 'Watch the special', url: '/stand-up#marnie-okafor' },
  }),
  '/feeds/stand-up/comedians': result({
    title: 'Comedians',
    comedians: COMEDIAN_LIST.map(comedianCard),
  }),
  '/feeds/stand-up/clips': result({
    title: 'Stand-Up Clips',
    layout: 'grid',
    items: [CLIPS.okafor, CLIPS.brandt, CLIPS.matsuda],
  }),

  // Schedule.
  '/feeds/schedule/hero': result({
    kicker: 'Tonight at 11:30',
    show: 'The Late Late Laugh',
    headline: 'Guest: a competitive napper. Musical guest: the same napper, snoring.',
    tuneIn: 'Weeknights 11:30/10:30c',
    image: art('hero-schedule', 'The Late Late Laugh crew in front of a teal moon', 1600, 700),
    cta: { title: 'Watch last night', url: '/shows/late-late-laugh' },
  }),
  '/feeds/schedule/tonight': result({
    title: 'Full Schedule',
    day: 'Wednesday · Eastern',
    visible: 7,
    slots: TONIGHT,
  }),
};
