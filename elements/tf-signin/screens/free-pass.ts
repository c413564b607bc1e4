/**
 * The 24-hour free pass: fpSuccess (the pass
 * has started) and fpSignOut (the running pass, when the viewer opens the
 * overlay), both with the countdown; and what dontSeeUrMvpd carries: the
 * offer while the pass is `ready`, the expired message while `expired`
 * within its 7-day window (the core erases `expiredAt` when the window
 * ends, and the offer is gone for good: `unavailable`).
 *
 * The countdown reads h:mm:ss. It is a `timer` (a live region that is off:
 * assistive technology reads it when the viewer reaches it, and is never
 * told each second), with its time also in words, since "23:59:59" read
 * aloud sounds like a time of day.
 */
import { html, nothing } from 'lit';
import { signinMessages } from '../../../runtime/tve/signin/index.js';
import type { ScreenContext, ScreenView } from './context.js';
import { signedInActions } from './success.js';


const pad = (n: number) => String(n).padStart(2, '0');
const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `seconds` as hours, minutes and seconds (whole, never below 0). */
export function hms(seconds: number): [number, number, number] {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
}

function countdown(ctx: ScreenContext) {
  const [h, m, s] = hms(ctx.secondsLeft);
  return html`<p part="countdown" class="countdown" role="timer" aria-label="Time left">
    <span aria-hidden="true">${h}:${pad(m)}:${pad(s)}</span><span class="visually-hidden">${unit(h, 'hour')} ${unit(m, 'minute')} ${unit(s, 'second')}</span>
  </p>`;
}

export function fpSuccess(ctx: ScreenContext): ScreenView {
  return {
    title: 'Your free pass has started',
    body: html`<p part="message" class="message">Enjoy full episodes, no TV provider needed, until your pass ends.</p>
      ${countdown(ctx)}${signedInActions(ctx, 'Watch videos', false)}`,
  };
}

export function fpSignOut(ctx: ScreenContext): ScreenView {
  return {
    title: 'Your 24-hour free pass',
    body: html`<p part="message" class="message">You are watching full episodes with your free pass.</p>
      ${countdown(ctx)}${signedInActions(ctx, 'Watch videos')}`,
  };
}

/** dontSeeUrMvpd's part: the offer, the expired message, or nothing. */
export function freePassOffer(ctx: ScreenContext) {
  const pass = ctx.freePass;
  if (pass.state === 'ready') {
    return html`<p class="message">No provider? Watch full episodes free for 24 hours.</p>
      <div class="actions"><button type="button" part="button" class="button" data-tf-track="TVE: Start Free Pass"
        @click=${ctx.startFreePass}>Start your free pass</button></div>`;
  }
  return pass.state === 'expired' && pass.expiredAt !== undefined ? html`<p part="message" class="message">${signinMessages.freePassExpired}</p>` : nothing;
}
