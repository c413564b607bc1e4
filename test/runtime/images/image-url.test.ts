import { expect } from '@open-wc/testing';
import { buildImageUrl, isGif, isResizable, MISSING_IMAGE_SRC, stillFormOf } from '../../../runtime/images/image-url.js';

describe('image service URLs', () => {
  it('asks for quality, width and height, with crop only when both are given', () => {
    expect(buildImageUrl('/images/x.jpg', { quality: 0.85, width: 320, height: 180 })).to.equal(
      '/images/x.jpg?quality=0.85&width=320&height=180&crop=true',
    );
    expect(buildImageUrl('/images/x.jpg', { quality: 0.85, width: 320 })).to.equal('/images/x.jpg?quality=0.85&width=320');
    expect(buildImageUrl('/images/x.jpg', { quality: 0.85, height: 180 })).to.equal('/images/x.jpg?quality=0.85&height=180');
    expect(buildImageUrl('/images/x.jpg', { quality: 0.85 })).to.equal('/images/x.jpg?quality=0.85');
  });

  it("keeps the feed's own parameters and fragment, replacing an earlier size", () => {
    expect(buildImageUrl('https://cdn.example/x.jpg?v=3&width=10&crop=true#f', { quality: 0.7, width: 99.6, height: 50.2 })).to.equal(
      'https://cdn.example/x.jpg?v=3&quality=0.7&width=100&height=50&crop=true#f',
    );
  });

  it('ignores sizes that are not positive', () => {
    expect(buildImageUrl('/x.jpg', { quality: 0.85, width: 0, height: 20 })).to.equal('/x.jpg?quality=0.85&height=20');
  });

  it('recognises GIFs by their file name only', () => {
    expect(isGif('/images/dance.GIF?x=1#y')).to.equal(true);
    expect(isGif('/images/dance.jpg?format=.gif')).to.equal(false);
  });

  it('never resizes GIFs, raw images or the placeholder', () => {
    expect(isResizable({ src: '/a.gif', isRaw: false })).to.equal(false);
    expect(isResizable({ src: '/a.jpg', isRaw: true })).to.equal(false);
    expect(isResizable({ src: MISSING_IMAGE_SRC, isRaw: false })).to.equal(false);
    expect(isResizable({ src: '/a.jpg', isRaw: false })).to.equal(true);
  });

  it("names an animated GIF's still JPG form", () => {
    expect(stillFormOf('/images/applause.gif')).to.equal('/images/applause.jpg');
    expect(stillFormOf('https://cdn.example/a.gif?v=2#t')).to.equal('https://cdn.example/a.jpg?v=2#t');
    expect(stillFormOf('/images/a.jpg')).to.equal(undefined);
  });
});
