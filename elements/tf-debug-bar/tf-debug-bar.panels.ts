/**
 * The staff panels of `<tf-debug-bar>` (issue 5, beyond the legacy bar): modules,
 * message log, tracking, timings and StandAlone fragment links. Plain template
 * functions of the monitor state, kept out of the element so it stays about
 * wiring. Every string from the page is bound as text, never as HTML.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { FragmentLink } from '../../runtime/debug/debug-api.js';
import { documentTimings, formatLogTime, type MonitorState, type NavigationEntryLike } from '../../runtime/debug/page-monitor.js';
import type { CallStatus, ConsentView, TrackRecord, TrackingState } from '../../runtime/debug/tracking-monitor.js';

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

export function fragmentLinksPanel(links: FragmentLink[]): TemplateResult {
  return html`<details part="fragments" open>
    <summary>StandAlone fragments (${links.length})</summary>
    ${links.length === 0
      ? html`<p class="hint">No modules on this page.</p>`
      : html`<ul>${links.map((l) => html`<li>
          <a href=${l.href} target="_blank" rel="noopener">${l.moduleName}</a> <span class="hint">${l.zone}</span>
        </li>`)}</ul>`}
  </details>`;
}

export function modulesPanel(state: MonitorState): TemplateResult {
  return html`<details part="modules">
    <summary>Modules (${state.zones.length})</summary>
    ${state.zones.length === 0
      ? html`<p class="hint">No tf-page modules seen yet.</p>`
      : html`<table>
          <thead><tr><th scope="col">Zone</th><th scope="col">Driver</th><th scope="col">State</th>
            <th scope="col">Prio</th><th scope="col">Render</th><th scope="col">Fail</th></tr></thead>
          <tbody>${state.zones.map((z) => html`<tr data-zone=${z.zone} data-state=${z.state}>
            <td>${z.zone}${z.feedUrl ? html`<div class="feed">${z.feedUrl}</div>` : nothing}</td>
            <td>${z.driver || '–'}</td>
            <td>${z.kept ? 'kept' : z.state}</td>
            <td class="num">${z.priority ?? '–'}</td>
            <td class="num">${ms(z.renderMs)}</td>
            <td class="num">${z.failures}</td>
          </tr>`)}</tbody>
        </table>`}
  </details>`;
}

export function logPanel(state: MonitorState): TemplateResult {
  return html`<details part="log">
    <summary>Messages (${state.log.length})</summary>
    ${state.log.length === 0
      ? html`<p class="hint">No messages yet.</p>`
      : html`<ol class="log" aria-label="Page messages, oldest first">${state.log.map((entry) => html`<li data-level=${entry.level}>
          <time datetime=${new Date(entry.time).toISOString()}>${formatLogTime(entry.time)}</time>
          <span class="level">${entry.level}</span><span>${entry.text}</span>
        </li>`)}</ol>`}
  </details>`;
}

const STATUS: Record<CallStatus, string> = { sent: '✓ sent', waiting: 'waiting', 'not-sent': 'not sent: no consent' };
const yesNo = (value: boolean | undefined, unknown: string) => (value === undefined ? unknown : value ? 'yes' : 'no');

function callList(calls: TrackRecord[], label: string): TemplateResult {
  return html`<ol class="calls" aria-label=${label}>${calls.map((r) => html`<li data-type=${r.type} data-status=${r.status}>
    <span class="type">${r.type}</span><span class="name">${r.name || '–'}</span><span class="sent">${STATUS[r.status]}</span>
    ${r.data.length > 0 ? html`<div class="feed">${r.data.map(([key, value]) => `${key}: ${value}`).join(' · ')}</div>` : nothing}
  </li>`)}</ol>`;
}

/**
 * Consent (from the events, `gdprApplies` from `window.Triforce.consent`),
 * this page's `tf:track` calls with whether each was sent, its pixels, and
 * the calls of the page before (a tracked link that navigates was clicked there).
 */
export function trackingPanel(state: TrackingState, consent: ConsentView | undefined): TemplateResult {
  const { page, previous } = state;
  const granted = state.granted === undefined ? 'not known yet' : state.granted ? 'granted' : 'not granted';
  return html`<details part="tracking">
    <summary>Tracking (${page.calls.length})</summary>
    <p class="consent" aria-live="polite">Consent: <strong>${granted}</strong> · GDPR applies: ${yesNo(consent?.gdprApplies, 'unknown')}</p>
    ${page.calls.length === 0 ? html`<p class="hint">No tracking calls on this page yet.</p>` : callList(page.calls, 'Tracking calls on this page, oldest first')}
    ${page.pixels.length === 0
      ? html`<p class="hint">No pixels fired on this page.</p>`
      : html`<ul class="pixels" aria-label="Pixels fired on this page">${page.pixels.map((p) => html`<li>
          <span class="type">${p.kind}</span> <span class="source">${p.source}</span> <span class="feed">${p.url}</span></li>`)}</ul>`}
    ${previous && previous.calls.length > 0 ? html`<details class="previous">
      <summary>Previous page (${previous.calls.length})</summary>
      ${callList(previous.calls, `Tracking calls on the previous page, ${pathOf(previous.url)}`)}
    </details>` : nothing}
  </details>`;
}

export function timingsPanel(state: MonitorState, navigation: NavigationEntryLike | undefined): TemplateResult {
  const doc = documentTimings(navigation);
  return html`<details part="timings">
    <summary>Timings</summary>
    ${doc.length > 0 ? html`<table aria-label="Document load">
      <tbody>${doc.map((t) => html`<tr><th scope="row">${t.label}</th><td class="num">${ms(t.ms)}</td></tr>`)}</tbody>
    </table>` : nothing}
    ${state.loads.length > 0 ? html`<table aria-label="Page loads">
      <thead><tr><th scope="col">Page</th><th scope="col">Ready</th><th scope="col">Rendered</th><th scope="col">Complete</th></tr></thead>
      <tbody>${[...state.loads].reverse().map((l) => html`<tr>
        <td class="feed">${pathOf(l.url)}${l.initial ? ' (first)' : ''}</td>
        <td class="num">${ms(l.ready)}</td><td class="num">${ms(l.renderComplete)}</td><td class="num">${ms(l.complete)}</td>
      </tr>`)}</tbody>
    </table>` : nothing}
  </details>`;
}

function pathOf(url: string): string {
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin ? u.pathname + u.search : u.href;
  } catch {
    return url;
  }
}

// Opacity of the three triangles per sprite frame: a light runs round the
// triforce for 7 quick frames, then all three glow on the resting frame.
const FRAMES: readonly (readonly [number, number, number])[] = [
  [1, 0.3, 0.3], [0.3, 1, 0.3], [0.3, 0.3, 1], [1, 1, 0.3], [0.3, 1, 1], [1, 0.3, 1], [0.6, 0.6, 0.6], [1, 1, 1],
];

export function spriteIcon(frame: number): TemplateResult {
  const [top, left, right] = FRAMES[frame] ?? FRAMES[FRAMES.length - 1]!;
  return html`<svg class="icon" part="icon" data-frame=${frame} viewBox="0 0 24 22" aria-hidden="true">${svg`
    <polygon points="12,1 17.5,10.5 6.5,10.5" opacity=${top}></polygon>
    <polygon points="6.5,11.5 12,21 1,21" opacity=${left}></polygon>
    <polygon points="17.5,11.5 23,21 12,21" opacity=${right}></polygon>`}
  </svg>`;
}
