/**
 * The site's module feeds, keyed by feed path. Every show, comedian, clip and
 * episode is fictional (catalogue.ts). Each feed answers `{ result: … }`;
 * images are served by the demo image service
 * (images.ts) from the procedural art of art/. Show,
 * episode, clip and search feeds are made from the catalogue in
 * catalogue-feeds.ts and search.ts; the section pages' (shows, full
 * episodes, stand-up, schedule, about) are in section-feeds.ts. Here: the
 * header, menu and footer, and home.
 *
 * Node-safe: plain data.
 */
import { catalogueFeeds } from './catalogue-feeds.js';
import { playlistFeeds } from './playlists.js';
import { art, clip, comedianCard, episode, heroImages, result, showCard } from './cards.js';
import { COMEDIAN_LIST, EPISODES, SHOW_LIST, clipUrl, comedianUrl, episodeUrl, showTitle, showUrl } from './catalogue.js';
import { comedianFeeds } from './comedians.js';
import { COMEDIAN_SEARCH_PATH, comedianDirectoryFeed, comedianSearch } from './comedian-search.js';
import { dictionaryFeeds } from './dictionary.js';
import { SCHEDULE_WEEK_PATH, scheduleWeekFeed } from './schedule.js';
import { searchFeed } from './search.js';
import { roadblockFeeds } from './roadblock.js';
import { sectionFeeds } from './section-feeds.js';

// ------------------------------------------------------------------ catalogue

const SPECIALS = [
  { slug: 'special-overthinking-it', comic: 'marnie-okafor', title: 'Marnie Okafor: Overthinking It', tuneIn: 'Stream now', badge: 'New special' },
  { slug: 'special-medium-rare', comic: 'milo-brandt', title: 'Milo Brandt: Medium Rare', tuneIn: 'Stream now' },
  { slug: 'special-small-talk', comic: 'june-matsuda', title: 'June Matsuda: Small Talk, Big Deal', tuneIn: 'Premieres Sat 10/9c', badge: 'Premiere' },
  { slug: 'special-no-notes', comic: 'raf-moreno', title: 'Raf Moreno: No Notes', tuneIn: 'Stream now' },
];

const specialCard = (s: (typeof SPECIALS)[number]) => ({
  title: s.title,
  url: comedianUrl(s.comic),
  image: art(s.slug, `${s.title} special key art`),
  tuneIn: s.tuneIn,
  ...(s.badge ? { badge: s.badge } : {}),
});

/** The roast finale's card plays the studio applause sign: the site's animated GIF (its still JPG twin shows off-screen). */
const applauseClip = { ...clip('grandma-roasts-the-wedding-party'), image: art('applause-sign', 'The studio applause sign flashing APPLAUSE in lights') };

const TONIGHT = [
  { time: '8:00 PM', datetime: '20:00', show: 'Family Feud-ish', episode: 'S5 · E6 · Thanksgiving, But Everyone Brought Potato Salad', url: '/shows/family-feud-ish', status: 'live' },
  { time: '8:30 PM', datetime: '20:30', show: 'Suburban Legends', episode: 'S2 · E9 · The HOA Meeting Goes Supernatural' , url: '/shows/suburban-legends' },
  { time: '9:00 PM', datetime: '21:00', show: 'Desk Jockeys', episode: 'S4 · E1 · The Printer Has Unionized', url: episodeUrl('desk-jockeys-s4e1'), status: 'new' },
  { time: '9:30 PM', datetime: '21:30', show: 'Roommates from Space', episode: 'S1 · E4 · Gravity Is a Suggestion', url: '/shows/roommates-from-space', status: 'new' },
  { time: '10:00 PM', datetime: '22:00', show: 'Roast Beef', episode: 'Season Finale · Grandma Holds the Mic', url: '/shows/roast-beef' },
  { time: '11:00 PM', datetime: '23:00', show: 'The Daily Grind', episode: 'Headlines, decaffeinated', url: '/shows/daily-grind' },
  { time: '11:30 PM', datetime: '23:30', show: 'The Late Late Laugh', episode: 'S4 · E13 · Guest: a competitive napper', url: '/shows/late-late-laugh' },
];

// ------------------------------------------------------------------ feeds

/** The header's Full Episodes menu: the five latest to air (the catalogue's `aired` is a weekday and a date of this year). */
const RECENT_EPISODES = [...EPISODES].sort((a, b) => Date.parse(`${b.aired.slice(5)} 2026`) - Date.parse(`${a.aired.slice(5)} 2026`)).slice(0, 5);

/** The header, menu and footer feeds: identical on every page, so those zones are kept across navigations. */
const globalFeeds = {
  '/feeds/global/header': result({
    brand: { name: 'Laugh Track Network', tagline: 'Comedy, all day, no laugh track (mostly)', url: '/' },
    // Three menus from the catalogue, each ending with its section's page; then a plain link.
    nav: [
      { title: 'Shows', links: [...SHOW_LIST.map((s) => ({ title: s.title, url: showUrl(s.slug) })), { title: 'All shows', url: '/shows' }] },
      { title: 'Full Episodes', links: [
        ...RECENT_EPISODES.map((e) => ({ title: `${showTitle(e.show)}: ${e.title}`, url: episodeUrl(e.slug) })),
        { title: 'All full episodes', url: '/full-episodes' },
      ] },
      { title: 'Stand-Up', links: [
        ...COMEDIAN_LIST.map((c) => ({ title: c.name, url: comedianUrl(c.slug) })),
        { title: 'Comedian directory', url: '/stand-up' },
      ] },
      { title: 'Schedule', url: '/schedule' },
    ],
    search: { label: 'Search shows, clips and comedians', placeholder: 'Search shows & comics' },
    // A redirect page ('/tonight' → '/schedule'), reachable from every page.
    cta: { title: 'Watch live', url: '/tonight' },
  }),
  '/feeds/global/trending': result({
    label: 'Trending',
    topics: [
      { title: 'PrinterUnion', url: clipUrl('the-printer-has-unionized') },
      { title: 'RoastBeefFinale', url: '/shows/roast-beef' },
      { title: 'MoonCheese', url: episodeUrl('roommates-from-space-s1e3') },
      { title: 'OverthinkingIt', url: comedianUrl('marnie-okafor') },
      { title: 'PotatoSaladGate', url: episodeUrl('family-feud-ish-s5e6') },
      { title: 'MediumNervous', url: clipUrl('milo-brandt-medium-nervous') },
      { title: 'HOAghosts', url: clipUrl('the-hoa-meeting-goes-supernatural') },
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
      { title: 'Discover', links: [
        { title: 'What’s on tonight', url: '/tonight' },
        { title: 'Clip of the day', url: clipUrl('grandma-roasts-the-wedding-party') },
        { title: 'Search the site', url: '/search?keywords=roast' },
        { title: 'The comedy dictionary', url: '/dictionary' },
        { title: 'The fan leaderboard', url: '/leaderboard' },
        { title: 'Quotable lines', url: '/lines' },
        { title: 'Help & FAQ', url: '/help' },
        { title: 'The LTN Shop', url: '/store' },
      ] },
      { title: 'Network', links: [
        { title: 'About us', url: '/about' },
        { title: 'Sign in with your TV provider', url: '/about#tv-provider' },
        { title: 'Terms of use', url: '/legal/terms.html' },
        // The element gallery and the guides: pages the server answers, not manifests, so the browser loads them itself.
        { title: 'For developers', url: '/elements/' },
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
      copyright: `© ${new Date().getFullYear()} Laugh Track Network. All jokes reserved. No sitcom dads were harmed.`,
      links: [
        // Static legacy pages: their manifest is false, so the browser loads them itself.
        { title: 'Terms of use', url: '/legal/terms.html' },
        { title: 'Privacy policy', url: '/legal/privacy.html' },
        { title: 'Disable your ad blocker', url: '/legal/ad-block-help.html' },
      ],
    },
  }),
};

const homeFeeds = {
  '/feeds/home/hero': result({
    pageTitle: 'Laugh Track Network: comedy shows, clips and full episodes',
    kicker: 'Season 4 premiere',
    show: 'Desk Jockeys',
    headline: 'The printer has unionized. Management has not been told.',
    tuneIn: 'New episode Wednesday 9/8c',
    description: 'The fourth season of the most accurate office comedy on television, according to three separate HR departments.',
    ...heroImages('hero-desk-jockeys', 'The Desk Jockeys cast grinning in front of a pink sunburst'),
    cta: { title: 'Watch the premiere', url: episodeUrl('desk-jockeys-s4e1') },
    secondaryCta: { title: 'About the show', url: '/shows/desk-jockeys' },
  }),
  // Carries its clock: the cards' relative dates count from it on the first render, server and hydration alike.
  '/feeds/home/latest-clips': () => result({
    now: Date.now(),
    title: 'Just Dropped',
    seeAll: { title: 'All episodes', url: '/full-episodes' },
    layout: 'featured',
    items: [...['our-host-tries-intermittent-fasting', 'the-printer-has-unionized', 'marnie-okafor-you-too', 'local-man-reads-terms-and-conditions'].map(clip), applauseClip],
  }),
  '/feeds/home/tonight': result({
    title: 'Tonight',
    day: 'Wednesday · Eastern',
    visible: 4,
    slots: TONIGHT,
    seeAll: { title: 'Full schedule', url: '/schedule#lineup' },
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
    cta: { title: 'Meet the writers', url: '/about' },
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
    // A video carousel row (<tf-carousel>) rather than a grid.
    layout: 'row',
    items: ['late-late-laugh-s4e12', 'sketchbook-live-s2e7', 'roommates-from-space-s1e3', 'family-feud-ish-s5e2', 'desk-jockeys-s3e5', 'family-feud-ish-s5e6'].map(episode),
  }),
  '/feeds/home/comedians': result({
    title: 'Stand-Up Spotlight',
    intro: 'Six comics, zero hecklers (we checked). Catch their sets, specials and tour dates.',
    seeAll: { title: 'All comedians', url: '/stand-up' },
    comedians: COMEDIAN_LIST.slice(0, 5).map((c) => comedianCard(c)),
  }),
  '/feeds/home/specials': result({
    title: 'Stand-Up Specials',
    seeAll: { title: 'All specials', url: '/stand-up' },
    shows: SPECIALS.map(specialCard),
  }),
  '/feeds/home/recommended': result({ title: 'Recommended for you', popularTitle: 'Popular right now' }),
  '/feeds/home/most-watched': result({
    title: 'Most Watched This Week',
    layout: 'grid',
    items: ['the-pizza-that-never-came', 'the-hoa-meeting-goes-supernatural', 'showdown-at-the-roundabout', 'milo-brandt-medium-nervous'].map(clip),
  }),
};

export const feeds: Record<string, unknown> = {
  ...globalFeeds,
  ...homeFeeds,
  ...sectionFeeds,
  ...catalogueFeeds,
  ...playlistFeeds,
  // Depends on `?keywords=`: the handlers call it with the request URL.
  '/feeds/search': (url: URL) => searchFeed(url.searchParams.get('keywords') ?? ''),
  '/feeds/stand-up/directory': comedianDirectoryFeed,
  // The directory's search, asked by the module itself with `?q=`.
  [COMEDIAN_SEARCH_PATH]: (url: URL) => comedianSearch(url.searchParams.get('q') ?? ''),
  ...dictionaryFeeds,
  [SCHEDULE_WEEK_PATH]: scheduleWeekFeed,
  ...comedianFeeds,
  ...roadblockFeeds,
};
