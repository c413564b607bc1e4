/**
 * The feeds of the site's section pages (shows, full episodes, stand-up,
 * schedule, about): their heroes, rows and editorial blocks. Every show,
 * comedian, clip and episode is fictional (catalogue.ts).
 *
 * Node-safe: plain data.
 */
import { clip, comedianCard, episode, episodeItem, heroImages, result, showCard } from './cards.js';
import { COMEDIAN_LIST, EPISODES, SHOW_LIST, clipUrl, episodeUrl } from './catalogue.js';

export const sectionFeeds = {
  '/feeds/shows/hero': result({
    pageTitle: 'Shows',
    kicker: 'New series',
    show: 'Roommates from Space',
    headline: 'Two aliens, one lease, zero understanding of the dishwasher.',
    tuneIn: 'Tuesdays 10/9c',
    ...heroImages('hero-roommates-from-space', 'The Roommates from Space cast in front of a green planet'),
    cta: { title: 'Watch episode 3', url: episodeUrl('roommates-from-space-s1e3') },
    secondaryCta: { title: 'About the show', url: '/shows/roommates-from-space' },
  }),
  '/feeds/shows/all': result({ title: 'All Shows', shows: SHOW_LIST.map(showCard) }),
  '/feeds/shows/new': result({ title: 'New This Season', shows: SHOW_LIST.filter((s) => s.badge).map(showCard) }),

  '/feeds/full-episodes/hero': result({
    pageTitle: 'Full episodes',
    kicker: 'Season finale',
    show: 'Roast Beef',
    headline: 'Grandma holds the mic. Nobody is safe.',
    tuneIn: 'Friday 10/9c · Stream the season now',
    ...heroImages('hero-roast-beef', 'The Roast Beef contestants in front of a fiery sunburst'),
    cta: { title: 'Watch the roast', url: clipUrl('grandma-roasts-the-wedding-party') },
    secondaryCta: { title: 'About the show', url: '/shows/roast-beef' },
  }),
  '/feeds/full-episodes/latest': result({
    title: 'Latest Full Episodes',
    layout: 'grid',
    items: EPISODES.map(episodeItem),
  }),

  '/feeds/stand-up/hero': result({
    pageTitle: 'Stand-up',
    kicker: 'New special',
    show: 'Overthinking It',
    headline: 'Marnie Okafor’s first hour, recorded in one take and three hundred second thoughts.',
    tuneIn: 'Streaming now',
    ...heroImages('hero-stand-up', 'Three comedians in front of a spotlight burst'),
    cta: { title: 'Watch a clip', url: clipUrl('marnie-okafor-you-too') },
    // In-page anchor: scrolls to Marnie's card further down this page.
    secondaryCta: { title: 'Meet Marnie', url: '#marnie-okafor' },
  }),
  '/feeds/stand-up/comedians': result({
    title: 'Comedians',
    comedians: COMEDIAN_LIST.map((c) => comedianCard(c, true)),
  }),
  '/feeds/stand-up/clips': result({
    title: 'Stand-Up Clips',
    layout: 'grid',
    items: [clip('marnie-okafor-you-too'), clip('milo-brandt-medium-nervous'), episode('june-matsuda-small-talk-big-deal')],
  }),

  '/feeds/schedule/hero': result({
    pageTitle: 'Schedule',
    kicker: 'Tonight at 11:30',
    show: 'The Late Late Laugh',
    headline: 'Guest: a competitive napper. Musical guest: the same napper, snoring.',
    tuneIn: 'Weeknights 11:30/10:30c',
    ...heroImages('hero-late-late-laugh', 'The Late Late Laugh crew in front of a teal moon'),
    cta: { title: 'Watch last night', url: episodeUrl('late-late-laugh-s4e12') },
    // In-page anchor to the line-up below.
    secondaryCta: { title: 'Jump to tonight’s line-up', url: '#lineup' },
  }),

  '/feeds/about/intro': result({
    variant: 'editorial',
    kicker: 'About us',
    headline: 'Laugh Track Network',
    pageHeading: true,
    body: [
      'We are a comedy network run by people who have been told, repeatedly, that they are “a lot”. Sitcoms, sketch, stand-up and late-night, every day.',
      'Everything on this site is made up: the shows, the comedians, the network and the potato salad.',
    ],
    cta: { title: 'Browse the shows', url: '/shows' },
  }),
  '/feeds/about/tv-provider': result({
    variant: 'editorial',
    kicker: 'Help',
    anchor: 'tv-provider',
    headline: 'Sign in with your TV provider',
    body: [
      'Full episodes unlock when you sign in with the company that sends you a TV bill. Clips are free for everyone, forever, out of spite.',
      'Signed in already? The episode player unlocks by itself on your next visit to an episode.',
    ],
    cta: { title: 'Try an episode', url: episodeUrl('desk-jockeys-s4e1') },
  }),
};
