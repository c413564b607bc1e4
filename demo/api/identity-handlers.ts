/**
 * The identity provider stand-in's own server (issue 16), what its pages
 * (demo/tve/identity/pages.ts) talk to, as msw handlers under
 * `/identity/api/`. Form-encoded POSTs, JSON answers, never stored:
 * - `accounts/login` (email, password): any well-formed address and
 *   non-empty password signs in, except the password `wrong-password`;
 * - `accounts/register` (name, email, password of 8 or more);
 * - `accounts/reset-request` (email): the reset mail's link, which the demo
 *   shows instead of sending it (its token lasts an hour, signed with an
 *   HMAC-SHA-256 whose key stays on this server);
 * - `GET accounts/reset?token=` (whose account), `accounts/reset` (token,
 *   password): a new password, and the account signed in;
 * - `social/{facebook|twitter}` (name, email?): the network's consent given.
 * A session is `{uid, email?, name?}`; the uid is stable per account (a hash
 * of the address or the network's name), so the same viewer always has the
 * same special-preview `uuid`. Node-safe.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { IdentitySession } from '../../runtime/tve/signin/index.js';
import { hashString } from '../../runtime/util/hash.js';

export const IDENTITY_API_PREFIXES: readonly string[] = ['/identity/api/'];

/** The one password the stand-in refuses (the providers' login page refuses it too). */
export const IDENTITY_WRONG_PASSWORD = 'wrong-password';
export const RESET_TOKEN_MS = 3600 * 1000;
const MIN_NEW_PASSWORD = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const answer = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status, headers: NO_STORE });
const refuse = (error: string, status = 400) => answer({ error }, status);

const form = async (request: Request) => new URLSearchParams(await request.text());
const email = (value: string | null) => (value ?? '').trim().toLowerCase();
const hex = (text: string) => [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text: string) => new TextDecoder().decode(Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16)));

function mailSession(address: string, name?: string): IdentitySession {
  return { uid: `mail-${hashString(address)}`, email: address, ...(name ? { name } : {}) };
}

/** The environment variable that, when set, keys the reset links (so links outlive a restart of the demo server). */
export const RESET_SECRET_ENV = 'TF_IDENTITY_RESET_SECRET';

/** The HMAC-SHA-256 key of the reset links: from `secret`, else the environment's, else random for this server's life. */
function resetKey(secret: string | undefined): Promise<CryptoKey> {
  const algorithm: HmacKeyGenParams = { name: 'HMAC', hash: 'SHA-256' };
  // The handlers also run in the browser, where there is no `process`.
  const fromEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[RESET_SECRET_ENV];
  const text = secret ?? (fromEnv || undefined);
  return text === undefined
    ? globalThis.crypto.subtle.generateKey(algorithm, false, ['sign', 'verify'])
    : globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(text), algorithm, false, ['sign', 'verify']);
}

const base64Url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

export function createIdentityHandlers(options: { now?(): number; secret?: string } = {}): RequestHandler[] {
  const now = options.now ?? (() => Date.now());
  // Reset links are signed, not stored: an HMAC-SHA-256 over the expiry and the account, its key known to this server
  // alone. The non-cryptographic string hash must never sign anything an attacker could forge.
  const key = resetKey(options.secret);
  const data = (payload: string) => new TextEncoder().encode(payload);

  const resetToken = async (address: string) => {
    const payload = `${(now() + RESET_TOKEN_MS).toString(36)}.${hex(address)}`;
    return `${payload}.${base64Url(await globalThis.crypto.subtle.sign('HMAC', await key, data(payload)))}`;
  };
  /** The account a reset token is for, or undefined when it is forged, malformed or over. */
  const accountOf = async (token: string | null): Promise<string | undefined> => {
    // 43 characters: the 32 bytes of the signature, base64url without padding.
    const match = /^([0-9a-z]{1,12})\.((?:[0-9a-f]{2}){1,320})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/.exec(token ?? '');
    if (!match) return undefined;
    // verify compares in constant time.
    const genuine = await globalThis.crypto.subtle.verify('HMAC', await key, fromBase64Url(match[3]!), data(`${match[1]}.${match[2]}`));
    if (!genuine || parseInt(match[1]!, 36) <= now()) return undefined;
    const address = unhex(match[2]!);
    return EMAIL.test(address) ? address : undefined;
  };
  const badToken = () => refuse('This reset link is not valid or has expired. Ask for a new one.');

  return [
    http.post('/identity/api/accounts/login', async ({ request }) => {
      const fields = await form(request);
      const address = email(fields.get('email'));
      const password = fields.get('password') ?? '';
      if (!EMAIL.test(address) || password === '') return refuse('Enter your email address and password.');
      if (password === IDENTITY_WRONG_PASSWORD) return refuse('That email address and password don\'t match an account.', 401);
      return answer({ session: mailSession(address) });
    }),

    http.post('/identity/api/accounts/register', async ({ request }) => {
      const fields = await form(request);
      const address = email(fields.get('email'));
      const name = (fields.get('name') ?? '').trim().slice(0, 80);
      if (name === '' || !EMAIL.test(address)) return refuse('Enter your name and a valid email address.');
      if ((fields.get('password') ?? '').length < MIN_NEW_PASSWORD) return refuse(`Choose a password of at least ${MIN_NEW_PASSWORD} characters.`);
      return answer({ session: mailSession(address, name) });
    }),

    http.post('/identity/api/accounts/reset-request', async ({ request }) => {
      const address = email((await form(request)).get('email'));
      if (!EMAIL.test(address)) return refuse('Enter a valid email address.');
      return answer({ email: address, token: await resetToken(address), expiresIn: RESET_TOKEN_MS / 1000 });
    }),

    http.get('/identity/api/accounts/reset', async ({ request }) => {
      const address = await accountOf(new URL(request.url).searchParams.get('token'));
      return address ? answer({ email: address }) : badToken();
    }),

    http.post('/identity/api/accounts/reset', async ({ request }) => {
      const fields = await form(request);
      const address = await accountOf(fields.get('token'));
      if (!address) return badToken();
      if ((fields.get('password') ?? '').length < MIN_NEW_PASSWORD) return refuse(`Choose a password of at least ${MIN_NEW_PASSWORD} characters.`);
      return answer({ session: mailSession(address) });
    }),

    http.post('/identity/api/social/:network', async ({ request, params }) => {
      const network = String(params.network);
      if (network !== 'facebook' && network !== 'twitter') return refuse('Unknown network', 404);
      const fields = await form(request);
      const name = (fields.get('name') ?? '').trim().slice(0, 80);
      const address = email(fields.get('email'));
      if (name === '' || (address !== '' && !EMAIL.test(address))) return refuse('Enter your name (and, if you like, a valid email address).');
      const uid = `${network === 'facebook' ? 'fb' : 'tw'}-${hashString(`${network}:${address || name.toLowerCase()}`)}`;
      return answer({ session: { uid, name, ...(address ? { email: address } : {}) } });
    }),
  ];
}
