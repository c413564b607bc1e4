import { useEffect, useRef, useState, type ComponentRef } from 'react';
import type { SigninConfig } from '../../runtime/config.js';
import type { FreePassInfo, SigninStatus } from '../../runtime/tve/signin/index.js';
import { createTveWrapper, type SigninApi, type TveWrapper } from '../../runtime/tve/wrapper.js';
import { httpUrl } from '../../runtime/util/url.js';
import { TfSignin } from '../shared/generated/tf-signin.js';

/**
 * The site's sign-in settings: `config.signin` (runtime/config.ts), already
 * merged and typed by the page, and `staging`, the site's `tveStaging` flag:
 * the sign-in runs against the provider service's staging (development)
 * environment, its `dev` attribute, and the wrapper's `isStaging`.
 */
export type SigninSettings = SigninConfig & { staging: boolean };

/** When a running pass ends, as the viewer reads it: the time, and the weekday when it is not today. */
export function passEndText(expiresAt: number, now: Date = new Date(), locale?: string): string {
  const end = new Date(expiresAt);
  const sameDay = end.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, { ...(sameDay ? {} : { weekday: 'short' }), hour: 'numeric', minute: '2-digit' }).format(end);
}

/**
 * The viewer's access in the header: a running 24-hour pass by name and end
 * (the element's `freePass`); a TV provider, the special preview's provider
 * or the home network's (HBA) by its logo.
 */
function Access({ status, freePass, baseURI }: { status: SigninStatus; freePass: FreePassInfo | undefined; baseURI: string }) {
  if (status.via === '24h') {
    const end = freePass?.state === 'started' ? freePass.expiresAt : undefined;
    return (
      <span className="tf-hdr__pass">
        <span className="tf-hdr__pass-name">24-hour pass</span>
        {end === undefined ? null : <span className="tf-hdr__pass-end">until <time dateTime={new Date(end).toISOString()}>{passEndText(end)}</time></span>}
      </span>
    );
  }
  const { provider } = status;
  // The cobranding logo is drawn for a dark ground like the header's; a picker or default logo, for a light one.
  const cobranding = provider?.cobrandingLogoUrl !== undefined;
  const logo = provider && httpUrl(provider.cobrandingLogoUrl ?? provider.pickerLogoUrl ?? provider.defaultLogoUrl ?? '', baseURI);
  return logo ? <img className={`tf-hdr__provider-logo${cobranding ? '' : ' tf-hdr__provider-logo--on-light'}`} src={logo.href} alt={provider?.displayName ?? 'Your TV provider'} width="88" height="28" />
    : <span className="tf-hdr__provider-name">{provider?.displayName ?? 'TV provider'}</span>;
}

const pageNameOf = (page: HTMLElement): string => {
  const name = (page as HTMLElement & { manifest?: { pageName?: unknown } }).manifest?.pageName;
  return typeof name === 'string' ? name : '';
};

/**
 * The page's one `<tf-signin>` through its generated React wrapper, under
 * the site wrapper (runtime/tve/wrapper.ts), which keeps `tveStorage` and the
 * body's TV-auth mark in step with the status: locked episodes follow it.
 * `asked` counts sign-in requests (the header's Sign in button, which the
 * header draws itself); each new one starts a sign-in once the element can.
 * A signed-in viewer's access and Sign Out are drawn here, and
 * `onSignedIn` tells the header whether to hide its Sign in.
 */
export default function SigninControl({ settings, page, asked, onSignedIn }:
  { settings: SigninSettings; page: HTMLElement; asked: number; onSignedIn?: (signedIn: boolean) => void }) {
  const ref = useRef<ComponentRef<typeof TfSignin>>(null);
  const [wrapper, setWrapper] = useState<TveWrapper>();
  const [status, setStatus] = useState<SigninStatus>();
  // Until its list and configuration arrive the sign-in cannot start ('The Component Is Not Loaded').
  const [loaded, setLoaded] = useState(false);
  const started = useRef(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const made = createTveWrapper({ requestorID: settings.requestor, channelID: settings.channelID, isStaging: settings.staging },
      { signin: element satisfies SigninApi, pageName: pageNameOf(page) });
    setWrapper(made);
    setStatus(made.status);
    const offs = [made.on('status', setStatus), made.on('load', () => setLoaded(true))];
    // The element may have loaded before this effect ran (a cached library, a slow first paint).
    if (element.loaded) setLoaded(true);
    const onReady = () => made.pageChanged(pageNameOf(page));
    page.addEventListener('tf:pageready', onReady);
    return () => {
      for (const off of offs) off();
      page.removeEventListener('tf:pageready', onReady);
      made.destroy();
    };
  }, [page, settings]);

  const signedIn = status?.isLoggedIn === true;
  useEffect(() => onSignedIn?.(signedIn), [onSignedIn, signedIn]);

  useEffect(() => {
    if (!wrapper || !loaded || asked === started.current) return;
    started.current = asked;
    wrapper.login();
  }, [wrapper, loaded, asked]);

  return (
    <>
      <TfSignin ref={ref} requestor={settings.requestor} resource={settings.resource} brand={settings.brand}
        serviceBase={settings.serviceBase} entitlementSrc={settings.entitlementSrc} reportingSrc={settings.reportingSrc || undefined}
        identitySrc={settings.identitySrc || undefined} dev={settings.staging} />
      {signedIn ? (
        <span className="tf-hdr__provider">
          {/* The viewer's access opens the overlay's signed-in screen: a pass's countdown (fpSignOut), the preview's or the provider's. */}
          <button type="button" className="tf-hdr__access" onClick={() => ref.current?.open()} data-tf-track="Header: Your access">
            <Access status={status} freePass={ref.current?.freePass} baseURI={page.ownerDocument.baseURI} />
          </button>
          <button type="button" className="tf-hdr__account-btn" onClick={() => wrapper?.logout()} data-tf-track="Header: Sign out">
            Sign Out
          </button>
        </span>
      ) : null}
    </>
  );
}
