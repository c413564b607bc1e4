import { createDocumentScope } from '../../../runtime/document-scope.js';
import { expect } from '@open-wc/testing';
import { runtimeMessages } from '../../../runtime/messages.js';
import { TRIFORCE_VERSION } from '../../../runtime/constants.js';
import sinon from 'sinon';
import type { ModuleController } from '../../../runtime/types.js';
import {
  createModuleRegistry,
  documentRegistry,
  installTriforceGlobal,
} from '../../../runtime/modules/registry.js';

const controller = (): ModuleController => ({ render: () => {} });

describe('createModuleRegistry', () => {
  it('returns the controller defined under a driver', () => {
    const registry = createModuleRegistry();
    const module = controller();
    registry.define('ENT_M001', module);
    expect(registry.get('ENT_M001')).to.equal(module);
    expect(registry.has('ENT_M001')).to.equal(true);
  });

  it('knows nothing about drivers never defined', () => {
    const registry = createModuleRegistry();
    expect(registry.get('ENT_M404')).to.equal(undefined);
    expect(registry.has('ENT_M404')).to.equal(false);
  });

  describe('when a driver is defined twice', () => {
    it('keeps the first controller and warns', () => {
      const log = sinon.spy();
      const registry = createModuleRegistry(log);
      const first = controller();
      registry.define('ENT_M001', first);
      registry.define('ENT_M001', controller());
      expect(registry.get('ENT_M001')).to.equal(first);
      expect(log.args).to.deep.equal([['warn', runtimeMessages.redefined('ENT_M001')]]);
      expect(log.firstCall.args[1]).to.equal(
        'Triforce.defineModule(ENT_M001): a module is already defined under this driver; keeping the first');
    });
  });

  describe('when the input is bad', () => {
    const bad: [string, unknown, unknown][] = [
      ['an empty driver', '', controller()],
      ['a driver that is not a string', 42, controller()],
      ['a symbol driver', Symbol('x'), controller()],
      ['no controller', 'ENT_M001', undefined],
      ['a null controller', 'ENT_M001', null],
      ['a controller without render', 'ENT_M001', { onModuleDestroy() {} }],
      ['a render that is not a function', 'ENT_M001', { render: 'draw' }],
      ['a bare function', 'ENT_M001', () => {}],
    ];
    for (const [what, driver, module] of bad) {
      it(`ignores ${what} and logs one error, without throwing`, () => {
        const log = sinon.spy();
        const registry = createModuleRegistry(log);
        const define = registry.define as (driver: unknown, controller: unknown) => void;
        expect(() => define(driver, module)).not.to.throw();
        expect(log.callCount).to.equal(1);
        expect(log.firstCall.args[0]).to.equal('error');
        expect(registry.has('ENT_M001')).to.equal(false);
      });
    }

    it('names the driver in the error about a bad controller', () => {
      const log = sinon.spy();
      createModuleRegistry(log).define('ENT_M002', {} as ModuleController);
      expect(log.args).to.deep.equal([['error',
        'Triforce.defineModule(ENT_M002): controller must be an object with a render function']]);
    });

    it('does not throw without a log', () => {
      expect(() => createModuleRegistry().define('', controller())).not.to.throw();
    });
  });

  describe('when a driver name is hostile', () => {
    it('stores __proto__ and constructor like any other name', () => {
      const registry = createModuleRegistry();
      expect(registry.has('__proto__')).to.equal(false);
      expect(registry.has('constructor')).to.equal(false);
      const module = controller();
      registry.define('__proto__', module);
      expect(registry.get('__proto__')).to.equal(module);
      expect(registry.get('toString')).to.equal(undefined);
    });
  });

  it('is one per document, kept by the document scope', () => {
    const scope = createDocumentScope({ window });
    const registry = documentRegistry(scope);
    expect(documentRegistry(scope)).to.equal(registry);
    expect(registry.has('ENT_default_never_defined')).to.equal(false);
    expect(registry.define).to.be.a('function');
  });
});

describe('installTriforceGlobal', () => {
  function fakeWindow(triforce?: unknown): Window {
    return { Triforce: triforce } as unknown as Window;
  }

  it('lets classic scripts define modules through window.Triforce.defineModule', () => {
    const registry = createModuleRegistry();
    const win = fakeWindow();
    installTriforceGlobal(win, registry);
    const module = controller();
    win.Triforce.defineModule('ENT_M010', module);
    expect(registry.get('ENT_M010')).to.equal(module);
  });

  it('merges into an existing window.Triforce instead of replacing it', () => {
    const existing = { site: 'ltn', helpers: {} };
    const win = fakeWindow(existing);
    installTriforceGlobal(win, createModuleRegistry());
    expect(win.Triforce).to.equal(existing);
    expect(win.Triforce['site']).to.equal('ltn');
    expect(win.Triforce.defineModule).to.be.a('function');
  });

  it('says which version of Triforce installed it: package.json\'s, given at build time', () => {
    const win = fakeWindow({ version: 'set by the page' });
    installTriforceGlobal(win, createModuleRegistry());
    expect(win.Triforce.version).to.equal(TRIFORCE_VERSION);
    expect(TRIFORCE_VERSION).to.match(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
  });

  it('replaces a window.Triforce that is not an object', () => {
    const win = fakeWindow('oops');
    installTriforceGlobal(win, createModuleRegistry());
    expect(win.Triforce.defineModule).to.be.a('function');
  });

  it('routes bad input to the registry log instead of throwing', () => {
    const log = sinon.spy();
    const win = fakeWindow();
    installTriforceGlobal(win, createModuleRegistry(log));
    const define = win.Triforce.defineModule as (driver: unknown, controller: unknown) => void;
    expect(() => define(undefined, undefined)).not.to.throw();
    expect(log.callCount).to.equal(1);
  });

  it('works on the real window', () => {
    const registry = createModuleRegistry();
    installTriforceGlobal(window, registry);
    const module = controller();
    window.Triforce.defineModule('ENT_M011', module);
    expect(registry.get('ENT_M011')).to.equal(module);
  });
});
