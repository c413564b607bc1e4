import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createTokenExpiry } from '../../../../runtime/tve/signin/token-expiry.js';

describe('the token expiry (createTokenExpiry)', () => {
  let clock: sinon.SinonFakeTimers;
  let expires: number | undefined;
  let expired: number;

  const make = () => createTokenExpiry({
    timers: window, now: () => Date.now(), current: () => expires, expired: () => void (expired += 1),
  });

  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    expired = 0;
  });
  afterEach(() => clock.restore());

  it('says the token expired when its time comes, and not before', () => {
    const expiry = make();
    expires = Date.now() + 5000;
    expiry.arm(expires);
    clock.tick(4999);
    expect(expired).to.equal(0);
    clock.tick(1);
    expect(expired).to.equal(1);
  });

  it('waits again when the token was renewed meanwhile', () => {
    const expiry = make();
    expires = Date.now() + 1000;
    expiry.arm(expires);
    expires = Date.now() + 3000;
    clock.tick(1000);
    expect(expired).to.equal(0);
    clock.tick(2000);
    expect(expired).to.equal(1);
  });

  it('waits for an expiry beyond the longest timer in steps', () => {
    const expiry = make();
    expires = Date.now() + 2 ** 31 + 10_000;
    expiry.arm(expires);
    clock.tick(2 ** 31 - 1);
    expect(expired).to.equal(0);
    clock.tick(10_001);
    expect(expired).to.equal(1);
  });

  it('keeps one wait: arming again replaces it, clearing ends it', () => {
    const expiry = make();
    expires = Date.now() + 1000;
    expiry.arm(expires);
    expiry.arm(expires);
    clock.tick(1000);
    expect(expired).to.equal(1);
    expiry.arm(Date.now() + 1000);
    expiry.clear();
    expiry.clear();
    clock.tick(5000);
    expect(expired).to.equal(1);
  });

  it('does nothing when there is no expiry to wait for', () => {
    make().arm(undefined);
    clock.tick(10_000);
    expect(expired).to.equal(0);
  });
});
