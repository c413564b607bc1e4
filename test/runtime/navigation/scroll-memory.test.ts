import { expect } from '@open-wc/testing';
import { createScrollMemory, type ScrollMemory } from '../../../runtime/navigation/scroll-memory.js';

/** A window whose history entries and scroll offsets are plain state. */
function fakeWindow(initialState: unknown = null) {
  const events = new EventTarget();
  const entries: { state: unknown }[] = [{ state: initialState }];
  let index = 0;
  const win = {
    scrollX: 0,
    scrollY: 0,
    history: {
      scrollRestoration: 'auto' as ScrollRestoration,
      get state() {
        return entries[index]!.state;
      },
      replaceState(state: unknown) {
        entries[index] = { state: structuredClone(state) };
      },
      pushState(state: unknown) {
        entries.splice(++index, Infinity, { state: structuredClone(state) });
      },
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return {
    win,
    /** The browser moving along history, as Back and Forward do (popstate comes after). */
    go(delta: number) {
      index += delta;
    },
    get entries() {
      return entries.map((e) => e.state);
    },
    dispatch: (type: string) => events.dispatchEvent(new Event(type)),
  };
}

describe('scroll memory', () => {
  let fake: ReturnType<typeof fakeWindow>;
  let memory: ScrollMemory;

  /** What the navigator does for a new entry: leave the current one, push a stamped state. */
  const push = () => {
    memory.leave();
    fake.win.history.pushState(memory.stamp({ triforce: true }));
  };

  beforeEach(() => {
    fake = fakeWindow();
    memory = createScrollMemory({ window: fake.win as unknown as Window });
    memory.start();
  });

  afterEach(() => memory.stop());

  it('makes scroll restoration manual while it runs, and gives the previous mode back', () => {
    expect(fake.win.history.scrollRestoration).to.equal('manual');
    memory.stop();
    expect(fake.win.history.scrollRestoration).to.equal('auto');
  });

  it('keys the first entry, keeping the state it had', () => {
    memory.stop();
    fake = fakeWindow({ mine: 1 });
    memory = createScrollMemory({ window: fake.win as unknown as Window });
    memory.start();
    expect(fake.entries[0]).to.include({ mine: 1 }).and.to.have.property('scrollKey');
  });

  it('leaves a state that is not a plain object alone', () => {
    memory.stop();
    fake = fakeWindow('another script');
    memory = createScrollMemory({ window: fake.win as unknown as Window });
    memory.start();
    expect(fake.entries[0]).to.equal('another script');
  });

  it('returns, after Back, where the entry was when it was left by a new one', () => {
    fake.win.scrollY = 1200;
    push();
    fake.win.scrollY = 0;
    expect(memory.saved()).to.equal(undefined);
    fake.go(-1);
    memory.traversed();
    expect(memory.saved()).to.deep.equal({ x: 0, y: 1200 });
  });

  it('keeps where an entry was when Back left it, for Forward', () => {
    push();
    fake.win.scrollY = 640;
    fake.go(-1);
    memory.traversed();
    fake.win.scrollY = 10;
    fake.go(1);
    memory.traversed();
    expect(memory.saved()).to.deep.equal({ x: 0, y: 640 });
  });

  it('writes the left position into the entry itself, for a document loaded from it later', () => {
    fake.win.scrollY = 300;
    push();
    expect(fake.entries[0]).to.deep.include({ scroll: { x: 0, y: 300 } });
    fake.win.scrollY = 900;
    fake.dispatch('pagehide');
    expect(fake.entries[1]).to.deep.include({ scroll: { x: 0, y: 900 } });
  });

  it('reads a position a previous document wrote into the entry', () => {
    memory.stop();
    fake = fakeWindow({ scrollKey: 'old.1', scroll: { x: 0, y: 480 } });
    memory = createScrollMemory({ window: fake.win as unknown as Window });
    memory.start();
    expect(memory.saved()).to.deep.equal({ x: 0, y: 480 });
  });

  it('ignores a malformed position in an entry', () => {
    memory.stop();
    fake = fakeWindow({ scroll: { x: 0, y: 'far' } });
    memory = createScrollMemory({ window: fake.win as unknown as Window });
    memory.start();
    expect(memory.saved()).to.equal(undefined);
  });

  it('keys an entry the browser made itself (a fragment) when history reaches it', () => {
    fake.win.history.pushState(null);
    memory.traversed();
    expect(fake.entries[1]).to.have.property('scrollKey');
  });
});
