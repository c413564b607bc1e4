import { expect } from '@open-wc/testing';
import controller from '../../islands/interview-player/index.js';
import { chapterAt } from '../../islands/interview-player/interview-player.js';
import { waitUntil } from '../support/wait.js';
import { clone, img, renderError } from './island-harness.js';
import { playerIsland } from './player-probe.js';


const FEED = {
  result: {
    id: 'ltn-interview-test', title: 'June Matsuda on Small Talk', guest: { title: 'June Matsuda', url: '/stand-up#june-matsuda' },
    description: 'Six questions.', contentUri: 'mgid:arc:video:laughtrack.example:june', videoId: 'june', duration: 100, image: img('june'),
    chapters: [{ title: 'So, what do you do?', start: 0 }, { title: 'Why elevators?', start: 10 }, { title: 'What next?', start: 60 }],
    upNext: { title: 'Marnie Okafor on Overthinking', url: '/interviews/marnie-okafor-on-overthinking' },
    episode: { title: 'June Matsuda: Small Talk, Big Deal', url: '/full-episodes/june-matsuda-small-talk-big-deal' },
  },
};

describe('the interview player', () => {
  const player = playerIsland('ENT_M027', controller);
  const { q, phase, playerTime, whenPlaying } = player;
  const chapters = () => [...player.h.host.querySelectorAll<HTMLButtonElement>('.tf-intv__chapter')];
  const current = () => q('.tf-intv__chapter[aria-current="true"] .tf-intv__question')?.textContent;

  it('finds the chapter a second is in', () => {
    const list = FEED.result.chapters;
    expect([0, 9, 10, 59, 60, 99].map((s) => chapterAt(list, s))).to.deep.equal([0, 0, 1, 1, 2, 2]);
  });

  it('lists the questions as tracked seek buttons, the first current before playing', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    expect(chapters().map((b) => b.textContent)).to.deep.equal([
      '0:00From 0 seconds: So, what do you do?', '0:10From 10 seconds: Why elevators?', '1:00From 1 minute: What next?']);
    expect(chapters()[1]!.getAttribute('data-tf-track')).to.equal('Interview chapters: Chapter');
    expect(current()).to.equal('So, what do you do?');
    expect(q('.tf-share__toggle')!.getAttribute('data-tf-track')).to.equal('Interview player: Share');
    expect(q('.mtvn-player')).to.equal(null);
  });

  it('makes the player at a chapter on a first press, and seeks it on the next, marking the chapter current', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    chapters()[1]!.click();
    await whenPlaying();
    expect(playerTime()).to.equal('0:10 / 1:40');
    expect(current()).to.equal('Why elevators?');
    chapters()[2]!.click();
    await waitUntil(() => playerTime() === '1:00 / 1:40', 'seeked to 1:00');
    await waitUntil(() => current() === 'What next?', 'the third chapter is current');
    chapters()[0]!.click();
    await waitUntil(() => current() === 'So, what do you do?', 'back to the first');
  });

  it('moves the current mark as the playhead passes a chapter', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    chapters()[0]!.click();
    await whenPlaying();
    player.clock.tick(9000);
    await waitUntil(() => playerTime() === '0:09 / 1:40', 'at 0:09');
    expect(current()).to.equal('So, what do you do?');
    player.clock.tick(1000);
    await waitUntil(() => current() === 'Why elevators?', 'the second chapter at 0:10');
  });

  it('ends as a clip does (replay, up next, full episode), and a chapter press leaves the end state', async () => {
    await controller.render(player.h.host, FEED, player.h.ctx);
    chapters()[2]!.click();
    await whenPlaying();
    player.clock.tick(40_000);
    await waitUntil(() => phase() === 'ended', 'the end state');
    expect([...q('.tf-pcore__end')!.querySelectorAll('button, a')].map((el) => el.getAttribute('data-tf-track'))).to.deep.equal([
      'Interview player: Replay', 'Interview player: Up next', 'Interview player: Watch full episode']);
    chapters()[1]!.click();
    await whenPlaying();
    expect(q('.tf-pcore__end')).to.equal(null);
    await waitUntil(() => playerTime() === '0:10 / 1:40' && current() === 'Why elevators?', 'playing from the chapter');
  });

  describe('feed validation', () => {
    const failing = async (edit: (data: Record<string, unknown>) => void) => {
      const bad = clone(FEED);
      edit(bad.result as unknown as Record<string, unknown>);
      return String(await renderError(controller, player.h.host, bad, player.h.ctx));
    };

    it('fails the island alone on a malformed feed, with the message naming the field', async () => {
      expect(await failing((d) => (d.chapters = []))).to.equal('FeedError: ENT_M027 feed: chapters must have at least 1 item');
      expect(await failing((d) => ((d.chapters as { start: number }[])[2]!.start = 100))).to.equal(
        'FeedError: ENT_M027 feed: chapters[2].start must be within the interview (0 to its duration)');
      expect(await failing((d) => ((d.chapters as { start: number }[])[2]!.start = 5))).to.equal(
        'FeedError: ENT_M027 feed: chapters[2].start must come after the chapter before it');
      expect(await failing((d) => ((d.chapters as { start: number }[])[0]!.start = 2))).to.equal(
        'FeedError: ENT_M027 feed: chapters[0].start must be 0');
      expect(await failing((d) => {
        delete d.contentUri;
        delete d.videoId;
      })).to.equal('FeedError: ENT_M027 feed: contentUri must be given: the player plays it');
      expect(await failing((d) => (d.contentUri = 'https://evil.example/x'))).to.contain('contentUri must be a content URI');
      expect(q('.tf-intv')).to.equal(null);
    });
  });
});
