import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { runtimeMessages } from '../../../runtime/messages.js';
import { createLazyStylesheets } from '../../../runtime/navigation/stylesheet-loader.js';
import type * as StylesheetsModule from '../../../runtime/navigation/stylesheets.js';

/**
 * The front of the stylesheet switcher in `tf.js`: a first page whose sheet
 * is already the only one on imports nothing; anything else goes through
 * the chunk, in order. The switcher itself is tested in stylesheets.test.ts.
 */
describe('createLazyStylesheets', () => {
  let lines: string[];
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  function link(name: string, disabled = false, transition = false): HTMLLinkElement {
    const el = document.createElement('link');
    el.rel = 'stylesheet';
    el.setAttribute('data-tf-style', name);
    // No href: nothing is fetched; the attributes are all the front reads.
    if (transition) el.setAttribute('data-tf-transition', '');
    document.head.append(el);
    el.disabled = disabled;
    return el;
  }

  function fakeModule() {
    const calls: string[] = [];
    const module = {
      createStylesheets: () => ({
        apply: (style: unknown) => {
          calls.push(`apply ${String(style)}`);
          return Promise.resolve();
        },
        destroy: () => calls.push('destroy'),
      }),
    } as unknown as typeof StylesheetsModule;
    return { calls, module };
  }

  const make = (load: () => Promise<typeof StylesheetsModule>) =>
    createLazyStylesheets({ document, styleBase: () => '/styles/', log: (level, text) => lines.push(`${level} ${text}`), load });

  beforeEach(() => {
    lines = [];
  });

  afterEach(() => document.head.querySelectorAll('link[data-tf-style]').forEach((el) => el.remove()));

  it('imports nothing while the page’s sheet is already the only one on', async () => {
    link('default');
    link('standup', true);
    const load = sinon.spy(() => Promise.resolve(fakeModule().module));
    const sheets = make(load);
    await sheets.apply(undefined);
    await sheets.apply('not a valid name!');
    expect(load.callCount).to.equal(0);
  });

  it('goes through the chunk when the sheet is missing, off, another is on, or one is switching', async () => {
    for (const setup of [() => link('standup'), () => link('default', true), () => (link('default'), link('standup')), () => (link('default'), link('x', true, true))]) {
      setup();
      const { calls, module } = fakeModule();
      const sheets = make(() => Promise.resolve(module));
      await sheets.apply('default');
      expect(calls).to.deep.equal(['apply default']);
      document.head.querySelectorAll('link[data-tf-style]').forEach((el) => el.remove());
    }
  });

  it('keeps the order of calls: once one waits for the chunk, later ones wait behind it', async () => {
    link('default');
    const { calls, module } = fakeModule();
    let arrive!: () => void;
    const sheets = make(() => new Promise((resolve) => (arrive = () => resolve(module))));
    const first = sheets.apply('standup');
    // On its own this one would need nothing; it must not overtake the switch to standup.
    const second = sheets.apply('default');
    expect(calls).to.deep.equal([]);
    arrive();
    await Promise.all([first, second]);
    expect(calls).to.deep.equal(['apply standup', 'apply default']);
    await sheets.apply('default');
    expect(calls).to.deep.equal(['apply standup', 'apply default', 'apply default']);
  });

  it('loads the chunk when warmed, once, and applies through it from then on', async () => {
    link('default');
    const { calls, module } = fakeModule();
    const load = sinon.spy(() => Promise.resolve(module));
    const sheets = make(load);
    sheets.warm();
    sheets.warm();
    await settle();
    expect(load.callCount).to.equal(1);
    await sheets.apply('default');
    expect(calls).to.deep.equal(['apply default']);
    sheets.destroy();
    expect(calls).to.deep.equal(['apply default', 'destroy']);
  });

  it('logs a failed chunk once, settles its calls and tries again on the next page', async () => {
    const { calls, module } = fakeModule();
    const load = sinon.stub().onFirstCall().rejects(new Error('offline')).onSecondCall().resolves(module);
    const sheets = make(load);
    await Promise.all([sheets.apply('standup'), sheets.apply('schedule')]);
    expect(lines).to.deep.equal([`warn ${runtimeMessages.stylesheetsFailed}`]);
    await sheets.apply('standup');
    expect(calls).to.deep.equal(['apply standup']);
  });

  it('applies nothing once destroyed, even when the chunk arrives late', async () => {
    const { calls, module } = fakeModule();
    let arrive!: () => void;
    const sheets = make(() => new Promise((resolve) => (arrive = () => resolve(module))));
    const pending = sheets.apply('standup');
    sheets.destroy();
    arrive();
    await pending;
    await sheets.apply('schedule');
    expect(calls).to.deep.equal([]);
  });

  it('loads the real switcher by default', async () => {
    const sheets = createLazyStylesheets({ document, styleBase: () => 'javascript:', log: (level, text) => lines.push(`${level} ${text}`) });
    // A style base that makes no http(s) address: the real switcher adds nothing and settles.
    await sheets.apply('standup');
    expect(document.head.querySelector('link[data-tf-style]')).to.equal(null);
    expect(lines).to.deep.equal([]);
    sheets.destroy();
  });
});
