import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createConsentStore, type ConsentStore } from '../../../runtime/consent/consent-store.js';
import { documentScope } from '../../../runtime/document-scope.js';
import { createModuleRegistry, installTriforceGlobal, type TriforceGlobal } from '../../../runtime/modules/registry.js';
import { fakePlatform, tcData } from './tcf-fixtures.js';

describe('window.Triforce.consent', () => {
  let clock: sinon.SinonFakeTimers;
  let win: { Triforce?: TriforceGlobal; __tcfapi?: unknown };
  let store: ConsentStore;
  let platform: ReturnType<typeof fakePlatform>;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    platform = fakePlatform(tcData('cmpuishown'));
    win = { __tcfapi: platform.api };
    store = createConsentStore({ win: win as unknown as Window, doc: new EventTarget() as Document, reload: () => {} });
    store.start();
  });

  afterEach(() => {
    store.stop();
    clock.restore();
  });

  const install = (members: Record<string, unknown> = {}) =>
    installTriforceGlobal(win as unknown as Window, createModuleRegistry(), members, store);

  it('is {granted, gdprApplies}, frozen, following the store', () => {
    const triforce = install();
    expect(triforce.consent).to.deep.equal({ granted: false, gdprApplies: true });
    expect(Object.isFrozen(triforce.consent)).to.equal(true);
    platform.answer({ eventStatus: 'tcloaded', gdprApplies: false });
    expect(triforce.consent).to.deep.equal({ granted: true, gdprApplies: false });
  });

  it('cannot be assigned: a TypeError in strict code, and the value stays', () => {
    const triforce = install() as unknown as Record<string, unknown>;
    // Test modules are strict: assigning a getter-only property throws.
    expect(() => { triforce.consent = { granted: true, gdprApplies: false }; }).to.throw(TypeError);
    expect(() => Object.defineProperty(triforce, 'consent', { value: { granted: true } })).to.throw(TypeError);
    expect(() => { delete triforce.consent; }).to.throw(TypeError);
    expect((triforce.consent as { granted: boolean }).granted).to.equal(false);
  });

  it('cannot be changed through the snapshot', () => {
    const triforce = install();
    const snapshot = triforce.consent as { granted: boolean };
    expect(() => { snapshot.granted = true; }).to.throw(TypeError);
    expect(store.current().granted).to.equal(false);
  });

  it('replaces a value a legacy page put there first, and survives later installs with page services', () => {
    win.Triforce = { defineModule: () => {}, consent: { granted: true, gdprApplies: false } } as TriforceGlobal;
    install();
    expect(win.Triforce.consent).to.deep.equal({ granted: false, gdprApplies: true });
    // A connected page installs its services without the store.
    installTriforceGlobal(win as unknown as Window, createModuleRegistry(), { events: {} });
    expect(win.Triforce.consent).to.deep.equal({ granted: false, gdprApplies: true });
    expect(win.Triforce.events).to.deep.equal({});
  });
});

describe('the document scope\'s consent', () => {
  it('gives every caller in a document the same read-only source, started', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const win = { document, __tcfapi: fakePlatform(tcData('tcloaded')).api } as unknown as Window;
      const source = documentScope(win).consent;
      expect(documentScope(win).consent).to.equal(source);
      expect(source.current()).to.include({ known: true, granted: true });
      expect(Object.isFrozen(source)).to.equal(true);
      expect(Object.keys(source)).to.deep.equal(['current', 'subscribe']);
      // Neither the scope on the window nor its consent can be swapped for one that grants.
      const key = Symbol.for('triforce.scope');
      expect(() => { (win as unknown as Record<symbol, unknown>)[key] = {}; }).to.throw(TypeError);
      expect(() => { (documentScope(win) as unknown as Record<string, unknown>).consent = {}; }).to.throw(TypeError);
      expect(documentScope(win).consent).to.equal(source);
    } finally {
      clock.restore();
    }
  });
});
