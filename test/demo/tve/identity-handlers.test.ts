import { expect } from '@open-wc/testing';
import type { SetupWorker } from 'msw/browser';
import { createIdentityHandlers, RESET_TOKEN_MS } from '../../../demo/api/identity-handlers.js';
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

  it('refuses a forged or malformed reset token', async () => {
    const token = (await send('accounts/reset-request', { email: 'viewer@example.com' })).body.token!;
    const [exp, account] = token.split('.');
    const forged = `${exp}.${[...new TextEncoder().encode('boss@example.com')].map((b) => b.toString(16).padStart(2, '0')).join('')}.${token.split('.')[2]}`;
    for (const bad of [forged, `${exp}.${account}.00000000000`, 'x', '']) {
      expect((await send(`accounts/reset?token=${encodeURIComponent(bad)}`)).status, bad).to.equal(400);
      expect((await send('accounts/reset', { token: bad, password: 'a new password' })).status, bad).to.equal(400);
    }
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
