/**
 * The demo's "Staff view" switch (issue 5): sets or clears the content tool's
 * authorization cookie so anyone can see the debug bar, then reloads so
 * `<tf-page>` decides afresh whether to load the bar. On a real site the
 * content tool sets this cookie at sign-in; visitors never have it.
 */
import { DEFAULT_AUTH_COOKIE } from '../runtime/debug/debug-api.js';
import { adoptStyles } from '../runtime/util/adopt-styles.js';
import { readCookie, removeCookie, writeSharedCookie } from '../runtime/util/cookies.js';
import { DEMO_STAFF_TOKEN } from './api/staff-token.js';

adoptStyles('demo-staff-toggle', `
.staff-toggle {
  position: fixed; left: 1rem; bottom: 1rem; z-index: 1000;
  font: 600 12px/1 system-ui, sans-serif; padding: 0.55rem 0.8rem; border-radius: 999px;
  border: 1px solid #3a3550; background: #17151f; color: #f4f1fb; cursor: pointer;
}
.staff-link { position: fixed; left: 1rem; bottom: 3.6rem; z-index: 1000; font: 600 12px/1 system-ui, sans-serif;
  padding: 0.55rem 0.8rem; border-radius: 999px; background: #17151f; color: #ffd23f; border: 1px solid #3a3550; }
.staff-link:focus-visible { outline: 2px solid #ffd23f; outline-offset: 2px; }
.staff-toggle[aria-pressed='true'] { background: #ffd23f; color: #17151f; border-color: #ffd23f; }
.staff-toggle:focus-visible { outline: 2px solid #ffd23f; outline-offset: 2px; }
/* On a phone a floating switch would cover the page's text: it sits under the footer instead. */
@media (max-width: 699px) {
  .staff-tools { display: flex; flex-wrap: wrap; gap: 8px; padding: 12px 1rem 20px; }
  .staff-toggle, .staff-link { position: static; }
}
`);

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-staff-toggle]')) {
  const staff = readCookie(DEFAULT_AUTH_COOKIE) === DEMO_STAFF_TOKEN;
  button.setAttribute('aria-pressed', String(staff));
  button.hidden = false;
  button.addEventListener('click', () => {
    if (staff) removeCookie(DEFAULT_AUTH_COOKIE);
    else writeSharedCookie(DEFAULT_AUTH_COOKIE, { value: DEMO_STAFF_TOKEN });
    location.reload();
  });
}

// Staff tools the demo links to in staff view: the TV sign-in's failure scenarios (demo/tve/).
for (const link of document.querySelectorAll<HTMLElement>('[data-staff-only]')) {
  link.hidden = readCookie(DEFAULT_AUTH_COOKIE) !== DEMO_STAFF_TOKEN;
}
