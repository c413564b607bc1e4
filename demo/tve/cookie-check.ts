/**
 * The third-party cookie check, `/tve/cookie-check.html` in a
 * hidden frame (built as `/tve/cookie-check.js`): sets a cookie, reads it
 * back and tells its parent `{type: 'tve-cookie-check', enabled}`. The
 * `third-party-cookies-blocked` scenario stands for a browser refusing the
 * frame's cookies: the check then says false.
 */
import { scenarioOf } from './scenario.js';

const NAME = 'tve_cookie_check';

function cookiesWork(): boolean {
  if (scenarioOf(document) === 'third-party-cookies-blocked') return false;
  const value = Math.random().toString(36).slice(2);
  document.cookie = `${NAME}=${value}; Path=/tve; SameSite=Lax`;
  const readable = document.cookie.split(';').some((pair) => pair.trim() === `${NAME}=${value}`);
  document.cookie = `${NAME}=; Path=/tve; Max-Age=0; SameSite=Lax`;
  return readable;
}

// '*': on a real site this page is on the TV-everywhere host, another origin
// than the page asking; the answer is one boolean, nothing to keep secret.
if (window.parent !== window) window.parent.postMessage({ type: 'tve-cookie-check', enabled: cookiesWork() }, '*');
