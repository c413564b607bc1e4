import { expect } from '@open-wc/testing';
import clipGrid from '../../islands/clip-grid/index.js';
import comedians from '../../islands/comedian-spotlight/index.js';
import schedule from '../../islands/schedule-teaser/index.js';
import textPromo from '../../islands/text-promo/index.js';
import type { IslandController } from '../../islands/define-island.js';
import { clipGrid as clipGridIsland } from '../../islands/clip-grid/island.js';
import { comedianSpotlight } from '../../islands/comedian-spotlight/island.js';
import { scheduleTeaser } from '../../islands/schedule-teaser/island.js';
import { textPromo as textPromoIsland } from '../../islands/text-promo/island.js';
import { img, makeHost, renderError } from './island-harness.js';

/** Islands whose feeds may name an `anchor`: the id in-page links ('#lineup') scroll to. */
const cases: { name: string; driver: string; controller: IslandController; feed: (anchor: string) => unknown; target: string }[] = [
  {
    name: 'clip grid (ENT_M020)',
    driver: clipGridIsland.driver,
    controller: clipGrid,
    feed: (anchor) => ({ result: { title: 'Clips', anchor, items: [{ title: 'A', show: 'S', url: '/clips/a', duration: 5, image: img('a') }] } }),
    target: 'section',
  },
  {
    name: 'schedule teaser (ENT_M048)',
    driver: scheduleTeaser.driver,
    controller: schedule,
    feed: (anchor) => ({ result: { title: 'Tonight', anchor, day: 'Wed', slots: [{ time: '8:00 PM', show: 'S' }] } }),
    target: 'section',
  },
  {
    name: 'text promo (ENT_M040)',
    driver: textPromoIsland.driver,
    controller: textPromo,
    feed: (anchor) => ({ result: { headline: 'Help', anchor } }),
    target: 'section',
  },
  {
    name: 'comedian spotlight (ENT_M045) cards',
    driver: comedianSpotlight.driver,
    controller: comedians,
    feed: (anchor) => ({ result: { title: 'Comics', comedians: [{ name: 'M', anchor, tagline: 't', image: img('m') }] } }),
    target: 'li',
  },
];

describe('in-page anchors of the islands', () => {
  for (const { name, driver, controller, feed, target } of cases) {
    describe(name, () => {
      let h: ReturnType<typeof makeHost>;
      beforeEach(() => (h = makeHost(driver)));
      afterEach(() => {
        controller.onModuleDestroy?.(h.host);
        h.cleanup();
      });

      it('gives the element the anchor as its id', async () => {
        await controller.render(h.host, feed('lineup'), h.ctx);
        expect(h.host.querySelector(target)!.id).to.equal('lineup');
        expect(document.getElementById('lineup')).to.equal(h.host.querySelector(target));
      });

      it('rejects an anchor that is not a plain id', async () => {
        const error = await renderError(controller, h.host, feed('#x y'), h.ctx);
        expect(String(error)).to.contain('must be a letter followed by letters, digits, - or _');
      });
    });
  }
});
