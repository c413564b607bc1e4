import { lazy, Suspense, useEffect, useState } from 'react';
import { SIGNIN_REQUEST } from '../shared/signin-request.js';
import { afterPageDrawn } from './after-page-drawn.js';
import type { TriforceConfig } from '../../runtime/config.js';
import type { SigninSettings } from './signin-control.js';

// The element, its core and the wrapper are a chunk of their own, loaded
// at the first idle time after a page is drawn (after-page-drawn.ts), or at
// the first request.
const SigninControl = lazy(() => import('./signin-control.js'));

/**
 * The page's `config.signin` (runtime/config.ts merged it, every key a
 * string), read structurally: islands never import elements. An empty
 * requestor means the site has no sign-in.
 */
export function signinSettingsOf(page: HTMLElement): SigninSettings | undefined {
  const settings = (page as HTMLElement & { config?: Partial<TriforceConfig> }).config?.signin;
  if (!settings?.requestor) return undefined;
  return { ...settings, channelID: settings.channelID || settings.brand };
}

/**
 * The header's account area: the page's one `<tf-signin>` and the viewer's
 * provider with Sign Out, or a Sign in button. Its box is drawn at once at
 * its final size, so loading the sign-in later shifts nothing.
 */
export function HeaderSignin({ page }: { page: HTMLElement }) {
  const [settings] = useState(() => signinSettingsOf(page));
  const [load, setLoad] = useState(false);
  // A sign-in asked for before the chunk arrived; the control starts it once it can.
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!settings) return undefined;
    const stop = afterPageDrawn(page, () => setLoad(true));
    const onRequest = (event: Event) => {
      event.preventDefault();
      stop();
      setLoad(true);
      setAsked((n) => n + 1);
    };
    page.ownerDocument.addEventListener(SIGNIN_REQUEST, onRequest);
    return () => {
      stop();
      page.ownerDocument.removeEventListener(SIGNIN_REQUEST, onRequest);
    };
  }, [page, settings]);

  if (!settings) return null;
  const placeholder = (
    <button type="button" className="tf-hdr__account-btn" onClick={() => (setLoad(true), setAsked((n) => n + 1))} data-tf-track="Header: Sign in">
      Sign in
    </button>
  );
  return (
    <div className="tf-hdr__account">
      {load ? (
        <Suspense fallback={placeholder}>
          <SigninControl settings={settings} page={page} asked={asked} />
        </Suspense>
      ) : placeholder}
    </div>
  );
}
