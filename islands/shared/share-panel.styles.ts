import { focusRing, ink, muted, night, secondary, surface } from './tokens.js';

/**
 * The share panel's rules (share-panel.tsx), adopted under the id
 * `share-panel` by each island that shows one, so the linked island sheet
 * holds them once for every such island.
 */
export const sharePanelCss = `
.tf-share { color: ${ink}; }
.tf-share__toggle, .tf-share__btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-width: 42px;
  height: 42px; padding: 0 14px; border: 2px solid #3a3746; border-radius: 999px; background: ${surface}; color: ${ink};
  font: inherit; font-weight: 800; font-size: 14px; cursor: pointer; text-decoration: none; }
.tf-share__toggle[aria-expanded="true"] { border-color: ${secondary}; }
.tf-share__toggle:hover, .tf-share__btn:hover { border-color: ${secondary}; color: ${secondary}; }
.tf-share__toggle:focus-visible, .tf-share__btn:focus-visible, .tf-share__field:focus-visible, .tf-share__time:focus-visible,
  .tf-share__check:focus-visible { ${focusRing} }
.tf-share__panel { display: grid; gap: 12px; margin-top: 12px; padding: 16px; max-width: 520px; border-radius: 14px;
  background: ${night}; border: 2px solid #3a3746; }
.tf-share__panel[hidden], .tf-share__embed[hidden] { display: none; }
.tf-share__links { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.tf-share__start, .tf-share__copy { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-weight: 700; }
.tf-share__check { width: 20px; height: 20px; accent-color: ${secondary}; }
.tf-share__time, .tf-share__field { min-height: 42px; padding: 0 10px; border: 2px solid #3a3746; border-radius: 8px;
  background: ${surface}; color: ${ink}; font: inherit; font-size: 15px; }
.tf-share__time { width: 7em; font-variant-numeric: tabular-nums; }
.tf-share__time[aria-invalid="true"] { border-color: #ff6b6b; }
.tf-share__field { flex: 1 1 14em; min-width: 0; }
.tf-share__error { margin: 0; color: #ff8f8f; font-size: 14px; font-weight: 700; }
.tf-share__embed { display: grid; gap: 8px; font-weight: 700; }
.tf-share__code { width: 100%; box-sizing: border-box; padding: 8px 10px; font-family: ui-monospace, monospace; font-size: 13px;
  resize: vertical; }
.tf-share__btn--text { justify-self: start; }
.tf-share__status { margin: 0; min-height: 1.4em; color: ${secondary}; font-weight: 800; font-size: 14px; }
.tf-share__note { margin: 0; color: ${muted}; }
.tf-share__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (prefers-reduced-motion: no-preference) {
  .tf-share__toggle, .tf-share__btn { transition: border-color 0.15s, color 0.15s; }
}
`;
