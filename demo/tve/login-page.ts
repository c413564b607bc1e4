/**
 * The demo providers' sign-in page, `/tve/login.html?mvpd=&requestor=&state=`
 * (built as `/tve/login.js`): the provider's branded form (its name, logo and
 * colours from its server, `/tve/sp/mvpd/{id}`), checked by that server
 * (any non-empty pair signs in; the password `wrong-password` is refused),
 * then the answer posted to the library that opened it: the frame's parent
 * or the popup's opener, same origin only (login-message.ts).
 */
import { LOGIN_MESSAGE, type LoginMessage } from './login-message.js';

const query = new URLSearchParams(location.search);
const mvpd = query.get('mvpd') ?? '';
const state = query.get('state') ?? '';
const opener = window.opener as Window | null;
const library: Window | null = opener ?? (window.parent !== window ? window.parent : null);

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const form = $<HTMLFormElement>('[data-login-form]');
const error = $<HTMLElement>('[data-login-error]');
const status = $<HTMLElement>('[data-login-status]');
const submit = $<HTMLButtonElement>('[data-login-submit]');

interface Branding {
  displayName: string;
  colors: [string, string];
  logoUrl: string;
}

function tell(result: LoginMessage['result']): void {
  const message: LoginMessage = { type: LOGIN_MESSAGE, state, mvpd, result };
  library?.postMessage(message, location.origin);
  // A popup is done once it has answered; a frame is removed by its page.
  if (opener) window.close();
}

function brand(branding: Branding): void {
  document.title = `Sign in to ${branding.displayName}`;
  $('[data-provider-title]').textContent = `Sign in to ${branding.displayName}`;
  const logo = $<HTMLImageElement>('[data-provider-logo]');
  logo.src = branding.logoUrl;
  logo.alt = `${branding.displayName}`;
  logo.hidden = false;
  // CSSOM, not a style attribute: the strict CSP allows the one, not the other.
  document.documentElement.style.setProperty('--provider-bg', branding.colors[0]);
  document.documentElement.style.setProperty('--provider-ink', branding.colors[1]);
}

function unavailable(text: string): void {
  error.textContent = text;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button[type=submit]')) control.disabled = true;
}

async function start(): Promise<void> {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(mvpd) || state === '') return unavailable('This sign-in link is not valid. Close it and choose your provider again.');
  try {
    const response = await fetch(`/tve/sp/mvpd/${encodeURIComponent(mvpd)}`);
    if (!response.ok) return unavailable('This provider is not available. Close this page and choose your provider again.');
    brand((await response.json()) as Branding);
  } catch {
    unavailable('The sign-in service is not answering. Try again later.');
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  error.textContent = '';
  submit.disabled = true;
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const body = new URLSearchParams({ username: field('username'), password: field('password') });
  fetch(`/tve/sp/mvpd/${encodeURIComponent(mvpd)}/login`, { method: 'POST', body })
    .then(async (response) => {
      const answer = (await response.json()) as { ok?: boolean; error?: string };
      if (!response.ok || answer.ok !== true) throw new Error(answer.error ?? 'Sign-in failed. Try again.');
      status.textContent = 'Signed in. Returning you to the video…';
      tell('success');
    })
    .catch((failure: unknown) => {
      error.textContent = failure instanceof Error && failure.message ? failure.message : 'Sign-in failed. Try again.';
      $<HTMLInputElement>('#tve-password').focus();
    })
    .finally(() => (submit.disabled = false));
});

$('[data-login-cancel]').addEventListener('click', () => tell('cancel'));

void start();
