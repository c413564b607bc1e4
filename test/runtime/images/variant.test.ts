import { expect } from '@open-wc/testing';
import type { ImageVariant } from '../../../runtime/images/image-info.js';
import { chooseVariant, needsReload, requestUrl, roundRatio } from '../../../runtime/images/variant.js';

const variant = (src: string, width: number, height: number, extra: Partial<ImageVariant> = {}): ImageVariant => ({
  src, alt: '', quality: 0.85, animated: false, isRaw: false, width, height, aspectRatio: width / height, ...extra,
});

const wide = variant('/wide.jpg', 1600, 900);
const square = variant('/square.jpg', 800, 800);
const tall = variant('/tall.jpg', 400, 600);

describe('chooseVariant', () => {
  it('picks the variant whose aspect ratio matches the drawn box', () => {
    expect(chooseVariant([wide, square, tall], { width: 320, height: 320 }, 1).variant).to.equal(square);
    expect(chooseVariant([wide, square, tall], { width: 320, height: 180 }, 1).variant).to.equal(wide);
    expect(chooseVariant([wide, square, tall], { width: 200, height: 300 }, 1).variant).to.equal(tall);
  });

  it('compares ratios rounded to one decimal', () => {
    expect(roundRatio(16 / 9)).to.equal(1.8);
    expect(roundRatio(1.749)).to.equal(1.7);
    // 1.76 (a box of 352 x 200) rounds to 1.8 like 16:9: the 16:9 art is exact, the 1.7 one is not.
    const almost = variant('/almost.jpg', 1700, 1000);
    expect(chooseVariant([almost, wide], { width: 352, height: 200 }, 1).variant).to.equal(wide);
  });

  it('takes the least cropped ratio when none matches', () => {
    // 1.2 is nearer 0.7 than 1.8 by difference, but covering it with 1.8 keeps more of the picture.
    expect(chooseVariant([tall, wide], { width: 300, height: 250 }, 1).variant).to.equal(wide);
    expect(chooseVariant([tall, wide], { width: 300, height: 400 }, 1).variant).to.equal(tall);
  });

  it('copes with a box far thinner than any variant', () => {
    expect(chooseVariant([wide, tall], { width: 1, height: 900 }, 1).variant).to.equal(tall);
  });

  it('among equal ratios takes the smallest that covers the box times the pixel ratio', () => {
    const small = variant('/s.jpg', 320, 180);
    const medium = variant('/m.jpg', 640, 360);
    expect(chooseVariant([wide, small, medium], { width: 300, height: 168.75 }, 2).variant).to.equal(medium);
    expect(chooseVariant([wide, small, medium], { width: 300, height: 168.75 }, 1).variant).to.equal(small);
    // Nothing covers 3000 px: the largest is the best there is.
    expect(chooseVariant([small, wide, medium], { width: 1500, height: 843.75 }, 2).variant).to.equal(wide);
  });

  it('asks for the drawn size times the device pixel ratio', () => {
    expect(chooseVariant([wide], { width: 320, height: 180 }, 2)).to.deep.include({ width: 640, height: 360 });
    expect(chooseVariant([wide], { width: 320.4, height: 180.2 }, 1.5)).to.deep.include({ width: 481, height: 270 });
  });

  it('crops to the box: a square box asks for a square of the wide original', () => {
    expect(chooseVariant([wide], { width: 300, height: 300 }, 1)).to.deep.include({ variant: wide, width: 300, height: 300 });
  });

  it('never asks for more than the original, keeping the box shape', () => {
    expect(chooseVariant([wide], { width: 1200, height: 675 }, 2)).to.deep.include({ width: 1600, height: 900 });
    expect(chooseVariant([wide], { width: 1000, height: 1000 }, 2)).to.deep.include({ width: 900, height: 900 });
  });

  it('snaps a size within 1 px of the original to the original', () => {
    expect(chooseVariant([wide], { width: 799.5, height: 450 }, 2)).to.deep.include({ width: 1600, height: 900 });
  });

  it('asks for a width only when the box has no height yet', () => {
    const request = chooseVariant([wide], { width: 500, height: 0 }, 1);
    expect(request).to.deep.include({ width: 500 });
    expect(request.height).to.equal(undefined);
  });

  it('treats a missing or silly device pixel ratio as 1', () => {
    expect(chooseVariant([wide], { width: 320, height: 180 }, Number.NaN)).to.deep.include({ width: 320, height: 180 });
    expect(chooseVariant([wide], { width: 320, height: 180 }, 0)).to.deep.include({ width: 320, height: 180 });
  });

  it('ranks variants of unknown ratio last', () => {
    const unknown: ImageVariant = { src: '/u.jpg', alt: '', quality: 0.85, animated: false, isRaw: false };
    expect(chooseVariant([unknown, tall], { width: 300, height: 300 }, 1).variant).to.equal(tall);
    expect(chooseVariant([unknown], { width: 300, height: 300 }, 1)).to.deep.include({ variant: unknown, width: 300, height: 300 });
  });

  it('gives raw images no size', () => {
    const raw = variant('/raw.png', 100, 100, { isRaw: true });
    const request = chooseVariant([raw], { width: 50, height: 50 }, 2);
    expect([request.width, request.height]).to.deep.equal([undefined, undefined]);
  });
});

describe('needsReload', () => {
  const shown = { variant: wide, width: 640, height: 360 };

  it('reloads for the first request and for another variant', () => {
    expect(needsReload(undefined, shown)).to.equal(true);
    expect(needsReload(shown, { variant: square, width: 100, height: 100 })).to.equal(true);
  });

  it('reloads only when the size grows by more than 1 px', () => {
    expect(needsReload(shown, { variant: wide, width: 641, height: 361 })).to.equal(false);
    expect(needsReload(shown, { variant: wide, width: 642, height: 361 })).to.equal(true);
    expect(needsReload(shown, { variant: wide, width: 640, height: 380 })).to.equal(true);
  });

  it('never reloads to shrink', () => {
    expect(needsReload(shown, { variant: wide, width: 320, height: 180 })).to.equal(false);
  });
});

describe('requestUrl', () => {
  it('asks the service for the chosen size at the variant quality', () => {
    expect(requestUrl({ variant: variant('/a.jpg', 1600, 900, { quality: 0.7 }), width: 320, height: 180 })).to.equal(
      '/a.jpg?quality=0.7&width=320&height=180&crop=true',
    );
  });

  it('requests a GIF untouched, and its still JPG form at the box size', () => {
    const gif = variant('/images/applause.gif', 480, 270, { animated: true });
    expect(requestUrl({ variant: gif, width: 240, height: 135 })).to.equal('/images/applause.gif');
    expect(requestUrl({ variant: gif, width: 240, height: 135 }, { still: true })).to.equal(
      '/images/applause.jpg?quality=0.85&width=240&height=135&crop=true',
    );
  });

  it('requests raw images untouched', () => {
    expect(requestUrl({ variant: variant('/raw.png?v=1', 10, 10, { isRaw: true }), width: 5, height: 5 })).to.equal('/raw.png?v=1');
  });
});
