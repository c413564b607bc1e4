/**
 * The sketches fans have voted on (`/leaderboard`), written for the demo.
 * A sketch with a clip in the catalogue links to its clip page; the others
 * to their show's page, where the show's clips are. Node-safe: plain data.
 */
export interface Sketch {
  slug: string;
  title: string;
  /** A show slug of the catalogue. */
  show: string;
  votes: number;
  /** When it aired, an ISO 8601 date. */
  aired: string;
  /** The catalogue clip showing it, when there is one. */
  clip?: string;
}

export const SKETCHES: readonly Sketch[] = [
  { slug: 'printer-unionized', title: 'The Printer Has Unionized', show: 'desk-jockeys', votes: 48210, aired: '2026-10-02', clip: 'the-printer-has-unionized' },
  { slug: 'grandma-roast', title: 'Grandma Roasts the Entire Wedding Party', show: 'roast-beef', votes: 45877, aired: '2026-09-27', clip: 'grandma-roasts-the-wedding-party' },
  { slug: 'hoa-supernatural', title: 'The HOA Meeting Goes Supernatural', show: 'suburban-legends', votes: 43102, aired: '2026-09-15', clip: 'the-hoa-meeting-goes-supernatural' },
  { slug: 'pizza-never-came', title: 'The Pizza That Never Came', show: 'prank-call-museum', votes: 41950, aired: '2026-09-19', clip: 'the-pizza-that-never-came' },
  { slug: 'roundabout-showdown', title: 'Showdown at the Roundabout', show: 'cul-de-sac-cowboys', votes: 39544, aired: '2026-09-09', clip: 'showdown-at-the-roundabout' },
  { slug: 'terms-and-conditions', title: 'Local Man Finally Reads Terms and Conditions', show: 'daily-grind', votes: 37811, aired: '2026-09-24', clip: 'local-man-reads-terms-and-conditions' },
  { slug: 'intermittent-fasting', title: 'Our Host Tries Intermittent Fasting, Loses', show: 'late-late-laugh', votes: 36420, aired: '2026-10-01', clip: 'our-host-tries-intermittent-fasting' },
  { slug: 'reply-all-apocalypse', title: 'The Reply-All Apocalypse', show: 'desk-jockeys', votes: 35009, aired: '2026-08-12' },
  { slug: 'aliens-discover-ikea', title: 'Aliens Discover Flat-Pack Furniture', show: 'roommates-from-space', votes: 33876, aired: '2026-10-06' },
  { slug: 'thanksgiving-seating-chart', title: 'The Thanksgiving Seating Chart Summit', show: 'family-feud-ish', votes: 32540, aired: '2026-09-20' },
  { slug: 'live-cue-card-mutiny', title: 'The Cue Cards Go Rogue', show: 'sketchbook-live', votes: 31188, aired: '2026-09-26' },
  { slug: 'ghost-wants-wifi', title: 'The Ghost Who Only Wants the Wi-Fi Password', show: 'suburban-legends', votes: 29963, aired: '2026-08-30' },
  { slug: 'meeting-could-be-email', title: 'This Meeting Could Have Been an E-mail', show: 'desk-jockeys', votes: 28714, aired: '2026-07-22' },
  { slug: 'grandpa-calls-the-weather', title: 'Grandpa Calls the Weather Channel to Complain', show: 'prank-call-museum', votes: 27402, aired: '2026-08-08' },
  { slug: 'sheriff-of-parking', title: 'The Sheriff of Visitor Parking', show: 'cul-de-sac-cowboys', votes: 26355, aired: '2026-08-17' },
  { slug: 'alien-small-talk', title: 'Zorp Attempts Small Talk in an Elevator', show: 'roommates-from-space', votes: 25190, aired: '2026-09-01' },
  { slug: 'weather-in-a-hurry', title: 'The Forecast, Read by Someone Late for a Flight', show: 'daily-grind', votes: 24077, aired: '2026-10-08' },
  { slug: 'roast-the-toaster', title: 'A Roast of the Office Toaster', show: 'roast-beef', votes: 22961, aired: '2026-08-23' },
  { slug: 'group-chat-trial', title: 'The Family Group Chat Goes to Trial', show: 'family-feud-ish', votes: 21840, aired: '2026-07-30' },
  { slug: 'host-vs-teleprompter', title: 'Our Host Versus the Teleprompter', show: 'late-late-laugh', votes: 20733, aired: '2026-08-27' },
  { slug: 'sketch-blooper-encore', title: 'The Sketch That Kept Breaking Character', show: 'sketchbook-live', votes: 19608, aired: '2026-08-15' },
  { slug: 'haunted-smart-fridge', title: 'The Smart Fridge Knows Too Much', show: 'suburban-legends', votes: 18521, aired: '2026-10-04' },
  { slug: 'standup-desk-standoff', title: 'The Standing Desk Standoff', show: 'desk-jockeys', votes: 17390, aired: '2026-06-18' },
  { slug: 'aliens-vs-recycling', title: 'Aliens Versus the Recycling Schedule', show: 'roommates-from-space', votes: 16275, aired: '2026-07-14' },
  { slug: 'dinner-rules-lawyer', title: 'Dad Hires a Lawyer for Board Game Night', show: 'family-feud-ish', votes: 15148, aired: '2026-06-29' },
  { slug: 'cow-poke-barbecue', title: 'High Noon at the Block Party Grill', show: 'cul-de-sac-cowboys', votes: 14022, aired: '2026-07-05' },
  { slug: 'prank-the-librarian', title: 'The Overdue Book Hotline', show: 'prank-call-museum', votes: 12907, aired: '2026-06-11' },
  { slug: 'news-at-snail-speed', title: 'Breaking News, Delivered by Snail', show: 'daily-grind', votes: 11783, aired: '2026-06-24' },
  { slug: 'roast-of-monday', title: 'Everyone Roasts Monday Morning', show: 'roast-beef', votes: 10669, aired: '2026-07-18' },
  { slug: 'band-leader-one-note', title: 'The Band Leader Who Only Knows One Note', show: 'late-late-laugh', votes: 9542, aired: '2026-09-05' },
  { slug: 'sketch-in-reverse', title: 'A Sketch Performed Entirely Backwards', show: 'sketchbook-live', votes: 8431, aired: '2026-10-10' },
  { slug: 'squeaky-chair-saga', title: 'The Squeaky Chair Saga', show: 'desk-jockeys', votes: 7308, aired: '2026-05-28' },
];
