import { css } from 'lit';

/**
 * Shadow styles of `<tf-debug-bar>`: isolated from the site (and the site from
 * them), themed only through the custom properties and parts documented on
 * the class.
 */
export const tfDebugBarStyles = css`
  :host {
    --_accent: var(--tf-debug-bar-accent, #ffd23f);
    --_bg: var(--tf-debug-bar-background, #17151f);
    --_fg: var(--tf-debug-bar-foreground, #f4f1fb);
    --_muted: var(--tf-debug-bar-muted, #a9a3bd);
    --_line: var(--tf-debug-bar-line, #3a3550);
    position: fixed;
    inset: auto var(--tf-debug-bar-inset, 1rem) var(--tf-debug-bar-inset, 1rem) auto;
    z-index: var(--tf-debug-bar-z-index, 2147483000);
    font: 13px/1.4 var(--tf-debug-bar-font, system-ui, sans-serif);
    color: var(--_fg);
  }
  button, select { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }

  .toggle {
    display: grid; place-items: center; width: 44px; height: 44px; margin-left: auto;
    border: 1px solid var(--_line); border-radius: 50%; background: var(--_bg); cursor: pointer;
    box-shadow: 0 4px 14px rgb(0 0 0 / 35%);
  }
  .icon { width: 26px; height: 26px; display: block; }
  .icon polygon { fill: var(--_accent); transition: opacity 80ms linear; }

  .overlay {
    position: absolute; right: 0; bottom: 52px;
    width: min(440px, calc(100vw - 2rem)); max-height: min(78vh, 720px); overflow: auto;
    background: var(--_bg); border: 1px solid var(--_line); border-radius: 10px;
    box-shadow: 0 12px 40px rgb(0 0 0 / 45%); padding: 0.75rem 1rem 1rem; box-sizing: border-box;
  }
  /* A plain box, not <header>: at the top level a header is the page's banner, and the page has its own. */
  .head { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 0.5rem; }
  h2 { font-size: 15px; margin: 0; flex: 1; }
  h2:focus { outline: none; }
  .mode { color: var(--_muted); font-size: 12px; }
  .close { border: 0; background: none; cursor: pointer; font-size: 18px; padding: 0 0.25rem; }

  .controls { display: grid; gap: 0.5rem; }
  label.field { display: grid; grid-template-columns: 7rem 1fr; align-items: center; gap: 0.5rem; }
  select {
    background: #221f2d; border: 1px solid var(--_line); border-radius: 6px; padding: 0.3rem 0.4rem; min-width: 0;
  }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .action {
    border: 1px solid var(--_line); border-radius: 6px; background: #221f2d; padding: 0.35rem 0.7rem; cursor: pointer;
  }
  .action:hover { border-color: var(--_accent); }
  .status { color: var(--_muted); min-height: 1.2em; margin: 0; }

  .switches { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.35rem 1rem; margin: 0.25rem 0; }
  .switch {
    display: flex; align-items: center; justify-content: space-between; gap: 0.5rem;
    border: 0; background: none; padding: 0.25rem 0; cursor: pointer; text-align: left;
  }
  .track {
    flex: none; width: 30px; height: 16px; border-radius: 8px; background: var(--_line); position: relative;
  }
  .track::after {
    content: ''; position: absolute; top: 2px; left: 2px; width: 12px; height: 12px; border-radius: 50%;
    background: var(--_fg); transition: transform 120ms ease;
  }
  .switch[aria-checked='true'] .track { background: var(--_accent); }
  .switch[aria-checked='true'] .track::after { transform: translateX(14px); background: #17151f; }
  .hint { color: var(--_muted); font-size: 12px; margin: 0; }

  details { border-top: 1px solid var(--_line); padding-top: 0.4rem; margin-top: 0.5rem; }
  summary { cursor: pointer; font-weight: 600; padding: 0.15rem 0; }
  ul { margin: 0.25rem 0 0; padding: 0; list-style: none; }
  li { padding: 0.15rem 0; }
  a { color: var(--_accent); }
  table { width: 100%; border-collapse: collapse; font-size: 12px; margin-top: 0.25rem; }
  th, td { text-align: left; padding: 0.15rem 0.3rem; border-bottom: 1px solid var(--_line); vertical-align: top; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  .feed { word-break: break-all; color: var(--_muted); }
  [data-state='failed'] { color: #ff7b8a; }
  [data-state='loading'] { color: var(--_accent); }
  .log { max-height: 220px; overflow: auto; font: 12px/1.35 ui-monospace, monospace; }
  .log li { display: grid; grid-template-columns: auto auto 1fr; gap: 0.4rem; }
  .level { text-transform: uppercase; font-weight: 700; }
  [data-level='warn'] .level { color: var(--_accent); }
  [data-level='error'] .level { color: #ff7b8a; }
  [data-level='debug'] .level, [data-level='info'] .level { color: var(--_muted); }
  time { color: var(--_muted); }
  .consent { margin: 0.25rem 0; }
  .calls { max-height: 260px; overflow: auto; margin: 0.25rem 0; padding: 0; list-style: none; }
  .calls li { display: grid; grid-template-columns: auto 1fr auto; gap: 0 0.5rem; border-bottom: 1px solid var(--_line); }
  .calls .feed { grid-column: 1 / -1; font-size: 12px; }
  .type { font-weight: 700; color: var(--_muted); }
  .pixels .source { font-size: 11px; color: var(--_muted); }
  .name { word-break: break-all; }
  [data-status='sent'] .sent { color: #7ee0a1; }
  [data-status='waiting'] .sent { color: var(--_accent); }
  [data-status='not-sent'] .sent { color: #ff7b8a; }
  .previous { margin-top: 0.25rem; }
  .logout { margin-top: 0.75rem; }

  @media (prefers-reduced-motion: reduce) {
    .track::after, .icon polygon { transition: none; }
  }
`;
