/**
 * One MVPD sign-in window: the login page opened in the page's frame named
 * `mvpdframe` (after the page made it in its `createIFrame`) or in a popup
 * of that name, and the login page's answer awaited. A popup
 * the browser blocks falls back to the frame. A frame or popup that goes
 * away without an answer (the viewer closed the overlay or the window) is a
 * cancel. Returns the function that abandons it.
 */
import { callPage } from './page-callbacks.js';
import { isLoginMessage } from '../login-message.js';

export const MVPD_FRAME_NAME = 'mvpdframe';
const CLOSED_POLL_MS = 500;

export interface MvpdLoginOptions {
  win: Window;
  url: string;
  state: string;
  mode: 'iframe' | 'popup';
  width: number;
  height: number;
  onOutcome(result: 'success' | 'cancel'): void;
}

export function startMvpdLogin(options: MvpdLoginOptions): () => void {
  const { win, state } = options;
  let done = false;
  const inFrame = (): Window | null => {
    callPage(win, 'createIFrame', options.width, options.height);
    return win.open(options.url, MVPD_FRAME_NAME);
  };
  const target = options.mode === 'popup'
    ? win.open(options.url, MVPD_FRAME_NAME, `popup,width=${options.width},height=${options.height}`) ?? inFrame()
    : inFrame();

  const finish = (result: 'success' | 'cancel') => {
    if (done) return;
    stop();
    options.onOutcome(result);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || !isLoginMessage(event.data) || event.data.state !== state) return;
    finish(event.data.result);
  };
  // A removed frame's or a closed popup's window reports `closed`. A popup
  // posts its answer and then closes itself, and may read closed before
  // that answer's message event has run here: a closed popup is taken for a
  // cancel only if no answer came by the next check. The page removes its
  // frame itself, after any answer, so a removed frame is a cancel at once.
  let seenClosed = false;
  const poll = win.setInterval(() => {
    if (target && !target.closed) return;
    if (options.mode !== 'popup' || seenClosed) finish('cancel');
    seenClosed = true;
  }, CLOSED_POLL_MS);
  const stop = () => {
    done = true;
    win.clearInterval(poll);
    win.removeEventListener('message', onMessage);
  };
  win.addEventListener('message', onMessage);

  return () => {
    if (done) return;
    stop();
    // A popup of ours is closed with the sign-in; the page's frame is the page's to remove.
    if (options.mode === 'popup' && target && !target.closed && target.opener === win) target.close();
  };
}
