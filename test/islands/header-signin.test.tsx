import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { TfSignin } from '../../elements/tf-signin/tf-signin.js';
import { defaultConfig } from '../../runtime/config.js';
import type { Provider } from '../../runtime/tve/signin/index.js';
import { HeaderSignin } from '../../islands/site-header/header-signin.js';
import { FakeSigninCore } from '../support/fake-signin-core.js';
import { waitUntil } from '../support/wait.js';

const SIGNIN = { ...defaultConfig.signin, requestor: 'laughtrack', resource: 'laughtrack', brand: 'laughtrack',
  serviceBase: '/tve', entitlementSrc: '/vendor/access-enabler.js' };
const HARVEST: Provider = { id: 'harvest-moon', displayName: 'Harvest Moon Cable', isPrimary: false, isSpecialProvider: true,
  cobrandingLogoUrl: '/tve/logos/harvest-moon-light.svg' };

describe('the header\'s account area', () => {
  const factory = TfSignin.createCore;
  let core: FakeSigninCore;
  let page: HTMLElement & { config?: unknown };
  let root: Root;
  const signIn = () => [...page.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign in');

  beforeEach(async () => {
    core = new FakeSigninCore();
    TfSignin.createCore = () => core;
    page = Object.assign(document.createElement('div'), { config: { signin: SIGNIN } });
    document.body.append(page);
    root = createRoot(page);
    root.render(<HeaderSignin page={page} />);
    await waitUntil(() => signIn(), 'the Sign in button is drawn');
  });
  afterEach(() => {
    root.unmount();
    page.remove();
    TfSignin.createCore = factory;
  });

  it('keeps a Sign in pressed while the sign-in is loading: the same button, still focused, and the sign-in starts once it can', async () => {
    const button = signIn()!;
    button.focus();
    button.click();
    await waitUntil(() => core.calls.init.length === 1, 'the sign-in chunk loads and its element initialises its core');
    expect(core.calls.login, 'nothing starts before the list and configuration arrive').to.equal(0);
    expect(signIn(), 'the button drawn at first is the one the viewer pressed').to.equal(button);
    expect(button.disabled).to.equal(false);
    expect(document.activeElement).to.equal(button);

    core.finishLoading([HARVEST], {});
    await waitUntil(() => core.calls.login === 1, 'the pressed sign-in starts');
    button.click();
    await waitUntil(() => core.calls.login === 2, 'a second press starts another');
  });

  it("runs the sign-in in its staging (dev) environment when the site's tveStaging is on, live otherwise", async () => {
    signIn()!.click();
    await waitUntil(() => core.calls.init.length === 1, 'the sign-in initialises its core');
    expect(core.calls.init[0]!.dev, 'a site without the flag signs in live').to.equal(false);
    root.unmount();
    core = new FakeSigninCore();
    page.config = { signin: SIGNIN, tveStaging: true };
    root = createRoot(page);
    root.render(<HeaderSignin page={page} />);
    await waitUntil(() => signIn(), 'the Sign in button is drawn');
    signIn()!.click();
    await waitUntil(() => core.calls.init.length === 1, 'the staging sign-in initialises its core');
    expect(core.calls.init[0]!.dev).to.equal(true);
  });

  it('starts a pressed sign-in on an element that had loaded before the control was listening', async () => {
    // Its load event has gone by (it fired before React ran the control's
    // effects, as WebKit's scheduling can make it): only `loaded` tells.
    core.state = 'loaded';
    core.init = (params) => void core.calls.init.push({ ...params });
    signIn()!.click();
    await waitUntil(() => core.calls.login === 1, 'the pressed sign-in starts');
  });

  it('hides Sign in while the viewer is signed in, shows Sign Out, and brings it back on sign-out', async () => {
    signIn()!.click();
    await waitUntil(() => core.calls.init.length === 1, 'the element initialises its core');
    core.finishLoading([HARVEST], {});
    core.emit('status', { isLoggedIn: true, provider: HARVEST, via: 'vipElvis' });
    await waitUntil(() => !signIn(), 'Sign in is hidden');
    const signOut = [...page.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign Out')!;
    expect(signOut).to.exist;
    core.emit('status', { isLoggedIn: false, provider: null, via: null });
    await waitUntil(() => signIn(), 'Sign in is back');
    expect(page.querySelector('.tf-hdr__provider')).to.equal(null);
  });
});
