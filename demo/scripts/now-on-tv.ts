import type { ModuleContext } from '../../runtime/types.js';
import type { ScriptWindow } from './script-window.js';

/**
 * Classic module script 'now-on-tv', driver ENT_M050: a "Now on TV / Up next"
 * strip. Loaded after 'tf-time' in one concatenated request. Self-contained
 * (serialized with toString); draws with DOM APIs and textContent only, since
 * feed strings are never parsed as HTML.
 */
export function nowOnTv(win: ScriptWindow): void {
  const doc = win.document;
  const DRIVER = 'ENT_M050';
  const REFRESH_MS = 30_000;
  const CSS = `
.now-on-tv__strip { font: 14px/1.35 system-ui, sans-serif; color: #f4f1ea; background: linear-gradient(135deg, #1d1238, #3a1450);
  border-radius: 12px; padding: 14px 16px; }
.now-on-tv__header { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; margin-bottom: 10px; }
.now-on-tv__title { margin: 0; font-size: 18px; letter-spacing: .02em; }
.now-on-tv__channel { opacity: .75; font-size: 12px; text-transform: uppercase; letter-spacing: .08em; }
.now-on-tv__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); }
.now-on-tv__item { background: rgba(255, 255, 255, .07); border-radius: 8px; padding: 10px 12px; display: grid; gap: 2px; }
.now-on-tv__item--now { background: #ffd23f; color: #1d1238; }
.now-on-tv__badge { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em; }
.now-on-tv__when { font-variant-numeric: tabular-nums; opacity: .85; font-size: 12px; }
.now-on-tv__show { color: inherit; font-weight: 700; font-size: 15px; text-decoration: none; }
.now-on-tv__show:hover, .now-on-tv__show:focus-visible { text-decoration: underline; }
.now-on-tv__episode { font-size: 12px; opacity: .85; }
.now-on-tv__progress { height: 4px; border-radius: 2px; background: rgba(29, 18, 56, .2); overflow: hidden; margin-top: 4px; }
.now-on-tv__progress-fill { height: 100%; background: #1d1238; }
.now-on-tv__empty { margin: 0; opacity: .8; }
`;

  interface Slot {
    title: string;
    episode?: string;
    start: number;
    end: number;
    url?: string;
  }
  const timers = new WeakMap<HTMLElement, number>();

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  // A constructable sheet, not a <style> element: the CSP's style-src
  // 'self' refuses inline style elements. One sheet per document.
  let sheet: CSSStyleSheet | undefined;
  const injectStyles = () => {
    if (!sheet) {
      sheet = new win.CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  };

  const readFeed = (feed: unknown) => {
    const root = (feed && typeof feed === 'object' ? feed : {}) as Record<string, unknown>;
    const result = (root['result'] && typeof root['result'] === 'object' ? root['result'] : root) as Record<string, unknown>;
    const items = Array.isArray(result['items']) ? (result['items'] as unknown[]) : [];
    const slots: Slot[] = [];
    for (const item of items) {
      const s = (item ?? {}) as Record<string, unknown>;
      if (typeof s['title'] !== 'string' || typeof s['start'] !== 'number' || typeof s['end'] !== 'number') continue;
      slots.push({
        title: s['title'],
        start: s['start'],
        end: s['end'],
        episode: typeof s['episode'] === 'string' ? s['episode'] : undefined,
        // Only same-site paths become links: never a javascript: URL from a feed.
        url: typeof s['url'] === 'string' && /^\/(?!\/)/.test(s['url']) ? s['url'] : undefined,
      });
    }
    slots.sort((a, b) => a.start - b.start);
    return {
      title: typeof result['title'] === 'string' ? result['title'] : 'Now on TV',
      channel: typeof result['channel'] === 'string' ? result['channel'] : '',
      slots,
    };
  };

  const relative = (epochMs: number, now: number) => win.TriforceDemoTime?.relative(epochMs, now) ?? '';
  const clock = (epochMs: number) => win.TriforceDemoTime?.clock(epochMs) ?? '';

  /** Draws the strip for the time `now`: the slot on air plus the next three. */
  const draw = (host: HTMLElement, data: ReturnType<typeof readFeed>, now: number) => {
    const current = data.slots.find((slot) => slot.start <= now && now < slot.end);
    const upcoming = data.slots.filter((slot) => slot.start > now).slice(0, current ? 3 : 4);

    const strip = el('section', 'now-on-tv__strip');
    const header = el('header', 'now-on-tv__header');
    const title = el('h2', 'now-on-tv__title', data.title);
    title.id = `now-on-tv-${Math.random().toString(36).slice(2, 8)}`;
    strip.setAttribute('aria-labelledby', title.id);
    header.append(title);
    if (data.channel) header.append(el('span', 'now-on-tv__channel', data.channel));
    strip.append(header);

    if (!current && upcoming.length === 0) {
      strip.append(el('p', 'now-on-tv__empty', 'Nothing scheduled right now. Check back soon.'));
      host.replaceChildren(strip);
      return;
    }

    const list = el('ol', 'now-on-tv__list');
    const item = (slot: Slot, isNow: boolean) => {
      const li = el('li', `now-on-tv__item${isNow ? ' now-on-tv__item--now' : ''}`);
      li.append(el('span', 'now-on-tv__badge', isNow ? 'Now' : 'Up next'));
      const when = el('time', 'now-on-tv__when');
      when.dateTime = new Date(slot.start).toISOString();
      when.textContent = isNow ? `${clock(slot.start)} – ${clock(slot.end)}` : `${clock(slot.start)} · ${relative(slot.start, now)}`;
      li.append(when);
      if (slot.url) {
        const link = el('a', 'now-on-tv__show', slot.title);
        link.href = slot.url;
        li.append(link);
      } else {
        li.append(el('span', 'now-on-tv__show', slot.title));
      }
      if (slot.episode) li.append(el('span', 'now-on-tv__episode', slot.episode));
      if (isNow) {
        const done = Math.min(100, Math.max(0, Math.round(((now - slot.start) / (slot.end - slot.start)) * 100)));
        const bar = el('div', 'now-on-tv__progress');
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', `${slot.title}: ${done}% aired`);
        bar.setAttribute('aria-valuenow', String(done));
        bar.setAttribute('aria-valuemin', '0');
        bar.setAttribute('aria-valuemax', '100');
        const fill = el('div', 'now-on-tv__progress-fill');
        fill.style.width = `${done}%`;
        bar.append(fill);
        li.append(bar);
      }
      return li;
    };
    if (current) list.append(item(current, true));
    for (const slot of upcoming) list.append(item(slot, false));
    strip.append(list);
    host.replaceChildren(strip);
  };

  const stop = (host: HTMLElement) => {
    const timer = timers.get(host);
    if (timer !== undefined) win.clearInterval(timer);
    timers.delete(host);
  };

  if (!win.Triforce) return;
  win.Triforce.defineModule(DRIVER, {
    render(host: HTMLElement, feed: unknown, _ctx: ModuleContext) {
      injectStyles();
      stop(host);
      const data = readFeed(feed);
      draw(host, data, Date.now());
      // Keep "in 5 min" and the progress bar honest while the page stays open.
      timers.set(host, win.setInterval(() => (host.isConnected ? draw(host, data, Date.now()) : stop(host)), REFRESH_MS));
    },
    onModuleWillRefresh: () => true,
    onModuleDestroy: stop,
  });
}
