import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createDeferredImages } from '../../../runtime/images/deferred.js';
import type { Clock } from '../../../runtime/types.js';

/** A window whose observers and timers the test drives by hand. */
function fakeWindow() {
  const io: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Set<Element>; disconnected: boolean }[] = [];
  const ro: { callback: ResizeObserverCallback; observed: Set<Element>; disconnected: boolean }[] = [];
  const timers = new Map<number, () => void>();
  let nextId = 1;
  class FakeIO {
    record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: new Set<Element>(), disconnected: false };
      io.push(this.record);
    }
    observe(el: Element) { this.record.observed.add(el); }
    unobserve(el: Element) { this.record.observed.delete(el); }
    disconnect() { this.record.disconnected = true; }
  }
  class FakeRO {
    record;
    constructor(callback: ResizeObserverCallback) {
      this.record = { callback, observed: new Set<Element>(), disconnected: false };
      ro.push(this.record);
    }
    observe(el: Element) { this.record.observed.add(el); }
    unobserve(el: Element) { this.record.observed.delete(el); }
    disconnect() { this.record.disconnected = true; }
  }
  const clock: Clock & { delays: number[] } = {
    delays: [],
    setTimeout(fn, ms) { clock.delays.push(ms); timers.set(nextId, fn); return nextId++; },
    clearTimeout(id) { timers.delete(id); },
    now: () => 0,
  };
  // One reduced-motion query list; `queries` counts how many were asked for.
  const motion = {
    matches: false, queries: 0, listeners: new Set<() => void>(),
    set(matches: boolean) { motion.matches = matches; motion.listeners.forEach((fn) => fn()); },
  };
  const matchMedia = (query: string) => {
    motion.queries += 1;
    expect(query).to.equal('(prefers-reduced-motion: reduce)');
    return {
      get matches() { return motion.matches; },
      addEventListener: (_: string, fn: () => void) => motion.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => motion.listeners.delete(fn),
    };
  };
  const win = { IntersectionObserver: FakeIO, ResizeObserver: FakeRO, matchMedia } as unknown as Window;
  const fire = () => { const due = [...timers.values()]; timers.clear(); due.forEach((fn) => fn()); };
  return { win, io, ro, clock, fire, motion, pending: () => timers.size };
}

const entry = (target: Element, isIntersecting: boolean, width = 320, height = 180) =>
  ({ target, isIntersecting, boundingClientRect: { width, height } }) as unknown as IntersectionObserverEntry;
const resizeEntry = (target: Element, inlineSize = 320, blockSize = 180) =>
  ({ target, borderBoxSize: [{ inlineSize, blockSize }], contentRect: { width: 0, height: 0 } }) as unknown as ResizeObserverEntry;

describe('createDeferredImages', () => {
  it('shares one IntersectionObserver, with the near-viewport margin, between every image', () => {
    const f = fakeWindow();
    const images = createDeferredImages({ window: f.win, clock: f.clock });
    const els = [1, 2, 3].map(() => document.createElement('div'));
    for (const el of els) images.watch(el, { near() {}, resized() {} });
    expect(f.io.length).to.equal(1);
    expect(f.ro.length).to.equal(1);
    expect(f.io[0]!.options!.rootMargin).to.equal('300px 0px');
    expect(f.io[0]!.observed.size).to.equal(3);
  });

  it('shares one reduced-motion query and tells every watched image when the choice changes', () => {
    const f = fakeWindow();
    const images = createDeferredImages({ window: f.win, clock: f.clock });
    const heard: number[] = [];
    const stops = [1, 2, 3].map((n) => images.watch(document.createElement('div'), { near() {}, resized() {}, motion: () => heard.push(n) }));
    expect(f.motion.queries).to.equal(1);
    expect(images.reducedMotion).to.equal(false);

    f.motion.set(true);
    expect(images.reducedMotion).to.equal(true);
    expect(heard).to.deep.equal([1, 2, 3]);

    stops.forEach((stop) => stop());
    expect(f.motion.listeners.size).to.equal(0);
    expect(images.reducedMotion).to.equal(false);
  });

  it('tells each image when it comes near and leaves', () => {
    const f = fakeWindow();
    const images = createDeferredImages({ window: f.win, clock: f.clock });
    const [a, b] = [document.createElement('i'), document.createElement('b')];
    const seen: string[] = [];
    images.watch(a, { near: (n, box) => seen.push(`a:${n}:${box?.width}x${box?.height}`), resized() {} });
    images.watch(b, { near: (n) => seen.push(`b:${n}`), resized() {} });
    f.io[0]!.callback([entry(a, true, 640, 360), entry(b, false)], {} as IntersectionObserver);
    f.io[0]!.callback([entry(a, false)], {} as IntersectionObserver);
    // The box the observer measured travels along: the image need not measure itself.
    expect(seen).to.deep.equal(['a:true:640x360', 'b:false', 'a:false:320x180']);
    // An observer that leaves the rect out (a polyfill) passes no box: the image measures itself.
    f.io[0]!.callback([{ target: a, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(seen.at(-1)).to.equal('a:true:undefinedxundefined');
  });

  describe('while a page is being left (hold)', () => {
    it('tells images nothing until the last hold is released, then the latest word of each image still watched', () => {
      const f = fakeWindow();
      const images = createDeferredImages({ window: f.win, clock: f.clock });
      const [kept, dropped, other] = [document.createElement('i'), document.createElement('b'), document.createElement('u')];
      const seen: string[] = [];
      const near = (name: string) => (n: boolean, box?: { width: number }) => seen.push(`${name}:${n}:${box?.width}`);
      images.watch(kept, { near: near('kept'), resized() {} });
      const stopDropped = images.watch(dropped, { near: near('dropped'), resized() {} });
      images.watch(other, { near: near('other'), resized() {} });
      const release = images.hold();
      const again = images.hold();
      f.io[0]!.callback([entry(kept, true, 100), entry(dropped, true), entry(other, true)], {} as IntersectionObserver);
      f.io[0]!.callback([entry(kept, true, 640), entry(other, false)], {} as IntersectionObserver);
      // The zone of `dropped` is gone before the next page is placed: it never hears it came near.
      stopDropped();
      expect(seen).to.deep.equal([]);
      release();
      release();
      expect(seen, 'a second hold still holds; a release twice counts once').to.deep.equal([]);
      again();
      expect(seen).to.deep.equal(['kept:true:640', 'other:false:320']);
      // Released, the observer's word goes straight through again.
      f.io[0]!.callback([entry(kept, false)], {} as IntersectionObserver);
      expect(seen.at(-1)).to.equal('kept:false:320');
      images.hold()();
      expect(seen, 'a release with nothing held tells nobody').to.have.length(3);
    });

    it('drops what it held when the last image stops', () => {
      const f = fakeWindow();
      const images = createDeferredImages({ window: f.win, clock: f.clock });
      const a = document.createElement('i');
      const seen: boolean[] = [];
      const stop = images.watch(a, { near: (n) => seen.push(n), resized() {} });
      const release = images.hold();
      f.io[0]!.callback([entry(a, true)], {} as IntersectionObserver);
      stop();
      images.watch(a, { near: (n) => seen.push(n), resized() {} });
      release();
      expect(seen, 'a watch begun after the stop hears only its own observer').to.deep.equal([]);
    });
  });

  it('rechecks resized images once, 300 ms after the last resize', () => {
    const f = fakeWindow();
    const images = createDeferredImages({ window: f.win, clock: f.clock });
    const [a, b] = [document.createElement('i'), document.createElement('b')];
    const resized: string[] = [];
    images.watch(a, { near() {}, resized: (box) => resized.push(`a:${box?.width}`) });
    images.watch(b, { near() {}, resized: (box) => resized.push(`b:${box?.width}`) });
    const resize = (...targets: [Element, number][]) =>
      f.ro[0]!.callback(targets.map(([target, width]) => resizeEntry(target, width)), {} as ResizeObserver);
    resize([a, 100]);
    resize([a, 200], [b, 300]);
    expect(f.pending()).to.equal(1);
    expect(f.clock.delays).to.deep.equal([300, 300]);
    expect(resized).to.deep.equal([]);
    f.fire();
    // Once each, with the last size measured.
    expect(resized).to.deep.equal(['a:200', 'b:300']);
  });

  it('drops the observers and the pending recheck when the last image stops', () => {
    const f = fakeWindow();
    const images = createDeferredImages({ window: f.win, clock: f.clock });
    const [a, b] = [document.createElement('i'), document.createElement('b')];
    const stopA = images.watch(a, { near() {}, resized() {} });
    const stopB = images.watch(b, { near() {}, resized() {} });
    f.ro[0]!.callback([resizeEntry(a)], {} as ResizeObserver);
    stopA();
    stopA();
    expect(images.size).to.equal(1);
    expect(f.io[0]!.disconnected).to.equal(false);
    stopB();
    expect(images.size).to.equal(0);
    expect(f.io[0]!.disconnected && f.ro[0]!.disconnected).to.equal(true);
    expect(f.pending()).to.equal(0);
    // Watching again starts fresh observers.
    images.watch(a, { near() {}, resized() {} });
    expect(f.io.length).to.equal(2);
  });

  describe('the first image of the first viewport', () => {
    /** An element whose box the test places, in a window of 400×800 scrolled to `scrollY`. */
    function setup(scrollY = 0) {
      const win = { ...fakeWindow().win, innerWidth: 400, innerHeight: 800, scrollX: 0, scrollY } as unknown as Window;
      const images = createDeferredImages({ window: win });
      const at = (top: number, height = 200, width = 400) => {
        const el = document.createElement('div');
        el.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: width, width, height }) as DOMRect;
        return el;
      };
      return { images, at };
    }

    it('is claimed once, by the first image within the viewport, which gets its box', () => {
      const { images, at } = setup();
      expect(images.claimFirstImage(at(300, 180, 320))).to.deep.equal({ width: 320, height: 180 });
      expect(images.claimFirstImage(at(100))).to.equal(undefined);
    });

    it('is left open by images below or above the viewport and by boxes without width', () => {
      const { images, at } = setup();
      expect(images.claimFirstImage(at(800))).to.equal(undefined);
      expect(images.claimFirstImage(at(-200))).to.equal(undefined);
      expect(images.claimFirstImage(at(0, 200, 0))).to.equal(undefined);
      expect(images.claimFirstImage(at(799))).to.not.equal(undefined);
    });

    it('closes once the window has scrolled: that viewport is not the first', () => {
      const { images, at } = setup(40);
      expect(images.claimFirstImage(at(0))).to.equal(undefined);
    });

    it('closes without a measurement when the server drew the first viewport', () => {
      const { images, at } = setup();
      images.firstImageDrawn();
      const inView = at(0);
      const measured = sinon.spy(inView, 'getBoundingClientRect');
      expect(images.claimFirstImage(inView)).to.equal(undefined);
      expect(measured.called).to.equal(false);
    });
  });
});
