import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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
export function signinSettingsOf(page: HTMLElement | undefined): SigninSettings | undefined {
  const config = (page as (HTMLElement & { config?: Partial<TriforceConfig> }) | undefined)?.config;
  const settings = config?.signin;
  if (!settings?.requestor) return undefined;
  return { ...settings, channelID: settings.channelID || settings.brand, staging: config?.tveStaging === true };
}

/**
 * The header's account area: the page's one `<tf-signin>` and the viewer's
 * provider with Sign Out, or a Sign in button. Its box is drawn at once at
 * its final size, so loading the sign-in later shifts nothing.
 *
 * The Sign in button is one element from the first paint on, outside the
 * chunk's Suspense boundary, and never disabled: a press while the chunk or
 * the entitlement library is still loading is counted (`asked`) and the
 * control starts it once it can. Swapping in another button when the chunk
 * arrived would drop a press landing at that moment, and the keyboard focus
 * of a viewer who had tabbed to it.
 */
/** The page's configuration is set before its zones draw and never changes: nothing to subscribe to. */
const unchanging = () => () => undefined;

export function HeaderSignin({ page }: { page: HTMLElement }) {
  // A server drawing the header cannot read the page's configuration: it
  // draws the Sign in button, as the site's pages have a sign-in, and the
  // browser hydrates from that same answer (the server snapshot) before it
  // reads its own. Rendered in the browser, the configuration's answer is
  // the first one: a site without a sign-in never shows the button.
  const hasSignin = useSyncExternalStore(unchanging, () => signinSettingsOf(page) !== undefined, () => true);
  const settings = useMemo(() => (hasSignin ? signinSettingsOf(page) : undefined), [hasSignin, page]);
  const [load, setLoad] = useState(false);
  // Sign-in requests so far; the control starts one for each new count.
  const [asked, setAsked] = useState(0);
  const [signedIn, setSignedIn] = useState(false);

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

  if (!hasSignin) return null;
  return (
    <div className="tf-hdr__account">
      {load && settings ? (
        <Suspense fallback={null}>
          <SigninControl settings={settings} page={page} asked={asked} onSignedIn={setSignedIn} />
        </Suspense>
      ) : null}
      {signedIn ? null : (
        <button type="button" className="tf-hdr__account-btn" onClick={() => (setLoad(true), setAsked((n) => n + 1))} data-tf-track="Header: Sign in">
          Sign in
        </button>
      )}
    </div>
  );
}
