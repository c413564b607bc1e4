import { expect } from '@open-wc/testing';
import { AD_PLACEMENTS } from '../../islands/ad-slot/placements.js';
import { islandDescriptors } from '../../islands/descriptors.js';
import { heroPromo } from '../../islands/hero-promo/island.js';
import { parseHeroPromoFeed } from '../../islands/hero-promo/hero-promo.js';
import { builtInIslands } from '../../islands/index.js';
import { reservedBoxes } from '../../islands/reservations.js';
import { trendingBar } from '../../islands/trending-bar/island.js';
import { makeHost, renderError } from './island-harness.js';

describe('island descriptors', () => {
  const drivers = islandDescriptors.map(({ driver }) => driver);

  it('describe each driver once', () => {
    expect(new Set(drivers).size).to.equal(drivers.length);
  });

  it('are the island table: one lazy loader per described driver', () => {
    expect(Object.keys(builtInIslands)).to.deep.equal(drivers);
    for (const { driver, load } of islandDescriptors) expect(builtInIslands[driver]).to.equal(load);
  });

  it('are the reserved boxes: each described box under its driver, and none for an island without one', () => {
    for (const { driver, reserved } of islandDescriptors) expect(reservedBoxes[driver]).to.equal(reserved);
    expect(Object.keys(reservedBoxes)).to.deep.equal(islandDescriptors.filter(({ reserved }) => reserved).map(({ driver }) => driver));
    expect(reservedBoxes[trendingBar.driver]).to.deep.equal([[0, { extra: 45 }]]);
  });

  it('give every ad placement its own driver, with the placement\'s fixed box', () => {
    for (const [driver, { sizes }] of Object.entries(AD_PLACEMENTS)) {
      expect(drivers).to.include(driver);
      expect(reservedBoxes[driver]!.map(([minWidth]) => minWidth)).to.deep.equal(sizes.map(([minWidth]) => minWidth));
    }
  });

  it('name the driver the feed parser reports', () => {
    expect(() => parseHeroPromoFeed({}, heroPromo.driver)).to.throw(`${heroPromo.driver} feed: show must be a non-empty string`);
  });

  it('load a controller whose feed parser reports the driver of the zone it draws', async () => {
    const { default: controller } = await heroPromo.load();
    const h = makeHost(heroPromo.driver);
    try {
      const error = await renderError(controller, h.host, {}, h.ctx);
      expect(String(error)).to.contain(`${heroPromo.driver} feed: show must be a non-empty string`);
    } finally {
      controller.onModuleDestroy?.(h.host);
      h.cleanup();
    }
  });
});
