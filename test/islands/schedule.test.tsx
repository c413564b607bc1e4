import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { scheduleWeekFeed } from '../../demo/content/schedule.js';
import controller from '../../islands/schedule/index.js';
import { parseScheduleFeed } from '../../islands/schedule/feed.js';
import { waitUntil } from '../support/wait.js';
import { clone, makeHost, renderError } from './island-harness.js';

const D = 'ENT_M049';

const slot = (start: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ start, show: `Show at ${start}`, url: '/shows/x', ...extra });

/** Three days in Eastern (UTC−5): the times are written in other offsets and epoch seconds to show the zone is the site's, not the feed's or the visitor's. */
const feed = () => ({
  result: {
    title: 'This Week',
    anchor: 'lineup',
    days: [
      { date: '2026-11-30T00:00:00-05:00', slots: [
        slot('2026-12-01T01:00:00Z', { episode: 'S1 · E1 · <b>Pilot</b>', watch: '/full-episodes/pilot', status: 'live' }),
        slot('2026-11-30T21:30:00-05:00', { url: 'javascript:alert(1)' }),
      ] },
      { date: '2026-12-01T05:00:00Z', slots: [slot(String(Date.UTC(2026, 11, 2, 4, 5) / 1000), { status: 'new' })] },
      { date: '2026-12-02T12:00:00-05:00', slots: [] },
    ],
  },
});

describe('schedule island (ENT_M049)', () => {
  let h: ReturnType<typeof makeHost>;
  beforeEach(() => (h = makeHost(D)));
  afterEach(() => {
    controller.onModuleDestroy?.(h.host);
    h.cleanup();
  });

  const tabs = () => [...h.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = () => [...h.host.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  const shown = () => panels().filter((p) => !p.hidden);

  it('draws one tab per day, named for the day in Eastern, and the first day’s line-up with its times in Eastern', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(tabs().map((t) => t.textContent)).to.deep.equal(['Mon11/30Monday 11/30', 'Tue12/1Tuesday 12/1', 'Wed12/2Wednesday 12/2']);
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(tabs().filter((t) => t.tabIndex === 0)).to.deep.equal([tabs()[0]]);
    expect(shown()).to.have.length(1);
    expect(shown()[0]!.getAttribute('aria-labelledby')).to.equal(tabs()[0]!.id);
    expect(tabs()[0]!.getAttribute('aria-controls')).to.equal(shown()[0]!.id);
    const times = [...shown()[0]!.querySelectorAll('time')];
    expect(times.map((t) => t.textContent)).to.deep.equal(['8:00 PM', '9:30 PM']);
    expect(times[0]!.getAttribute('datetime')).to.equal('2026-12-01T01:00:00.000Z');
    expect(h.host.querySelector('section')!.id).to.equal('lineup');
  });

  it('reads epoch seconds in Eastern too', async () => {
    await controller.render(h.host, feed(), h.ctx);
    tabs()[1]!.click();
    await waitUntil(() => !panels()[1]!.hidden, 'Tuesday shown');
    expect(panels()[1]!.querySelector('time')!.textContent).to.equal('11:05 PM');
  });

  it('moves and selects with the arrow keys, wrapping, and Home and End, keeping one tab stop', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const [mon, tue, wed] = tabs();
    mon!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => document.activeElement === tue && tue!.getAttribute('aria-selected') === 'true' && !panels()[1]!.hidden, 'Tuesday');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => document.activeElement === mon, 'Monday by wrapping');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => document.activeElement === wed && !panels()[2]!.hidden, 'Wednesday by wrapping back');
    expect(panels()[2]!.textContent).to.contain('Nothing scheduled.');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => document.activeElement === mon, 'Monday by Home');
    await sendKeys({ press: 'End' });
    await waitUntil(() => document.activeElement === wed && wed!.tabIndex === 0, 'Wednesday by End');
    expect(tabs().filter((t) => t.tabIndex === 0)).to.deep.equal([wed]);
    expect(shown()).to.deep.equal([panels()[2]]);
  });

  it('tracks each day’s tab, the slots and the watch-full-episode link as the schedule', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(h.host.querySelector('section')!.dataset.tfPromo).to.equal('Schedule: This Week');
    expect(tabs().map((t) => t.dataset.tfTrack)).to.deep.equal(['Schedule: Monday', 'Schedule: Tuesday', 'Schedule: Wednesday']);
    const watch = h.host.querySelector<HTMLAnchorElement>('.tf-week__watch')!;
    expect(watch.getAttribute('href')).to.equal('/full-episodes/pilot');
    expect(watch.dataset.tfTrack).to.equal('Schedule: Watch full episode');
    expect(watch.getAttribute('aria-label')).to.equal('Watch full episode: Show at 2026-12-01T01:00:00Z, S1 · E1 · <b>Pilot</b>');
    expect(h.host.querySelector('a.tf-week__show')!.getAttribute('data-tf-track')).to.equal('Schedule: Slot');
  });

  it('shows feed text as text and leaves a slot with an unsafe link unlinked, without a watch link', async () => {
    await controller.render(h.host, feed(), h.ctx);
    expect(h.host.querySelector('b')).to.equal(null);
    expect(h.host.querySelector('.tf-week__ep')!.textContent).to.equal('S1 · E1 · <b>Pilot</b>');
    const second = shown()[0]!.querySelectorAll('li')[1]!;
    expect(second.querySelector('a')).to.equal(null);
    expect(second.textContent).to.contain('Show at 2026-11-30T21:30:00-05:00');
  });

  it('collapses and reopens a day’s list with its <tf-collapsible>', async () => {
    await controller.render(h.host, feed(), h.ctx);
    const collapsible = shown()[0]!.querySelector('tf-collapsible')!;
    await collapsible.updateComplete;
    const trigger = collapsible.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!;
    const label = () => collapsible.querySelector('[slot="trigger"]')!.textContent;
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(label()).to.equal('Hide Monday’s line-up');
    const collapsed = oneEvent(collapsible, 'tf:collapsed');
    trigger.click();
    await collapsed;
    await waitUntil(() => label() === 'Show Monday’s line-up (2 shows)', `the trigger says ${label()}`);
    const expanded = oneEvent(collapsible, 'tf:expanded');
    trigger.click();
    await expanded;
    await waitUntil(() => label() === 'Hide Monday’s line-up', `the trigger says ${label()}`);
  });

  it('is accessible', async () => {
    await controller.render(h.host, feed(), h.ctx);
    await expect(h.host).to.be.accessible();
  });

  it('fails the zone alone on a malformed feed, drawing nothing', async () => {
    const failure = async (change: (f: ReturnType<typeof feed>) => void) => {
      const f = clone(feed());
      change(f);
      return String(await renderError(controller, h.host, f, h.ctx));
    };
    expect(await failure((f) => void ((f.result as { days: unknown }).days = 'Mon'))).to.contain('days must be an array');
    expect(await failure((f) => void (f.result.days[0]!.slots[0]!.start = 'soon'))).to.contain('days[0].slots[0].start must be a date');
    expect(await failure((f) => void (f.result.days[0]!.slots[1]!.start = '2026-11-30T19:00:00-05:00'))).to.contain('days[0].slots[1].start must not be before');
    expect(await failure((f) => void (f.result.days[0]!.slots[0]!.status = 'rerun'))).to.contain('days[0].slots[0].status');
    expect(await failure((f) => void (f.result.days[0]!.slots[0]!.watch = 'javascript:alert(1)'))).to.contain('days[0].slots[0].watch');
    expect(h.host.querySelector('[role="tablist"]')).to.equal(null);
  });

  it('reads the demo’s week: seven days, each with slots, some with a full episode to watch', () => {
    const week = parseScheduleFeed(scheduleWeekFeed, D);
    expect(week.days.map((d) => d.name)).to.deep.equal(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week.days.every((d) => d.slots.length > 0)).to.equal(true);
    expect(week.days.flatMap((d) => d.slots).filter((s) => s.watch).length).to.be.at.least(5);
    expect(week.days[0]!.slots[0]!.time).to.equal('8:00 PM');
  });
});
