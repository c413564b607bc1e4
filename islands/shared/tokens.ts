/**
 * Design tokens shared by the islands' CSS strings. Page colours come from the
 * manifest as `--tf-color-*` on `<tf-page>`; each has a fallback.
 */
export const primary = 'var(--tf-color-primary, #ff3d7f)';
export const secondary = 'var(--tf-color-secondary, #ffd23f)';
export const tertiary = 'var(--tf-color-tertiary, #3ee6d3)';
/**
 * A surface in the primary colour that carries text (badges, filled buttons)
 * and that text's colour. The brand pink is bright enough to read as text on
 * the dark pages (5.1:1 on the surface) but too light under white text
 * (3.37:1), so filled surfaces use a deeper pink: white on #db2469 is 4.7:1,
 * WCAG AA for small text. A page theme whose primary differs sets both
 * (demo/public/styles/*.css).
 */
export const primaryFill = 'var(--tf-color-primary-fill, #db2469)';
export const onPrimaryFill = 'var(--tf-color-on-primary-fill, #fff)';
export const ink = 'var(--tf-ink, #f5f4f7)';
export const muted = 'var(--tf-muted, #a9a6b4)';
export const surface = 'var(--tf-surface, #1b1a22)';
export const surfaceRaised = 'var(--tf-surface-raised, #26242f)';
export const night = 'var(--tf-night, #0c0b10)';
export const display = 'var(--tf-font-display, "Arial Black", "Helvetica Neue", Impact, system-ui, sans-serif)';
export const radius = '14px';

/** A visible focus ring in the accent colour, for every interactive element. */
export const focusRing = `outline: 3px solid ${secondary}; outline-offset: 3px;`;

/** Formats seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spoken form of a duration for screen readers: "1 hour 2 minutes 5 seconds". */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h) parts.push(`${h} hour${h === 1 ? '' : 's'}`);
  if (m) parts.push(`${m} minute${m === 1 ? '' : 's'}`);
  if (sec || parts.length === 0) parts.push(`${sec} second${sec === 1 ? '' : 's'}`);
  return parts.join(' ');
}
/**
 * The widest an island is drawn: the site's content column. Only the `sizes`
 * of pictures drawn into the HTML read it; a wider island makes
 * `<tf-image>` fetch a larger version itself.
 */
export const CONTENT_MAX_WIDTH_PX = 1280;
