import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineIsland, type IslandProps } from '../../../islands/define-island.js';
import { PlayerCore, type PlayerItem } from '../../../islands/shared/player/player-core.js';
import {
  LAST_WATCHED_KEY, RECORD_STEP_S, parseLastWatched, readLastWatched, resumeHref, watchRecorder, watchedPath, writeLastWatched, type LastWatched,
} from '../../../islands/shared/player/last-watched.js';
import { siteStorageOf } from '../../../islands/shared/site-storage.js';
import { createSiteStorage, type SiteStorage } from '../../../runtime/util/storage.js';
import { waitUntil } from '../../support/wait.js';
import { makeHost } from '../island-harness.js';

const RECORD: LastWatched = {
  title: 'The Printer Has Unionized', url: '/clips/the-printer-has-unionized', poster: { src: '/images/clip-desk-jockeys-printer' },
  position: 42, duration: 184, time: 1_790_000_000_000,
};

/** Site storage over a storage that holds what it is given, or refuses every write. */
function memorySite(refuse = false): { site: SiteStorage; items: Map<string, string> } {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  } as unknown as Storage;
  // Cookies refused as well: a refused write lands nowhere.
  const cookies = { get cookie() { return ''; }, set cookie(_: string) { /* refused */ } };
  return { site: createSiteStorage({ storage, cookies, host: 'site.test' }), items };
}

describe('the last watched video (islands/shared/player/last-watched.ts)', () => {
  describe('a stored record', () => {
    it('reads back what was written', () => {
      const { site } = memorySite();
      expect(writeLastWatched(site, RECORD)).to.equal(true);
      expect(readLastWatched(site)).to.deep.equal(RECORD);
    });

    it('reads as nothing when it is not JSON, not a record, or any field is off', () => {
      const bad: unknown[] = [
        null, 'text', [RECORD], { ...RECORD, title: '' }, { ...RECORD, url: 'javascript:alert(1)' }, { ...RECORD, url: '//evil.example/x' },
        { ...RECORD, url: 'https://evil.example/x' }, { ...RECORD, poster: { src: 'javascript:x' } }, { ...RECORD, poster: 'x' },
        { ...RECORD, position: -1 }, { ...RECORD, position: 1.5 }, { ...RECORD, duration: 0 }, { ...RECORD, time: 'yesterday' },
      ];
      for (const value of bad) expect(parseLastWatched(value), JSON.stringify(value)).to.equal(undefined);
      const { site, items } = memorySite();
      site.set(LAST_WATCHED_KEY, '{not json');
      expect(readLastWatched(site)).to.equal(undefined);
      expect(items.size).to.equal(1);
    });

    it('keeps a position past the end within the item', () => {
      expect(parseLastWatched({ ...RECORD, position: 999 })?.position).to.equal(184);
    });

    it('leaves the stored record as it was when a write is refused', () => {
      const { site, items } = memorySite();
      writeLastWatched(site, RECORD);
      const before = [...items.entries()];
      const refused = memorySite(true);
      expect(writeLastWatched(refused.site, { ...RECORD, title: 'Other' })).to.equal(false);
      expect([...items.entries()]).to.deep.equal(before);
    });
  });

  describe('addresses', () => {
    it('keeps the page, not its start time or share mark, and the site page of an embed', () => {
      expect(watchedPath('https://site.test/clips/x?t=30&share=1&list=a#top')).to.equal('/clips/x?list=a');
      expect(watchedPath('https://site.test/embed/clips/x?t=3')).to.equal('/clips/x');
      expect(watchedPath('file:///clips/x')).to.equal(undefined);
    });

    it('resumes at the position reached, or from the start once near the end or not begun', () => {
      expect(resumeHref(RECORD)).to.equal('/clips/the-printer-has-unionized?t=42');
      expect(resumeHref({ ...RECORD, url: '/clips/x?list=a', position: 7 })).to.equal('/clips/x?list=a&t=7');
      expect(resumeHref({ ...RECORD, position: 180 })).to.equal('/clips/the-printer-has-unionized');
      expect(resumeHref({ ...RECORD, position: 0 })).to.equal('/clips/the-printer-has-unionized');
    });
  });

  describe('the recorder', () => {
    it('writes at once, then each time the playhead moved a step, and when forced', () => {
      const written: number[] = [];
      let now = 1000;
      const item = { title: 'T', url: '/clips/t', poster: { src: '/images/t' }, duration: 60 };
      const recorder = watchRecorder(item, (record) => void written.push(record.position), () => now);
      recorder.at(0);
      recorder.at(1);
      recorder.at(RECORD_STEP_S - 1);
      recorder.at(RECORD_STEP_S);
      now = 2000;
      recorder.at(RECORD_STEP_S + 1, true);
      recorder.at(Number.NaN, true);
      recorder.at(500);
      expect(written).to.deep.equal([0, RECORD_STEP_S, RECORD_STEP_S + 1, 60]);
    });
  });

  describe('in a player', () => {
    const island = defineIsland(({ feed, ctx }: IslandProps<PlayerItem>) => <PlayerCore item={feed} page={ctx.page} area="Clip player" />);
    const item: PlayerItem = {
      title: 'The Printer Has Unionized', contentUri: 'mgid:arc:video:laughtrack.example:printer', duration: 100,
      poster: { src: '/art/printer.svg', alt: 'printer art', width: 640, height: 360 },
    };
    let h: ReturnType<typeof makeHost>;
    let clock: sinon.SinonFakeTimers;
    const address = location.href;
    const stored = () => readLastWatched(siteStorageOf(window));

    beforeEach(() => {
      siteStorageOf(window).remove(LAST_WATCHED_KEY);
      h = makeHost('ENT_M025');
      Object.assign(h.ctx.page, { config: { playerSrc: '/demo/public/vendor/player.js' } });
      // Only the player's one-second clock.
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      history.replaceState(null, '', '/clips/the-printer-has-unionized?share=1&t=3');
    });
    afterEach(() => {
      clock.restore();
      island.onModuleDestroy?.(h.host);
      h.cleanup();
      history.replaceState(null, '', address);
      siteStorageOf(window).remove(LAST_WATCHED_KEY);
    });

    it('records the video as it starts and as it plays on, under the page it plays on', async () => {
      await island.render(h.host, item, h.ctx);
      await waitUntil(() => stored() !== undefined, 'the start is recorded');
      expect(stored()).to.include({ title: item.title, url: '/clips/the-printer-has-unionized', position: 3, duration: 100 });
      expect(stored()!.poster).to.deep.equal({ src: '/art/printer.svg' });
      expect(Date.now() - stored()!.time).to.be.within(0, 60_000);
      for (let i = 0; i < RECORD_STEP_S; i += 1) clock.tick(1000);
      await waitUntil(() => stored()?.position === 3 + RECORD_STEP_S, 'the playhead is recorded a step on');
    });
  });
});
