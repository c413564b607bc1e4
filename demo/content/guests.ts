/**
 * The Late Late Laugh's guests, written for the demo: who sat on the couch,
 * in which episode, when it aired. Node-safe: plain data (the art catalogue
 * reads it for the guests' portraits, so it imports nothing that draws).
 */
import { COMEDIAN_LIST } from './catalogue.js';

export const GUEST_SHOW = 'late-late-laugh';

export type GuestType = 'comedian' | 'actor' | 'musician' | 'author' | 'chef' | 'athlete';

export const GUEST_TYPES: readonly { value: GuestType; label: string }[] = [
  { value: 'comedian', label: 'Comedians' },
  { value: 'actor', label: 'Actors' },
  { value: 'musician', label: 'Musicians' },
  { value: 'author', label: 'Authors' },
  { value: 'chef', label: 'Chefs' },
  { value: 'athlete', label: 'Athletes' },
];

export interface Guest {
  slug: string;
  name: string;
  type: GuestType;
  /** What they are known for, as the show's booking card says it. */
  credit: string;
  season: number;
  episode: number;
  /** An ISO 8601 date. */
  aired: string;
  /** The episode's title. */
  title: string;
}

export const GUESTS: readonly Guest[] = [
  { slug: 'otis-vandermeer', name: 'Otis Vandermeer', type: 'comedian', credit: 'Ventriloquist, “Two Mouths, No Waiting”', season: 4, episode: 12, aired: '2026-09-30', title: 'A Very Nervous Ventriloquist Takes the Couch' },
  { slug: 'celeste-amari', name: 'Celeste Amari', type: 'musician', credit: 'Singer-songwriter, album “Porch Light Politics”', season: 4, episode: 12, aired: '2026-09-30', title: 'A Very Nervous Ventriloquist Takes the Couch' },
  { slug: 'marnie-okafor', name: 'Marnie Okafor', type: 'comedian', credit: 'Stand-up, special “Overthinking It”', season: 4, episode: 11, aired: '2026-09-29', title: 'The Band Learns a Fifth Song' },
  { slug: 'dashiell-pruitt', name: 'Dashiell Pruitt', type: 'actor', credit: 'Star of the hospital drama “Code Beige”', season: 4, episode: 11, aired: '2026-09-29', title: 'The Band Learns a Fifth Song' },
  { slug: 'harriet-okonkwo', name: 'Harriet Okonkwo', type: 'author', credit: 'Novelist, “The Lighthouse Keeper’s Accountant”', season: 4, episode: 10, aired: '2026-09-25', title: 'Our Host Reviews His Own Reviews' },
  { slug: 'benny-szabo', name: 'Benny Szabo', type: 'chef', credit: 'Chef, the twelve-seat diner “Szabo’s Counter”', season: 4, episode: 10, aired: '2026-09-25', title: 'Our Host Reviews His Own Reviews' },
  { slug: 'milo-brandt', name: 'Milo Brandt', type: 'comedian', credit: 'Stand-up, special “Medium Rare”', season: 4, episode: 9, aired: '2026-09-24', title: 'The Couch Is Replaced, Nobody Notices' },
  { slug: 'ines-varga', name: 'Ines Varga', type: 'athlete', credit: 'Marathon swimmer, crossed the lake twice in one week', season: 4, episode: 9, aired: '2026-09-24', title: 'The Couch Is Replaced, Nobody Notices' },
  { slug: 'rocco-delacroix', name: 'Rocco Delacroix', type: 'actor', credit: 'Voice of the cartoon detective Inspector Waffle', season: 4, episode: 8, aired: '2026-09-23', title: 'Cue Cards Printed in Comic Sans' },
  { slug: 'the-tin-roof-sisters', name: 'The Tin Roof Sisters', type: 'musician', credit: 'Bluegrass trio, single “Cousin Gravel”', season: 4, episode: 8, aired: '2026-09-23', title: 'Cue Cards Printed in Comic Sans' },
  { slug: 'june-matsuda', name: 'June Matsuda', type: 'comedian', credit: 'Stand-up, special “Small Talk, Big Deal”', season: 4, episode: 7, aired: '2026-09-22', title: 'A Very Long Cold Open' },
  { slug: 'priscilla-hahn', name: 'Priscilla Hahn', type: 'author', credit: 'Memoir, “I Was the Intern Who Broke the Fax”', season: 4, episode: 7, aired: '2026-09-22', title: 'A Very Long Cold Open' },
  { slug: 'gideon-mbeki', name: 'Gideon Mbeki', type: 'actor', credit: 'Lead of the space western “Saddle of Saturn”', season: 4, episode: 6, aired: '2026-09-18', title: 'The Desk Gets a Drawer' },
  { slug: 'lola-fairweather', name: 'Lola Fairweather', type: 'chef', credit: 'Pastry chef and host of “Crumb Court”', season: 4, episode: 6, aired: '2026-09-18', title: 'The Desk Gets a Drawer' },
  { slug: 'priya-castellanos', name: 'Priya Castellanos', type: 'comedian', credit: 'Stand-up, on her spring tour', season: 3, episode: 22, aired: '2026-05-14', title: 'Season Finale: Everyone Gets a Mug' },
  { slug: 'august-renner', name: 'August Renner', type: 'musician', credit: 'Jazz tuba, album “Low and Behold”', season: 3, episode: 22, aired: '2026-05-14', title: 'Season Finale: Everyone Gets a Mug' },
  { slug: 'noor-haddad', name: 'Noor Haddad', type: 'actor', credit: 'Co-star of the sitcom “Two Moms, One Canoe”', season: 3, episode: 21, aired: '2026-05-13', title: 'The Audience Picks the Monologue' },
  { slug: 'wes-kowalczyk', name: 'Wes Kowalczyk', type: 'athlete', credit: 'Retired goalie, now a competitive birdwatcher', season: 3, episode: 21, aired: '2026-05-13', title: 'The Audience Picks the Monologue' },
  { slug: 'theo-lindqvist', name: 'Theo Lindqvist', type: 'comedian', credit: 'Stand-up, Swedish deadpan', season: 3, episode: 18, aired: '2026-04-29', title: 'A Houseplant Guest-Hosts' },
  { slug: 'beatrix-oyelaran', name: 'Beatrix Oyelaran', type: 'author', credit: 'Cookbook, “Soup for People Who Hate Soup”', season: 3, episode: 18, aired: '2026-04-29', title: 'A Houseplant Guest-Hosts' },
  { slug: 'raf-moreno', name: 'Raf Moreno', type: 'comedian', credit: 'Stand-up, one very long story', season: 3, episode: 15, aired: '2026-04-08', title: 'The Tuesday With Two Hosts' },
  { slug: 'marguerite-sollis', name: 'Marguerite Sollis', type: 'actor', credit: 'Stage actor, two hundred nights as “Aunt Vesper”', season: 3, episode: 15, aired: '2026-04-08', title: 'The Tuesday With Two Hosts' },
  { slug: 'kenji-abernathy', name: 'Kenji Abernathy', type: 'chef', credit: 'Grill master, “Low Smoke, High Hopes” on the radio', season: 3, episode: 12, aired: '2026-03-18', title: 'Our Host Tries the Guest’s Recipe' },
  { slug: 'delphine-archer', name: 'Delphine Archer', type: 'athlete', credit: 'Curling champion and team skip', season: 3, episode: 12, aired: '2026-03-18', title: 'Our Host Tries the Guest’s Recipe' },
];

export const comedianSlugs = new Set(COMEDIAN_LIST.map((c) => c.slug));
/** The art catalogue's portrait names for guests who are not comedians of the catalogue. */
export const guestPortraitSlugs: readonly string[] = GUESTS.filter((g) => !comedianSlugs.has(g.slug)).map((g) => g.slug);

