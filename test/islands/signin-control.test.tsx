import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { createRoot, type Root } from 'react-dom/client';
import { TfSignin } from '../../elements/tf-signin/tf-signin.js';
import { defaultConfig } from '../../runtime/config.js';
import type { Provider } from '../../runtime/tve/signin/index.js';
import SigninControl, { passEndText } from '../../islands/site-header/signin-control.js';
import { FakeSigninCore } from '../support/fake-signin-core.js';

const SETTINGS = { ...defaultConfig.signin, requestor: 'laughtrack', resource: 'laughtrack', brand: 'laughtrack', channelID: 'laughtrack',
  serviceBase: '/tve', entitlementSrc: '/vendor/access-enabler.js', identitySrc: '/identity/identity.js', staging: false };
const HARVEST: Provider = { id: 'harvest-moon', displayName: 'Harvest Moon Cable', isPrimary: false, isSpecialProvider: true,
  cobrandingLogoUrl: '/tve/logos/harvest-moon-light.svg' };

describe('the header\'s sign-in control', () => {
  const factory = TfSignin.createCore;
  let core: FakeSigninCore;
  let page: HTMLElement;
  let root: Root;

  beforeEach(async () => {
    core = new FakeSigninCore();
    TfSignin.createCore = () => core;
    page = document.createElement('div');
    document.body.append(page);
    root = createRoot(page);
    root.render(<SigninControl settings={SETTINGS} page={page} asked={0} />);
    await waitUntil(() => core.calls.init.length === 1, 'the element initialises its core');
    core.finishLoading([HARVEST], {});
  });
  afterEach(() => {
    root.unmount();
    page.remove();
    TfSignin.createCore = factory;
  });

  it('gives the page\'s <tf-signin> its identity adapter (config.signin.identitySrc), which reaches the core\'s init', () => {
    expect((page.querySelector('tf-signin') as HTMLElement & { identitySrc?: string }).identitySrc).to.equal('/identity/identity.js');
    expect(core.calls.init[0]!.identitySrc).to.equal('/identity/identity.js');
  });

  it('opens the overlay\'s signed-in screen from the viewer\'s access in the header', async () => {
    core.emit('status', { isLoggedIn: true, provider: HARVEST, via: 'vipElvis' });
    await waitUntil(() => page.querySelector('button.tf-hdr__access'), 'the access button');
    page.querySelector<HTMLButtonElement>('button.tf-hdr__access')!.click();
    await waitUntil(() => page.querySelector('tf-signin')!.getAttribute('screen') === 'elvisSignOut');
  });

  it('shows a running 24-hour pass by name with its end time, and Sign Out', async () => {
    const expiresAt = Date.now() + 3 * 3600_000;
    core.emit('freePass', { state: 'started', duration: 86_400, expiresAt });
    core.emit('status', { isLoggedIn: true, provider: null, via: '24h' });
    await waitUntil(() => page.querySelector('.tf-hdr__pass'));
    expect(page.querySelector('.tf-hdr__pass-name')!.textContent).to.equal('24-hour pass');
    const time = page.querySelector('.tf-hdr__pass-end time')!;
    expect(time.getAttribute('datetime')).to.equal(new Date(expiresAt).toISOString());
    expect(time.textContent).to.equal(passEndText(expiresAt));
    const signOut = [...page.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign Out')!;
    signOut.click();
    expect(core.calls.logout).to.equal(1);
  });

  it('shows the special preview\'s provider, and HBA\'s, by its logo', async () => {
    core.emit('status', { isLoggedIn: true, provider: HARVEST, via: 'vipElvis' });
    await waitUntil(() => page.querySelector('.tf-hdr__provider-logo'));
    const logo = page.querySelector<HTMLImageElement>('.tf-hdr__provider-logo')!;
    expect(logo.alt).to.equal('Harvest Moon Cable');
    expect(new URL(logo.src).pathname).to.equal('/tve/logos/harvest-moon-light.svg');
    // A cobranding logo is drawn for the header's dark ground; only a picker logo gets a light one.
    expect(logo.classList.contains('tf-hdr__provider-logo--on-light')).to.equal(false);
    core.emit('status', { isLoggedIn: true, provider: { ...HARVEST, cobrandingLogoUrl: undefined, pickerLogoUrl: '/tve/logos/harvest-moon.svg' }, via: 'vipElvis' });
    await waitUntil(() => page.querySelector('.tf-hdr__provider-logo--on-light'));
    expect(new URL(page.querySelector<HTMLImageElement>('.tf-hdr__provider-logo')!.src).pathname).to.equal('/tve/logos/harvest-moon.svg');
    core.emit('status', { isLoggedIn: true, provider: { ...HARVEST, id: 'skyline', displayName: 'Skyline Cable', isSpecialProvider: false, cobrandingLogoUrl: '/tve/logos/skyline-light.svg' }, via: 'hba' });
    await waitUntil(() => page.querySelector<HTMLImageElement>('.tf-hdr__provider-logo')?.alt === 'Skyline Cable');
    expect(page.querySelector('.tf-hdr__pass')).to.equal(null);
  });
});

describe('passEndText', () => {
  it('says the time of a pass ending today, and the weekday too when it ends another day', () => {
    const now = new Date(2026, 0, 5, 9, 0);
    expect(passEndText(new Date(2026, 0, 5, 15, 45).getTime(), now, 'en-US')).to.equal('3:45 PM');
    expect(passEndText(new Date(2026, 0, 6, 8, 5).getTime(), now, 'en-US')).to.equal('Tue 8:05 AM');
  });
});
