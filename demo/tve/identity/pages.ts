/**
 * The identity provider stand-in's pages (`/identity/pages.js`, one classic
 * script for the three, each naming itself in `data-identity-page`):
 * - `signin`: mail sign-in, registration and the reset mail (whose link the
 *   demo shows: back to the page the viewer was on, with `resetToken`);
 * - `reset`: a new password for `?token=`, then signed in;
 * - `social`: the network's consent page (`?network=facebook|twitter`).
 * Each checks with its server (demo/api/identity-handlers.ts) and posts the
 * outcome to the adapter that opened it (messages.ts): the popup's opener
 * or the frame's parent, same origin only. A frame also reports its height.
 */
import type { IdentitySession } from '../../../runtime/tve/signin/index.js';
import { IDENTITY_RESULT, IDENTITY_SIZE, type IdentityResultMessage, type IdentitySizeMessage } from './messages.js';

const query = new URLSearchParams(location.search);
const state = query.get('state') ?? '';
const opener = window.opener as Window | null;
const framed = window.parent !== window;
const adapter: Window | null = opener ?? (framed ? window.parent : null);
const API = '/identity/api';

const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) => root.querySelector<T>(selector)!;

function tell(result: 'signin' | 'cancel', session?: IdentitySession): void {
  const message: IdentityResultMessage = { type: IDENTITY_RESULT, state, result, ...(session ? { session } : {}) };
  adapter?.postMessage(message, location.origin);
  if (opener) window.close();
}

/** POSTs a form's fields; resolves with the JSON answer, rejects with the server's own words. */
async function post(path: string, body: URLSearchParams): Promise<Record<string, unknown>> {
  let answer: Record<string, unknown> = {};
  let response: Response;
  try {
    response = await fetch(`${API}/${path}`, { method: 'POST', body });
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new Error('The sign-in service is not answering. Try again later.');
  }
  if (!response.ok) throw new Error(typeof answer.error === 'string' ? answer.error : 'Something went wrong. Try again.');
  return answer;
}

/**
 * Wires a form: its fields posted to `path` on submit (after `check`, which
 * may refuse in the viewer's words), its button busy meanwhile, the server's
 * refusal in its alert with focus back on the first field.
 */
function onSubmit(form: HTMLFormElement, path: string, done: (answer: Record<string, unknown>) => void, check?: (fields: FormData) => string | undefined): void {
  const error = $('[data-error]', form);
  const submit = $<HTMLButtonElement>('button[type=submit]', form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    error.textContent = '';
    const fields = new FormData(form);
    const refused = check?.(fields);
    const fail = (text: string) => {
      error.textContent = text;
      form.querySelector<HTMLInputElement>('input')?.focus();
    };
    if (refused) return fail(refused);
    submit.disabled = true;
    const body = new URLSearchParams([...fields].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    post(path, body).then(done, (failure: Error) => fail(failure.message)).finally(() => (submit.disabled = false));
  });
}

const signedIn = (answer: Record<string, unknown>) => tell('signin', answer.session as IdentitySession);

function signinPage(): void {
  const show = (view: string) => {
    for (const section of document.querySelectorAll<HTMLElement>('[data-view]')) section.hidden = section.dataset.view !== view;
    $(`[data-view="${view}"] h1`).focus();
  };
  for (const button of document.querySelectorAll<HTMLElement>('[data-show]')) button.addEventListener('click', () => show(button.dataset.show!));
  onSubmit($('[data-form="login"]'), 'accounts/login', signedIn);
  onSubmit($('[data-form="register"]'), 'accounts/register', signedIn);
  onSubmit($('[data-form="forgot"]'), 'accounts/reset-request', (answer) => {
    // The mail's link: the page the viewer was on (same origin only), with the reset token.
    let back = new URL('/', location.origin);
    try {
      const referrer = new URL(document.referrer);
      if (referrer.origin === location.origin) back = referrer;
    } catch {
      // No referrer: the site's home.
    }
    back.searchParams.set('resetToken', String(answer.token));
    $('[data-mail-to]').textContent = String(answer.email);
    $<HTMLAnchorElement>('[data-mail-link]').href = back.href;
    for (const line of document.querySelectorAll<HTMLElement>('[data-mail-text]')) line.hidden = false;
  });
}

function resetPage(): void {
  const form = $<HTMLFormElement>('[data-form="reset"]');
  const account = $('[data-account]');
  $<HTMLInputElement>('[data-token]', form).value = query.get('token') ?? '';
  form.hidden = true;
  fetch(`${API}/accounts/reset?token=${encodeURIComponent(query.get('token') ?? '')}`)
    .then(async (response) => {
      const answer = (await response.json()) as { email?: string; error?: string };
      if (!response.ok || !answer.email) throw new Error(answer.error ?? 'This reset link is not valid.');
      account.textContent = `For the account ${answer.email}.`;
      form.hidden = false;
    })
    .catch((failure: unknown) => {
      account.textContent = failure instanceof Error && failure.message ? failure.message : 'This reset link is not valid.';
    });
  onSubmit(form, 'accounts/reset', signedIn, (fields) =>
    fields.get('password') === fields.get('confirm') ? undefined : 'The two passwords are not the same.');
}

function socialPage(): void {
  const network = query.get('network') === 'twitter' ? 'twitter' : query.get('network') === 'facebook' ? 'facebook' : undefined;
  const form = $<HTMLFormElement>('[data-form="social"]');
  $('[data-cancel]').addEventListener('click', () => tell('cancel'));
  if (!network) {
    $('[data-error]', form).textContent = 'This sign-in link is not valid. Close this window and try again.';
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button[type=submit]')) control.disabled = true;
    return;
  }
  const name = network === 'facebook' ? 'Facebook' : 'Twitter';
  document.body.classList.add(`idp--${network}`);
  document.title = `Log in with ${name} · Laugh Track Preview`;
  $('[data-network-name]').textContent = name;
  $('[data-social-title]').textContent = `Log in with ${name}`;
  onSubmit(form, `social/${network}`, signedIn);
}

/** A frame tells its parent how tall its content is, on load and on every change. */
function reportHeight(): void {
  if (!framed) return;
  const send = () => {
    const message: IdentitySizeMessage = { type: IDENTITY_SIZE, state, height: document.documentElement.scrollHeight };
    window.parent.postMessage(message, location.origin);
  };
  new ResizeObserver(send).observe(document.body);
}

document.body.classList.add(query.get('theme') === 'light' ? 'idp--light' : 'idp--dark');
({ signin: signinPage, reset: resetPage, social: socialPage } as Record<string, () => void>)[document.body.dataset.identityPage ?? '']?.();
reportHeight();
