import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import sinon from 'sinon';
import { creativeHtml, readCreativeAsk } from '../../../demo/ads/creative.js';
import { installGoogletag, type Googletag } from '../../../demo/ads/googletag.js';
import { chooseAd, EMPTY_COOKIE, isPersonalized } from '../../../demo/ads/inventory.js';
import type { AdEvent } from '../../../demo/ads/pubads.js';
import { VIEWABLE_MS } from '../../../demo/ads/render.js';

type Host = { googletag?: unknown };

describe('the GPT stand-in (demo/ads/)', () => {
  let host: Host;
  let gt: Googletag;
  let elements: HTMLElement[];

  const slotDiv = (id: string) => {
    const div = document.createElement('div');
    div.id = id;
    document.body.append(div);
    elements.push(div);
    return div;
  };
  const events = (type: string) => gt.__record.filter((entry) => entry.call === `event.${type}`);

  beforeEach(() => {
    elements = [];
    host = { googletag: { cmd: [] as unknown[] } };
  });
  afterEach(() => {
    for (const element of elements) element.remove();
    document.cookie = `${EMPTY_COOKIE}=; max-age=0; path=/`;
    sinon.restore();
  });

  it('runs what the page queued before it loaded, in order, then runs each push at once', () => {
    const order: string[] = [];
    (host.googletag as { cmd: unknown[] }).cmd.push(() => order.push('a'), () => { throw new Error('bad tag'); }, () => order.push('b'));
    const error = sinon.stub(console, 'error');
    gt = installGoogletag(host as Window & Host);
    expect(order).to.deep.equal(['a', 'b']);
    expect(error.calledOnce).to.equal(true);
    expect(gt.cmd.push(() => order.push('c'))).to.equal(1);
    expect(order).to.deep.equal(['a', 'b', 'c']);
    // A second copy of the script keeps the first.
    expect(installGoogletag(host as Window & Host)).to.equal(gt);
  });

  it('records defineSlot and destroySlots, refuses an element id already used, and frees it when destroyed', () => {
    gt = installGoogletag(host as Window & Host);
    const warn = sinon.stub(console, 'warn');
    const slot = gt.defineSlot('/1/site/leaderboard', [728, 90], 'ad-1')!;
    expect(slot.getSlotElementId()).to.equal('ad-1');
    expect(gt.defineSlot('/1/site/other', [300, 250], 'ad-1')).to.equal(null);
    expect(warn.calledOnce).to.equal(true);
    expect(gt.pubads().getSlots()).to.deep.equal([]);
    slot.addService(gt.pubads());
    expect(gt.pubads().getSlots()).to.deep.equal([slot]);
    expect(gt.destroySlots([slot])).to.equal(true);
    expect(gt.destroySlots([slot])).to.equal(false);
    expect(gt.defineSlot('/1/site/leaderboard', [728, 90], 'ad-1')).to.not.equal(null);
    const defines = gt.__record.filter((entry) => entry.call === 'defineSlot').map((entry) => entry.result);
    expect(defines).to.deep.equal(['ad-1', null, 'ad-1']);
    const destroyed = gt.__record.filter((entry) => entry.call === 'destroySlots').map((entry) => entry.args[0]);
    expect(destroyed).to.deep.equal([[{ slot: 'ad-1', adUnitPath: '/1/site/leaderboard' }], [{ slot: 'ad-1', adUnitPath: '/1/site/leaderboard' }]]);
  });

  it('keeps page and slot targeting as lists, merges them into the request (the slot wins) and records the request', async () => {
    gt = installGoogletag(host as Window & Host);
    const div = slotDiv('ad-2');
    const pubads = gt.pubads();
    pubads.setTargeting('consent', 'no').setTargeting('gdpr', '1').setTargeting('genre', ['comedy', 'talk']);
    pubads.setCategoryExclusion('alcohol');
    pubads.setPrivacySettings({ nonPersonalizedAds: true });
    const slot = gt.defineSlot('/1/site/rectangle', [[300, 250], [336, 280]], 'ad-2')!.addService(pubads).setTargeting('pos', 'side');
    expect(pubads.getTargeting('genre')).to.deep.equal(['comedy', 'talk']);
    expect(slot.getTargeting('pos')).to.deep.equal(['side']);
    const rendered: AdEvent[] = [];
    pubads.addEventListener('slotRenderEnded', (event) => rendered.push(event));
    gt.enableServices();
    gt.display('ad-2');
    await waitUntil(() => rendered.length === 1);
    expect(rendered[0]!.slot).to.equal(slot);
    expect(rendered[0]!.isEmpty).to.equal(false);
    expect(rendered[0]!.size).to.deep.equal([300, 250]);
    const [request] = gt.__record.filter((entry) => entry.call === 'adRequest');
    expect(request!.args[0]).to.deep.include({ slot: 'ad-2', nonPersonalizedAds: true, categoryExclusions: ['alcohol'] });
    expect((request!.args[0] as { targeting: unknown }).targeting).to.deep.equal({ consent: ['no'], gdpr: ['1'], genre: ['comedy', 'talk'], pos: ['side'] });
    expect(request!.result).to.deep.include({ personalized: false, size: [300, 250] });
    // Drawn as GPT does: a frame at the creative's size, by attributes, loading the same-origin creative.
    const frame = div.querySelector('iframe')!;
    expect([frame.width, frame.height, frame.title]).to.deep.equal(['300', '250', '3rd party ad content']);
    expect(frame.getAttribute('style')).to.equal(null);
    expect(new URL(frame.src).pathname).to.equal('/ads/creative.html');
    expect(new URL(frame.src).searchParams.get('ad')).to.equal('non-personalized');
    expect(gt.__record.map((entry) => entry.call)).to.include.members(['event.slotRequested', 'event.slotResponseReceived', 'event.slotRenderEnded']);
  });

  it('answers empty for a unit or size the ltn_ads_empty cookie names, and for sizes it has no house ad for; collapses when asked', async () => {
    gt = installGoogletag(host as Window & Host);
    document.cookie = `${EMPTY_COOKIE}=roadblock; path=/`;
    const roadblock = slotDiv('ad-3');
    const odd = slotDiv('ad-4');
    const pubads = gt.pubads();
    pubads.collapseEmptyDivs();
    gt.defineSlot('/1/site/roadblock', [970, 250], 'ad-3')!.addService(pubads);
    gt.defineSlot('/1/site/default', [123, 45], 'ad-4')!.addService(pubads);
    gt.enableServices();
    gt.display('ad-3');
    gt.display('ad-4');
    await waitUntil(() => events('slotRenderEnded').length === 2);
    expect(events('slotRenderEnded').map((entry) => (entry.args[0] as { isEmpty: boolean }).isEmpty)).to.deep.equal([true, true]);
    expect([roadblock.hidden, odd.hidden, roadblock.childElementCount]).to.deep.equal([true, true, 0]);
  });

  it('with single request, the first display fetches every slot; refresh fetches again; destroySlots clears the element and drops a pending answer', async () => {
    gt = installGoogletag(host as Window & Host);
    const first = slotDiv('ad-5');
    slotDiv('ad-6');
    const pubads = gt.pubads();
    expect(pubads.enableSingleRequest()).to.equal(true);
    const a = gt.defineSlot('/1/site/leaderboard', [728, 90], 'ad-5')!.addService(pubads);
    gt.defineSlot('/1/site/rectangle', [300, 250], 'ad-6')!.addService(pubads);
    gt.enableServices();
    expect(pubads.enableSingleRequest()).to.equal(false);
    gt.display('ad-5');
    await waitUntil(() => events('slotRenderEnded').length === 2);
    pubads.refresh([a]);
    gt.destroySlots([a]);
    expect(first.childElementCount).to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events('slotRenderEnded')).to.have.length(2);
    expect(first.childElementCount).to.equal(0);
  });

  it('fires impressionViewable once half the creative has been on screen for one second, not before', async () => {
    gt = installGoogletag(host as Window & Host);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    slotDiv('ad-7');
    const pubads = gt.pubads();
    gt.defineSlot('/1/site/rectangle', [300, 250], 'ad-7')!.addService(pubads);
    gt.enableServices();
    gt.display('ad-7');
    await clock.tickAsync(1);
    expect(events('slotRenderEnded'), JSON.stringify(gt.__record.map((e) => e.call))).to.have.length(1);
    // The observer reports on its own (not a timer): wait for it frame by frame (waitUntil polls with
    // setTimeout, which this test fakes: a report later than its first look would never be seen), then run the second.
    for (let frame = 0; frame < 600 && events('slotVisibilityChanged').length === 0; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    expect((events('slotVisibilityChanged')[0]!.args[0] as { inViewPercentage: number }).inViewPercentage).to.be.greaterThanOrEqual(50);
    await clock.tickAsync(VIEWABLE_MS - 1);
    expect(events('impressionViewable')).to.have.length(0);
    await clock.tickAsync(1);
    expect(events('impressionViewable')).to.have.length(1);
    await clock.tickAsync(VIEWABLE_MS * 5);
    expect(events('impressionViewable')).to.have.length(1);
  });

  describe('inventory and creative (pure)', () => {
    const ask = { adUnitPath: '/1/site/leaderboard', sizes: [[320, 50], [728, 90]] as const, targeting: {}, nonPersonalizedAds: false, sequence: 3 };

    it('is personalized only without the privacy setting and without consent=no / gdpr=1', () => {
      expect(isPersonalized({ targeting: { consent: ['yes'], gdpr: ['0'] }, nonPersonalizedAds: false })).to.equal(true);
      expect(isPersonalized({ targeting: { consent: ['yes'], gdpr: ['0'] }, nonPersonalizedAds: true })).to.equal(false);
      expect(isPersonalized({ targeting: { consent: ['no'], gdpr: ['1'] }, nonPersonalizedAds: false })).to.equal(false);
      expect(isPersonalized({ targeting: { gdpr: ['1'] }, nonPersonalizedAds: false })).to.equal(false);
    });

    it('chooses the first size it has, empties what the cookie names, and picks a show the targeting names when personalized', () => {
      expect(chooseAd(ask)!.size).to.deep.equal([320, 50]);
      expect(chooseAd({ ...ask, emptyList: '320x50' })!.size).to.deep.equal([728, 90]);
      expect(chooseAd({ ...ask, emptyList: 'x, leaderboard' })).to.equal(undefined);
      expect(chooseAd({ ...ask, sizes: [[1, 2]] })).to.equal(undefined);
      expect(chooseAd({ ...ask, targeting: { show: ['roast-beef'] } })!.show).to.equal('roast-beef');
      expect(chooseAd({ ...ask, targeting: { show: ['roast-beef'] }, nonPersonalizedAds: true })!.show).to.not.equal(undefined);
    });

    it('draws only creatives it serves, saying whether they are personalized, with no inline script or style', () => {
      expect(readCreativeAsk(new URLSearchParams('size=300x250&show=nope&ad=personalized'))).to.equal(undefined);
      expect(readCreativeAsk(new URLSearchParams('size=1x1&show=roast-beef&ad=personalized'))).to.equal(undefined);
      expect(readCreativeAsk(new URLSearchParams('size=300x250&show=roast-beef&ad=maybe'))).to.equal(undefined);
      const html = creativeHtml(readCreativeAsk(new URLSearchParams('size=300x250&show=roast-beef&ad=non-personalized'))!);
      expect(html).to.contain('Non-personalized ad').and.contain('House ad').and.contain('href="/shows/roast-beef"');
      expect(html).to.not.match(/<script|<style|style=/);
      expect(creativeHtml({ size: '728x90', show: 'roast-beef', personalized: true })).to.contain('Personalized ad');
    });
  });
});
