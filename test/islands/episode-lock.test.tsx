import { expect } from '@open-wc/testing';
import controller from '../../islands/episode-player/index.js';
import { EPISODE_LOCK_CLASS as LOCK } from '../../runtime/tve/episode-lock.js';
import { TVE_AUTHENTICATED_CLASS as TVE_MARK } from '../../runtime/tve/tv-auth-mark.js';
import { waitUntil } from '../support/wait.js';
import { episodeFeed } from './episode-feed.js';
import { clone, makeHost, renderError } from './island-harness.js';

const locked = episodeFeed();
const withPolicy = (distPolicy: unknown) => {
  const feed = clone(locked) as { result: Record<string, unknown> };
  if (distPolicy === undefined) delete feed.result.distPolicy;
  else feed.result.distPolicy = distPolicy;
  return feed;
};
const marked = () => document.body.classList.contains(LOCK);

describe('episode player (ENT_M015) and the full-episode lock', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    document.body.classList.remove(TVE_MARK, LOCK);
    h = makeHost('ENT_M015');
    Object.assign(h.ctx.page, { config: { playerSrc: '/demo/public/vendor/player.js' } });
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    document.body.classList.remove(TVE_MARK, LOCK);
  });

  const q = <E extends Element = HTMLElement>(selector: string) => h.host.querySelector<E>(selector);

  describe('the episode-lock body mark', () => {
    it('is set while a locked full episode is on the page', async () => {
      await controller.render(h.host, locked, h.ctx);
      expect(marked()).to.equal(true);
      expect(q('.tf-player__gate')).to.exist;
    });

    it('is removed when the episode leaves the page (its zone destroyed by an in-page visit)', async () => {
      await controller.render(h.host, locked, h.ctx);
      controller.onModuleDestroy?.(h.host);
      expect(marked()).to.equal(false);
    });

    it('is removed when sign-in unlocks the episode, and set again on sign-out', async () => {
      await controller.render(h.host, locked, h.ctx);
      document.body.classList.add(TVE_MARK);
      await waitUntil(() => !marked(), 'the mark goes with the sign-in');
      expect(q('.tf-player__gate')).to.equal(null);
      document.body.classList.remove(TVE_MARK);
      await waitUntil(() => marked(), 'the mark is back after sign-out');
    });

    it('is never set for a visitor already signed in', async () => {
      document.body.classList.add(TVE_MARK);
      await controller.render(h.host, locked, h.ctx);
      expect(marked()).to.equal(false);
    });

    it('stays through a refresh with another locked episode', async () => {
      await controller.render(h.host, locked, h.ctx);
      const next = clone(locked);
      next.result.title = 'A Stand-Up Meeting';
      next.result.distPolicy = { episodeDescriptor: 'Reunion' };
      await controller.render(h.host, next, h.ctx);
      expect(q('h1')!.textContent).to.equal('A Stand-Up Meeting');
      expect(marked()).to.equal(true);
    });
  });

  describe('an episode that is no full one', () => {
    for (const [name, policy] of [['another descriptor', { episodeDescriptor: 'Recap' }], ['no distribution policy', undefined]] as const) {
      it(`(${name}) is not locked: no gate, no mark, and play plays`, async () => {
        await controller.render(h.host, withPolicy(policy), h.ctx);
        expect(q('.tf-player__gate')).to.equal(null);
        expect(marked()).to.equal(false);
        q<HTMLButtonElement>('button.tf-player__play')!.click();
        await waitUntil(() => q('.tf-player__surface') !== null, 'the player surface is drawn');
        expect(q('.tf-player__gate')).to.equal(null);
      });
    }

    it('(type clip) is not locked', async () => {
      const clip = clone(locked) as { result: Record<string, unknown> };
      clip.result.type = 'clip';
      await controller.render(h.host, clip, h.ctx);
      expect(q('.tf-player__gate')).to.equal(null);
      expect(marked()).to.equal(false);
    });
  });

  it('fails alone on a content URI that is none', async () => {
    const bad = clone(locked) as { result: Record<string, unknown> };
    bad.result.contentUri = 'javascript:alert(1)';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain("ENT_M015 feed: contentUri must be a content URI ('mgid:' and colon-separated parts)");
  });
});
