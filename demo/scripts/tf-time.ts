import type { ScriptWindow } from './script-window.js';

/**
 * Classic library script 'tf-time': defines `window.TriforceDemoTime`.
 * Self-contained (serialized with toString): no outer references.
 */
export function tfTime(win: ScriptWindow): void {
  if (win.TriforceDemoTime) return;
  const MINUTE = 60_000;
  // Timestamps that would land in 1970 are seconds, as elsewhere on the site.
  const toMs = (t: number) => (Math.abs(t) < 1e11 ? t * 1000 : t);

  const span = (ms: number): string => {
    const minutes = Math.round(ms / MINUTE);
    if (minutes < 60) return `${minutes} min`;
    if (minutes < 24 * 60) {
      const rest = minutes % 60;
      return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
    }
    const days = Math.round(minutes / (24 * 60));
    return days === 1 ? '1 day' : `${days} days`;
  };

  // One formatter for every call: toLocaleTimeString builds a new one each
  // time, about 0.1 ms apiece, paid per listing on every visit to the schedule.
  let clockFormat: Intl.DateTimeFormat | undefined;

  win.TriforceDemoTime = {
    relative(epochMs: number, now: number = Date.now()): string {
      if (typeof epochMs !== 'number' || !Number.isFinite(epochMs)) return '';
      const diff = toMs(epochMs) - now;
      if (Math.abs(diff) < MINUTE) return 'now';
      return diff > 0 ? `in ${span(diff)}` : `${span(-diff)} ago`;
    },
    clock(epochMs: number): string {
      if (typeof epochMs !== 'number' || !Number.isFinite(epochMs)) return '';
      clockFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
      return clockFormat.format(new Date(toMs(epochMs)));
    },
  };
}
