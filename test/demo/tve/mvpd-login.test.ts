import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { startMvpdLogin } from '../../../demo/tve/access-enabler/mvpd-login.js';
import { LOGIN_MESSAGE } from '../../../demo/tve/login-message.js';

/** A same-origin window to stand for the popup (a frame's window: real, closed by removing the frame). */
function fakePopup(): { win: Window; frame: HTMLIFrameElement } {
  const frame = Object.assign(document.createElement('iframe'), { title: 'popup' });
  document.body.append(frame);
  return { win: frame.contentWindow!, frame };
}

describe('the AccessEnabler stand-in\'s provider login window', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => sinon.restore());

  function start(mode: 'iframe' | 'popup') {
    const popup = fakePopup();
    sinon.stub(window, 'open').returns(popup.win);
    const outcomes: string[] = [];
    const abandon = startMvpdLogin({ win: window, url: 'about:blank', state: 's1', mode, width: 480, height: 560, onOutcome: (r) => outcomes.push(r) });
    // Made while the popup's window is still there (WebKit refuses a closed window as a message's source), sent when asked.
    const answers = Object.fromEntries((['success', 'cancel'] as const).map((result) => [result, new MessageEvent('message', {
      data: { type: LOGIN_MESSAGE, state: 's1', mvpd: 'northwind', result }, origin: location.origin, source: popup.win,
    })]));
    const answer = (result: 'success' | 'cancel') => window.dispatchEvent(answers[result]!);
    return { popup, outcomes, abandon, answer };
  }

  it('takes the answer of a popup that closed itself before its message arrived', () => {
    const { popup, outcomes, answer } = start('popup');
    popup.frame.remove();
    clock.tick(500);
    expect(outcomes).to.deep.equal([]);
    answer('success');
    expect(outcomes).to.deep.equal(['success']);
    clock.tick(5_000);
    expect(outcomes).to.deep.equal(['success']);
  });

  it('takes a popup closed without an answer for a cancel at the check after the one that saw it closed', () => {
    const { popup, outcomes } = start('popup');
    popup.frame.remove();
    clock.tick(999);
    expect(outcomes).to.deep.equal([]);
    clock.tick(1);
    expect(outcomes).to.deep.equal(['cancel']);
  });
});
