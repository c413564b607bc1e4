import { expect } from '@open-wc/testing';
import controller from '../../islands/playlist-player/index.js';
import { waitUntil } from '../support/wait.js';
import { clone, img, renderError } from './island-harness.js';
import { PLAYER_SRC, playerIsland } from './player-probe.js';


const clip = (n: number, duration: number) => ({
  title: `Clip ${n}`, show: 'Desk Jockeys', duration, description: `About clip ${n}.`,
  contentUri: `mgid:arc:video:laughtrack.example:clip-${n}`, videoId: `clip-${n}`, image: img(`clip-${n}`),
});
const FEED = {
  result: {
    id: 'ltn-playlist-test', title: 'Office Hours', description: 'Clips about work.', visible: 2,
    items: [clip(1, 2), clip(2, 3), clip(3, 60)],
    upNext: { title: 'Stand-Up Starter Pack', url: '/playlists/stand-up-starter-pack' },
  },
};

describe('the playlist player', () => {
  const player = playerIsland('ENT_M026', controller);
  const { q, phase, playerTime, whenPlaying } = player;
  const items = () => [...player.h.host.querySelectorAll<HTMLButtonElement>('.tf-plist__item')];
  const currentTitle = () => q('.tf-plist__item[aria-current="true"] .tf-plist__name')?.textContent;

  it('lists its clips beside the poster, the first marked current, each a tracked button', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    expect(q('h1')!.textContent).to.equal('Office Hours');
    expect(items().map((b) => b.querySelector('.tf-plist__name')!.textContent)).to.deep.equal(['Clip 1', 'Clip 2']);
    expect(items().map((b) => b.getAttribute('aria-current'))).to.deep.equal(['true', null]);
    expect(items()[0]!.getAttribute('data-tf-track')).to.equal('Playlist: Clip');
    expect(q('button.tf-pcore__play')!.getAttribute('aria-label')).to.equal('Play Clip 1');
    expect(q('button.tf-pcore__play')!.getAttribute('data-tf-track')).to.equal('Playlist player: Play');
    expect(q('.tf-share__toggle')!.getAttribute('data-tf-track')).to.equal('Playlist player: Share');
  });

  it("plays its items from the site's playlist content set (playerContentSets.playlists)", async () => {
    Object.assign(player.h.ctx.page, { config: { playerSrc: PLAYER_SRC, playerContentSets: { videos: 'ltn-videos', fullEpisodes: 'ltn-full-episodes', playlists: 'ltn-playlists' } } });
    await controller.render(player.h.host, FEED, player.h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await waitUntil(() => q('.mtvn-player')?.getAttribute('data-content-set') === 'ltn-playlists', 'the player reads the playlist set');
  });

  it('opens and closes the list with one button that keeps the focus and says its state', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    const toggle = q<HTMLButtonElement>('.tf-plist__toggle')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(q('.tf-plist__list')!.id);
    expect(toggle.getAttribute('data-tf-track')).to.equal('Playlist: See more');
    toggle.focus();
    toggle.click();
    await waitUntil(() => items().length === 3, 'all three clips');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('See less');
    expect(toggle.getAttribute('data-tf-track')).to.equal('Playlist: See less');
    expect(document.activeElement).to.equal(toggle);
    toggle.click();
    await waitUntil(() => items().length === 2, 'two clips again');
    expect(document.activeElement).to.equal(q('.tf-plist__toggle'));
  });

  it('starts the next clip when one ends and marks it current, with no end state between', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    player.clock.tick(2000);
    await waitUntil(() => currentTitle() === 'Clip 2', 'clip 2 is current');
    await whenPlaying('clip 2 plays without a press');
    expect(q('.tf-pcore__end')).to.equal(null);
    expect(playerTime()).to.equal('0:00 / 0:03');
    expect(q('.tf-plist__now')!.textContent).to.equal('Now playing 2 of 3: Clip 2');
  });

  it('ends the list with the end state: up next is the next playlist, replay starts from the first clip', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    items()[1]!.click();
    await whenPlaying();
    expect(currentTitle()).to.equal('Clip 2');
    // The last clip: one press in the opened list.
    q<HTMLButtonElement>('.tf-plist__toggle')!.click();
    await waitUntil(() => items().length === 3, 'the whole list');
    items()[2]!.click();
    await waitUntil(() => currentTitle() === 'Clip 3' && playerTime() === '0:00 / 1:00', 'clip 3 plays');
    await whenPlaying();
    player.clock.tick(60_000);
    await waitUntil(() => phase() === 'ended', 'the end state');
    const next = q<HTMLAnchorElement>('.tf-pcore__action--next')!;
    expect(next.getAttribute('href')).to.equal('/playlists/stand-up-starter-pack');
    expect(next.getAttribute('data-tf-track')).to.equal('Playlist player: Up next');
    q<HTMLButtonElement>('.tf-pcore__end button')!.click();
    await waitUntil(() => currentTitle() === 'Clip 1', 'back to clip 1');
    await whenPlaying('clip 1 plays again');
    expect(playerTime()).to.equal('0:00 / 0:02');
  });

  it("starts the first clip at a share link's t, and the next from its start", async () => {
    history.replaceState(null, '', '?t=1');
    await controller.render(player.h.host, FEED, player.h.ctx);
    await whenPlaying();
    expect(playerTime()).to.equal('0:01 / 0:02');
    player.clock.tick(1000);
    await waitUntil(() => currentTitle() === 'Clip 2', 'clip 2 is current');
    await whenPlaying();
    expect(playerTime()).to.equal('0:00 / 0:03');
  });

  it("offers the first clip's playhead as the share's start time, and the start of the playlist during a later clip", async () => {
    const feed = clone(FEED);
    feed.result.items[0] = clip(1, 30);
    await controller.render(player.h.host, feed, player.h.ctx);
    const shareTime = async () => {
      // The stand-in's clock shows the second at once; the island's render of it comes in the next task: a frame later, it is drawn.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const toggle = q<HTMLButtonElement>('.tf-share__toggle')!;
      toggle.click();
      await waitUntil(() => q('.tf-share__time'), 'the share panel opens');
      const value = q<HTMLInputElement>('.tf-share__time')!.value;
      toggle.click();
      await waitUntil(() => !q('.tf-share__time'), 'the share panel closes');
      return value;
    };
    q<HTMLButtonElement>('button.tf-pcore__play')!.click();
    await whenPlaying();
    player.clock.tick(5000);
    await waitUntil(() => playerTime() === '0:05 / 0:30', 'at 0:05');
    expect(await shareTime()).to.equal('0:05');
    items()[1]!.click();
    await waitUntil(() => currentTitle() === 'Clip 2', 'clip 2 is current');
    await whenPlaying();
    player.clock.tick(2000);
    await waitUntil(() => playerTime() === '0:02 / 0:03', 'clip 2 at 0:02');
    expect(await shareTime()).to.equal('0:00');
  });

  it('holds the description in a collapsible info panel, whose trigger is tracked', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    const info = q<HTMLElement & { open: boolean; updateComplete: Promise<unknown> }>('tf-collapsible.tf-plist__info')!;
    expect(info.textContent).to.contain('Clips about work.');
    expect(info.textContent).to.contain('About clip 1.');
    await info.updateComplete;
    const trigger = info.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    const expanded = new Promise((resolve) => info.addEventListener('tf:expanded', resolve, { once: true }));
    trigger.click();
    await expanded;
    expect(info.open).to.equal(true);
  });

  describe('feed validation', () => {
    const failing = async (edit: (data: Record<string, unknown>) => void) => {
      const bad = clone(FEED);
      edit(bad.result as unknown as Record<string, unknown>);
      return String(await renderError(controller, player.h.host, bad, player.h.ctx));
    };

    it('fails the island alone on a malformed feed, with the message naming the field', async () => {
      expect(await failing((d) => (d.items = []))).to.equal('FeedError: ENT_M026 feed: items must have at least 1 item');
      expect(await failing((d) => delete (d.items as Record<string, unknown>[])[1]!.contentUri)).to.equal(
        'FeedError: ENT_M026 feed: items[1].contentUri must be given with videoId');
      expect(await failing((d) => {
        const item = (d.items as Record<string, unknown>[])[0]!;
        delete item.contentUri;
        delete item.videoId;
      })).to.equal('FeedError: ENT_M026 feed: items[0].contentUri must be given: the player plays it');
      expect(await failing((d) => ((d.items as Record<string, unknown>[])[0]!.contentUri = 'javascript:alert(1)'))).to.contain(
        "items[0].contentUri must be a content URI ('mgid:' and colon-separated parts)");
      expect(await failing((d) => (d.visible = 0))).to.contain('visible must be a whole number of at least 1');
      expect(q('.tf-plist')).to.equal(null);
    });
  });
});
