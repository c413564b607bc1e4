/**
 * Quotable lines from the network's shows and stand-up sets, written for the
 * demo (`/lines`, the ENT_M023 island). Each names who said it, the show or
 * comedian it comes from and, when the catalogue has it, the episode or clip.
 * Node-safe: plain data.
 */

export interface Line {
  slug: string;
  text: string;
  /** Who says it: a character, a host, a comedian. */
  speaker: string;
  /** A show slug of the catalogue, for a line from a show. */
  show?: string;
  /** A comedian slug of the catalogue, for a line from a stand-up set. */
  comedian?: string;
  /** The catalogue's clip it is in. */
  clip?: string;
  /** The catalogue's full episode it is in. */
  episode?: string;
}

export const LINES: readonly Line[] = [
  { slug: 'printer-weekends', text: 'I have jammed for the last time without representation.', speaker: 'The Printer', show: 'desk-jockeys', clip: 'the-printer-has-unionized' },
  { slug: 'printer-toner', text: 'Toner is not a benefit. Toner is the bare minimum.', speaker: 'The Printer', show: 'desk-jockeys', episode: 'desk-jockeys-s4e1' },
  { slug: 'standup-cardio', text: 'We have been standing so long my smartwatch thinks I am climbing a mountain.', speaker: 'Dana', show: 'desk-jockeys', episode: 'desk-jockeys-s3e5' },
  { slug: 'standup-agenda', text: 'Item one on the agenda is whether we need an agenda.', speaker: 'Mr. Pell', show: 'desk-jockeys', episode: 'desk-jockeys-s3e5' },
  { slug: 'fasting-breadstick', text: 'The breadstick and I have reached a ceasefire. The breadstick is winning.', speaker: 'The Host', show: 'late-late-laugh', clip: 'our-host-tries-intermittent-fasting' },
  { slug: 'fasting-clock', text: 'I have started reading the clock like it owes me money.', speaker: 'The Host', show: 'late-late-laugh', clip: 'our-host-tries-intermittent-fasting' },
  { slug: 'ventriloquist-calm', text: 'He is not nervous. I am nervous. He is made of pine.', speaker: 'Otis Vandermeer', show: 'late-late-laugh', episode: 'late-late-laugh-s4e12' },
  { slug: 'band-four-songs', text: 'Our band knows four songs, and tonight you will hear five of them.', speaker: 'The Host', show: 'late-late-laugh', episode: 'late-late-laugh-s4e12' },
  { slug: 'grandma-groom', text: 'That haircut has been through more than this marriage will.', speaker: 'Grandma Rosalind', show: 'roast-beef', clip: 'grandma-roasts-the-wedding-party' },
  { slug: 'grandma-toast', text: 'I have outlived three toasters and I will outlive this toast.', speaker: 'Grandma Rosalind', show: 'roast-beef', clip: 'grandma-roasts-the-wedding-party' },
  { slug: 'gravy-boat', text: 'The gravy boat is not a trophy. It is a lifestyle.', speaker: 'The Judge', show: 'roast-beef' },
  { slug: 'hoa-ghost-vote', text: 'Motion carried. The ghost abstains, but in a threatening way.', speaker: 'HOA President Marcy', show: 'suburban-legends', clip: 'the-hoa-meeting-goes-supernatural' },
  { slug: 'hoa-gnome', text: 'The gnome moved again. I am not saying it is haunted, I am saying it has a lawyer.', speaker: 'Neighbour Gil', show: 'suburban-legends', clip: 'the-hoa-meeting-goes-supernatural' },
  { slug: 'terms-seen-things', text: 'Page forty-one. They own my left shadow now.', speaker: 'Local Man', show: 'daily-grind', clip: 'local-man-reads-terms-and-conditions' },
  { slug: 'oat-milk', text: 'Tonight’s top story is still not oat milk.', speaker: 'The Anchor', show: 'daily-grind' },
  { slug: 'ficus-grudge', text: 'You watered the fern first. I will remember that.', speaker: 'The Ficus', show: 'sketchbook-live', episode: 'sketchbook-live-s2e7' },
  { slug: 'oven-host', text: 'Welcome back to the show. I am the oven. Please stop opening me.', speaker: 'The Oven', show: 'sketchbook-live', episode: 'sketchbook-live-s2e7' },
  { slug: 'moon-cheese-label', text: 'The label says Zorb. The teeth marks say otherwise.', speaker: 'Zorb', show: 'roommates-from-space', episode: 'roommates-from-space-s1e3' },
  { slug: 'dishwasher-portal', text: 'On our moon the dishes clean themselves out of shame.', speaker: 'Quillix', show: 'roommates-from-space', episode: 'roommates-from-space-s1e3' },
  { slug: 'pizza-florist', text: 'Ma’am, I do not know who ordered forty pizzas, but they are very much on their way.', speaker: 'The Caller', show: 'prank-call-museum', clip: 'the-pizza-that-never-came' },
  { slug: 'curator-restored', text: 'Note the brushwork in the dial tone.', speaker: 'The Curator', show: 'prank-call-museum' },
  { slug: 'roundabout-noon', text: 'This roundabout ain’t big enough for the both of us. It is barely big enough for the one of us.', speaker: 'Doc Hollis', show: 'cul-de-sac-cowboys', clip: 'showdown-at-the-roundabout' },
  { slug: 'roundabout-yield', text: 'Out here, partner, we yield to no one. Except pedestrians. We are not animals.', speaker: 'Doc Brennan', show: 'cul-de-sac-cowboys', clip: 'showdown-at-the-roundabout' },
  { slug: 'cat-custody', text: 'The court awards the armchair to the cat. Dad may visit on weekends.', speaker: 'Grandpa Henderson', show: 'family-feud-ish', episode: 'family-feud-ish-s5e2' },
  { slug: 'potato-salad', text: 'Seven potato salads. Seven. And not one of you thought to bring a potato.', speaker: 'Mom Henderson', show: 'family-feud-ish', episode: 'family-feud-ish-s5e6' },
  { slug: 'okafor-you-too', text: 'The waiter said enjoy your meal and I said you too, and now we have to move towns.', speaker: 'Marnie Okafor', comedian: 'marnie-okafor', clip: 'marnie-okafor-you-too' },
  { slug: 'okafor-overthink', text: 'I do not overthink. I think the right amount, several times.', speaker: 'Marnie Okafor', comedian: 'marnie-okafor' },
  { slug: 'brandt-medium-nervous', text: 'I ordered it medium nervous. Pink in the middle, sweating on the outside. Like me.', speaker: 'Milo Brandt', comedian: 'milo-brandt', clip: 'milo-brandt-medium-nervous' },
  { slug: 'brandt-grill', text: 'My dad talks to his grill the way other men talk to their horses.', speaker: 'Milo Brandt', comedian: 'milo-brandt' },
  { slug: 'matsuda-elevator', text: 'Nine floors of eye contact is how wars start.', speaker: 'June Matsuda', comedian: 'june-matsuda', episode: 'june-matsuda-small-talk-big-deal' },
  { slug: 'matsuda-weather', text: 'Nice weather we are having is not a question, Kevin, it is a hostage note.', speaker: 'June Matsuda', comedian: 'june-matsuda', episode: 'june-matsuda-small-talk-big-deal' },
  { slug: 'castellanos-front-row', text: 'Sir, you are in the front row. That is not a seat, it is a commitment.', speaker: 'Priya Castellanos', comedian: 'priya-castellanos' },
  { slug: 'lindqvist-sorry', text: 'In Sweden we say nothing. In Ohio I learned to say sorry about it.', speaker: 'Theo Lindqvist', comedian: 'theo-lindqvist' },
  { slug: 'moreno-story', text: 'This story has a beginning, a middle and a second middle.', speaker: 'Raf Moreno', comedian: 'raf-moreno' },
];
