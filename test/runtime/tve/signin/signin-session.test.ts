import { expect } from '@open-wc/testing';
import { createCoreEvents } from '../../../../runtime/tve/signin/core-events.js';
import { createSigninSession, type SigninSession } from '../../../../runtime/tve/signin/signin-session.js';
import { STORAGE_PREFIX } from '../../../../runtime/tve/signin/storage.js';
import type { SigninError, SigninInit } from '../../../../runtime/tve/signin/index.js';

const params: SigninInit = {
  requestor: 'LT', resource: 'laughtrack', brand: 'lt', locale: 'en_US',
  serviceBase: '/tve-session-test/services', entitlementSrc: '/tve-session-test/library.js', dev: false,
};

describe('the sign-in session (createSigninSession)', () => {
  let controller: AbortController;
  let session: SigninSession | undefined;
  let errors: SigninError[];
  let loaded: boolean;

  function create(): SigninSession {
    const events = createCoreEvents(undefined);
    events.on('error', (error) => void errors.push(error));
    session = createSigninSession({
      init: params, window, document, now: Date.now, isIOS: false, events, signal: controller.signal,
      frameHost: () => undefined, settled: () => false, loaded: () => loaded, destroyed: () => false,
    });
    return session;
  }
  const otherTabSignedIn = () => window.dispatchEvent(new StorageEvent('storage', { key: `${STORAGE_PREFIX}AUTH_DATA`, storageArea: localStorage }));
  const storageChanged = () => errors.filter((error) => error.id === 'storageChanged');

  beforeEach(() => {
    controller = new AbortController();
    errors = [];
    loaded = false;
  });
  afterEach(() => {
    controller.abort();
    session?.destroy();
    session = undefined;
  });

  it('knows no brand and no providers before the list loaded, and the viewer is signed out', () => {
    const made = create();
    expect(made.brand).to.equal(undefined);
    expect(made.providers).to.deep.equal([]);
    expect(made.status.isLoggedIn).to.equal(false);
  });

  it('follows another tab\'s sign-in only once the core says it is loaded', () => {
    create();
    otherTabSignedIn();
    expect(storageChanged()).to.have.length(0);
    loaded = true;
    otherTabSignedIn();
    expect(storageChanged()).to.have.length(1);
  });

  it('stops listening to storage when destroyed, and a second destroy is nothing', () => {
    const made = create();
    loaded = true;
    made.destroy();
    made.destroy();
    otherTabSignedIn();
    expect(storageChanged()).to.have.length(0);
  });
});
