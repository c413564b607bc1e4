import { expect, fixture, html } from '@open-wc/testing';
import { emit } from '../../../runtime/events.js';
import { searchTermOf, type TrackCall } from '../../../runtime/tracking/track-data.js';
import type { Tracker } from '../../../runtime/tracking/tracker.js';
import { recordingTracker, type RecordingTracker } from '../../support/recording-tracker.js';

describe('the tracker: requests from page code', () => {
  let recording: RecordingTracker;
  let tracker: Tracker;
  let calls: TrackCall[];
  let sent: RecordingTracker['sent'];

  beforeEach(() => {
    recording = recordingTracker();
    ({ tracker, calls, sent } = recording);
    tracker.page({ zones: {}, pageName: 'laughtrack/desk-jockeys/clip', reporting: { itemId: 'mgid:clip-9' } }, 'http://site.test/clips/printer');
    calls.length = 0;
    sent.length = 0;
  });
  afterEach(() => recording.stop());

  /** A zone holding a promo section whose button sits in a shadow root, as in a Lit element. */
  async function zoneWithShadowButton(): Promise<HTMLButtonElement> {
    const zone = await fixture(html`<tf-zone zone="t1_1c" driver="ENT_M011"><section data-tf-promo="Show header"><div></div></section></tf-zone>`);
    const root = zone.querySelector('div')!.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    root.append(button);
    return button;
  }

  it('turns tf:tracklink into a link call with the page, promo and module of where it came from', async () => {
    const button = await zoneWithShadowButton();
    emit(button, 'tf:tracklink', { linkName: 'Show header: Favourite', event: 'favourite' });
    expect(calls).to.deep.equal([{
      type: 'link',
      data: {
        linkName: 'Show header: Favourite', linkType: 'o', pageName: 'laughtrack/desk-jockeys/clip', show: 'desk-jockeys',
        promoName: 'Show header', destinationUrl: '', moduleName: 'ENT_M011', event: 'favourite',
      },
    }]);
    expect(sent[0]!.element).to.equal(button);
  });

  it('gives a search its term and destination', async () => {
    const form = await fixture(html`<form data-tf-promo="Header"></form>`);
    emit(form, 'tf:tracklink', { linkName: 'Header: Search', event: 'search', searchTerm: 'printer', destinationUrl: '/search?keywords=printer' });
    expect(calls[0]!.data).to.deep.include({
      linkName: 'Header: Search', event: 'search', searchTerm: 'printer', promoName: 'Header',
      destinationUrl: new URL('/search?keywords=printer', location.href).href, linkType: 'o',
    });
  });

  it('makes share calls, with the page item id when the share has no content id of its own', async () => {
    const button = await zoneWithShadowButton();
    emit(button, 'tf:trackshare', { service: 'facebook', contentId: 'clip-7' });
    emit(button, 'tf:trackshare', { service: 'x', contentId: '' });
    tracker.page({ zones: {}, pageName: 'laughtrack' }, 'http://site.test/clips/monologue');
    calls.length = 0;
    tracker.share({ service: 'copy-link', contentId: '' });
    expect(sent.filter((s) => s.call.type === 'share').map((s) => s.call.data)).to.deep.equal([
      { service: 'facebook', contentId: 'clip-7' },
      { service: 'x', contentId: 'mgid:clip-9' },
      // A page without reporting.itemId: its URL names the content.
      { service: 'copy-link', contentId: 'http://site.test/clips/monologue' },
    ]);
  });

  it('makes module calls', async () => {
    const button = await zoneWithShadowButton();
    emit(button, 'tf:trackmodule', { moduleName: 'Hero Promo', destination: 'http://site.test/shows/desk-jockeys', action: 'Clicks on Watch now' });
    expect(calls).to.deep.equal([{ type: 'module', data: { moduleName: 'Hero Promo', destination: 'http://site.test/shows/desk-jockeys', action: 'Clicks on Watch now' } }]);
  });

  it('ignores requests with junk details, and every request once stopped', async () => {
    const el = await fixture(html`<div></div>`);
    el.dispatchEvent(new CustomEvent('tf:tracklink', { bubbles: true, detail: null }));
    el.dispatchEvent(new CustomEvent('tf:tracklink', { bubbles: true, detail: { linkName: 7 } }));
    el.dispatchEvent(new CustomEvent('tf:trackshare', { bubbles: true, detail: { contentId: 'x' } }));
    el.dispatchEvent(new CustomEvent('tf:trackmodule', { bubbles: true, detail: 'Page Modal' }));
    expect(calls).to.deep.equal([]);
    // A link request with an unknown event keeps its name but not the event.
    el.dispatchEvent(new CustomEvent('tf:tracklink', { bubbles: true, detail: { linkName: 'Odd', event: 'purchase', searchTerm: 3 } }));
    expect(calls[0]!.data).to.not.have.any.keys('event', 'searchTerm');
    tracker.stop();
    emit(el, 'tf:tracklink', { linkName: 'Later' });
    expect(calls).to.have.length(1);
  });
});

describe('searchTermOf', () => {
  it('skips an empty term and a single space, and keeps the rest trimmed', () => {
    expect(searchTermOf('')).to.equal(undefined);
    expect(searchTermOf(' ')).to.equal(undefined);
    expect(searchTermOf('   ')).to.equal(undefined);
    expect(searchTermOf(' printer ')).to.equal('printer');
  });
});
