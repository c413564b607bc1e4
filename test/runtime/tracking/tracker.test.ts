import { expect, fixture, html } from '@open-wc/testing';
import { linkTypeOf, pageTrackData, showOf, type TrackCall } from '../../../runtime/tracking/track-data.js';
import type { Tracker } from '../../../runtime/tracking/tracker.js';
import { recordingTracker, type RecordingTracker } from '../../support/recording-tracker.js';
import type { Manifest } from '../../../runtime/types.js';

const manifest = (extra: Partial<Manifest> = {}): Manifest => ({ zones: {}, pageName: 'laughtrack/desk-jockeys/episodes', ...extra });

describe('tracking data', () => {
  it('reads the show from the second / segment of the page name', () => {
    expect(showOf('laughtrack/desk-jockeys/episodes')).to.equal('desk-jockeys');
    expect(showOf('laughtrack')).to.equal('');
    expect(showOf('')).to.equal('');
  });

  it('gives a page call the page name, show, URL and the page-level data tracking reads', () => {
    expect(pageTrackData(manifest({ reporting: { parentId: 'p1', itemId: 'i1' }, type: 'ENT_P008', supplemental: { isWebview: true } }), 'http://x.test/a'))
      .to.deep.equal({ pageName: 'laughtrack/desk-jockeys/episodes', show: 'desk-jockeys', url: 'http://x.test/a', parentId: 'p1', itemId: 'i1', pageType: 'ENT_P008', isWebview: true });
    // A manifest without those fields, or with the wrong types, gives only what it has.
    expect(pageTrackData({ zones: {}, pageName: 7 as unknown as string, reporting: 'x' as never }, 'http://x.test/b'))
      .to.deep.equal({ pageName: '', show: '', url: 'http://x.test/b' });
  });

  it('types a link o, e for another host, d for a download', () => {
    const page = 'http://site.test/shows';
    expect(linkTypeOf(new URL('http://site.test/clips/a'), false, page)).to.equal('o');
    expect(linkTypeOf(new URL('https://shop.example/'), false, page)).to.equal('e');
    expect(linkTypeOf(new URL('http://site.test/press-kit.zip'), true, page)).to.equal('d');
    expect(linkTypeOf(undefined, false, page)).to.equal('o');
  });
});

describe('the tracker', () => {
  let recording: RecordingTracker;
  let tracker: Tracker;
  let calls: TrackCall[];
  let sent: RecordingTracker['sent'];

  beforeEach(() => {
    recording = recordingTracker();
    ({ tracker, calls, sent } = recording);
    tracker.page(manifest(), 'http://site.test/shows/desk-jockeys');
  });
  afterEach(() => recording.stop());

  it('dispatches the page call on document and hands it to send', () => {
    expect(calls).to.deep.equal([{ type: 'page', data: { pageName: 'laughtrack/desk-jockeys/episodes', show: 'desk-jockeys', url: 'http://site.test/shows/desk-jockeys' } }]);
    expect(sent.map((s) => s.call)).to.deep.equal(calls);
  });

  it('makes a link call for a click inside [data-tf-track], with the promo and module of the zone', async () => {
    const el = await fixture(html`
      <tf-zone zone="t2_1c" driver="ENT_M020">
        <section data-tf-promo="Latest clips">
          <a href="/clips/printer" data-tf-track="Clip card"><span>The printer</span></a>
        </section>
      </tf-zone>`);
    el.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    el.querySelector('span')!.click();
    const link = calls.at(-1)!;
    expect(link).to.deep.equal({
      type: 'link',
      data: {
        linkName: 'Clip card', linkType: 'o', pageName: 'laughtrack/desk-jockeys/episodes', show: 'desk-jockeys',
        promoName: 'Latest clips', destinationUrl: new URL('/clips/printer', location.href).href, moduleName: 'ENT_M020',
      },
    });
    expect(sent.at(-1)!.element).to.equal(el.querySelector('a'));
  });

  it('tracks a control that stops the click, a button without a destination, and an exit link', async () => {
    const el = await fixture(html`<div>
      <button type="button" data-tf-track="Hamburger">Menu</button>
      <a href="https://shop.laughtrack.example/" data-tf-track="Store">Store</a>
    </div>`);
    const button = el.querySelector('button')!;
    button.addEventListener('click', (e) => e.stopPropagation());
    button.click();
    expect(calls.at(-1)).to.deep.include({ type: 'link' });
    expect(calls.at(-1)!.data).to.deep.include({ linkName: 'Hamburger', linkType: 'o', destinationUrl: '', promoName: '' });
    const store = el.querySelector('a')!;
    store.addEventListener('click', (e) => e.preventDefault());
    store.click();
    expect(calls.at(-1)!.data).to.deep.include({ linkName: 'Store', linkType: 'e', destinationUrl: 'https://shop.laughtrack.example/' });
  });

  it('finds a tracked element inside a shadow root', async () => {
    const host = await fixture(html`<div data-tf-promo="Hero"></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.tfTrack = 'Watch now';
    button.textContent = 'Watch';
    root.append(button);
    button.click();
    expect(calls.at(-1)!.data).to.deep.include({ linkName: 'Watch now', promoName: 'Hero' });
  });

  it('ignores clicks outside any tracked element, and every click once stopped', async () => {
    const el = await fixture(html`<div><button type="button">Plain</button><button type="button" data-tf-track="Later">x</button></div>`);
    el.querySelector('button')!.click();
    expect(calls).to.have.length(1);
    tracker.stop();
    el.querySelectorAll('button')[1]!.click();
    expect(calls).to.have.length(1);
  });

  it('dispatches share and module calls with their data', () => {
    tracker.share({ service: 'facebook', contentId: 'clip-7' });
    tracker.module({ moduleName: 'Page Modal', destination: '/about', action: 'Clicks on Modal About' });
    expect(calls.slice(1)).to.deep.equal([
      { type: 'share', data: { service: 'facebook', contentId: 'clip-7' } },
      { type: 'module', data: { moduleName: 'Page Modal', destination: '/about', action: 'Clicks on Modal About' } },
    ]);
  });
});
