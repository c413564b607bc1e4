import { expect } from '@open-wc/testing';
import { isoDuration, MAIN_ITEM_DRIVERS, mainItem } from '../../server/structured-data.js';
import { islandDescriptors } from '../../islands/descriptors.js';
import { clipViewer } from '../../islands/clip-viewer/island.js';
import { episodePlayer } from '../../islands/episode-player/island.js';
import { showHeader } from '../../islands/show-header/island.js';
import type { Manifest } from '../../runtime/types.js';

describe('MAIN_ITEM_DRIVERS', () => {
  it('names the islands whose feed describes their page, by their own drivers', () => {
    expect(MAIN_ITEM_DRIVERS).to.deep.equal({ [showHeader.driver]: 'show', [episodePlayer.driver]: 'episode', [clipViewer.driver]: 'clip' });
    const drivers = islandDescriptors.map((island) => island.driver);
    for (const driver of Object.keys(MAIN_ITEM_DRIVERS)) expect(drivers).to.include(driver);
  });
});

describe('mainItem', () => {
  const zone = (name: string, driver: string, priority?: number) => ({ zone: name, driver, feed: `/feeds/${name}`, ...(priority === undefined ? {} : { priority }) });

  it('takes the first describing zone in render order (ascending priority, none last) whose feed reads', () => {
    const manifest: Manifest = { zones: { a: zone('a', 'ENT_M025'), b: zone('b', 'ENT_M015', 2), c: zone('c', 'ENT_M011', 1) } };
    const feeds = new Map<string, unknown>([
      ['a', { result: { title: 'Clip' } }],
      ['b', { result: { title: 'Episode' } }],
      ['c', { result: { title: 42 } }],
    ]);
    expect(mainItem(manifest, feeds, { base: 'https://site.test/' })).to.deep.equal({ kind: 'episode', name: 'Episode' });
  });

  it('is undefined when no zone describes the page or no answer reads', () => {
    expect(mainItem({ zones: { a: zone('a', 'ENT_M010', 1) } }, new Map([['a', { result: { title: 'Hero' } }]]), { base: 'https://site.test/' })).to.equal(undefined);
    expect(mainItem({ zones: { a: zone('a', 'ENT_M011', 1) } }, new Map(), { base: 'https://site.test/' })).to.equal(undefined);
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(1322)).to.equal('PT22M2S');
    expect(isoDuration(3600)).to.equal('PT1H');
    expect(isoDuration(2565)).to.equal('PT42M45S');
    expect(isoDuration(0)).to.equal('PT0S');
  });
});
