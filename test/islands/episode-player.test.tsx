import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import sinon from 'sinon';
import controller from '../../islands/episode-player/index.js';
import { TVE_AUTHENTICATED_CLASS as TVE_MARK, TVE_STORAGE_KEY as TVE_KEY } from '../../runtime/tve/tv-auth-mark.js';
import { playerMessages } from '../../runtime/tve/player.js';
import { documentVideo, type VideoEntity } from '../../runtime/personalization/video.js';
import { episodeFeed } from './episode-feed.js';
import { clone, imageInfoOf, makeHost, renderError } from './island-harness.js';
import { PLAYER_SRC } from './player-probe.js';

const feed = episodeFeed();

const frame = () => new Promise(requestAnimationFrame);
type PlayerWindow = Window & { MTVNPlayer?: { getPlayers(): { destroy(): void }[] } };

describe('episode player island (ENT_M015)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => {
    localStorage.removeItem(TVE_KEY);
    document.body.classList.remove(TVE_MARK);
    h = makeHost('ENT_M015');
    Object.assign(h.ctx.page, { config: { playerSrc: PLAYER_SRC } });
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    localStorage.removeItem(TVE_KEY);
    document.body.classList.remove(TVE_MARK);
    sinon.restore();
  });

  const q = <E extends Element = HTMLElement>(selector: string) => h.host.querySelector<E>(selector);

  it('shows the poster, a big play button, the episode details and the gate text', async () => {
    await controller.render(h.host, feed, h.ctx);
    expect(q('h1')!.textContent).to.equal('The Printer Has Unionized');
    expect(q('section')!.getAttribute('aria-labelledby')).to.equal(q('h1')!.id);
    expect(imageInfoOf(h.host, '.tf-player__poster tf-image')!.url).to.equal('/art/poster.svg');
    expect(q('button.tf-player__play')!.getAttribute('aria-label')).to.equal('Play The Printer Has Unionized');
    expect(q('.tf-player__gate')!.textContent).to.contain('Sign in with your TV provider to watch');
    expect(q('.tf-player__show a')!.getAttribute('href')).to.equal('/shows/desk-jockeys');
    expect(q('.tf-player__meta')!.textContent).to.contain('TV-14');
    expect(q('.tf-player__meta')!.textContent).to.contain('22 minutes 2 seconds');
  });

  it('lists up next episodes in order, without unsafe links', async () => {
    await controller.render(h.host, feed, h.ctx);
    const aside = q('section.tf-player__next')!;
    expect(aside.querySelector('h2')!.textContent).to.equal('Up next');
    expect(aside.querySelectorAll('ol > li').length).to.equal(2);
    expect([...aside.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/full-episodes/desk-jockeys-s3e5']);
  });

  describe('when locked and play is pressed', () => {
    it('opens the gate and focuses its sign-in button', async () => {
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await frame();
      const signIn = q<HTMLButtonElement>('button.tf-player__signin')!;
      expect(document.activeElement).to.equal(signIn);
      expect(q('.tf-player__gate')!.textContent).to.contain('Full episodes come with your TV subscription.');
      expect(q('.tf-player__surface')).to.equal(null);
    });

    it('asks the site\'s sign-in, then plays when the page marks the viewer signed in', async () => {
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await frame();
      let asked = 0;
      const answer = (event: Event) => {
        asked++;
        event.preventDefault();
      };
      document.addEventListener('tf:signinrequest', answer);
      q<HTMLButtonElement>('button.tf-player__signin')!.click();
      document.removeEventListener('tf:signinrequest', answer);
      await frame();
      expect(asked).to.equal(1);
      expect(q('[role="alert"]')).to.equal(null);
      // The site wrapper sets the mark the moment the sign-in succeeds.
      document.body.classList.add(TVE_MARK);
      await waitUntil(() => q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'the player plays');
      expect(q('.tf-player__gate')).to.equal(null);
      // Signed out mid-episode: locked again.
      document.body.classList.remove(TVE_MARK);
      await waitUntil(() => q('.tf-player__gate') !== null && q('.mtvn-player') === null, 'the episode locks again');
    });

    it('says so when nothing on the page can sign the viewer in', async () => {
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await frame();
      q<HTMLButtonElement>('button.tf-player__signin')!.click();
      await frame();
      expect(q('[role="alert"]')!.textContent).to.equal('Sign-in is not available on this page.');
    });
  });

  describe('when the page marks the visitor TV-authenticated', () => {
    it('drops the gate, even when the mark comes after the render', async () => {
      await controller.render(h.host, feed, h.ctx);
      expect(q('.tf-player__gate')).to.exist;
      document.body.classList.add(TVE_MARK);
      await waitUntil(() => q('.tf-player__gate') === null, 'the gate stays after the mark is set');
      document.body.classList.remove(TVE_MARK);
      await waitUntil(() => q('.tf-player__gate') !== null, 'the gate does not come back after the mark is removed');
    });

    it('plays through the network\'s player: poster, running clock, pause', async () => {
      document.body.classList.add(TVE_MARK);
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await waitUntil(() => q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'the player starts by itself');
      const surface = q('.tf-player__surface')!;
      expect(surface.querySelector('.mtvn-player')!.getAttribute('aria-label')).to.equal('Video player: The Printer Has Unionized');
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      // The interval began before the fake clock: pause and play again so the new one is faked.
      q<HTMLButtonElement>('.mtvn-player__toggle')!.click();
      q<HTMLButtonElement>('.mtvn-player__toggle')!.click();
      clock.tick(3000);
      expect(q('.mtvn-player__time')!.textContent).to.equal('0:03 / 22:02');
      expect(q<HTMLInputElement>('.mtvn-player__seek')!.getAttribute('aria-valuetext')).to.equal('3 seconds of 22 minutes 2 seconds');
      const toggle = q<HTMLButtonElement>('.mtvn-player__toggle')!;
      expect(toggle.getAttribute('aria-label')).to.equal('Pause The Printer Has Unionized');
      toggle.click();
      clock.tick(5000);
      expect(q('.mtvn-player__time')!.textContent).to.equal('0:03 / 22:02');
      expect(toggle.textContent).to.equal('Play');
      clock.restore();
    });

    it("plays from the site's full-episode content set (playerContentSets.fullEpisodes)", async () => {
      Object.assign(h.ctx.page, { config: { playerSrc: PLAYER_SRC, playerContentSets: { videos: 'ltn-videos', fullEpisodes: 'ltn-full-episodes', playlists: 'ltn-playlists' } } });
      document.body.classList.add(TVE_MARK);
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await waitUntil(() => q('.mtvn-player')?.getAttribute('data-content-set') === 'ltn-full-episodes', 'the player reads the full-episode set');
    });

    it('passes consent=false to the player until consent', async () => {
      document.body.classList.add(TVE_MARK);
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await waitUntil(() => q('.mtvn-player') !== null, 'the player is drawn');
      expect(q('.mtvn-player')!.getAttribute('data-consent')).to.equal('false');
    });

    it('tells personalization the video started (videoStart: the episode and its show)', async () => {
      const started: VideoEntity[] = [];
      documentVideo(h.ctx.documentScope).setSink({ videoStart: (entity) => void started.push(entity), videoComplete: () => {} });
      try {
        document.body.classList.add(TVE_MARK);
        await controller.render(h.host, feed, h.ctx);
        q<HTMLButtonElement>('button.tf-player__play')!.click();
        await waitUntil(() => started.length > 0, 'videoStart called');
        expect(started).to.deep.equal([{ id: 'The Printer Has Unionized', categoryId: 'desk-jockeys' }]);
      } finally {
        documentVideo(h.ctx.documentScope).setSink(undefined);
      }
    });

    it('shows why it cannot play when no player script is configured', async () => {
      document.body.classList.add(TVE_MARK);
      Object.assign(h.ctx.page, { config: { playerSrc: '' } });
      await controller.render(h.host, feed, h.ctx);
      q<HTMLButtonElement>('button.tf-player__play')!.click();
      await waitUntil(() => q('.tf-player__failure') !== null, 'the failure is shown');
      expect(q('.tf-player__failure')!.getAttribute('role')).to.equal('alert');
      expect(q('.tf-player__failure')!.textContent).to.equal(playerMessages.noSource);
    });
  });

  it('has a share panel whose start time is the player\'s playhead', async () => {
    document.body.classList.add(TVE_MARK);
    await controller.render(h.host, feed, h.ctx);
    const share = () => q<HTMLButtonElement>('.tf-share__toggle')!;
    share().click();
    await waitUntil(() => q('.tf-share__time') !== null, 'the panel opens');
    expect(q<HTMLInputElement>('.tf-share__time')!.value, 'no player yet').to.equal('0:00');
    share().click();
    q<HTMLButtonElement>('button.tf-player__play')!.click();
    await waitUntil(() => q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'the player starts');
    const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    q<HTMLButtonElement>('.mtvn-player__toggle')!.click();
    q<HTMLButtonElement>('.mtvn-player__toggle')!.click();
    clock.tick(65000);
    clock.restore();
    share().click();
    await waitUntil(() => q('.tf-share__time') !== null, 'the panel opens again');
    expect(q<HTMLInputElement>('.tf-share__time')!.value).to.equal('1:05');
  });

  it('starts again from the poster when refreshed with another episode', async () => {
    document.body.classList.add(TVE_MARK);
    await controller.render(h.host, feed, h.ctx);
    q<HTMLButtonElement>('button.tf-player__play')!.click();
    await waitUntil(() => q('.mtvn-player') !== null, 'the player is drawn');
    const next = clone(feed);
    next.result.title = 'A Stand-Up Meeting';
    await controller.render(h.host, next, h.ctx);
    expect(q('h1')!.textContent).to.equal('A Stand-Up Meeting');
    expect(q('.mtvn-player'), 'the old player is destroyed').to.equal(null);
    expect((window as PlayerWindow).MTVNPlayer!.getPlayers()).to.have.length(0);
    expect(q('button.tf-player__play')).to.exist;
  });

  it('rejects a feed without gate text or with a negative duration', async () => {
    const noGate = clone(feed);
    noGate.result.gate.message = '';
    expect(String(await renderError(controller, h.host, noGate, h.ctx))).to.contain('ENT_M015 feed: gate.message must be a non-empty string');
    const negative = clone(feed);
    negative.result.duration = -1;
    expect(String(await renderError(controller, h.host, negative, h.ctx))).to.contain('duration must not be negative');
  });

  it('stops watching the body mark on destroy', async () => {
    await controller.render(h.host, feed, h.ctx);
    controller.onModuleDestroy?.(h.host);
    expect(h.host.childNodes.length).to.equal(0);
    document.body.classList.add(TVE_MARK);
    await frame();
    expect(h.host.childNodes.length).to.equal(0);
  });

  describe('opened by a share link with t, for a visitor who may watch', () => {
    const address = location.href;
    afterEach(() => history.replaceState(null, '', address));

    it('plays on load from t, and ends in the end state: replay and the first up next episode', async () => {
      history.replaceState(null, '', '?t=1320');
      document.body.classList.add(TVE_MARK);
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        await controller.render(h.host, feed, h.ctx);
        await waitUntil(() => q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'the episode plays on load');
        expect(q('.mtvn-player__time')!.textContent).to.equal('22:00 / 22:02');
        clock.tick(2000);
        await waitUntil(() => q('.tf-pcore__end') !== null, 'the end state');
        const controls = [...q('.tf-pcore__end')!.querySelectorAll('button, a')].map((el) => [el.textContent, el.getAttribute('href'), el.getAttribute('data-tf-track')]);
        expect(controls).to.deep.equal([
          ['Replay', null, 'Player: Replay'],
          ['Up next: A Stand-Up Meeting', '/full-episodes/desk-jockeys-s3e5', 'Player: Up next'],
        ]);
        q<HTMLButtonElement>('.tf-pcore__end button')!.click();
        await waitUntil(() => q('.tf-pcore__end') === null && q('.mtvn-player')?.getAttribute('data-state') === 'playing', 'replaying');
        expect(q('.mtvn-player__time')!.textContent).to.equal('0:00 / 22:02');
      } finally {
        clock.restore();
      }
    });

    it('waits for a press when the visitor may not watch yet', async () => {
      history.replaceState(null, '', '?t=30');
      await controller.render(h.host, feed, h.ctx);
      await frame();
      await frame();
      expect(q('.mtvn-player')).to.equal(null);
      expect(q('.tf-player__gate--open')).to.equal(null);
    });
  });
});
