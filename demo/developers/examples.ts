/**
 * The element gallery's live example of each element: the markup a
 * developer would write (shown as its source, copied into the snippets, and
 * put live on the element's page), and how the page runs it.
 *
 * - `inline`: the markup sits in the page, live, under the attribute controls;
 * - `on-demand`: the markup waits in a template until the visitor asks for it
 *   (a modal dialog that would otherwise take the page over on arrival);
 * - `frame`: the element only lives inside a site page (the page root and its
 *   zones, an ad slot that needs the page's ad configuration): a page of the
 *   demo site is shown in a frame, and the attributes are listed, not edited.
 *
 * Examples are trusted markup written here, never feed or visitor input.
 */
import { imageRef } from '../content/images.js';

/** What the gallery index shows of an element: its live example, or a drawing of the kind of thing it is. */
export type Thumbnail = 'live' | 'page' | 'dialog' | 'ad';

export type Example =
  | { mode: 'inline' | 'on-demand'; markup: string; thumbnail: Thumbnail }
  | { mode: 'frame'; markup: string; thumbnail: Thumbnail; frame: { src: string; title: string } };

// No figcaption: the carousel makes each slide a labelled group ("1 of 3"), a role a captioned figure may not take.
const slide = (name: string, alt: string) =>
  `  <figure><img src="/art/${name}.svg" alt="${alt}" width="1600" height="900" draggable="false" /></figure>`;

const EXAMPLES: Record<string, () => Example> = {
  'tf-carousel': () => ({
    mode: 'inline',
    thumbnail: 'live',
    markup: [
      '<tf-carousel arrows dots label="This week on set">',
      slide('hero-desk-jockeys', 'Desk Jockeys: the cast grinning in front of a pink sunburst'),
      slide('hero-roast-beef', 'Roast Beef: the contestants in front of a fiery sunburst'),
      slide('hero-late-late-laugh', 'The Late Late Laugh: the crew in front of a teal moon'),
      '</tf-carousel>',
    ].join('\n'),
  }),
  'tf-collapsible': () => ({
    mode: 'inline',
    thumbnail: 'live',
    markup: [
      '<tf-collapsible heading-level="3">',
      '  <span slot="trigger">Why is there no laugh track?</span>',
      '  <p>There is. It is just very, very quiet.</p>',
      '</tf-collapsible>',
    ].join('\n'),
  }),
  'tf-image': () => ({
    mode: 'inline',
    thumbnail: 'live',
    markup: `<tf-image ratio="16 / 9" info="${JSON.stringify(imageRef('hero-desk-jockeys', 'The Desk Jockeys cast grinning in front of a pink sunburst')).replaceAll('"', '&quot;')}"></tf-image>`,
  }),
  'tf-signin': () => ({
    mode: 'inline',
    thumbnail: 'dialog',
    markup: [
      '<tf-signin requestor="laughtrack" resource="laughtrack" brand="laughtrack" service-base="/tve"',
      '  entitlement-src="/vendor/access-enabler.js" identity-src="/identity/identity.js"></tf-signin>',
    ].join('\n'),
  }),
  'tf-debug-bar': () => ({ mode: 'inline', thumbnail: 'dialog', markup: '<tf-debug-bar sme-src="/__crabapple_admin/sme.js"></tf-debug-bar>' }),
  'tf-adblock-message': () => ({ mode: 'on-demand', thumbnail: 'dialog', markup: '<tf-adblock-message help-href="/legal/ad-block-help.html" seconds="5"></tf-adblock-message>' }),
  'tf-ad': () => ({
    mode: 'frame',
    thumbnail: 'ad',
    markup: '<tf-ad size="300x250,300x600" position="rectangle"></tf-ad>',
    frame: { src: '/schedule', title: 'The schedule page, whose rectangle ad beside the listings is a <tf-ad>' },
  }),
  'tf-page': () => ({
    mode: 'frame',
    thumbnail: 'page',
    markup: [
      '<tf-page manifest-src="/feeds/triforce/manifest/v2" script-base="/modules/">',
      '  <script type="application/json" data-tf-config>{ "searchUrl": "/search" }</script>',
      '</tf-page>',
    ].join('\n'),
    frame: { src: '/', title: 'The home page of the demo site, one <tf-page>' },
  }),
  'tf-zone': () => ({
    mode: 'frame',
    thumbnail: 'page',
    markup: '<tf-zone zone="t1_1c" driver="ENT_M001" state="rendered"></tf-zone>',
    frame: { src: '/shows', title: 'The shows page: every box of it is a <tf-zone> its <tf-page> made' },
  }),
};

/** The example of `tag`; an element without one is shown in a frame of the home page. */
export function exampleOf(tag: string): Example {
  const make = Object.hasOwn(EXAMPLES, tag) ? EXAMPLES[tag] : undefined;
  return make ? make() : { mode: 'frame', thumbnail: 'page', markup: `<${tag}></${tag}>`, frame: { src: '/', title: 'The home page of the demo site' } };
}
