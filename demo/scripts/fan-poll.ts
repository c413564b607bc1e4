import type { ModuleContext } from '../../runtime/types.js';
import type { ScriptWindow } from './script-window.js';

/**
 * Classic V3 module script 'fan-poll', driver ENT_M060: a poll with radio
 * buttons whose vote reveals percentage bars. Votes stay in this page session
 * (nothing is sent). Self-contained (serialized with toString); DOM APIs and
 * textContent only.
 *
 * Defined through `Triforce.defineModule` only: the runtime loads this script
 * itself, so `window.Triforce` exists; a legacy `TriforceModule_ENT_M060`
 * global would just be a second way to find the same module.
 */
export function fanPoll(win: ScriptWindow): void {
  const doc = win.document;
  const DRIVER = 'ENT_M060';
  const CSS = `
.fan-poll__card { font: 15px/1.4 system-ui, sans-serif; color: #1d1238; background: #fff8e7; border: 2px solid #1d1238;
  border-radius: 12px; padding: 16px; box-shadow: 4px 4px 0 #ff5a5f; }
.fan-poll__fieldset { border: 0; margin: 0; padding: 0; }
.fan-poll__legend { font-size: 18px; font-weight: 700; padding: 0; margin-bottom: 10px; }
.fan-poll__kicker { color: #c62a2f; text-transform: uppercase; font-size: 12px; letter-spacing: .1em; display: block; }
.fan-poll__options { display: grid; gap: 6px; margin-bottom: 12px; }
.fan-poll__option { display: flex; align-items: center; gap: 8px; padding: 8px 10px; border-radius: 8px; cursor: pointer;
  background: #fff; border: 1px solid rgba(29, 18, 56, .2); }
.fan-poll__option:has(input:checked) { border-color: #1d1238; background: #ffe9a8; }
.fan-poll__option:has(input:focus-visible) { outline: 3px solid #3a7bd5; outline-offset: 2px; }
.fan-poll__radio { accent-color: #1d1238; margin: 0; }
.fan-poll__vote { font: inherit; font-weight: 700; color: #fff; background: #1d1238; border: 0; border-radius: 999px;
  padding: 8px 20px; cursor: pointer; }
.fan-poll__vote:disabled { opacity: .45; cursor: not-allowed; }
.fan-poll__vote:focus-visible { outline: 3px solid #3a7bd5; outline-offset: 2px; }
.fan-poll__results { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.fan-poll__result { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; }
.fan-poll__result--mine .fan-poll__label { font-weight: 700; }
.fan-poll__percent { font-variant-numeric: tabular-nums; font-weight: 700; }
.fan-poll__bar { grid-column: 1 / -1; height: 8px; border-radius: 4px; background: rgba(29, 18, 56, .12); overflow: hidden; }
.fan-poll__fill { height: 100%; background: #ff5a5f; transition: width .4s ease-out; }
.fan-poll__status { margin: 12px 0 0; font-size: 13px; }
@media (prefers-reduced-motion: reduce) { .fan-poll__fill { transition: none; } }
`;

  interface Option {
    id: string;
    label: string;
    votes: number;
  }
  interface Poll {
    id: string;
    title: string;
    question: string;
    options: Option[];
  }
  /** Choices made in this page session, by poll id: a refreshed or revisited poll shows its results. */
  const votes = new Map<string, string>();
  let uid = 0;

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

  const readFeed = (feed: unknown): Poll | undefined => {
    const root = (feed && typeof feed === 'object' ? feed : {}) as Record<string, unknown>;
    const result = (root['result'] && typeof root['result'] === 'object' ? root['result'] : root) as Record<string, unknown>;
    const raw = Array.isArray(result['options']) ? (result['options'] as unknown[]) : [];
    const options: Option[] = [];
    for (const entry of raw) {
      const o = (entry ?? {}) as Record<string, unknown>;
      if (typeof o['id'] !== 'string' || typeof o['label'] !== 'string') continue;
      const count = Number(o['votes']);
      options.push({ id: o['id'], label: o['label'], votes: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 });
    }
    if (typeof result['question'] !== 'string' || options.length < 2) return undefined;
    return {
      id: typeof result['pollId'] === 'string' ? result['pollId'] : result['question'],
      title: typeof result['title'] === 'string' ? result['title'] : 'Fan poll',
      question: result['question'],
      options,
    };
  };

  const legendOf = (poll: Poll) => {
    const legend = el('legend', 'fan-poll__legend');
    legend.append(el('span', 'fan-poll__kicker', `${poll.title}:`), ` ${poll.question}`);
    return legend;
  };

  const showResults = (card: HTMLElement, poll: Poll, choice: string, announce: boolean) => {
    const counted = poll.options.map((o) => ({ ...o, votes: o.votes + (o.id === choice ? 1 : 0) }));
    const total = counted.reduce((sum, o) => sum + o.votes, 0) || 1;
    const fieldset = el('fieldset', 'fan-poll__fieldset');
    fieldset.append(legendOf(poll));
    const list = el('ul', 'fan-poll__results');
    const fills: [HTMLElement, number][] = [];
    for (const option of counted) {
      const percent = Math.round((option.votes / total) * 100);
      const li = el('li', `fan-poll__result${option.id === choice ? ' fan-poll__result--mine' : ''}`);
      const label = el('span', 'fan-poll__label', option.label);
      if (option.id === choice) label.append(' (your vote)');
      const bar = el('span', 'fan-poll__bar');
      bar.setAttribute('aria-hidden', 'true');
      const fill = el('span', 'fan-poll__fill');
      fill.style.display = 'block';
      fill.style.width = announce ? '0%' : `${percent}%`;
      fills.push([fill, percent]);
      bar.append(fill);
      li.append(label, el('span', 'fan-poll__percent', `${percent}%`), bar);
      list.append(li);
    }
    fieldset.append(list);
    const status = el('p', 'fan-poll__status', `Thanks for voting! ${total} votes so far.`);
    status.setAttribute('role', 'status');
    status.tabIndex = -1;
    card.replaceChildren(fieldset, status);
    if (announce) {
      // Next frame, so the bars grow from zero; focus moves to the outcome.
      win.requestAnimationFrame(() => fills.forEach(([fill, percent]) => (fill.style.width = `${percent}%`)));
      status.focus();
    }
  };

  const showForm = (card: HTMLElement, poll: Poll) => {
    const form = el('form', 'fan-poll__form');
    const fieldset = el('fieldset', 'fan-poll__fieldset');
    fieldset.append(legendOf(poll));
    const options = el('div', 'fan-poll__options');
    const name = `fan-poll-${++uid}`;
    for (const option of poll.options) {
      const label = el('label', 'fan-poll__option');
      const radio = el('input', 'fan-poll__radio');
      radio.type = 'radio';
      radio.name = name;
      radio.value = option.id;
      label.append(radio, el('span', 'fan-poll__label', option.label));
      options.append(label);
    }
    const vote = el('button', 'fan-poll__vote', 'Vote');
    vote.type = 'submit';
    vote.disabled = true;
    fieldset.append(options, vote);
    form.append(fieldset);
    form.addEventListener('change', () => (vote.disabled = false));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const checked = form.querySelector<HTMLInputElement>('input.fan-poll__radio:checked');
      if (!checked) return;
      votes.set(poll.id, checked.value);
      showResults(card, poll, checked.value, true);
    });
    card.replaceChildren(form);
  };

  if (!win.Triforce) return;
  win.Triforce.defineModule(DRIVER, {
    render(host: HTMLElement, feed: unknown, _ctx: ModuleContext) {
      injectStyles();
      const poll = readFeed(feed);
      const card = el('section', 'fan-poll__card');
      card.setAttribute('aria-label', poll ? poll.title : 'Fan poll');
      host.replaceChildren(card);
      if (!poll) {
        card.append(el('p', 'fan-poll__status', 'The poll is closed.'));
        return;
      }
      const choice = votes.get(poll.id);
      if (choice !== undefined) showResults(card, poll, choice, false);
      else showForm(card, poll);
    },
    onModuleWillRefresh: () => true,
  });
}
