import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import sinon from 'sinon';
import type { ModuleContext, ModuleController, Zone } from '../../../runtime/types.js';
import { createModuleRegistry, installTriforceGlobal, type ModuleRegistry } from '../../../runtime/modules/registry.js';
import { createLazyScriptLoader, createModuleResolver, type IslandLoader, type ModuleResolverOptions } from '../../../runtime/modules/resolver.js';
import { createScriptLoader, type ScriptLoader } from '../../../runtime/modules/script-loader.js';

const worker = setupWorker();
let run = 0;
let requests: string[] = [];

/** A driver no other test has used: scripts and legacy globals outlive a test. */
const freshDriver = () => `ENT_R${++run}`;

const js = (text: string) => new HttpResponse(text, { headers: { 'content-type': 'text/javascript' } });

const controller = (): ModuleController => ({ render: () => {} });

/** A cast: these tests read only the names, whatever else a context grows. */
const context = (zone: string, driver: string) => ({ zone, driver, language: 'eng', page: document.body }) as ModuleContext;

const failure = (promise: Promise<unknown>) =>
  promise.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as Error);

function setup(overrides: Partial<ModuleResolverOptions> = {}) {
  const registry: ModuleRegistry = overrides.registry ?? createModuleRegistry();
  const scripts: ScriptLoader = overrides.scripts ?? createScriptLoader({ document });
  const resolver = createModuleResolver({
    registry,
    islands: {},
    scripts,
    scriptBase: () => '/modules/',
    window,
    ...overrides,
  });
  return { registry, scripts, resolver };
}

describe('createModuleResolver', () => {
  before(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  });
  after(() => worker.stop());

  beforeEach(() => {
    requests = [];
    worker.use(http.get('/modules/:names', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
      if (url.pathname.includes('missing')) return new HttpResponse('', { status: 404 });
      // `def-X.js` defines X through Triforce.defineModule, `legacy-X.js` sets the legacy global,
      // `fn-X.js` sets it to a bare render function, `ctor-X.js` to a constructor
      // with `prototype.render`; anything else defines nothing.
      const name = decodeURIComponent(url.pathname.slice('/modules/'.length));
      const lines = name.split(',').flatMap((script) => [ran(script), code(script)]);
      return js(lines.join('\n'));
    }));
  });
  afterEach(() => worker.resetHandlers());

  /** Every script records that it ran, in order. */
  const ran = (script: string) => `window.__ran = (window.__ran || []).concat(${JSON.stringify(script)});`;
  const code = (script: string) => {
    const [, kind, driver] = /^(def|legacy|fn|ctor|parent)-(.+)\.js$/.exec(script) ?? [];
    // `parent-X.js` defines the global class `TfParent_X`, a view a subclass may extend.
    if (kind === 'parent') {
      return `window["TfParent_" + ${JSON.stringify(driver)}] = class { render(host) { host.textContent = this.label(); } label() { return 'parent'; } };`;
    }
    if (kind === 'def') return `window.Triforce.defineModule(${JSON.stringify(driver)}, { render(host) { host.textContent = 'def'; } });`;
    if (kind === 'legacy') return `window["TriforceModule_" + ${JSON.stringify(driver)}] = { render(host) { host.textContent = 'legacy'; } };`;
    if (kind === 'fn') return `window["TriforceModule_" + ${JSON.stringify(driver)}] = function (host, feed) { host.textContent = 'fn ' + feed; };`;
    if (kind === 'ctor') {
      return `(function () {
        function Module() { Module.made = (Module.made || 0) + 1; this.number = Module.made; }
        Module.prototype.render = function (host, feed) { host.textContent = 'instance ' + this.number + ' ' + feed; };
        window["TriforceModule_" + ${JSON.stringify(driver)}] = Module;
      })();`;
    }
    return '';
  };

  describe('when the zone has no driver', () => {
    it('rejects with the catalogue message naming the zone', async () => {
      const { resolver } = setup();
      const error = await failure(resolver.resolve({ zone: 't1_1c' }));
      expect(error).to.be.instanceOf(Error);
      expect(error.message).to.equal('Module has no driver - t1_1c');
      expect((await failure(resolver.resolve({ zone: 't2_1c', driver: '' }))).message).to.equal('Module has no driver - t2_1c');
    });
  });

  describe('when a module is already defined under the driver', () => {
    it('returns it without importing or loading anything', async () => {
      const driver = freshDriver();
      const module = controller();
      const island = sinon.stub().resolves({ default: controller() });
      const scripts = { load: sinon.stub().resolves(), preload: sinon.stub() };
      const { registry, resolver } = setup({ islands: { [driver]: island }, scripts });
      registry.define(driver, module);
      const zone: Zone = { zone: 't1_1c', driver, version: 'V3', moduleName: `def-${driver}.js` };
      expect(await resolver.resolve(zone)).to.equal(module);
      expect(island.callCount).to.equal(0);
      expect(scripts.load.callCount).to.equal(0);
    });

    it('finds it by moduleDriver when driver is missing', async () => {
      const driver = freshDriver();
      const module = controller();
      const { registry, resolver } = setup();
      registry.define(driver, module);
      expect(await resolver.resolve({ zone: 't1_1c', moduleDriver: driver })).to.equal(module);
    });

    it('finds it by moduleDriver when driver is not a string', async () => {
      const driver = freshDriver();
      const module = controller();
      const { registry, resolver } = setup();
      registry.define(driver, module);
      expect(await resolver.resolve({ zone: 't1_1c', driver: 42 as unknown as string, moduleDriver: driver })).to.equal(module);
    });
  });

  describe('when a built-in island has the driver', () => {
    it('imports it, defines it and returns it', async () => {
      const driver = freshDriver();
      const module = controller();
      const island = sinon.stub().resolves({ default: module });
      const { registry, resolver } = setup({ islands: { [driver]: island } });
      expect(await resolver.resolve({ zone: 't1_1c', driver })).to.equal(module);
      expect(registry.get(driver)).to.equal(module);
      expect(await resolver.resolve({ zone: 't2_1c', driver })).to.equal(module);
      expect(island.callCount).to.equal(1);
      expect(requests).to.have.length(0);
    });

    it('imports once for zones resolving together', async () => {
      const driver = freshDriver();
      const module = controller();
      const island = sinon.stub().resolves({ default: module });
      const { resolver } = setup({ islands: { [driver]: island } });
      const found = await Promise.all([resolver.resolve({ zone: 'a_1', driver }), resolver.resolve({ zone: 'b_1', driver })]);
      expect(found).to.deep.equal([module, module]);
      expect(island.callCount).to.equal(1);
    });

    it('retries a failed import once', async () => {
      const driver = freshDriver();
      const module = controller();
      const island = sinon.stub();
      island.onFirstCall().rejects(new TypeError('Failed to fetch dynamically imported module'));
      island.onSecondCall().resolves({ default: module });
      const { resolver } = setup({ islands: { [driver]: island } });
      expect(await resolver.resolve({ zone: 't1_1c', driver })).to.equal(module);
      expect(island.callCount).to.equal(2);
    });

    it('rejects after the retry fails too, and tries again on a later resolve', async () => {
      const driver = freshDriver();
      const island: sinon.SinonStub<[], ReturnType<IslandLoader>> = sinon.stub();
      island.rejects(new TypeError('Failed to fetch dynamically imported module'));
      const { resolver } = setup({ islands: { [driver]: island } });
      const error = await failure(resolver.resolve({ zone: 't1_1c', driver }));
      expect(error.message).to.equal(`Island ${driver} failed to load`);
      expect(island.callCount).to.equal(2);
      island.resolves({ default: controller() });
      await resolver.resolve({ zone: 't1_1c', driver });
      expect(island.callCount).to.equal(3);
    });

    it('rejects an island whose default export is not a controller', async () => {
      const driver = freshDriver();
      const island = () => Promise.resolve({ default: { draw() {} } as unknown as ModuleController });
      const { registry, resolver } = setup({ islands: { [driver]: island } });
      expect((await failure(resolver.resolve({ zone: 't1_1c', driver }))).message).to.equal(`Island ${driver} failed to load`);
      expect(registry.has(driver)).to.equal(false);
    });

    it('does not find islands through the prototype of the islands map', async () => {
      const { resolver } = setup({ islands: {} });
      for (const driver of ['constructor', 'toString', '__proto__']) {
        const error = await failure(resolver.resolve({ zone: 't1_1c', driver }));
        expect(error.message).to.equal(`TriforceModule_${driver}: not loaded yet or doesn't exist`);
      }
    });
  });

  describe("when only the zone's scripts can provide the driver", () => {
    let registry: ModuleRegistry;
    beforeEach(() => {
      registry = createModuleRegistry();
      installTriforceGlobal(window, registry);
    });

    it('loads the scripts and returns the module they define', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const module = await resolver.resolve({ zone: 't1_1c', driver, version: 'V3', moduleName: `def-${driver}.js`, scriptHash: 'h' });
      expect(module).to.equal(registry.get(driver));
      expect(requests).to.deep.equal([`/modules/def-${driver}.js?hash=h`]);
    });

    it('loads the libraries and the V3 module, and runs the libraries first', async () => {
      const driver = freshDriver();
      // The library answers only after the module script was requested, so it arrives last.
      let moduleAsked!: () => void;
      const asked = new Promise<void>((resolve) => { moduleAsked = resolve; });
      worker.use(
        http.get(`/modules/lib-${driver}.js`, async ({ request }) => {
          await asked;
          requests.push(new URL(request.url).pathname + new URL(request.url).search);
          return js(ran(`lib-${driver}.js`));
        }),
        http.get(`/modules/def-${driver}.js`, ({ request }) => {
          moduleAsked();
          requests.push(new URL(request.url).pathname + new URL(request.url).search);
          return js(ran(`def-${driver}.js`) + code(`def-${driver}.js`));
        }),
      );
      const { resolver } = setup({ registry });
      await resolver.resolve({
        zone: 't1_1c', driver, libraries: [{ script: `lib-${driver}.js`, hash: 'l' }],
        version: 'V3', moduleName: `def-${driver}.js`, scriptHash: 'm',
      });
      expect(requests).to.have.members([`/modules/lib-${driver}.js?hash=l`, `/modules/def-${driver}.js?hash=m`]);
      const order = (window as unknown as { __ran: string[] }).__ran.filter((script) => script.includes(driver));
      expect(order).to.deep.equal([`lib-${driver}.js`, `def-${driver}.js`]);
    });

    it('reads the script base when resolving, not when created', async () => {
      const driver = freshDriver();
      let base = '/elsewhere/';
      const scripts = { load: sinon.stub().resolves(), preload: sinon.stub() };
      const { resolver } = setup({ registry, scripts, scriptBase: () => base });
      base = '/modules/';
      await failure(resolver.resolve({ zone: 't1_1c', driver, version: 'V3', moduleName: 'm.js' }));
      expect(scripts.load.args.map((call) => call[0])).to.deep.equal(['/modules/m.js']);
    });

    it('falls back to the legacy global object', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const module = await resolver.resolve({ zone: 't1_1c', driver, libraries: [{ script: `legacy-${driver}.js` }] });
      const host = document.createElement('div');
      await module.render(host, {}, context('t1_1c', driver));
      expect(host.textContent).to.equal('legacy');
      expect(module).to.equal((window as unknown as Record<string, unknown>)[`TriforceModule_${driver}`]);
    });

    it('treats a legacy global function as the render', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const module = await resolver.resolve({ zone: 't1_1c', driver, libraries: [{ script: `fn-${driver}.js` }] });
      const host = document.createElement('div');
      await module.render(host, 'feed', context('t1_1c', driver));
      expect(host.textContent).to.equal('fn feed');
    });

    it('instantiates a legacy constructor with prototype.render once per zone, the instance being the controller', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const zone = (name: string): Zone => ({ zone: name, driver, libraries: [{ script: `ctor-${driver}.js` }] });
      const [first, second] = await Promise.all([resolver.resolve(zone('t1_1c')), resolver.resolve(zone('t2_1c'))]);
      const Module = (window as unknown as Record<string, unknown>)[`TriforceModule_${driver}`] as { made: number } & (new () => unknown);
      expect(Module.made).to.equal(2);
      expect(first).to.be.instanceOf(Module);
      expect(second).to.be.instanceOf(Module);
      expect(first).to.not.equal(second);
      const [one, two] = [document.createElement('div'), document.createElement('div')];
      await first.render(one, 'a', context('t1_1c', driver));
      await second.render(two, 'b', context('t2_1c', driver));
      expect([one.textContent, two.textContent]).to.deep.equal(['instance 1 a', 'instance 2 b']);
    });

    it('instantiates a legacy ES class, whose own and inherited hooks run on the instance', async () => {
      const driver = freshDriver();
      const calls: [string, unknown][] = [];
      class Base {
        onModuleDestroy(host: HTMLElement) {
          calls.push(['destroy', this]);
          host.textContent = '';
        }
      }
      class Legacy extends Base {
        #drawn = 0;
        render(host: HTMLElement, feed: unknown) {
          this.#drawn += 1;
          calls.push(['render', this]);
          host.textContent = `${String(feed)} ${this.#drawn}`;
        }
        onModuleWillRefresh() {
          calls.push(['refresh', this]);
          return this.#drawn > 0;
        }
      }
      const win = { [`TriforceModule_${driver}`]: Legacy } as unknown as Window;
      const { resolver } = setup({ registry, window: win });
      const module = await resolver.resolve({ zone: 't1_1c', driver });
      expect(module).to.be.instanceOf(Legacy);
      // Called the way zone modules call them: as methods of the controller.
      const host = document.createElement('div');
      await module.render(host, 'feed', context('t1_1c', driver));
      expect(host.textContent).to.equal('feed 1');
      expect(module.onModuleWillRefresh?.(context('t1_1c', driver))).to.equal(true);
      module.onModuleDestroy?.(host);
      expect(host.textContent).to.equal('');
      expect(calls.map(([name]) => name)).to.deep.equal(['render', 'refresh', 'destroy']);
      calls.forEach(([, self]) => expect(self).to.equal(module));
      expect(await resolver.resolve({ zone: 't2_1c', driver })).to.not.equal(module);
    });

    it("rejects with the zone's render failure line when a legacy constructor throws", async () => {
      const driver = freshDriver();
      const broken = new Error('no config');
      function Throwing(): void {
        throw broken;
      }
      Throwing.prototype.render = () => {};
      class ThrowingClass {
        constructor() {
          throw broken;
        }
        render() {}
      }
      for (const legacy of [Throwing, ThrowingClass]) {
        const win = { [`TriforceModule_${driver}`]: legacy } as unknown as Window;
        const { resolver } = setup({ registry, window: win });
        const error = await failure(resolver.resolve({ zone: 't2_c1_promo1', driver }));
        expect(error).to.be.instanceOf(Error);
        expect(error.message).to.equal(`Module t2_c1_promo1:${driver} render failed`);
        expect(error.cause).to.equal(broken);
      }
    });

    it('rejects the same way when a constructor returns something that cannot render', async () => {
      const driver = freshDriver();
      function Odd(): { draw(): void } {
        return { draw() {} };
      }
      Odd.prototype.render = () => {};
      const win = { [`TriforceModule_${driver}`]: Odd } as unknown as Window;
      const { resolver } = setup({ registry, window: win });
      expect((await failure(resolver.resolve({ zone: 't1_1c', driver }))).message).to.equal(`Module t1_1c:${driver} render failed`);
    });

    it('calls a plain, an arrow or a bound legacy function as the render, never with new', async () => {
      const driver = freshDriver();
      const targets: unknown[] = [];
      function plain(host: HTMLElement, feed: unknown): void {
        targets.push(new.target);
        host.textContent = `plain ${String(feed)}`;
      }
      const arrow = (host: HTMLElement, feed: unknown) => {
        host.textContent = `arrow ${String(feed)}`;
      };
      const bound = plain.bind(null);
      const drawn: string[] = [];
      for (const legacy of [plain, arrow, bound]) {
        const win = { [`TriforceModule_${driver}`]: legacy } as unknown as Window;
        const { resolver } = setup({ registry, window: win });
        const module = await resolver.resolve({ zone: 't1_1c', driver });
        const host = document.createElement('div');
        await module.render(host, 'feed', context('t1_1c', driver));
        drawn.push(host.textContent ?? '');
      }
      expect(drawn).to.deep.equal(['plain feed', 'arrow feed', 'plain feed']);
      expect(targets).to.deep.equal([undefined, undefined]);
    });

    describe('a legacy global declared as a subclass of a parent class', () => {
      const globals = window as unknown as Record<string, unknown>;
      const subclass = (driver: string, parentScript: string) => {
        globals[`TriforceModule_${driver}`] = {
          parentClass: `TfParent_${driver}`,
          parentScript,
          extend(Parent: new () => { label(): string }) {
            return class extends Parent {
              override label() {
                return `child of ${super.label()}`;
              }
            };
          },
        };
      };

      it('loads the parent from its standalone script, then instantiates the subclass', async () => {
        const driver = freshDriver();
        subclass(driver, `parent-${driver}.js`);
        const { resolver } = setup({ registry });
        const module = await resolver.resolve({ zone: 't1_1c', driver });
        const host = document.createElement('div');
        await module.render(host, {}, context('t1_1c', driver));
        expect(host.textContent).to.equal('child of parent');
        expect(module).to.be.instanceOf(globals[`TfParent_${driver}`] as new () => unknown);
        expect(requests).to.deep.equal([`/modules/parent-${driver}.js`]);
        // A second zone: the parent is there, nothing is requested again.
        await resolver.resolve({ zone: 't2_1c', driver });
        expect(requests).to.have.length(1);
      });

      it("rejects with 'Failed to load parent class for view' when the parent's script fails or defines nothing", async () => {
        for (const script of ['missing-parent.js', 'nothing-parent.js']) {
          const driver = freshDriver();
          subclass(driver, script);
          const { resolver } = setup({ registry });
          const error = await failure(resolver.resolve({ zone: 't1_1c', driver }));
          expect(error).to.be.instanceOf(Error);
          expect(error.message, script).to.equal('Failed to load parent class for view');
        }
      });

      it("rejects with the zone's render failure line when extend throws", async () => {
        const driver = freshDriver();
        globals[`TfParent_${driver}`] = class { render() {} };
        globals[`TriforceModule_${driver}`] = { parentClass: `TfParent_${driver}`, extend() { throw new Error('bad'); } };
        const { resolver } = setup({ registry });
        expect((await failure(resolver.resolve({ zone: 't1_1c', driver }))).message).to.equal(`Module t1_1c:${driver} render failed`);
        expect(requests).to.deep.equal([]);
      });
    });

    it('finds a legacy global on the injected window', async () => {
      const driver = freshDriver();
      const module = controller();
      const win = { [`TriforceModule_${driver}`]: module } as unknown as Window;
      const { resolver } = setup({ registry, window: win });
      expect(await resolver.resolve({ zone: 't1_1c', driver })).to.equal(module);
    });

    it('ignores a legacy global that is not a module', async () => {
      const driver = freshDriver();
      const win = { [`TriforceModule_${driver}`]: { draw() {} } } as unknown as Window;
      const { resolver } = setup({ registry, window: win });
      expect((await failure(resolver.resolve({ zone: 't1_1c', driver }))).message)
        .to.equal(`TriforceModule_${driver}: not loaded yet or doesn't exist`);
    });

    it('rejects with the catalogue message when the scripts define nothing', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const error = await failure(resolver.resolve({ zone: 't1_1c', driver, version: 'V3', moduleName: `nothing-${driver}.js` }));
      expect(error).to.be.instanceOf(Error);
      expect(error.message).to.equal(`TriforceModule_${driver}: not loaded yet or doesn't exist`);
    });

    it('rejects with the catalogue message naming the script that failed', async () => {
      const driver = freshDriver();
      const { resolver } = setup({ registry });
      const error = await failure(resolver.resolve({ zone: 't1_1c', driver, libraries: [{ script: `missing-${driver}.js`, hash: 'x' }] }));
      expect(error.message).to.equal(`Script failed to load at /modules/missing-${driver}.js?hash=x`);
    });

    it('turns any other loader error into the script message', async () => {
      const driver = freshDriver();
      const scripts = { load: sinon.stub().rejects(new Error('boom')), preload: sinon.stub() };
      const { resolver } = setup({ registry, scripts });
      const error = await failure(resolver.resolve({ zone: 't1_1c', driver, version: 'V3', moduleName: 'x.js', scriptHash: '1' }));
      expect(error.message).to.equal('Script failed to load at /modules/x.js?hash=1');
    });
  });

  describe('when the page load is aborted', () => {
    it('rejects with an AbortError before looking anything up', async () => {
      const driver = freshDriver();
      const island = sinon.stub().resolves({ default: controller() });
      const { resolver } = setup({ islands: { [driver]: island } });
      const error = await failure(resolver.resolve({ zone: 't1_1c', driver }, AbortSignal.abort()));
      expect(error.name).to.equal('AbortError');
      expect(island.callCount).to.equal(0);
    });

    it('passes the signal to the script loader and keeps its AbortError', async () => {
      const driver = freshDriver();
      const controllerSignal = new AbortController();
      const scripts = { load: sinon.stub().callsFake((_url: string, signal?: AbortSignal) => new Promise<void>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })), preload: sinon.stub() };
      const { resolver } = setup({ scripts });
      const pending = resolver.resolve({ zone: 't1_1c', driver, version: 'V3', moduleName: 'slow.js' }, controllerSignal.signal);
      controllerSignal.abort();
      expect((await failure(pending)).name).to.equal('AbortError');
      expect(scripts.load.firstCall.args[1]).to.equal(controllerSignal.signal);
    });
  });

  describe('when a likely visit is preloaded', () => {
    it("loads a zone's island chunk, fetches its scripts without running them, and skips defined drivers", async () => {
      const [islandDriver, scriptDriver, definedDriver] = [freshDriver(), freshDriver(), freshDriver()];
      const island = sinon.stub().resolves({ default: controller() });
      const scripts = { load: sinon.stub().resolves(), preload: sinon.stub() };
      const { registry, resolver } = setup({ islands: { [islandDriver]: island }, scripts });
      registry.define(definedDriver, controller());
      resolver.preload({ zone: 't1_1c', driver: islandDriver });
      resolver.preload({ zone: 't2_1c', driver: scriptDriver, version: 'V3', moduleName: 'poll' });
      resolver.preload({ zone: 't3_1c', driver: definedDriver, version: 'V3', moduleName: 'other' });
      expect(island.callCount).to.equal(1);
      expect(scripts.preload.args).to.deep.equal([['/modules/poll']]);
      expect(scripts.load.callCount).to.equal(0);
      // The visit's resolve reuses the preloaded chunk.
      await resolver.resolve({ zone: 't1_1c', driver: islandDriver });
      expect(island.callCount).to.equal(1);
    });
  });
});

describe('the lazy script loader', () => {
  it('imports the loader on first use, once, and keeps the order of the calls made meanwhile', async () => {
    const order: string[] = [];
    let imports = 0;
    const scripts = createLazyScriptLoader(async () => {
      imports += 1;
      return { load: async (url) => void order.push(`load ${url}`), preload: (url) => void order.push(`preload ${url}`) };
    });
    expect(imports).to.equal(0);
    await Promise.all([scripts.load('/m/lib'), scripts.load('/m/mod')]);
    scripts.preload('/m/next');
    await scripts.load('/m/other');
    expect(imports).to.equal(1);
    expect(order).to.deep.equal(['load /m/lib', 'load /m/mod', 'preload /m/next', 'load /m/other']);
  });

  it('fails the calls of a failed import and imports again on the next one', async () => {
    let fail = true;
    const scripts = createLazyScriptLoader(async () => {
      if (fail) throw new Error('chunk failed');
      return { load: async () => undefined, preload: () => undefined };
    });
    expect((await failure(scripts.load('/m/a'))).message).to.equal('chunk failed');
    // A preload swallows the failure: it is met again, and reported, by the visit's load.
    scripts.preload('/m/a');
    await new Promise((resolve) => setTimeout(resolve));
    fail = false;
    await scripts.load('/m/a');
  });
});
