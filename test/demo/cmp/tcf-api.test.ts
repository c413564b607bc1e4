import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { choiceString } from '../../../demo/cmp/consent-cookie.js';
import { createTcfApi, type PlatformState } from '../../../demo/cmp/tcf-api.js';

const NOW = Date.UTC(2025, 0, 15);

function setup(initial: Partial<PlatformState> = {}) {
  const state: PlatformState = { tcString: '', core: undefined, eventStatus: 'cmpuishown', uiVisible: true, ...initial };
  const displayUi = sinon.spy();
  const { api, notify } = createTcfApi({ state: () => state, displayUi });
  return { state, api, notify, displayUi };
}

describe('__tcfapi (the demo platform)', () => {
  it('answers ping with the platform and its display status', () => {
    const { api } = setup();
    const cb = sinon.spy();
    api('ping', 2, cb);
    expect(cb.firstCall.args[0]).to.include({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: 'visible',
      apiVersion: '2.2', cmpId: 999, tcfPolicyVersion: 4 });
  });

  it('answers a version other than 2 or an unknown command with success false', () => {
    const { api } = setup();
    for (const [command, version] of [['ping', 1], ['getTCData', 3], ['addEventListener', '2'], ['getVendorList', 2], [undefined, 2]]) {
      const cb = sinon.spy();
      api(command, version, cb);
      expect(cb.calledOnceWithExactly(null, false), `${String(command)} v${String(version)}`).to.equal(true);
    }
  });

  it('ignores a callback that is not a function', () => {
    const { api } = setup();
    expect(() => api('ping', 2, 'nope')).not.to.throw();
  });

  it('calls a new listener at once, with its listenerId, and again on every change', () => {
    const { api, notify, state } = setup();
    const cb = sinon.spy();
    api('addEventListener', 2, cb);
    expect(cb.callCount).to.equal(1);
    const [first, success] = cb.firstCall.args as [Record<string, unknown>, boolean];
    expect(success).to.equal(true);
    expect(first).to.include({ eventStatus: 'cmpuishown', cmpStatus: 'loaded', gdprApplies: true, tcString: '', cmpId: 999,
      cmpVersion: 1, tcfPolicyVersion: 4, isServiceSpecific: true });
    expect(first.listenerId).to.be.a('number');
    expect((first.purpose as { consents: Record<string, boolean> }).consents).to.deep.equal(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 1), false])));

    const choice = choiceString([1, 7], NOW);
    Object.assign(state, { tcString: choice.tcString, core: choice.core, eventStatus: 'useractioncomplete', uiVisible: false });
    notify();
    expect(cb.callCount).to.equal(2);
    const second = cb.secondCall.args[0] as { listenerId: number; eventStatus: string; tcString: string; purpose: { consents: Record<string, boolean> } };
    expect(second.listenerId).to.equal(first.listenerId);
    expect(second).to.include({ eventStatus: 'useractioncomplete', tcString: choice.tcString });
    expect(Object.keys(second.purpose.consents).filter((id) => second.purpose.consents[id])).to.deep.equal(['1', '7']);
  });

  it('gives each listener its own id and stops calling a removed one', () => {
    const { api, notify } = setup();
    const a = sinon.spy();
    const b = sinon.spy();
    api('addEventListener', 2, a);
    api('addEventListener', 2, b);
    const idA = (a.firstCall.args[0] as { listenerId: number }).listenerId;
    expect((b.firstCall.args[0] as { listenerId: number }).listenerId).not.to.equal(idA);
    const removed = sinon.spy();
    api('removeEventListener', 2, removed, idA);
    expect(removed.calledOnceWithExactly(true)).to.equal(true);
    api('removeEventListener', 2, removed, idA);
    expect(removed.secondCall.args).to.deep.equal([false]);
    notify();
    expect(a.callCount).to.equal(1);
    expect(b.callCount).to.equal(2);
  });

  it('keeps calling the other listeners when one throws', () => {
    const { api, notify } = setup();
    const report = sinon.stub(globalThis, 'reportError');
    try {
      api('addEventListener', 2, () => { throw new Error('a page script bug'); });
      const other = sinon.spy();
      api('addEventListener', 2, other);
      notify();
      expect(other.callCount).to.equal(2);
      expect(report.callCount).to.equal(2);
    } finally {
      report.restore();
    }
  });

  it('answers getTCData without a listenerId, and limits vendors to the ids asked for', () => {
    const choice = choiceString([1, 2], NOW);
    const { api } = setup({ tcString: choice.tcString, core: choice.core, eventStatus: 'tcloaded', uiVisible: false });
    const cb = sinon.spy();
    api('getTCData', 2, cb, [4, 8]);
    const [data, success] = cb.firstCall.args as [Record<string, unknown>, boolean];
    expect(success).to.equal(true);
    expect(data).not.to.have.property('listenerId');
    expect(data).to.include({ eventStatus: 'tcloaded', tcString: choice.tcString });
    expect((data.vendor as { consents: object }).consents).to.deep.equal({ 4: false, 8: false });
  });

  it('opens the banner on displayConsentUi', () => {
    const { api, displayUi } = setup();
    const cb = sinon.spy();
    api('displayConsentUi', 2, cb);
    expect(displayUi.calledOnce).to.equal(true);
    expect(cb.calledOnceWithExactly(true)).to.equal(true);
  });
});
