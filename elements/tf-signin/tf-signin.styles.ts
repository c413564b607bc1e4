import { css } from 'lit';

/**
 * The overlay and the embedded picker share one sheet (the picker adopts it
 * in its own shadow root). Every colour, the radius, the width and the font
 * come from `--tf-signin-*` custom properties with the defaults below; the
 * entrance animation is dropped under prefers-reduced-motion. Written
 * compactly: it ships as is in the standalone bundle.
 */
export const tfSigninStyles = css`
:host{display:contents;--_accent:var(--tf-signin-accent,#0b57d0);--_fg:var(--tf-signin-color,#1b1b1f);--_bg:var(--tf-signin-background,#fff);--_muted:var(--tf-signin-muted-color,#4a4a52);--_line:var(--tf-signin-border-color,#c4c4cc);--_radius:var(--tf-signin-radius,12px);--_focus:var(--tf-signin-focus-color,#0b57d0)}
:host([hidden]){display:none}
dialog{box-sizing:border-box;inline-size:min(var(--tf-signin-width,560px),calc(100vw - 24px));max-block-size:calc(100dvh - 24px);padding:0;border:0;border-radius:var(--_radius);color:var(--_fg);background:var(--_bg);font:var(--tf-signin-font,400 16px/1.45 system-ui,sans-serif);box-shadow:0 12px 48px rgb(0 0 0/.35);overflow:auto}
dialog::backdrop{background:var(--tf-signin-backdrop,rgb(0 0 0/.6))}
dialog[open]{animation:tf-signin-in .2s ease-out}
@keyframes tf-signin-in{from{opacity:0;transform:translateY(12px)}}
@media (prefers-reduced-motion:reduce){dialog[open]{animation:none}.spinner{animation:none!important}}
.header{display:flex;align-items:center;gap:8px;padding:16px 16px 0 20px}
h2{flex:1;margin:0;font-size:1.3em;line-height:1.25}
h2:focus{outline:none}
.body{padding:12px 20px 20px}
button{font:inherit;cursor:pointer}
:focus-visible{outline:3px solid var(--_focus);outline-offset:2px}
.icon{inline-size:44px;block-size:44px;display:inline-grid;place-items:center;padding:0;border:0;border-radius:50%;background:none;color:inherit;font-size:1.6em;line-height:1}
.icon:hover{background:rgb(0 0 0/.06)}
.button{min-block-size:44px;padding:8px 20px;border:2px solid var(--_accent);border-radius:999px;background:var(--_accent);color:var(--tf-signin-accent-contrast,#fff);font-weight:600}
.button.secondary{background:transparent;color:var(--_accent)}
.link{padding:0;border:0;background:none;color:var(--_accent);text-decoration:underline;min-block-size:24px}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;margin-top:16px}
.lead,.message{margin:0 0 12px}
.steps{display:flex;gap:8px;margin:0 0 16px;padding:0;list-style:none;color:var(--_muted);font-size:.9em}
.step{display:flex;align-items:center;gap:6px}
.step+.step::before{content:'›';margin-inline-end:2px}
.step[aria-current=step]{color:var(--_fg);font-weight:700}
.step-number{display:inline-grid;place-items:center;inline-size:1.6em;block-size:1.6em;border-radius:50%;border:2px solid currentColor;font-size:.85em}
.logos{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:10px;margin:0 0 16px;padding:0;list-style:none}
.logo{inline-size:100%;block-size:64px;display:grid;place-items:center;padding:8px;border:1px solid var(--_line);border-radius:8px;background:var(--tf-signin-logo-background,#fff);color:#1b1b1f}
.logo:hover{border-color:var(--_accent)}
.logo-image{max-inline-size:100%;max-block-size:44px;object-fit:contain}
.logo-name{font-weight:600;overflow-wrap:anywhere}
.search{position:relative}
label{display:block;margin-bottom:4px;font-weight:600}
input{box-sizing:border-box;inline-size:100%;min-block-size:44px;padding:8px 12px;border:2px solid var(--_line);border-radius:8px;font:inherit;color:inherit;background:var(--_bg)}
input:focus-visible{border-color:var(--_focus);outline-offset:0}
.listbox{max-block-size:240px;overflow:auto;margin:6px 0 0;padding:4px 0;list-style:none;border:1px solid var(--_line);border-radius:8px}
.listbox:empty{display:none}
.option{padding:10px 12px;cursor:pointer}
.option[aria-selected=true]{background:var(--_accent);color:var(--tf-signin-accent-contrast,#fff)}
.provider{display:flex;justify-content:center;margin:8px 0 16px}
.provider .logo-image{max-block-size:64px}
.frame{min-block-size:var(--_frame-height,400px)}
::slotted([slot=frame]){display:block;inline-size:100%}
.spinner{inline-size:40px;block-size:40px;margin:12px auto;border:4px solid var(--_line);border-top-color:var(--_accent);border-radius:50%;animation:tf-signin-spin .9s linear infinite}
@keyframes tf-signin-spin{to{transform:rotate(1turn)}}
.countdown{margin:8px 0 0;font-size:2.2em;font-weight:700;font-variant-numeric:tabular-nums;text-align:center}
::slotted([slot=social]){display:inline-grid;place-items:center;min-block-size:44px;padding:0 16px;border:2px solid var(--_accent);border-radius:999px;color:var(--_accent);font-weight:600}
.faq dt{margin-top:12px;font-weight:700}
.faq dd{margin:4px 0 0}
.visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.picker{color:var(--_fg);font:var(--tf-signin-font,400 16px/1.45 system-ui,sans-serif)}
.picker-title{margin:0 0 12px;font-size:1.15em}
`;
