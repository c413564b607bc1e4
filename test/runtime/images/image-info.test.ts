import { expect } from '@open-wc/testing';
import { parseImageInfo, parseVariant } from '../../../runtime/images/image-info.js';
import { MISSING_IMAGE_SRC } from '../../../runtime/images/image-url.js';

describe('parseImageInfo', () => {
  describe('given the variant shape', () => {
    it('reads src, alt, quality, animated and the original size', () => {
      const parsed = parseImageInfo('[{"src":"/images/x.jpg","alt":"A cat","quality":0.6,"animated":false,"original":{"width":1600,"height":900,"aspectRatio":1.8}}]');
      expect(parsed).to.deep.equal({
        ok: true,
        partial: false,
        variants: [{ src: '/images/x.jpg', alt: 'A cat', quality: 0.6, animated: false, isRaw: false, width: 1600, height: 900, aspectRatio: 1.8 }],
      });
    });

    it('accepts one variant object as well as a list', () => {
      const parsed = parseImageInfo({ src: '/images/x.gif', animated: true });
      expect(parsed.ok && parsed.variants[0]).to.deep.include({ src: '/images/x.gif', animated: true, alt: '', quality: 0.85 });
    });
  });

  describe('given the feed image shape', () => {
    it('reads url, alt, width, height, ratio and isRaw', () => {
      const parsed = parseImageInfo([{ url: 'https://cdn.example/a.png', alt: 'Poster', width: 400, height: 600, ratio: 0.667, isRaw: true }]);
      expect(parsed.ok && parsed.variants[0]).to.deep.equal({
        src: 'https://cdn.example/a.png', alt: 'Poster', quality: 0.85, animated: false, isRaw: true, width: 400, height: 600, aspectRatio: 0.667,
      });
    });

    it('derives the aspect ratio from the size when no ratio is given', () => {
      const parsed = parseImageInfo({ url: '/a.jpg', alt: '', width: 1280, height: 720 });
      expect(parsed.ok && parsed.variants[0]!.aspectRatio).to.equal(1280 / 720);
    });
  });

  it('falls back to the missing-image placeholder when a variant has no source', () => {
    const parsed = parseImageInfo({ alt: 'Nothing here', original: { width: 10, height: 10 } });
    expect(parsed.ok && parsed.variants[0]!.src).to.equal(MISSING_IMAGE_SRC);
  });

  for (const [label, info] of [
    ['text that is not JSON', '{src: /x.jpg'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a number', 42],
    ['an empty list', []],
    ['a list of strings', ['/x.jpg']],
    ['a javascript: source', { src: 'javascript:alert(1)' }],
    ['a data: source', { src: 'data:image/png;base64,AAAA' }],
    ['a non-string source', { src: 7 }],
    ['a negative width', { src: '/x.jpg', width: -4, height: 3 }],
    ['a zero aspect ratio', { src: '/x.jpg', original: { aspectRatio: 0 } }],
    ['a string height', { src: '/x.jpg', width: 4, height: '3' }],
  ] as const) {
    it(`rejects ${label}`, () => {
      expect(parseImageInfo(info)).to.deep.equal({ ok: false });
    });
  }

  it('keeps the usable entries of a list and says some were dropped', () => {
    const parsed = parseImageInfo([{ src: 'javascript:x' }, { src: '/ok.jpg' }]);
    expect(parsed.ok && parsed.partial).to.equal(true);
    expect(parsed.ok && parsed.variants.map((v) => v.src)).to.deep.equal(['/ok.jpg']);
  });

  it('ignores a quality outside (0, 1] and keeps 0.85', () => {
    expect(parseVariant({ src: '/x.jpg', quality: 85 })!.quality).to.equal(0.85);
    expect(parseVariant({ src: '/x.jpg', quality: 0 })!.quality).to.equal(0.85);
  });
});

describe('parseVariant', () => {
  it('takes a GIF to be animated unless the feed says otherwise', () => {
    expect(parseVariant({ url: '/images/a.gif' })!.animated).to.equal(true);
    expect(parseVariant({ src: '/images/a.gif', animated: false })!.animated).to.equal(false);
    expect(parseVariant({ src: '/images/a.jpg' })!.animated).to.equal(false);
  });
});
