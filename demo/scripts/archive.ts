import type { ScriptWindow } from './script-window.js';

/**
 * Classic scripts of the "From the archive" area, written the way a legacy
 * team writes them: plain scripts, no modules, found by the runtime through
 * their `window.TriforceModule_{driver}` globals. Each is self-contained
 * (serialized with toString); DOM APIs and textContent only.
 *
 * 'archive-view' defines the global class `TriforceArchiveView`: a list of
 * classic sketches whose rows wait in a scroll queue (`Triforce.queues`) and
 * are drawn, once visible, through the page's template pool
 * (`Triforce.templates`, template 'archive-row'); when every row is drawn it
 * publishes `archive:rowsloaded` on the mediator (`Triforce.events`).
 */
export function archiveView(win: ScriptWindow): void {
  const doc = win.document;
  const TEMPLATE = 'archive-row';
  const CSS = `
.archive { font: 15px/1.45 system-ui, sans-serif; color: #f4f1ff; background: #1d1238; border-radius: 12px; padding: 16px 18px; }
.archive__title { font-size: 20px; margin: 0 0 4px; }
.archive__intro { margin: 0 0 12px; color: #d9d2f0; }
.archive__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.archive__row { height: 78px; border-radius: 8px; background: rgba(255, 255, 255, .06); padding: 8px 12px; box-sizing: border-box; }
.archive__link, .archive__meta, .archive__blurb { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.archive__link { line-height: 22px; color: #ffd84d; font-weight: 700; text-decoration: underline; }
.archive__link:focus-visible { outline: 3px solid #7fb2ff; outline-offset: -3px; }
.archive__meta { font-size: 13px; line-height: 18px; color: #d9d2f0; }
.archive__blurb { line-height: 22px; }
.archive__count { display: block; min-height: 1.45em; }
.archive__status { margin: 10px 0 0; font-size: 13px; color: #d9d2f0; min-height: 1.45em; }
`;
  interface Row { title: string; show: string; year: string; url: string; blurb: string }

  let sheet: CSSStyleSheet | undefined;
  const injectStyles = () => {
    if (!sheet) {
      sheet = new win.CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  };

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  /** The row template, built with DOM calls (never parsed from a string); feed values go in as text and checked hrefs. */
  const rowTemplate = () => {
    const template = doc.createElement('template');
    const link = el('a', 'archive__link');
    link.setAttribute('data-tf-text', 'title');
    link.setAttribute('data-tf-href', 'url');
    const meta = el('span', 'archive__meta');
    meta.setAttribute('data-tf-text', 'meta');
    const blurb = el('span', 'archive__blurb');
    blurb.setAttribute('data-tf-text', 'blurb');
    template.content.append(link, meta, blurb);
    return template;
  };

  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const readRows = (feed: unknown): { title: string; intro: string; rows: Row[] } => {
    const root = (feed && typeof feed === 'object' ? feed : {}) as Record<string, unknown>;
    const result = (root['result'] && typeof root['result'] === 'object' ? root['result'] : root) as Record<string, unknown>;
    const items = Array.isArray(result['items']) ? (result['items'] as unknown[]) : [];
    const rows: Row[] = [];
    for (const raw of items) {
      const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const row = { title: text(item['title']), show: text(item['show']), year: text(String(item['year'] ?? '')), url: text(item['url']), blurb: text(item['blurb']) };
      if (row.title !== '' && row.url.startsWith('/')) rows.push(row);
    }
    return { title: text(result['title']) || 'From the archive', intro: text(result['intro']), rows };
  };

  let uid = 0;

  class TriforceArchiveView {
    queueName = '';
    host: HTMLElement | undefined;
    /** The heading; subclasses name their own list. */
    heading(feedTitle: string): string {
      return feedTitle;
    }
    /** The rows to show, in order; subclasses may pick. */
    pick(rows: Row[]): Row[] {
      return rows;
    }
    render(host: HTMLElement, feed: unknown, ctx: { zone: string }): void {
      const T = win.Triforce;
      if (!T?.queues || !T.templates || !T.events) throw new Error('the page services are missing');
      injectStyles();
      const data = readRows(feed);
      const rows = this.pick(data.rows);
      this.host = host;
      const id = `archive-${ctx.zone}-${++uid}`;
      const section = el('section', 'archive');
      section.setAttribute('aria-labelledby', id);
      const title = el('h2', 'archive__title', this.heading(data.title));
      title.id = id;
      const intro = el('p', 'archive__intro', data.intro);
      const list = el('ol', 'archive__list');
      const status = el('p', 'archive__status');
      status.setAttribute('role', 'status');
      section.append(title, ...(data.intro ? [intro] : []), list, status);
      host.replaceChildren(section);

      this.queueName = id;
      let drawn = 0;
      T.queues.create({
        queueName: id,
        type: 'scroll',
        // Once, before the first visible row: the page-wide row template.
        loadFunction: () => {
          if (!T.templates!.has(TEMPLATE)) T.templates!.register(TEMPLATE, rowTemplate());
        },
        processFunction: (item: { element: Element; row: Row }) => {
          const meta = [item.row.show, item.row.year].filter(Boolean).join(' · ');
          T.templates!.render(TEMPLATE, item.element, { ...item.row, meta });
          // Each line keeps the row's fixed height (held before it drew), so a line cut short shows its whole text as a tooltip.
          for (const line of item.element.querySelectorAll<HTMLElement>('.archive__link, .archive__meta, .archive__blurb')) {
            if (line.scrollWidth > line.clientWidth) line.title = line.textContent ?? '';
          }
          drawn++;
          if (drawn === rows.length) {
            status.textContent = `${rows.length} classic sketches loaded.`;
            T.events!.emit('archive:rowsloaded', { zone: ctx.zone, count: rows.length, titles: rows.map((r) => r.title) });
          }
        },
      });
      for (const row of rows) {
        // The row's box is its fixed height, held before it draws, so a late draw moves nothing.
        const li = el('li', 'archive__row');
        list.append(li);
        T.queues.add({ queueName: id, item: { element: li, row } });
      }
      if (rows.length === 0) status.textContent = 'The archive is empty right now.';
    }
    onModuleDestroy(host: HTMLElement): void {
      host.replaceChildren();
      this.host = undefined;
    }
  }

  (win as unknown as Record<string, unknown>)['TriforceArchiveView'] = TriforceArchiveView;
}

/**
 * 'archive-list', driver ENT_M130: the archive list itself, a legacy global
 * constructor whose prototype renders (instantiated once per zone). It
 * carries its own copy of the view: the list must never depend on a second
 * request. Here only the controller global is set; the class is the same
 * code as 'archive-view' (the concatenator serves both in one request).
 */
export function archiveList(win: ScriptWindow): void {
  const View = (win as unknown as Record<string, unknown>)['TriforceArchiveView'] as (new () => object) | undefined;
  if (typeof View === 'function') (win as unknown as Record<string, unknown>)['TriforceModule_ENT_M130'] = View;
}

/**
 * 'archive-picks', driver ENT_M131: the staff's picks from the archive,
 * written as a subclass of `TriforceArchiveView`, which the runtime loads
 * from `parentScript` when the page does not have it yet. It listens on the
 * mediator for the archive list's `archive:rowsloaded` and says how many of
 * the archive's sketches the visitor can see on this page.
 */
export function archivePicks(win: ScriptWindow, parentScript = 'archive-view', driver = 'ENT_M131', parentClass = 'TriforceArchiveView'): void {
  (win as unknown as Record<string, unknown>)[`TriforceModule_${driver}`] = {
    parentClass,
    parentScript,
    extend(Parent: new () => { render(host: HTMLElement, feed: unknown, ctx: { zone: string }): void; onModuleDestroy(host: HTMLElement): void }) {
      return class ArchivePicks extends Parent {
        off: (() => void) | undefined;
        heading(): string {
          return 'Staff picks from the archive';
        }
        pick<R extends { title: string }>(rows: R[]): R[] {
          return rows.filter((_, i) => i % 3 === 0).slice(0, 3);
        }
        override render(host: HTMLElement, feed: unknown, ctx: { zone: string }): void {
          super.render(host, feed, ctx);
          const note = win.document.createElement('p');
          note.className = 'archive__intro';
          host.querySelector('.archive__title')?.after(note);
          note.textContent = 'Chosen by the people who keep the tapes. ';
          // The count arrives later, on a line of its own held from the start, so nothing moves when it does.
          const count = win.document.createElement('span');
          count.className = 'archive__count';
          note.append(count);
          this.off?.();
          this.off = win.Triforce?.events?.on('archive:rowsloaded', (detail: unknown) => {
            const info = (detail && typeof detail === 'object' ? detail : {}) as { zone?: unknown; count?: unknown };
            if (info.zone === ctx.zone || typeof info.count !== 'number') return;
            count.textContent = `From the ${info.count} classics on this page.`;
          });
        }
        override onModuleDestroy(host: HTMLElement): void {
          this.off?.();
          this.off = undefined;
          super.onModuleDestroy(host);
        }
      };
    },
  };
}
