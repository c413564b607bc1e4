import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineIsland, type IslandProps } from '../../../islands/define-island.js';
import { PlayerCore, type PlayerItem, type PlayerLink } from '../../../islands/shared/player/player-core.js';
import { waitUntil } from '../../support/wait.js';
import { makeHost } from '../island-harness.js';
import { PLAYER_SRC, playerProbe } from '../player-probe.js';


interface CoreFeed {
  item: PlayerItem;
  upNext?: PlayerLink;
  fullEpisode?: PlayerLink;
}

const times: number[] = [];
const island = defineIsland(({ feed, ctx }: IslandProps<CoreFeed>) => (
  <PlayerCore item={feed.item} page={ctx.page} area="Clip player" upNext={feed.upNext} fullEpisode={feed.fullEpisode} onTime={(s) => void times.push(s)} />
));

const item = (duration: number): PlayerItem => ({
  title: 'The Printer Has Unionized', contentUri: 'mgid:arc:video:laughtrack.example:printer', duration,
  poster: { src: '/art/printer.svg', alt: 'printer art', width: 640, height: 360 } as PlayerItem['poster'],
});
const FULL: CoreFeed = {
  item: item(3),
  upNext: { title: 'Monologue', href: '/clips/monologue' },
  fullEpisode: { title: 'S4 · E1', href: '/full-episodes/desk-jockeys-s4e1' },
};

describe('the player core', () => {
  let h: ReturnType<typeof makeHost>;
  let clock: sinon.SinonFakeTimers | undefined;
  const address = location.href;
  // The island says playing and so does the stand-in (whose one-second clock the test drives).
  const { q, phase, whenPlaying } = playerProbe(() => h.host);

  beforeEach(() => {
    times.length = 0;
    h = makeHost('ENT_M025');
    Object.assign(h.ctx.page, { config: { playerSrc: PLAYER_SRC } });
    // Only the player's clock: React and the test's waiting keep theirs.
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    clock?.restore();
    island.onModuleDestroy?.(h.host);
    h.cleanup();
    history.replaceState(null, '', address);
  });

  it('draws the poster and a real, tracked play button, and no player until it is pressed', async () => {
    await island.render(h.host, FULL, h.ctx);
    const play = q<HTMLButtonElement>('button.tf-pcore__play')!;
    expect(play.getAttribute('aria-label')).to.equal('Play The Printer Has Unionized');
    expect(play.getAttribute('data-tf-track')).to.equal('Clip player: Play');
    expect(q('.tf-pcore__poster tf-image')).to.not.equal(null);
    expect(q('.mtvn-player')).to.equal(null);
    expect(phase()).to.equal('poster');
  });

  it('makes the player on a press, plays, and reports the playhead as it moves', async () => {
    await island.render(h.host, { item: item(100) }, h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    expect(q('button.tf-pcore__play')).to.equal(null);
    clock!.tick(1000);
    await waitUntil(() => times.at(-1) === 1, 'the playhead reaches 1 s');
    clock!.tick(1000);
    await waitUntil(() => times.at(-1) === 2, 'the playhead reaches 2 s');
    expect(times).to.deep.equal([0, 1, 2]);
    expect(q('.mtvn-player__time')!.textContent).to.equal('0:02 / 1:40');
  });

  it('shows the end state when the media ends: replay (focused), up next and the full episode, each tracked', async () => {
    await island.render(h.host, FULL, h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    clock!.tick(3000);
    await waitUntil(() => phase() === 'ended', 'the end state');
    const end = q('[role="group"].tf-pcore__end')!;
    expect(end.getAttribute('aria-label')).to.equal('The Printer Has Unionized has ended');
    const controls = [...end.querySelectorAll<HTMLElement>('button, a')].map((el) => [el.textContent, el.getAttribute('href'), el.getAttribute('data-tf-track')]);
    expect(controls).to.deep.equal([
      ['Replay', null, 'Clip player: Replay'],
      ['Up next: Monologue', '/clips/monologue', 'Clip player: Up next'],
      ['Watch full episode', '/full-episodes/desk-jockeys-s4e1', 'Clip player: Watch full episode'],
    ]);
    await waitUntil(() => document.activeElement === end.querySelector('button'), 'Replay takes the focus');
    expect(times.at(-1)).to.equal(3);
  });

  it('replays from the start in the same player', async () => {
    await island.render(h.host, FULL, h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    const surface = q('.mtvn-player');
    clock!.tick(3000);
    await waitUntil(() => phase() === 'ended', 'the end state');
    q<HTMLButtonElement>('.tf-pcore__end button')!.click();
    await whenPlaying();
    expect(q('.tf-pcore__end')).to.equal(null);
    expect(q('.mtvn-player')).to.equal(surface);
    clock!.tick(1000);
    await waitUntil(() => times.at(-1) === 1, 'playing again from 0');
    expect(q('.mtvn-player__time')!.textContent).to.equal('0:01 / 0:03');
  });

  it('offers only replay when the feed names no next item and no episode', async () => {
    await island.render(h.host, { item: item(1), upNext: { title: 'Unsafe' } }, h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    clock!.tick(1000);
    await waitUntil(() => phase() === 'ended', 'the end state');
    expect([...q('.tf-pcore__end')!.querySelectorAll('button, a')].map((el) => el.textContent)).to.deep.equal(['Replay']);
  });

  describe('when the page was opened by a share link', () => {
    it('plays on load from the link\'s t, without a press', async () => {
      history.replaceState(null, '', '?t=30');
      await island.render(h.host, { item: item(100) }, h.ctx);
      await whenPlaying();
      expect(q('.mtvn-player__time')!.textContent).to.equal('0:30 / 1:40');
      expect(times.at(-1)).to.equal(30);
      clock!.tick(1000);
      await waitUntil(() => times.at(-1) === 31, 'on from 0:30');
    });

    it('plays from the start when t is past the end, and on the share mark alone', async () => {
      history.replaceState(null, '', '?share=1&t=500');
      await island.render(h.host, { item: item(100) }, h.ctx);
      await whenPlaying();
      expect(q('.mtvn-player__time')!.textContent).to.equal('0:00 / 1:40');
    });

    it('ignores a malformed t: the poster waits for a press', async () => {
      history.replaceState(null, '', '?t=30s');
      await island.render(h.host, { item: item(100) }, h.ctx);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      expect(phase()).to.equal('poster');
      expect(q('.mtvn-player')).to.equal(null);
    });
  });
});
