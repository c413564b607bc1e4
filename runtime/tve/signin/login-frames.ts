import { createEventStore } from '../../util/event-store.js';
import { isRecord } from '../../util/guards.js';

/**
 * The provider login's frames, for the entitlement adapter:
 * - `create(w, h)`: the library's `createIFrame`. The `<iframe
 *   name="mvpdframe">` is made synchronously in the host the element gave
 *   (the library navigates the frame of that name right after), else in the
 *   body.
 * - A popup login: the library opens `window.open(url, 'mvpdframe', …)`.
 *   When a blocker refuses it (`open` returns null) the login falls back to
 *   the frame: it is created and sent to `url`, and its window is what the
 *   library gets back. `window.open` is wrapped for that name only.
 * - The third-party cookie check: 15 s after a login frame opened and the
 *   login has not finished (not on iOS), the hidden page
 *   `{serviceBase}/cookie-check.html` loads and posts
 *   `{type: 'tve-cookie-check', enabled}` to this window.
 */

export const LOGIN_FRAME_NAME = 'mvpdframe';
export const COOKIE_CHECK_DELAY_MS = 15_000;
export const COOKIE_CHECK_MESSAGE = 'tve-cookie-check';
const LOGIN_FRAME_TITLE = 'TV provider sign-in';
const DEFAULT_SIZE = { width: 500, height: 500 };

export interface LoginFramesOptions {
  window: Window;
  document: Document;
  isIOS: boolean;
  cookieCheckUrl?: string;
  onFrame(width: number, height: number): void;
  onPopup(): void;
  onCookieCheck(enabled: boolean): void;
}

export interface LoginFrames {
  create(width: number, height: number): HTMLIFrameElement;
  setHost(host: () => HTMLElement | undefined): void;
  /** Wraps `window.open` for the blocked-popup fallback (once; `destroy` unwraps). */
  watchPopups(): void;
  /** The login ended: the frame, the pending check and the check frame go. */
  close(): void;
  destroy(): void;
}

const size = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? Math.round(value) : fallback);

export function createLoginFrames(options: LoginFramesOptions): LoginFrames {
  const { window: win, document: doc } = options;
  let host: () => HTMLElement | undefined = () => undefined;
  let frame: HTMLIFrameElement | undefined;
  let checkFrame: HTMLIFrameElement | undefined;
  /** The cookie check under way: its timer, then its frame and message listener. */
  const check = createEventStore();
  let nativeOpen: Window['open'] | undefined;
  let wrappedOpen: Window['open'] | undefined;

  function onMessage(event: MessageEvent): void {
    if (!checkFrame || event.source !== checkFrame.contentWindow) return;
    const data: unknown = event.data;
    if (!isRecord(data) || data.type !== COOKIE_CHECK_MESSAGE || typeof data.enabled !== 'boolean') return;
    stopCheck();
    options.onCookieCheck(data.enabled);
  }

  function stopCheck(): void {
    check.clear();
  }

  function startCheck(): void {
    // The timer that called this is spent; clearing it is nothing.
    check.clear();
    if (!frame?.isConnected || !options.cookieCheckUrl) return;
    const checking = doc.createElement('iframe');
    checkFrame = checking;
    // `hidden` rather than a style attribute: the page's strict CSP allows no inline styles.
    checking.hidden = true;
    checking.title = 'Cookie check';
    checking.setAttribute('aria-hidden', 'true');
    checking.tabIndex = -1;
    check
      .defer(() => {
        checking.remove();
        checkFrame = undefined;
      })
      .add(win, 'message', onMessage);
    checking.src = options.cookieCheckUrl;
    doc.body.append(checking);
  }

  function create(width: number, height: number): HTMLIFrameElement {
    close();
    const next = doc.createElement('iframe');
    next.name = LOGIN_FRAME_NAME;
    next.id = LOGIN_FRAME_NAME;
    next.title = LOGIN_FRAME_TITLE;
    next.width = String(size(width, DEFAULT_SIZE.width));
    next.height = String(size(height, DEFAULT_SIZE.height));
    let container: HTMLElement | undefined;
    try {
      container = host();
    } catch {
      container = undefined;
    }
    (container ?? doc.body).append(next);
    frame = next;
    if (!options.isIOS) {
      const timer = win.setTimeout(startCheck, COOKIE_CHECK_DELAY_MS);
      check.defer(() => win.clearTimeout(timer));
    }
    options.onFrame(size(width, DEFAULT_SIZE.width), size(height, DEFAULT_SIZE.height));
    return next;
  }

  function close(): void {
    stopCheck();
    frame?.remove();
    frame = undefined;
  }

  return {
    create,
    setHost(next) {
      host = next;
    },
    watchPopups() {
      if (wrappedOpen) return;
      const original = win.open;
      nativeOpen = original;
      wrappedOpen = function open(this: unknown, url?: string | URL, target?: string, features?: string) {
        const popup = original.call(win, url, target, features);
        if (target !== LOGIN_FRAME_NAME) return popup;
        if (popup) {
          // A popup, or the frame of that name the browser found: either way the login is under way.
          if (!frame || popup !== frame.contentWindow) options.onPopup();
          return popup;
        }
        // Blocked: the provider login moves into the overlay's frame.
        const fallback = create(DEFAULT_SIZE.width, DEFAULT_SIZE.height);
        if (url !== undefined && String(url) !== '') fallback.src = String(url);
        return fallback.contentWindow;
      };
      win.open = wrappedOpen;
    },
    close,
    destroy() {
      close();
      if (wrappedOpen && win.open === wrappedOpen && nativeOpen) win.open = nativeOpen;
      wrappedOpen = undefined;
    },
  };
}
