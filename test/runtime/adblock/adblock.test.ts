import { expect } from '@open-wc/testing';
import { AD_BLOCK_MESSAGE_SECONDS, AD_BLOCK_MESSAGE_TAG, BAIT_CLASSES, checkAdBlock } from '../../../runtime/adblock/detect.js';
import { adBlockApplies, createAdBlockDetection, type AdBlockConfig } from '../../../runtime/adblock/index.js';
import type { Manifest } from '../../../runtime/types.js';

const CONFIG: AdBlockConfig = { adBlockDetection: 1, adBlockParentIds: ['ltn-full-episodes', 'ltn-show-desk-jockeys'], adBlockBaitSrc: '', adBlockHelpUrl: '/legal/ad-block-help.html' };
const page = (type?: string, parentId?: string): Manifest => ({ zones: {}, ...(type ? { type } : {}), ...(parentId ? { reporting: { parentId } } : {}) });

describe('ad-block detection: when it applies', () => {
  it('needs the flag at 1, a configured parent id and type ENT_P008 or ENT_P006', () => {
    expect(adBlockApplies(CONFIG, page('ENT_P008', 'ltn-full-episodes'))).to.equal(true);
    expect(adBlockApplies(CONFIG, page('ENT_P006', 'ltn-show-desk-jockeys'))).to.equal(true);
    expect(adBlockApplies(CONFIG, page('ENT_P007', 'ltn-full-episodes'))).to.equal(false);
    expect(adBlockApplies(CONFIG, page('ENT_P008', 'ltn-show-roast-beef'))).to.equal(false);
    expect(adBlockApplies(CONFIG, page(undefined, 'ltn-full-episodes'))).to.equal(false);
    expect(adBlockApplies(CONFIG, page('ENT_P008'))).to.equal(false);
    for (const flag of [0, 2, -1]) expect(adBlockApplies({ ...CONFIG, adBlockDetection: flag }, page('ENT_P008', 'ltn-full-episodes'))).to.equal(false);
  });

  it('a malformed manifest never throws', () => {
    const bad = { zones: {}, type: 8, reporting: { parentId: ['ltn-full-episodes'] } } as unknown as Manifest;
    expect(adBlockApplies(CONFIG, bad)).to.equal(false);
  });
});

describe('ad-block detection: the front', () => {
  it('imports the detection only on the right pages, and leaving a page aborts its check', async () => {
    const signals: AbortSignal[] = [];
    let imports = 0;
    const detection = createAdBlockDetection({
      document, log: () => {}, config: () => CONFIG,
      load: () => (imports++, Promise.resolve({ checkAdBlock: async ({ signal }) => (signals.push(signal), false) })),
    });
    detection.pageLanded(page('ENT_P006', 'ltn-show-roast-beef'));
    detection.pageLanded(page());
    await Promise.resolve();
    expect(imports).to.equal(0);
    detection.pageLanded(page('ENT_P008', 'ltn-full-episodes'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signals).to.have.length(1);
    expect(signals[0]!.aborted).to.equal(false);
    detection.pageLeft();
    expect(signals[0]!.aborted).to.equal(true);
    // In-page visits are checked again.
    detection.pageLanded(page('ENT_P006', 'ltn-show-desk-jockeys'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signals).to.have.length(2);
    detection.destroy();
    expect(signals[1]!.aborted).to.equal(true);
  });
});

describe('ad-block detection: the baits', () => {
  // The window's document: a detached one computes no styles for the bait element.
  const doc = document;
  afterEach(() => {
    doc.querySelectorAll(AD_BLOCK_MESSAGE_TAG).forEach((message) => message.remove());
    doc.querySelectorAll('style[data-test-blocker]').forEach((style) => style.remove());
  });
  const run = (config: Partial<AdBlockConfig>, signal = new AbortController().signal) => checkAdBlock({ document: doc, config: { ...CONFIG, ...config }, signal });

  it('a bait script that loads and a bait element that shows: not blocked, no message, no bait left', async () => {
    expect(await run({ adBlockBaitSrc: 'data:text/javascript,' })).to.equal(false);
    expect(doc.querySelector(AD_BLOCK_MESSAGE_TAG)).to.equal(null);
    expect(doc.querySelector(`.${BAIT_CLASSES[0]!}`)).to.equal(null);
    expect(doc.querySelector('script[src^="data:"]')).to.equal(null);
  });

  it('a bait script refused (network filters): blocked, the message with the help link and 30 s', async () => {
    expect(await run({ adBlockBaitSrc: '/__no_such_bait__/advertisement.js' })).to.equal(true);
    const message = doc.querySelector(AD_BLOCK_MESSAGE_TAG)!;
    expect(message.getAttribute('help-href')).to.equal('/legal/ad-block-help.html');
    expect(message.getAttribute('seconds')).to.equal(String(AD_BLOCK_MESSAGE_SECONDS));
    // A second right page while it counts down adds no second message.
    await run({ adBlockBaitSrc: '/__no_such_bait__/advertisement.js' });
    expect(doc.querySelectorAll(AD_BLOCK_MESSAGE_TAG)).to.have.length(1);
  });

  it('a bait element hidden (element-hiding lists): blocked', async () => {
    const style = doc.createElement('style');
    style.dataset.testBlocker = '';
    style.textContent = '.adsbox { display: none !important; }';
    doc.head.append(style);
    expect(await run({ adBlockBaitSrc: '' })).to.equal(true);
    expect(doc.querySelector(AD_BLOCK_MESSAGE_TAG)).not.to.equal(null);
  });

  it('a check aborted (the page left) shows nothing', async () => {
    const controller = new AbortController();
    const result = run({ adBlockBaitSrc: '/__no_such_bait__/advertisement.js' }, controller.signal);
    controller.abort();
    expect(await result).to.equal(false);
    expect(doc.querySelector(AD_BLOCK_MESSAGE_TAG)).to.equal(null);
  });
});
