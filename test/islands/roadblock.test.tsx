import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import controller from '../../islands/roadblock/index.js';
import { LAST_WATCHED_KEY } from '../../islands/shared/player/last-watched.js';
import { siteStorageOf } from '../../islands/shared/site-storage.js';
import { img, makeHost, renderError } from './island-harness.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const episode = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Episode ${n}`, show: 'Desk Jockeys', url: `/full-episodes/e${n}`, image: img(`e${n}`), ...extra,
});
const feed = (extra: Record<string, unknown> = {}) => ({ result: { title: 'Keep watching', position: 'roadblock', watchNow: [episode(1), episode(2)], ...extra } });
const RECORD = {
  title: 'The Printer Has Unionized', url: '/clips/the-printer-has-unionized', poster: { src: '/images/clip-desk-jockeys-printer' },
  position: 42, duration: 184, time: NOW - 3 * 3600_000,
};

describe('roadblock island (ENT_M121)', () => {
  let h: ReturnType<typeof makeHost>;
  let clock: sinon.SinonFakeTimers;
  const site = () => siteStorageOf(window);
  const q = (selector: string) => h.host.querySelector<HTMLElement>(selector);
  const texts = (selector: string) => [...h.host.querySelectorAll(selector)].map((e) => e.textContent);

  beforeEach(() => {
    site().remove(LAST_WATCHED_KEY);
    // The clock relative times are read against; timers stay real.
    clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date'] });
    h = makeHost('ENT_M121');
  });
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
    clock.restore();
    site().remove(LAST_WATCHED_KEY);
  });

  it('offers the feed\'s watch-now links alone when nothing was watched, beside the roadblock ad', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(q('.tf-rb__heading')!.textContent).to.equal('Keep watching');
    expect(q('.tf-rb__continue')).to.equal(null);
    expect(texts('.tf-rb__now .tf-rb__title')).to.deep.equal(['Episode 1', 'Episode 2']);
    expect([...h.host.querySelectorAll('.tf-rb__now a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/full-episodes/e1', '/full-episodes/e2']);
    // React sets a defined element's properties, an undefined one's attributes.
    const ad = q('.tf-ad-slot tf-ad')! as HTMLElement & { position?: string; size?: string };
    expect(ad.position ?? ad.getAttribute('position')).to.equal('roadblock');
    expect(ad.size ?? ad.getAttribute('size')).to.match(/^(300x250|970x250)$/);
  });

  it('continues the last video watched at the time reached, saying when through relative time', async () => {
    site().set(LAST_WATCHED_KEY, JSON.stringify(RECORD));
    await controller.render(h.host, feed(), h.ctx);
    const link = q('.tf-rb__continue a')!;
    expect(link.getAttribute('href')).to.equal('/clips/the-printer-has-unionized?t=42');
    expect(q('.tf-rb__continue .tf-rb__title')!.textContent).to.equal(RECORD.title);
    expect(q('.tf-rb__continue .tf-rb__meta')!.textContent).to.equal('Resume at 0:42 of 3:04');
    expect(q('.tf-rb__continue .tf-rb__when')!.textContent).to.equal('Watched 3 hours ago');
    expect(q('[aria-labelledby] > .tf-rb__label')).to.not.equal(null);
  });

  it('starts a video watched to its end over', async () => {
    site().set(LAST_WATCHED_KEY, JSON.stringify({ ...RECORD, position: 180 }));
    await controller.render(h.host, feed(), h.ctx);
    expect(q('.tf-rb__continue a')!.getAttribute('href')).to.equal('/clips/the-printer-has-unionized');
    expect(q('.tf-rb__continue .tf-rb__meta')!.textContent).to.equal('Watch again from the start');
  });

  it('ignores a stored value it cannot read, without an error', async () => {
    for (const value of ['{oops', JSON.stringify({ ...RECORD, url: 'javascript:alert(1)' }), JSON.stringify([RECORD])]) {
      site().set(LAST_WATCHED_KEY, value);
      await controller.render(h.host, feed(), h.ctx);
      expect(q('.tf-rb__continue'), value).to.equal(null);
      expect(texts('.tf-rb__now .tf-rb__title')).to.have.length(2);
      controller.onModuleDestroy?.(h.host);
    }
  });

  it('shows feed and stored text as text, never as markup', async () => {
    site().set(LAST_WATCHED_KEY, JSON.stringify({ ...RECORD, title: '<img src=x onerror=alert(1)>' }));
    await controller.render(h.host, feed({ watchNow: [episode(1, { title: '<b>bold</b>' })] }), h.ctx);
    expect(h.host.querySelector('b, img[src="x"]')).to.equal(null);
    expect(q('.tf-rb__continue .tf-rb__title')!.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(q('.tf-rb__now .tf-rb__title')!.textContent).to.equal('<b>bold</b>');
  });

  it('fails the zone alone on a malformed feed, naming the field', async () => {
    const bad = [feed({ watchNow: [] }), feed({ title: 7 }), feed({ position: 'x y' }), feed({ watchNow: [episode(1, { url: 'javascript:x' })] })];
    for (const data of bad) {
      const error = await renderError(controller, h.host, data, h.ctx);
      expect(String(error)).to.contain('ENT_M121 feed');
    }
  });
});
