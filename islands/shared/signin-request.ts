/**
 * How an island asks for the site's TV-provider sign-in without knowing
 * where it lives: the page has one `<tf-signin>` (its entitlement library's
 * callbacks are globals), kept by the site header for the whole
 * document. A locked player dispatches `tf:signinrequest` on the element
 * acted on; the header hears it on the document, loads the sign-in if it has
 * not yet, and starts it. The request is cancelable: handled, it is
 * `defaultPrevented`, so a page without a sign-in can say so.
 */
export const SIGNIN_REQUEST = 'tf:signinrequest';

/** Asks for a sign-in; false when nothing on the page can sign the viewer in. */
export function requestSignin(from: Element): boolean {
  const event = new CustomEvent(SIGNIN_REQUEST, { bubbles: true, composed: true, cancelable: true });
  from.dispatchEvent(event);
  return event.defaultPrevented;
}
