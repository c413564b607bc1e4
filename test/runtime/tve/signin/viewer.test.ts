import { expect } from '@open-wc/testing';
import { createSigninStorage, STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import { createViewer, readStoredAuth } from '../../../../runtime/tve/signin/viewer.js';
import type { Provider } from '../../../../runtime/tve/signin/index.js';
import { providerFixtures } from './fixtures.js';

const [skyline, northwind] = providerFixtures as [Provider, Provider];

describe('the viewer', () => {
  let time = 1_000;
  const now = () => time;
  const make = () => createViewer({ storage: createSigninStorage({ now }), now });
  const stored = (key: string) => localStorage.getItem(`${STORAGE_PREFIX}${key}`);
  afterEach(() => {
    time = 1_000;
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  });

  it('goes signed out → provider chosen → authenticated → authorized, storing the token with its expiry', () => {
    const viewer = make();
    expect(viewer.status()).to.deep.equal({ isLoggedIn: false, provider: null, via: null });
    expect(viewer.beginLogin()).to.equal(true);
    expect(viewer.state).to.equal('selecting');
    expect(viewer.choose(skyline)).to.equal(true);
    expect(stored('MVPD_ID')).to.equal('skyline');
    expect(viewer.authenticated()).to.equal(true);
    expect(viewer.authorized({ token: 't', mvpd: 'skyline', expirationTime: 9_000 })).to.deep.equal({ ok: true, login: true });
    expect(viewer.status()).to.deep.equal({ isLoggedIn: true, provider: skyline, via: 'mvpd' });
    expect(JSON.parse(stored('AUTH_DATA') ?? '')).to.deep.equal({ token: 't', mvpd: 'skyline', expirationTime: 9_000 });
    expect([stored('CURRENT_PROVIDER_ID'), stored('CURRENT_PROVIDER_NAME'), stored('LAST_PROVIDER_ID')]).to.deep.equal(['skyline', 'Skyline Cable', 'skyline']);
    expect(viewer.loginActive).to.equal(false);
  });

  it('refuses a second login while one runs, and transitions out of turn', () => {
    const viewer = make();
    expect(viewer.choose(skyline)).to.equal(false);
    expect(viewer.authorized({ token: 't', mvpd: 'skyline', expirationTime: 9 }).ok).to.equal(false);
    viewer.beginLogin();
    expect(viewer.beginLogin()).to.equal(false);
    viewer.choose(skyline);
    expect(viewer.choose(northwind)).to.equal(false);
    expect(viewer.provider).to.equal(skyline);
  });

  it('restores a stored sign-in; erases an expired one; reports a provider no longer allowed', () => {
    localStorage.setItem('tveComponent_AUTH_DATA', JSON.stringify({ token: 't', mvpd: 'skyline', expirationTime: 5_000 }));
    const viewer = make();
    expect(viewer.restore(providerFixtures)).to.equal('restored');
    expect(viewer.status().isLoggedIn).to.equal(true);

    time = 5_000;
    expect(make().restore(providerFixtures)).to.equal('expired');
    expect(stored('AUTH_DATA')).to.equal(null);

    time = 1_000;
    localStorage.setItem('tveComponent_AUTH_DATA', JSON.stringify({ token: 't', mvpd: 'gone', expirationTime: 5_000 }));
    const other = make();
    expect(other.restore(providerFixtures)).to.equal('disallowed');
    expect(other.status().isLoggedIn).to.equal(false);
  });

  it('treats a corrupt stored sign-in as absent', () => {
    for (const bad of ['{', '"x"', '{"token":"t","mvpd":"skyline"}', '{"token":"","mvpd":"a","expirationTime":1}']) {
      localStorage.setItem('tveComponent_AUTH_DATA', bad);
      expect(make().restore(providerFixtures), bad).to.equal('none');
      expect(stored('AUTH_DATA')).to.equal(null);
    }
    expect(readStoredAuth({ token: 't', mvpd: 'm', expirationTime: Number.NaN })).to.equal(undefined);
  });

  it('expires a token back to authenticated, erasing it', () => {
    const viewer = make();
    viewer.authenticated(skyline);
    viewer.authorized({ token: 't', mvpd: 'skyline', expirationTime: 2_000 });
    expect(viewer.expire()).to.equal(true);
    expect(viewer.state).to.equal('authenticated');
    expect(stored('AUTH_DATA')).to.equal(null);
    expect(viewer.expire()).to.equal(false);
  });

  it('erases stored auth on a failure, and clears provider and token on sign-out while remembering the last provider', () => {
    const viewer = make();
    viewer.authenticated(skyline);
    viewer.authorized({ token: 't', mvpd: 'skyline', expirationTime: 2_000 });
    viewer.signOut();
    expect(viewer.status()).to.deep.equal({ isLoggedIn: false, provider: null, via: null });
    expect([stored('AUTH_DATA'), stored('CURRENT_PROVIDER_ID'), stored('MVPD_ID'), stored('LAST_PROVIDER_ID')]).to.deep.equal([null, null, null, 'skyline']);
    viewer.authenticated(northwind);
    viewer.authorized({ token: 't', mvpd: 'northwind', expirationTime: 2_000 });
    viewer.fail();
    expect(stored('AUTH_DATA')).to.equal(null);
    expect(viewer.state).to.equal('signedOut');
  });

  it('cancels a login back to signed out, and allows the next one', () => {
    const viewer = make();
    expect(viewer.cancel()).to.equal(false);
    viewer.beginLogin();
    viewer.choose(skyline);
    expect(viewer.cancel()).to.equal(true);
    expect(viewer.state).to.equal('signedOut');
    expect(viewer.provider).to.equal(undefined);
    expect(viewer.beginLogin()).to.equal(true);
  });
});
