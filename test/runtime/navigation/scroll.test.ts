import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_MS } from '../../../runtime/constants.js';
import { easeInOut, scrollToAnchor, scrollToTop, type FrameClock, type ScrollAnimation } from '../../../runtime/navigation/scroll.js';

/** The document's running animation, as its scope keeps it: one for the whole file, like the window it stood for. */
const animation: ScrollAnimation = {};

/** Frames run only when the test says so, `ms` after the previous one. */
function fakeFrames() {
  let time = 5000;
  let nextId = 1;
  const pending = new Map<number, (t: number) => void>();
  const cancelled: number[] = [];
  const clock: FrameClock & { pending(): number; cancelled: number[]; frame(ms: number): void } = {
    now: () => time,
    requestFrame(cb) {
      pending.set(nextId, cb);
      return nextId++;
    },
    cancelFrame(id) {
      cancelled.push(id);
      pending.delete(id);
    },
    pending: () => pending.size,
    cancelled,
    frame(ms) {
      time += ms;
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb(time);
    },
  };
  return clock;
}

/** Runs 16 ms frames until the animation stops asking for more; returns scrollY after each. */
function runFrames(clock: ReturnType<typeof fakeFrames>, limit = 100): number[] {
  const positions: number[] = [];
  while (clock.pending() > 0 && positions.length < limit) {
    clock.frame(16);
    positions.push(window.scrollY);
  }
  return positions;
}

function block(height: number, attrs: Record<string, string> = {}, tag = 'div'): HTMLElement {
  const el = document.createElement(tag);
  el.style.display = 'block';
  el.style.height = `${height}px`;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

const pageTopOf = (el: Element) => Math.round(el.getBoundingClientRect().top + window.scrollY);
const jumpTo = (top: number) => window.scrollTo({ left: 0, top, behavior: 'instant' });

describe('scroll', () => {
  let page: HTMLElement;
  let target: HTMLElement;

  beforeEach(() => {
    page = document.createElement('div');
    target = block(40, { id: 'cast' });
    page.append(block(2000), target, block(3000));
    document.body.append(page);
    jumpTo(0);
  });

  afterEach(() => {
    sinon.restore();
    page.remove();
    jumpTo(0);
  });

  describe('scrollToAnchor', () => {
    describe('when the anchor is below', () => {
      it('animates so the anchor lands 50 px below the viewport top', () => {
        const clock = fakeFrames();
        const expected = pageTopOf(target) - ANCHOR_OFFSET_PX;
        expect(scrollToAnchor('cast', { window, document, animation, clock })).to.exist;
        expect(window.scrollY, 'waits for the first frame').to.equal(0);
        const positions = runFrames(clock);
        expect(window.scrollY).to.equal(expected);
        expect(Math.round(target.getBoundingClientRect().top)).to.equal(50);
        expect(positions.length).to.equal(Math.ceil(ANCHOR_SCROLL_MS / 16));
        for (let i = 1; i < positions.length; i++) expect(positions[i]!, `frame ${i}`).to.be.at.least(positions[i - 1]!);
        expect(positions.filter((y) => y > 0 && y < expected).length).to.be.greaterThan(10);
      });

      it('lands 50 px below the root\'s scroll-padding-top, which a sticky header declares', () => {
        document.documentElement.style.scrollPaddingTop = '80px';
        try {
          scrollToAnchor('cast', { window, document, animation, clock: fakeFrames(), duration: 0 });
          expect(window.scrollY).to.equal(pageTopOf(target) - ANCHOR_OFFSET_PX - 80);
          expect(Math.round(target.getBoundingClientRect().top)).to.equal(130);
        } finally {
          document.documentElement.style.scrollPaddingTop = '';
        }
      });

      it('eases in and out: slow at both ends, halfway at half time', () => {
        const clock = fakeFrames();
        const expected = pageTopOf(target) - ANCHOR_OFFSET_PX;
        scrollToAnchor('cast', { window, document, animation, clock });
        clock.frame(30);
        const early = window.scrollY;
        clock.frame(120);
        expect(Math.abs(window.scrollY - expected / 2)).to.be.at.most(1);
        clock.frame(120);
        const late = window.scrollY;
        expect(early).to.be.below(expected * 0.1);
        expect(late).to.be.above(expected * 0.9);
        clock.frame(30);
        expect(window.scrollY).to.equal(expected);
        expect(clock.pending()).to.equal(0);
      });

      it('takes the offset and duration it is given', () => {
        const clock = fakeFrames();
        scrollToAnchor('cast', { window, document, animation, clock, offset: 0, duration: 100 });
        expect(runFrames(clock).length).to.equal(Math.ceil(100 / 16));
        expect(window.scrollY).to.equal(pageTopOf(target));
      });

      it('stops at the bottom of the page when the anchor cannot reach the offset', () => {
        const last = block(10, { id: 'last' });
        page.append(last);
        const bottom = document.scrollingElement!.scrollHeight - window.innerHeight;
        expect(pageTopOf(last) - 50, 'the test needs an unreachable anchor').to.be.above(bottom + 100);
        const clock = fakeFrames();
        scrollToAnchor('last', { window, document, animation, clock });
        // The curve aims at the bottom, so it is halfway there at half time rather than stalling early.
        clock.frame(150);
        expect(Math.abs(window.scrollY - bottom / 2)).to.be.at.most(1);
        runFrames(clock);
        expect(window.scrollY).to.equal(bottom);
      });
    });

    describe('when the anchor is above', () => {
      it('scrolls up monotonically', () => {
        jumpTo(4000);
        const clock = fakeFrames();
        scrollToAnchor('cast', { window, document, animation, clock });
        const positions = runFrames(clock);
        for (let i = 1; i < positions.length; i++) expect(positions[i]!).to.be.at.most(positions[i - 1]!);
        expect(window.scrollY).to.equal(pageTopOf(target) - 50);
      });
    });

    describe('finding the anchor', () => {
      it('falls back to the first <a name>, whatever characters the name holds', () => {
        const name = 'a"b] c\\d';
        const named = block(10, { name }, 'a');
        page.insertBefore(named, page.lastChild);
        scrollToAnchor(name, { window, document, animation, duration: 0 });
        expect(window.scrollY).to.equal(pageTopOf(named) - 50);
      });

      it('prefers the element with the id over an earlier <a name>', () => {
        const named = block(10, { name: 'cast' }, 'a');
        page.prepend(block(500), named);
        scrollToAnchor('cast', { window, document, animation, duration: 0 });
        expect(window.scrollY).to.equal(pageTopOf(target) - 50);
      });

      it('ignores a non-link element carrying the name', () => {
        page.prepend(block(10, { name: 'spot' }, 'span'));
        expect(scrollToAnchor('spot', { window, document, animation })).to.be.undefined;
      });

      it('returns undefined and leaves the page alone when nothing matches', () => {
        jumpTo(700);
        const clock = fakeFrames();
        expect(scrollToAnchor('nowhere', { window, document, animation, clock })).to.be.undefined;
        expect(clock.pending()).to.equal(0);
        expect(window.scrollY).to.equal(700);
      });

      it('scrolls to the document top for an empty id, and for "top" when no element has it', () => {
        for (const id of ['', 'top', 'TOP']) {
          jumpTo(900);
          const clock = fakeFrames();
          expect(scrollToAnchor(id, { window, document, animation, clock }), id).to.exist;
          runFrames(clock);
          expect(window.scrollY, id).to.equal(0);
        }
      });

      it('prefers an element with the id "top" over the document top', () => {
        target.id = 'top';
        scrollToAnchor('top', { window, document, animation, duration: 0 });
        expect(window.scrollY).to.equal(pageTopOf(target) - 50);
      });
    });

    describe('when the visitor prefers reduced motion', () => {
      it('jumps at once without asking for frames', () => {
        const matchMedia = sinon.stub(window, 'matchMedia').callsFake(
          (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
        );
        const clock = fakeFrames();
        expect(scrollToAnchor('cast', { window, document, animation, clock })).to.exist;
        expect(window.scrollY).to.equal(pageTopOf(target) - 50);
        expect(clock.pending()).to.equal(0);
        expect(matchMedia.calledWith('(prefers-reduced-motion: reduce)')).to.be.true;
      });
    });

    describe('when the scroll is interrupted', () => {
      it('cancel() stops it where it is', () => {
        const clock = fakeFrames();
        const handle = scrollToAnchor('cast', { window, document, animation, clock })!;
        clock.frame(100);
        const stoppedAt = window.scrollY;
        handle.cancel();
        handle.cancel();
        expect(clock.pending()).to.equal(0);
        expect(clock.cancelled.length).to.equal(1);
        clock.frame(300);
        expect(window.scrollY).to.equal(stoppedAt);
        expect(stoppedAt).to.be.above(0).and.below(pageTopOf(target) - 50);
      });

      it('a new anchor scroll cancels the running one', () => {
        const second = block(10, { id: 'second' });
        page.insertBefore(second, page.lastChild);
        const clock = fakeFrames();
        scrollToAnchor('cast', { window, document, animation, clock });
        clock.frame(100);
        scrollToAnchor('second', { window, document, animation, clock });
        expect(clock.pending()).to.equal(1);
        runFrames(clock);
        expect(window.scrollY).to.equal(pageTopOf(second) - 50);
      });

      it('the wheel hands the scroll back to the visitor', () => {
        const clock = fakeFrames();
        scrollToAnchor('cast', { window, document, animation, clock });
        clock.frame(100);
        window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
        expect(clock.pending()).to.equal(0);
      });

      it('scrollToTop jumps to the top at once and cancels it', () => {
        const clock = fakeFrames();
        scrollToAnchor('cast', { window, document, animation, clock });
        clock.frame(100);
        scrollToTop(window, animation);
        expect(window.scrollY).to.equal(0);
        expect(clock.pending()).to.equal(0);
      });
    });

    describe('without an injected clock', () => {
      it('animates on requestAnimationFrame', async () => {
        const expected = pageTopOf(target) - 50;
        scrollToAnchor('cast', { window, document, animation, duration: 50 });
        for (let frames = 0; window.scrollY !== expected && frames < 120; frames++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        expect(window.scrollY).to.equal(expected);
      });
    });
  });

  describe('scrollToTop', () => {
    it('jumps to the top left, even under scroll-behavior: smooth', () => {
      document.documentElement.style.scrollBehavior = 'smooth';
      try {
        jumpTo(1200);
        scrollToTop(window, animation);
        expect(window.scrollY).to.equal(0);
        expect(window.scrollX).to.equal(0);
      } finally {
        document.documentElement.style.scrollBehavior = '';
      }
    });
  });

  describe('easeInOut', () => {
    it('runs from 0 to 1 through 0.5, symmetric and monotonic', () => {
      expect(easeInOut(0)).to.equal(0);
      expect(easeInOut(0.5)).to.equal(0.5);
      expect(easeInOut(1)).to.equal(1);
      for (let p = 0; p < 1; p += 0.05) {
        expect(easeInOut(p + 0.05)).to.be.at.least(easeInOut(p));
        expect(easeInOut(p) + easeInOut(1 - p)).to.be.closeTo(1, 1e-9);
      }
    });
  });
});
