import { focusRing, ink, muted, night, onPrimaryFill, primaryFill, secondary, surface, surfaceRaised } from '../tokens.js';

/**
 * The comments button's and panel's rules (comments-button.tsx,
 * comments-dialog.tsx), adopted under the id `comments` by each player
 * island, so the linked island sheet holds them once.
 */
export const commentsCss = `
.tf-comments-bar { margin-top: 12px; color: ${ink}; }
.tf-comments-bar__toggle { display: inline-flex; align-items: center; gap: 8px; height: 42px; padding: 0 14px; border: 2px solid #3a3746;
  border-radius: 999px; background: ${surface}; color: ${ink}; font: inherit; font-weight: 800; font-size: 14px; cursor: pointer; }
.tf-comments-bar__toggle:hover { border-color: ${secondary}; color: ${secondary}; }
.tf-comments-bar__toggle:focus-visible { ${focusRing} }
.tf-comments-bar__error { margin: 8px 0 0; color: #ff8f8f; font-size: 14px; font-weight: 700; }
.tf-comments { box-sizing: border-box; width: min(640px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); margin: auto; padding: 20px;
  border: 2px solid #3a3746; border-radius: 16px; background: ${night}; color: ${ink}; overflow: auto; overscroll-behavior: contain; }
.tf-comments::backdrop { background: rgb(8 7 12 / 0.8); }
.tf-comments__head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
.tf-comments__title { margin: 0; font-size: 22px; line-height: 1.2; overflow-wrap: anywhere; }
.tf-comments__close, .tf-comments__retry { flex: none; min-height: 42px; padding: 0 16px; border: 2px solid #3a3746; border-radius: 999px;
  background: ${surfaceRaised}; color: ${ink}; font: inherit; font-weight: 800; cursor: pointer; }
.tf-comments__status { margin: 8px 0 12px; min-height: 1.4em; color: ${muted}; font-weight: 700; font-size: 14px; }
.tf-comments__form { display: grid; gap: 6px; padding: 14px; border-radius: 12px; background: ${surface}; }
.tf-comments__label { font-weight: 800; margin-top: 6px; }
.tf-comments__hint { color: ${muted}; font-size: 13px; }
.tf-comments__field { box-sizing: border-box; width: 100%; min-height: 42px; padding: 8px 10px; border: 2px solid #4a4658; border-radius: 8px;
  background: ${night}; color: ${ink}; font: inherit; }
.tf-comments__text { resize: vertical; min-height: 84px; }
.tf-comments__field[aria-invalid="true"] { border-color: #ff6b6b; }
.tf-comments__error { margin: 0; color: #ff8f8f; font-size: 14px; font-weight: 700; }
.tf-comments__post { justify-self: start; min-height: 44px; margin-top: 8px; padding: 0 20px; border: 0; border-radius: 999px;
  background: ${primaryFill}; color: ${onPrimaryFill}; font: inherit; font-weight: 900; cursor: pointer; }
.tf-comments__post[aria-disabled="true"] { background: ${surfaceRaised}; color: ${ink}; cursor: progress; }
.tf-comments__retry { margin-top: 12px; }
.tf-comments__close:focus-visible, .tf-comments__retry:focus-visible, .tf-comments__post:focus-visible, .tf-comments__field:focus-visible,
  .tf-comments__title:focus-visible { ${focusRing} }
.tf-comments__title:focus:not(:focus-visible) { outline: none; }
.tf-comments__empty { color: ${muted}; }
.tf-comments__list { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 10px; }
.tf-comments__item { padding: 12px 14px; border-radius: 12px; background: ${surface}; }
.tf-comments__meta { display: flex; flex-wrap: wrap; gap: 2px 10px; margin: 0 0 4px; font-size: 14px; }
.tf-comments__name { font-weight: 800; color: ${secondary}; overflow-wrap: anywhere; }
.tf-comments__time { color: ${muted}; }
.tf-comments__body { margin: 0; line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere; }
`;
