import { expect } from '@open-wc/testing';
import {
  adoptPageConsent, CALL_LIMIT, emptyTracking, pageConsent, reduceTracking, type TrackingState,
} from '../../../runtime/debug/tracking-monitor.js';

const fold = (events: [string, unknown][], from: TrackingState = emptyTracking()) =>
  events.reduce((state, [type, detail]) => reduceTracking(state, type, detail), from);

const pageCall = { type: 'page', data: { pageName: 'laughtrack/desk-jockeys', show: 'desk-jockeys', url: 'http://x/shows/desk-jockeys' } };
const linkCall = { type: 'link', data: { linkName: 'Store', linkType: 'e', pageName: 'laughtrack', show: '', promoName: 'Footer', destinationUrl: 'https://shop.example/' } };
const statuses = (state: TrackingState) => state.page.calls.map((c) => `${c.type}:${c.status}`);

describe('tracking monitor', () => {
  it('lists each call by type and name with its data, waiting until tf:tracksent names it', () => {
    const state = fold([['tf:pagestartload', { url: 'http://x/shows/desk-jockeys' }], ['tf:consent', { granted: true }],
      ['tf:track', pageCall], ['tf:track', linkCall], ['tf:tracksent', pageCall]]);
    expect(state.granted).to.equal(true);
    expect(state.page.calls[0]).to.deep.include({ type: 'page', name: 'laughtrack/desk-jockeys', status: 'sent',
      data: [['show', 'desk-jockeys'], ['url', 'http://x/shows/desk-jockeys']] });
    // Empty values (show, here) are left out: the panel is for reading at a glance.
    expect(state.page.calls[1]!.data).to.deep.equal([['linkType', 'e'], ['pageName', 'laughtrack'], ['promoName', 'Footer'], ['destinationUrl', 'https://shop.example/']]);
    expect(statuses(state)).to.deep.equal(['page:sent', 'link:waiting']);
  });

  it('pairs a sent call with the first waiting one of the same data when it is not the same object', () => {
    const copy = (call: object) => JSON.parse(JSON.stringify(call)) as unknown;
    const state = fold([['tf:track', pageCall], ['tf:track', pageCall], ['tf:tracksent', copy(pageCall)], ['tf:tracksent', copy(linkCall)]]);
    expect(statuses(state)).to.deep.equal(['page:sent', 'page:waiting']);
  });

  it('marks calls not sent when made without consent, and waiting ones when consent is refused', () => {
    const state = fold([['tf:track', pageCall], ['tf:consent', { granted: false }], ['tf:track', linkCall]]);
    expect(statuses(state)).to.deep.equal(['page:not-sent', 'link:not-sent']);
    // A late tf:tracksent cannot make a dropped call sent.
    expect(statuses(reduceTracking(state, 'tf:tracksent', pageCall))).to.deep.equal(['page:not-sent', 'link:not-sent']);
  });

  it('starts each page empty, keeping the page before so a navigating link is still seen sent', () => {
    const state = fold([['tf:consent', { granted: true }], ['tf:pagestartload', { url: 'http://x/' }], ['tf:track', pageCall],
      ['tf:tracksent', pageCall], ['tf:pixel', { kind: 'tapad', url: 'https://px.test/t.gif' }], ['tf:track', linkCall],
      ['tf:pagestartload', { url: 'http://x/b' }], ['tf:tracksent', linkCall]]);
    expect(state.page).to.deep.equal({ url: 'http://x/b', calls: [], pixels: [] });
    expect(state.previous!.url).to.equal('http://x/');
    expect(state.previous!.calls.map((c) => c.status)).to.deep.equal(['sent', 'sent']);
    expect(state.previous!.pixels).to.deep.equal([{ kind: 'tapad', url: 'https://px.test/t.gif', source: 'manifest' }]);
  });

  it('keeps the last CALL_LIMIT calls and ignores malformed events', () => {
    const calls = Array.from({ length: CALL_LIMIT + 3 }, (_, i): [string, unknown] => ['tf:track', { type: 'share', data: { service: `s${i}`, contentId: String(i) } }]);
    const start = emptyTracking();
    const bad: [string, unknown][] = [['tf:track', null], ['tf:track', { type: 'page' }], ['tf:track', { data: {} }], ['tf:pixel', { kind: 'x' }],
      ['tf:consent', { granted: 'yes' }], ['tf:tracksent', 42], ['tf:unrelated', {}]];
    expect(fold(bad, start)).to.equal(start);
    const state = fold([...calls, ['tf:track', { type: 'share', data: { service: 'big', contentId: 10n } }]]);
    expect(state.page.calls).to.have.length(CALL_LIMIT);
    expect(state.page.calls[0]!.name).to.equal('s4');
    expect(state.page.calls.at(-1)!.data).to.deep.equal([['contentId', '10']]);
  });

  it('adopts consent from window.Triforce.consent only when it is certainly known', () => {
    const unknown = emptyTracking();
    expect(adoptPageConsent(unknown, { granted: false, gdprApplies: undefined })).to.equal(unknown);
    expect(adoptPageConsent(unknown, undefined)).to.equal(unknown);
    expect(adoptPageConsent(unknown, { granted: true, gdprApplies: true }).granted).to.equal(true);
    expect(adoptPageConsent(unknown, { granted: false, gdprApplies: true }).granted).to.equal(false);
    const heard = fold([['tf:consent', { granted: false }]]);
    expect(adoptPageConsent(heard, { granted: true, gdprApplies: true })).to.equal(heard);
  });

  it('reads window.Triforce.consent, tolerating anything a page put there', () => {
    const win = (triforce: unknown) => ({ Triforce: triforce }) as unknown as Window;
    expect(pageConsent(win({ consent: { granted: true, gdprApplies: false } }))).to.deep.equal({ granted: true, gdprApplies: false });
    expect(pageConsent(win({ consent: { granted: 'yes' } }))).to.equal(undefined);
    expect(pageConsent(win(undefined))).to.equal(undefined);
    expect(pageConsent(win({ get consent() { throw new Error('no'); } }))).to.equal(undefined);
  });
});
