import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import controller from '../../islands/clip-grid/index.js';
import type { TfCarousel } from '../../elements/tf-carousel/tf-carousel.js';
import { createTracker } from '../../runtime/tracking/tracker.js';
import type { TrackCall } from '../../runtime/tracking/track-data.js';
import { waitUntil } from '../support/wait.js';
import { clone, img, makeHost, renderError } from './island-harness.js';

/** A row of videos: a clip, a full episode, and an episode that is no full one. */
const rowFeed = {
  result: {
    title: 'Full Episodes',
    layout: 'row',
    seeAll: { title: 'Browse every episode', url: '/full-episodes' },
    items: [
      {
        title: 'The Printer Has Unionized', show: 'Desk Jockeys', url: '/clips/printer', duration: 184, type: 'clip', image: img('a'),
        description: 'The cold open that started a labour movement.', contentUri: 'mgid:arc:video:laughtrack.example:printer', videoId: 'printer',
      },
      {
        title: 'Who Ate the Moon Cheese?', show: 'Roommates from Space', url: '/full-episodes/rfs-s1e3', duration: 1290, type: 'episode',
        distPolicy: { episodeDescriptor: 'Full Episode' }, episode: 'S1 · E3', image: img('b'),
        contentUri: 'mgid:arc:episode:laughtrack.example:rfs-s1e3', videoId: 'rfs-s1e3',
      },
      { title: 'Season Recap', show: 'Desk Jockeys', url: '/full-episodes/recap', duration: 95, type: 'episode', distPolicy: { episodeDescriptor: 'Recap' }, image: img('c') },
    ],
  },
};

describe('video rows (ENT_M020)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost('ENT_M020')));
  afterEach(() => h.cleanup());

  const q = <E extends Element = HTMLElement>(selector: string) => h.host.querySelector<E>(selector);
  const all = (selector: string) => [...h.host.querySelectorAll<HTMLElement>(selector)];

  describe('see more/less', () => {
    it('starts as a carousel row with arrows, its toggle collapsed and tracked as See more', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const carousel = q<TfCarousel>('tf-carousel')!;
      await carousel.updateComplete;
      expect(carousel.arrows).to.equal(true);
      const toggle = q<HTMLButtonElement>('button.tf-clips__toggle')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal(carousel.id);
      expect(toggle.textContent).to.equal('See more of Full Episodes');
      expect(toggle.dataset.tfTrack).to.equal('Video carousel: See more');
      expect(q('ul')).to.equal(null);
      expect(q('[role="status"]')!.textContent).to.equal('');
    });

    it('opens into a grid of every card in place and back, by keyboard, keeping focus on the toggle', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const toggle = q<HTMLButtonElement>('button.tf-clips__toggle')!;
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => q('ul.tf-clips__grid'), 'the row opens into a grid');
      const grid = q('ul.tf-clips__grid')!;
      expect(q('tf-carousel')).to.equal(null);
      expect(grid.querySelectorAll(':scope > li.tf-clips__item')).to.have.length(3);
      expect(toggle.getAttribute('aria-controls')).to.equal(grid.id);
      expect(document.activeElement).to.equal(toggle);
      expect(toggle.isConnected).to.equal(true);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(toggle.textContent).to.equal('See less of Full Episodes');
      expect(toggle.dataset.tfTrack).to.equal('Video carousel: See less');
      expect(q('[role="status"]')!.textContent).to.equal('Full Episodes: all 3 videos');
      // As a grid the section is the landmark, named by its heading; the carousel that was is gone.
      expect(q('section')!.getAttribute('aria-labelledby')).to.equal(q('h2')!.id);

      await sendKeys({ press: ' ' });
      await waitUntil(() => q('tf-carousel'), 'the grid closes into a row');
      expect(q('ul')).to.equal(null);
      expect(document.activeElement).to.equal(toggle);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(q('[role="status"]')!.textContent).to.equal('Full Episodes: one row');
      expect(q('section')!.hasAttribute('aria-labelledby')).to.equal(false);
    });

    it('is offered only on rows: a grid has no toggle', async () => {
      const grid = clone(rowFeed);
      (grid.result as { layout: string }).layout = 'grid';
      await controller.render(h.host, grid, h.ctx);
      expect(q('.tf-clips__toggle')).to.equal(null);
      expect(q('[role="status"]')).to.equal(null);
    });
  });

  describe('the info icon', () => {
    it('is a named disclosure per card revealing the description and the duration', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const buttons = all('button.tf-clips__info');
      expect(buttons).to.have.length(3);
      expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal([
        'About The Printer Has Unionized',
        'About Who Ate the Moon Cheese?',
        'About Season Recap',
      ]);
      // Outside the card's link: a button is no link's content.
      expect(buttons[0]!.closest('a')).to.equal(null);
      const info = buttons[0]!;
      const panel = document.getElementById(info.getAttribute('aria-controls')!)!;
      expect(info.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
      expect(info.dataset.tfTrack).to.equal('Video carousel: Expand description');
      info.click();
      await waitUntil(() => !panel.hidden, 'the panel opens');
      expect(info.getAttribute('aria-expanded')).to.equal('true');
      expect(info.dataset.tfTrack).to.equal('Video carousel: Collapse description');
      expect(panel.textContent).to.contain('The cold open that started a labour movement.');
      expect(panel.textContent).to.contain('3 minutes 4 seconds');
      expect(panel.querySelector('[aria-hidden="true"]')!.textContent).to.equal('3:04');
      expect(panel.getBoundingClientRect().height).to.be.greaterThan(0);
      // The other cards stay closed.
      expect(buttons[1]!.getAttribute('aria-expanded')).to.equal('false');
    });

    it('shows its panel whole inside a row, whose carousel grows to hold it', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const carousel = q<TfCarousel>('tf-carousel')!;
      await carousel.updateComplete;
      const viewport = carousel.shadowRoot!.querySelector<HTMLElement>('[part~="viewport"]')!;
      const info = all('button.tf-clips__info')[0]!;
      const panel = document.getElementById(info.getAttribute('aria-controls')!)!;
      info.click();
      await waitUntil(() => !panel.hidden, 'the panel opens');
      const box = panel.getBoundingClientRect();
      expect(box.height).to.be.greaterThan(0);
      expect(box.bottom).to.be.at.most(viewport.getBoundingClientRect().bottom);
    });

    it('opens and closes from the keyboard, Escape included', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const info = all('button.tf-clips__info')[2]!;
      const panel = document.getElementById(info.getAttribute('aria-controls')!)!;
      info.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => !panel.hidden, 'Enter opens the panel');
      // No description in the feed: the duration alone.
      expect(panel.textContent).to.contain('1 minute 35 seconds');
      expect(panel.querySelector('.tf-clips__desc')).to.equal(null);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => panel.hidden, 'Escape closes the panel');
      expect(document.activeElement).to.equal(info);
      await sendKeys({ press: ' ' });
      await waitUntil(() => !panel.hidden, 'Space opens it again');
    });
  });

  it('tracks each control under the video carousels\' area, saying what the press did', async () => {
    const calls: TrackCall[] = [];
    const record = (event: Event) => calls.push((event as CustomEvent<TrackCall>).detail);
    document.addEventListener('tf:track', record);
    const tracker = createTracker();
    tracker.start();
    try {
      await controller.render(h.host, rowFeed, h.ctx);
      const toggle = q<HTMLButtonElement>('button.tf-clips__toggle')!;
      toggle.click();
      await waitUntil(() => q('ul.tf-clips__grid'), 'the row opens');
      const info = all('button.tf-clips__info')[0]!;
      info.click();
      await waitUntil(() => info.getAttribute('aria-expanded') === 'true', 'the info opens');
      info.click();
      await waitUntil(() => info.getAttribute('aria-expanded') === 'false', 'the info closes');
      toggle.click();
      await waitUntil(() => q('tf-carousel'), 'the grid closes');
      const links = calls.filter((c) => c.type === 'link').map((c) => c.data as unknown as Record<string, unknown>);
      expect(links.map((l) => l.linkName)).to.deep.equal([
        'Video carousel: See more',
        'Video carousel: Expand description',
        'Video carousel: Collapse description',
        'Video carousel: See less',
      ]);
      expect(links.every((l) => l.promoName === 'Full Episodes')).to.equal(true);
    } finally {
      tracker.stop();
      document.removeEventListener('tf:track', record);
    }
  });

  describe('playable items and the full-episode lock', () => {
    it('carry data-contenturi and data-videoid on their cards', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const cards = all('.tf-clips__item');
      expect(cards.map((c) => [c.dataset.contenturi, c.dataset.videoid])).to.deep.equal([
        ['mgid:arc:video:laughtrack.example:printer', 'printer'],
        ['mgid:arc:episode:laughtrack.example:rfs-s1e3', 'rfs-s1e3'],
        [undefined, undefined],
      ]);
    });

    it('locks the full episode only: an episode of another descriptor plays like a clip', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const [clip, full, recap] = all('.tf-clips__item');
      expect(full!.classList.contains('tf-clips__item--locked')).to.equal(true);
      expect(full!.querySelector('.tf-clips__badge')!.textContent).to.equal('Full episode, sign in with your TV provider to watch');
      expect(full!.querySelector('a')!.dataset.tfTrack).to.equal('Card: Watch full episode');
      for (const free of [clip!, recap!]) {
        expect(free.classList.contains('tf-clips__item--locked')).to.equal(false);
        expect(free.querySelector('.tf-clips__badge:not(.tf-clips__badge--new)')).to.equal(null);
        expect(free.querySelector('a')!.dataset.tfTrack).to.equal('Card: Clip');
      }
    });

    it('hides the lock once the visitor is signed in with a TV provider', async () => {
      await controller.render(h.host, rowFeed, h.ctx);
      const lock = q('.tf-clips__item--locked svg.tf-clips__lock')!;
      expect(getComputedStyle(lock).display).to.not.equal('none');
      document.body.classList.add('tve-authenticated');
      try {
        expect(getComputedStyle(lock).display).to.equal('none');
      } finally {
        document.body.classList.remove('tve-authenticated');
      }
    });
  });

  describe('feed validation', () => {
    const failing = async (edit: (item: Record<string, unknown>) => void) => {
      const bad = clone(rowFeed);
      edit(bad.result.items[0] as Record<string, unknown>);
      return String(await renderError(controller, h.host, bad, h.ctx));
    };

    it('fails the island alone on a malformed content URI or video id', async () => {
      expect(await failing((item) => (item.contentUri = 'http://evil.example/x'))).to.equal(
        "FeedError: ENT_M020 feed: items[0].contentUri must be a content URI ('mgid:' and colon-separated parts)");
      expect(await failing((item) => (item.contentUri = 42))).to.contain('items[0].contentUri must be a non-empty string');
      expect(await failing((item) => (item.videoId = 'a b<c>'))).to.contain('items[0].videoId must be letters, digits, -, _ or .');
    });

    it('wants the content URI and the video id together', async () => {
      expect(await failing((item) => delete item.videoId)).to.contain('items[0].videoId must be given with contentUri');
      expect(await failing((item) => delete item.contentUri)).to.contain('items[0].contentUri must be given with videoId');
    });

    it('fails on a distribution policy that is no object', async () => {
      expect(await failing((item) => (item.distPolicy = 'Full Episode'))).to.contain('items[0].distPolicy must be an object');
      expect(await failing((item) => (item.distPolicy = { episodeDescriptor: 7 }))).to.contain('items[0].distPolicy.episodeDescriptor must be a non-empty string');
    });
  });
});
