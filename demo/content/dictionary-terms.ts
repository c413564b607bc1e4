/**
 * The Laugh Track Dictionary: the words of sketch and stand-up comedy, as
 * the network's writers define them. Written for the demo; each has a
 * respelled pronunciation (stressed syllable in capitals) that the build
 * turns into its audio clip (demo/audio/), an example (a picture from the
 * site's art, else a line of usage) and, where a sketch shows it, that clip.
 *
 * Node-safe: plain data.
 */

export interface DictionaryEntry {
  slug: string;
  title: string;
  /** A short name for tight places (the share text), when the title is long. */
  shortTitle?: string;
  partOfSpeech: 'noun' | 'verb' | 'adjective' | 'phrase';
  pronunciation: string;
  definition: string;
  /** A line of usage, shown when there is no picture. */
  usage: string;
  /** A picture of the site's art (images.ts name) and its alt text: the example, when given. */
  art?: readonly [name: string, alt: string];
  /** The clip (catalogue slug) of a sketch showing the term. */
  clip?: string;
}

export const DICTIONARY: readonly DictionaryEntry[] = [
  { slug: 'ad-lib', title: 'Ad-lib', partOfSpeech: 'verb', pronunciation: 'AD-lib', definition: 'To say something that is not in the script, usually because the script fell off the podium.', usage: 'He forgot his line, ad-libbed a song about soup, and got a standing ovation.' },
  { slug: 'anticlimax', title: 'Anticlimax', partOfSpeech: 'noun', pronunciation: 'an-tee-KLY-max', definition: 'A big build-up that lands on something small, on purpose. Like a drumroll for a single grape.', usage: 'The magician’s grand finale was an anticlimax: he made a paperclip slightly bent.' },
  { slug: 'applause-sign', title: 'Applause sign', partOfSpeech: 'noun', pronunciation: 'uh-PLAWZ sine', definition: 'A lit sign that tells a studio audience when to clap. It has never once been ignored.', usage: 'The applause sign blinked and three hundred people clapped for a weather report.', art: ['clip-roast-beef-final', 'A roaster in the spotlight on a red-curtained stage'] },
  { slug: 'audience-plant', title: 'Audience plant', partOfSpeech: 'noun', pronunciation: 'AW-dee-ens plant', definition: 'A performer seated in the crowd, pretending to be a stranger. Not a ficus, usually.', usage: 'The audience plant “volunteered” so fast he knocked over his own popcorn.', clip: 'the-pizza-that-never-came' },
  { slug: 'bit', title: 'Bit', partOfSpeech: 'noun', pronunciation: 'BIT', definition: 'A single comic routine, built around one idea and polished until it squeaks.', usage: 'Her bit about self-checkout machines has been running longer than some sitcoms.', clip: 'marnie-okafor-you-too' },
  { slug: 'blackout', title: 'Blackout', partOfSpeech: 'noun', pronunciation: 'BLAK-owt', definition: 'The sudden end of a sketch: lights off on the last laugh, before anyone can explain the joke.', usage: 'The sketch ended in a blackout just as the goat walked in.' },
  { slug: 'bomb', title: 'Bomb', partOfSpeech: 'verb', pronunciation: 'BOM', definition: 'To get no laughs at all. The silence is so complete you can hear the ice in the drinks.', usage: 'He bombed so hard the microphone asked to leave early.' },
  { slug: 'breaking', title: 'Breaking', partOfSpeech: 'noun', pronunciation: 'BRAY-king', definition: 'Laughing at your own sketch while still in it. Audiences love it; directors pretend not to.', usage: 'Both actors were breaking by the third line about the haunted lasagna.', clip: 'the-hoa-meeting-goes-supernatural' },
  { slug: 'button', title: 'Button', partOfSpeech: 'noun', pronunciation: 'BUH-tun', definition: 'One last small joke that closes a scene, like a bow on a very silly present.', usage: 'The button was the dog finally answering the phone.' },
  { slug: 'callback', title: 'Callback', partOfSpeech: 'noun', pronunciation: 'KAWL-bak', definition: 'A joke that refers back to an earlier one. The second time, it is twice as funny and half as long.', usage: 'Forty minutes later she said “potato salad” again and the room fell apart.', clip: 'grandma-roasts-the-wedding-party' },
  { slug: 'closer', title: 'Closer', partOfSpeech: 'noun', pronunciation: 'KLOH-zer', definition: 'A comic’s strongest bit, saved for the end, so everyone leaves on a laugh and not on the parking fee.', usage: 'His closer about the airport carousel has its own fan mail.' },
  { slug: 'cold-open', title: 'Cold open', partOfSpeech: 'noun', pronunciation: 'KOHLD OH-pen', definition: 'A scene that starts the show before the titles, so nobody has time to change the channel.', usage: 'The cold open was the printer demanding a lawyer.', art: ['clip-desk-jockeys-printer', 'Two coworkers stare down a furious office printer'], clip: 'the-printer-has-unionized' },
  { slug: 'corpsing', title: 'Corpsing', partOfSpeech: 'noun', pronunciation: 'KORP-sing', definition: 'Theatre slang for breaking character with laughter, especially while playing someone very serious.', usage: 'The judge was corpsing before the defendant even sat down.' },
  { slug: 'crowd-work', title: 'Crowd work', partOfSpeech: 'noun', pronunciation: 'KROWD werk', definition: 'Chatting with the audience and making jokes on the spot. Front row seats are a risk, not a perk.', usage: 'Ten minutes of crowd work revealed that row two was entirely dentists.' },
  { slug: 'deadpan', title: 'Deadpan', partOfSpeech: 'adjective', pronunciation: 'DED-pan', definition: 'Said with a perfectly straight face, as if the joke were a tax form.', usage: 'She announced, deadpan, that the cat now owned the house.' },
  { slug: 'double-take', title: 'Double take', partOfSpeech: 'noun', pronunciation: 'DUH-bul tayk', definition: 'A glance, a pause, then a second, much bigger look at something that cannot be right.', usage: 'He did a double take when his reflection waved first.', art: ['clip-roommates-moon-cheese', 'Two roommates on a pink planet under a cheesy moon'] },
  { slug: 'dry-run', title: 'Dry run', partOfSpeech: 'noun', pronunciation: 'DRY run', definition: 'A full practice of a sketch with no audience, where every joke works perfectly and never will again.', usage: 'In the dry run, the pie hit the right face.' },
  { slug: 'fish-out-of-water', title: 'Fish out of water', shortTitle: 'Fish out of water', partOfSpeech: 'phrase', pronunciation: 'FISH owt uv WAW-ter', definition: 'A character dropped somewhere they do not belong, like a cowboy at a yoga retreat.', usage: 'Two aliens at a barbecue is a classic fish-out-of-water premise.', clip: 'showdown-at-the-roundabout' },
  { slug: 'fourth-wall', title: 'Fourth wall', partOfSpeech: 'noun', pronunciation: 'FORTH wawl', definition: 'The invisible wall between the show and the viewer. Breaking it means talking to you. Yes, you.', usage: 'The anchor broke the fourth wall to ask if we had eaten.' },
  { slug: 'gag', title: 'Gag', partOfSpeech: 'noun', pronunciation: 'GAG', definition: 'A joke or bit of comic business, often physical, often involving a bucket.', usage: 'The running gag was that every door opened onto the same closet.' },
  { slug: 'gimmick', title: 'Gimmick', partOfSpeech: 'noun', pronunciation: 'GIM-ik', definition: 'A trademark trick a performer always uses, like a rubber chicken or an unexplained cape.', usage: 'His gimmick is reading every joke off a very small scroll.' },
  { slug: 'heckler', title: 'Heckler', partOfSpeech: 'noun', pronunciation: 'HEK-ler', definition: 'An audience member who interrupts the act, then discovers the comic has a microphone and they do not.', usage: 'The heckler shouted “boo”; the comic asked who let the ghost in.' },
  { slug: 'hook', title: 'Hook', partOfSpeech: 'noun', pronunciation: 'HOOK', definition: 'The one strange idea a sketch hangs on. Everything else is coat.', usage: 'The hook: a job interview where the interviewer is a parrot.' },
  { slug: 'hot-mic', title: 'Hot mic', partOfSpeech: 'noun', pronunciation: 'HOT mike', definition: 'A microphone left on by accident, catching what nobody meant to broadcast, such as humming.', usage: 'A hot mic caught the host rating the sandwiches out of ten.', art: ['clip-late-late-laugh-couch', 'A guest at the talk-show desk'] },
  { slug: 'kicker', title: 'Kicker', partOfSpeech: 'noun', pronunciation: 'KIK-er', definition: 'A surprise extra laugh that lands after the punchline, when the audience thought it was safe.', usage: 'The kicker was that the lost dog had been the narrator all along.' },
  { slug: 'lampshading', title: 'Lampshading', partOfSpeech: 'noun', pronunciation: 'LAMP-shay-ding', definition: 'Pointing out something silly in the story before the audience can, so it becomes a joke instead of a mistake.', usage: 'Lampshading the plot hole, the detective said, “Convenient, that.”' },
  { slug: 'laugh-track', title: 'Laugh track', partOfSpeech: 'noun', pronunciation: 'LAF trak', definition: 'Recorded laughter added to a show. Our network uses it sparingly, mostly for the weather.', usage: 'The laugh track laughed; the audience at home checked their own jokes.' },
  { slug: 'monologue', title: 'Monologue', partOfSpeech: 'noun', pronunciation: 'MON-uh-log', definition: 'The host’s opening run of jokes, delivered alone, standing up, before anyone can stop them.', usage: 'Tonight’s monologue covered three headlines and one very disappointing bagel.', art: ['clip-late-late-laugh-monologue', 'The host at the podium under a starburst'], clip: 'our-host-tries-intermittent-fasting' },
  { slug: 'mugging', title: 'Mugging', partOfSpeech: 'noun', pronunciation: 'MUG-ing', definition: 'Pulling exaggerated faces at the camera. Nothing was stolen except the scene.', usage: 'His mugging was so big the back row could read it.' },
  { slug: 'pratfall', title: 'Pratfall', partOfSpeech: 'noun', pronunciation: 'PRAT-fawl', definition: 'A comic fall onto the backside, carefully rehearsed to look like a total accident.', usage: 'The pratfall on the banana peel took eleven takes and one cushion.' },
  { slug: 'premise', title: 'Premise', partOfSpeech: 'noun', pronunciation: 'PREM-is', definition: 'The situation a joke or sketch starts from: what if your dentist were a pirate?', usage: 'Great premise, but the parrot needs more lines.' },
  { slug: 'prop-comedy', title: 'Prop comedy', partOfSpeech: 'noun', pronunciation: 'PROP kom-uh-dee', definition: 'Comedy built around objects: giant pencils, tiny hats, a suspicious rubber fish.', usage: 'The prop comedy act needed its own truck.' },
  { slug: 'punchline', title: 'Punchline', partOfSpeech: 'noun', pronunciation: 'PUNCH-line', definition: 'The last line of a joke, where the laugh lives. No actual punching is involved.', usage: 'He told the setup on Monday and the punchline on Friday.', clip: 'milo-brandt-medium-nervous' },
  { slug: 'riff', title: 'Riff', partOfSpeech: 'verb', pronunciation: 'RIF', definition: 'To improvise a string of jokes on one subject, like a jazz solo about socks.', usage: 'She riffed for five minutes on the word “moist” and nobody recovered.' },
  { slug: 'rimshot', title: 'Rimshot', partOfSpeech: 'noun', pronunciation: 'RIM-shot', definition: 'The ba-dum-tss a drummer plays after a joke, confirming that it was, legally, a joke.', usage: 'The house band’s drummer has played four thousand rimshots and hopes to retire soon.' },
  { slug: 'rule-of-three', title: 'Rule of three', partOfSpeech: 'phrase', pronunciation: 'ROOL uv three', definition: 'List two normal things and a third absurd one: bread, milk, a live swan.', usage: 'Eggs, flour, and a small trumpet: the rule of three at work.' },
  { slug: 'setup', title: 'Setup', partOfSpeech: 'noun', pronunciation: 'SET-up', definition: 'The first part of a joke, which lays out what the audience needs to know and then waits, innocently.', usage: 'The setup took a minute; the punchline took a word.' },
  { slug: 'slapstick', title: 'Slapstick', partOfSpeech: 'noun', pronunciation: 'SLAP-stik', definition: 'Big physical comedy: falls, collisions, doors to the face. Named after a paddle built to clap loudly and hurt nobody.', usage: 'The cooking sketch turned to slapstick once the flour came out.', art: ['clip-sketchbook-plant', 'A suspicious potted plant watching a cook in a kitchen'] },
  { slug: 'spit-take', title: 'Spit take', partOfSpeech: 'noun', pronunciation: 'SPIT tayk', definition: 'Spraying out a drink in surprise at something just said. Best done with water and a sense of direction.', usage: 'Her spit take soaked the weatherman, who predicted it.' },
  { slug: 'straight-man', title: 'Straight man', partOfSpeech: 'noun', pronunciation: 'STRAYT man', definition: 'The sensible partner in a double act, who stays calm so the silly one looks even sillier.', usage: 'As the straight man, he just kept asking why there was a horse in the lobby.', clip: 'local-man-reads-terms-and-conditions' },
  { slug: 'tag', title: 'Tag', partOfSpeech: 'noun', pronunciation: 'TAG', definition: 'An extra punchline added right after the first, squeezing one more laugh from the same setup.', usage: 'The tag got a bigger laugh than the joke, which hurt the joke’s feelings.' },
  { slug: 'tight-five', title: 'Tight five', partOfSpeech: 'noun', pronunciation: 'TYTE fyve', definition: 'A comic’s best five minutes, trimmed until not a single syllable is wasted.', usage: 'Her tight five got her on late-night television and into her aunt’s good books.', clip: 'marnie-okafor-you-too' },
  { slug: 'timing', title: 'Timing', partOfSpeech: 'noun', pronunciation: 'TY-ming', definition: 'Knowing exactly when to say the line. Too early, nothing. Too late, also nothing. Just right: gold.', usage: 'Comedy is all about… timing.' },
];
