import { expect } from '@open-wc/testing';
import { emit, type TfEvent } from '../../runtime/events.js';
// Each element's events reach the page's event map from its own folder.
import '../../elements/tf-carousel/tf-carousel.events.js';
import '../../elements/tf-signin/tf-signin.events.js';

describe('emit()', () => {
  let outer: HTMLElement;
  let inner: HTMLElement;

  beforeEach(() => {
    // A listener on the host sees an event dispatched inside its shadow root only when it is composed.
    outer = document.createElement('div');
    inner = document.createElement('span');
    outer.attachShadow({ mode: 'open' }).append(inner);
    document.body.append(outer);
  });

  afterEach(() => outer.remove());

  it('dispatches a runtime page event that bubbles out of shadow roots with its detail', () => {
    const heard: TfEvent<'tf:complete'>[] = [];
    outer.addEventListener('tf:complete', (event) => heard.push(event));
    expect(emit(inner, 'tf:complete', { url: 'http://x/' })).to.equal(true);
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail).to.deep.equal({ url: 'http://x/' });
    expect(heard[0]!.bubbles).to.equal(true);
    expect(heard[0]!.composed).to.equal(true);
    expect(heard[0]!.cancelable).to.equal(false);
  });

  it('dispatches an element event declared beside its element', () => {
    const indices: number[] = [];
    // Typed from the element's own declaration: `detail.index` is a number.
    outer.addEventListener('tf:select', (event) => indices.push(event.detail.index));
    emit(inner, 'tf:select', { index: 2 });
    expect(indices).to.deep.equal([2]);
  });

  describe('when the event is cancelable', () => {
    it('returns false once a listener prevented its default', () => {
      outer.addEventListener('tf:scrolltop', (event) => event.preventDefault(), { once: true });
      expect(emit(inner, 'tf:scrolltop', { url: 'http://x/' }, { cancelable: true })).to.equal(false);
      expect(emit(inner, 'tf:scrolltop', { url: 'http://x/' }, { cancelable: true })).to.equal(true);
    });
  });

  describe('its types', () => {
    it('refuse a detail of the wrong shape and an undeclared name', () => {
      // Checked by the type check of the tests; at run time these are ordinary dispatches.
      // @ts-expect-error -- tf:select's index is a number
      emit(inner, 'tf:select', { index: 'two' });
      // @ts-expect-error -- tf:signinerror needs its code, message and id
      emit(inner, 'tf:signinerror', { message: 'x' });
      // @ts-expect-error -- no such tf:* event is declared
      emit(inner, 'tf:undeclared', {});
      expect(true).to.equal(true);
    });
  });
});
