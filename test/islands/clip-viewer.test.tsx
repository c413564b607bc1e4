import { expect } from '@open-wc/testing';
import { act } from 'react';
import sinon from 'sinon';
import { waitUntil } from '../support/wait.js';
import controller from '../../islands/clip-viewer/index.js';
import { clone, imageInfoOf, img, makeHost, renderError } from './island-harness.js';

const feed = {
  result: {
    title: 'The Printer Has Unionized',
    show: { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
    duration: 184,
    description: 'The cold open that started it all.',
    image: img('printer'),
    related: [{ title: 'Monologue', url: '/clips/monologue', duration: 412, image: img('m') }],
    more: { title: 'More from Desk Jockeys', url: '/shows/desk-jockeys' },
  },
};

describe('clip viewer island (ENT_M025)', () => {
  let h: ReturnType<typeof makeHost>;
  const address = location.href;
  beforeEach(() => (h = makeHost('ENT_M025')));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    sinon.restore();
    history.replaceState(null, '', address);
  });

  it('renders an article named by the clip title with its art, show and description', async () => {
    await controller.render(h.host, feed, h.ctx);
    const article = h.host.querySelector('article')!;
    const title = article.querySelector('h1')!;
    expect(title.textContent).to.equal('The Printer Has Unionized');
    expect(article.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(imageInfoOf(article, '.tf-pcore__poster tf-image')!.alt).to.equal('printer art');
    expect(article.querySelector('.tf-clipview__show a')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
    expect(article.textContent).to.contain('The cold open that started it all.');
    expect(article.querySelector('.tf-clipview__duration')!.textContent).to.contain('Duration 3 minutes 4 seconds');
  });

  describe('its share panel', () => {
    const q = <E extends Element = HTMLElement>(selector: string) => h.host.querySelector<E>(selector);
    const openShare = async () => {
      q<HTMLButtonElement>('.tf-clipview__share .tf-share__toggle')!.click();
      await waitUntil(() => q('.tf-share__time') !== null, 'the share panel opens');
    };

    it('shares the clip page by the services, a copy link and the clip\'s embed page, tracked under the clip player', async () => {
      // The clip's own page, where the panel finds the slug of its embed page.
      history.replaceState(null, '', '/clips/the-printer-has-unionized');
      await controller.render(h.host, feed, h.ctx);
      expect(q('.tf-clipview__share .tf-share__toggle')!.getAttribute('data-tf-track')).to.equal('Clip player: Share');
      await openShare();
      const labels = [...h.host.querySelectorAll('.tf-share__links a')].map((a) => a.getAttribute('aria-label'));
      expect(labels).to.include.members(['Share on Facebook', 'Share on X', 'Share by e-mail']);
      expect(new URL(q<HTMLInputElement>('.tf-share__copy input')!.value).searchParams.get('share')).to.equal('1');
      [...h.host.querySelectorAll<HTMLButtonElement>('.tf-share button')].find((b) => b.textContent === 'Embed')!.click();
      await waitUntil(() => q('.tf-share__code') !== null, 'the embed code shows');
      expect(q<HTMLTextAreaElement>('.tf-share__code')!.value).to.contain('/embed/clips/the-printer-has-unionized"');
    });

    it('offers the player\'s playhead as the start time', async () => {
      Object.assign(h.ctx.page, { config: { playerSrc: '/demo/public/vendor/player.js' } });
      // Only the player's clock: React and the test's waiting keep theirs.
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      await controller.render(h.host, feed, h.ctx);
      await openShare();
      expect(q<HTMLInputElement>('.tf-share__time')!.value, 'before playing').to.equal('0:00');
      q<HTMLButtonElement>('.tf-clipview__share .tf-share__toggle')!.click();
      q<HTMLButtonElement>('button.tf-pcore__play')!.click();
      await waitUntil(() => q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'the player plays');
      // Through act, so React has drawn the playhead's updates (and run their effects) before the panel opens again.
      const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      flags.IS_REACT_ACT_ENVIRONMENT = true;
      try {
        await act(async () => {
          clock.tick(42000);
        });
      } finally {
        flags.IS_REACT_ACT_ENVIRONMENT = false;
      }
      expect(q('.mtvn-player__time')!.textContent).to.equal('0:42 / 3:04');
      await openShare();
      expect(q<HTMLInputElement>('.tf-share__time')!.value).to.equal('0:42');
    });

    it('ignores the share part an older feed still carries', async () => {
      const old = clone(feed) as typeof feed & { result: Record<string, unknown> };
      old.result.share = { url: 'https://laughtrack.example/clips/x', links: [{ network: 'myspace', label: 'Share', url: 'javascript:alert(1)' }] };
      await controller.render(h.host, old, h.ctx);
      expect(q('h1')!.textContent).to.equal('The Printer Has Unionized');
      expect(h.host.querySelectorAll('a[href^="javascript:"]')).to.have.length(0);
      expect(q('.tf-share__toggle')).to.not.equal(null);
    });
  });

  it('links related clips and more from the show', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(h.host.querySelector('.tf-clipview__related h2')!.textContent).to.equal('Watch next');
    expect([...h.host.querySelectorAll('.tf-clipview__related a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/clips/monologue']);
    expect(h.host.querySelector('a.tf-clipview__more')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
  });

  it('rejects art without alt text and a content URI that is none', async () => {
    const badUri = clone(feed) as typeof feed & { result: Record<string, unknown> };
    badUri.result.contentUri = 'https://video.example/clip.mp4';
    expect(String(await renderError(controller, h.host, badUri, h.ctx))).to.contain("ENT_M025 feed: contentUri must be a content URI ('mgid:' and colon-separated parts)");
    const noAlt = clone(feed) as { result: { image: Record<string, unknown> } };
    delete noAlt.result.image.alt;
    expect(String(await renderError(controller, h.host, noAlt, h.ctx))).to.contain('ENT_M025 feed: image.alt must be a string');
  });

  it("plays the clip from the site's video content set (playerContentSets.videos)", async () => {
    Object.assign(h.ctx.page, { config: { playerSrc: '/demo/public/vendor/player.js', playerContentSets: { videos: 'ltn-videos', fullEpisodes: 'ltn-full-episodes', playlists: 'ltn-playlists' } } });
    const playable = clone(feed) as typeof feed & { result: Record<string, unknown> };
    Object.assign(playable.result, { duration: 30, contentUri: 'mgid:arc:video:laughtrack.example:the-printer-has-unionized' });
    await controller.render(h.host, playable, h.ctx);
    h.host.querySelector<HTMLButtonElement>('.tf-clipview__media button')!.click();
    await waitUntil(() => h.host.querySelector('.mtvn-player')?.getAttribute('data-content-set') === 'ltn-videos', 'the player reads the video set');
  });

  it('plays the clip in the clip player, its content URI to the player, and ends on its up next and full episode', async () => {
    Object.assign(h.ctx.page, { config: { playerSrc: '/demo/public/vendor/player.js' } });
    const playable = clone(feed) as typeof feed & { result: Record<string, unknown> };
    Object.assign(playable.result, {
      duration: 1,
      contentUri: 'mgid:arc:video:laughtrack.example:the-printer-has-unionized',
      upNext: { title: 'Monologue', url: '/clips/monologue' },
      episode: { title: 'The Printer Has Unionized', url: '/full-episodes/desk-jockeys-s4e1' },
    });
    await controller.render(h.host, playable, h.ctx);
    const play = h.host.querySelector<HTMLButtonElement>('.tf-clipview__media button')!;
    expect([play.getAttribute('aria-label'), play.getAttribute('data-tf-track')]).to.deep.equal(['Play The Printer Has Unionized', 'Clip player: Play']);
    play.click();
    type Made = { config: { uri?: string } };
    const players = () => (window as Window & { MTVNPlayer?: { getPlayers(): Made[] } }).MTVNPlayer?.getPlayers() ?? [];
    await waitUntil(() => players().some((p) => p.config.uri === 'mgid:arc:video:laughtrack.example:the-printer-has-unionized'), 'the player has the clip');
    await waitUntil(() => h.host.querySelector('.tf-pcore__end') !== null, 'the end state', { timeout: 5000 });
    expect([...h.host.querySelectorAll('.tf-pcore__end a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/clips/monologue', '/full-episodes/desk-jockeys-s4e1']);
  });

  it('rejects an up next or episode that is no link', async () => {
    const bad = clone(feed) as typeof feed & { result: Record<string, unknown> };
    bad.result.upNext = 'next';
    expect(String(await renderError(controller, h.host, bad, h.ctx))).to.contain('ENT_M025 feed: upNext must be an object');
  });

  it('empties its host on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
  });
});
