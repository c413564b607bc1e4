import { expect } from '@open-wc/testing';
import type { SetupWorker } from 'msw/browser';
import { createIdentityHandlers, RESET_TOKEN_MS } from '../../../demo/api/identity-handlers.js';
import { hashString } from '../../../runtime/util/hash.js';
import { startDemoWorker } from '../../support/demo-worker.js';

interface Answer { status: number; body: { session?: { uid: string; email?: string; name?: string }; error?: string; token?: string; email?: string } }

async function send(path: string, fields?: Record<string, string>): Promise<Answer> {
  const response = fields
    ? await fetch(`/identity/api/${path}`, { method: 'POST', body: new URLSearchParams(fields) })
    : await fetch(`/identity/api/${path}`);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('the identity provider stand-in\'s server', () => {
  let clock = 1_700_000_000_000;
  let worker: SetupWorker;
  beforeEach(async () => {
    worker = await startDemoWorker(...createIdentityHandlers({ now: () => clock, secret: 'test' }));
  });
  afterEach(() => worker.resetHandlers());

  it('signs in any well-formed address with a password, the same account always with the same uid', async () => {
    const first = await send('accounts/login', { email: 'Viewer@Example.com ', password: 'x' });
    expect(first.status).to.equal(200);
    expect(first.body.session!.email).to.equal('viewer@example.com');
    expect(first.body.session!.uid).to.match(/^mail-[0-9a-z]{11}$/);
    expect((await send('accounts/login', { email: 'viewer@example.com', password: 'y' })).body.session!.uid).to.equal(first.body.session!.uid);
    expect((await send('accounts/login', { email: 'other@example.com', password: 'y' })).body.session!.uid).not.to.equal(first.body.session!.uid);
  });

  it('refuses the wrong password and incomplete forms in the viewer\'s words', async () => {
    expect(await send('accounts/login', { email: 'viewer@example.com', password: 'wrong-password' })).to.deep.equal({ status: 401, body: { error: 'That email address and password don\'t match an account.' } });
    expect((await send('accounts/login', { email: 'not-an-address', password: 'x' })).status).to.equal(400);
    expect((await send('accounts/register', { name: 'Vi', email: 'vi@example.com', password: 'short' })).body.error).to.equal('Choose a password of at least 8 characters.');
    expect((await send('accounts/register', { name: 'Vi', email: 'vi@example.com', password: 'long enough' })).body.session).to.deep.include({ email: 'vi@example.com', name: 'Vi' });
  });

  it('resets a password with the mailed token for an hour, and signs the account in', async () => {
    const { body } = await send('accounts/reset-request', { email: 'viewer@example.com' });
    const token = body.token!;
    expect(await send(`accounts/reset?token=${encodeURIComponent(token)}`)).to.deep.equal({ status: 200, body: { email: 'viewer@example.com' } });
    expect((await send('accounts/reset', { token, password: 'short' })).status).to.equal(400);
    const reset = await send('accounts/reset', { token, password: 'a new password' });
    expect(reset.body.session!.uid).to.equal((await send('accounts/login', { email: 'viewer@example.com', password: 'x' })).body.session!.uid);
    clock += RESET_TOKEN_MS;
    expect((await send(`accounts/reset?token=${encodeURIComponent(token)}`)).body.error).to.equal('This reset link is not valid or has expired. Ask for a new one.');
  });

  describe('its reset links', () => {
    const hexOf = (text: string) => [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const refused = async (bad: string) => {
      expect((await send(`accounts/reset?token=${encodeURIComponent(bad)}`)).status, bad).to.equal(400);
      expect((await send('accounts/reset', { token: bad, password: 'a new password' })).status, bad).to.equal(400);
    };
    const mailed = async () => (await send('accounts/reset-request', { email: 'viewer@example.com' })).body.token!;

    it('are signed with an HMAC-SHA-256 of the expiry and the account under the server\'s secret', async () => {
      const token = await mailed();
      const [exp, account, signature] = token.split('.');
      const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('test'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${exp}.${account}`)));
      const bytes = Uint8Array.from(atob(signature!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      expect([...bytes]).to.deep.equal([...expected]);
      expect((await send(`accounts/reset?token=${encodeURIComponent(token)}`)).body).to.deep.equal({ email: 'viewer@example.com' });
    });

    it('refuses a link signed with the non-cryptographic string hash, as the old links were', async () => {
      const payload = `${(clock + RESET_TOKEN_MS).toString(36)}.${hexOf('viewer@example.com')}`;
      await refused(`${payload}.${hashString(`test.${payload}`)}`);
    });

    it('refuses a forged, tampered or malformed link', async () => {
      const token = await mailed();
      const [exp, account, signature] = token.split('.') as [string, string, string];
      const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      const later = (parseInt(exp, 36) + 86_400_000).toString(36);
      for (const bad of [
        `${exp}.${hexOf('boss@example.com')}.${signature}`, `${later}.${account}.${signature}`, `${exp}.${account}.${flip(signature, 0)}`,
        `${exp}.${account}.${flip(signature, 20)}`, `${exp}.${account}.${signature.slice(0, -1)}`, `${exp}.${account}.${signature}A`,
        `${exp}.${account}.${'A'.repeat(43)}`, `${exp}.${account}`, 'x', '',
      ]) await refused(bad);
    });

    it('are refused by a server with another secret', async () => {
      const token = await mailed();
      worker.use(...createIdentityHandlers({ now: () => clock, secret: 'another' }));
      await refused(token);
    });
  });

  it('gives the consent of a social network a session of its own, and knows only Facebook and Twitter', async () => {
    const fb = await send('social/facebook', { name: 'Vi Ewer', email: '' });
    expect(fb.body.session).to.deep.include({ name: 'Vi Ewer' });
    expect(fb.body.session!.uid).to.match(/^fb-/);
    expect((await send('social/twitter', { name: 'Vi Ewer', email: 'vi@example.com' })).body.session!.uid).to.match(/^tw-/);
    expect((await send('social/twitter', { name: '' })).status).to.equal(400);
    expect((await send('social/myspace', { name: 'Vi' })).status).to.equal(404);
  });
});
