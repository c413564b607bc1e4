import { expect } from '@open-wc/testing';
import { coverSizes, DRAWN_IMAGE_WIDTHS, drawnSources } from '../../../runtime/images/drawn-sources.js';

describe('drawnSources (the <img> a server draws inside <tf-image>)', () => {
  const hero = { url: '/images/hero.jpg', alt: 'The cast', width: 3200, height: 1400 };

  it('offers every width in the picture\'s own shape, at the element\'s quality, with the sizes given', () => {
    const sources = drawnSources(hero, '100vw')!;
    const candidates = sources.srcSet!.split(', ');
    expect(candidates).to.have.length(DRAWN_IMAGE_WIDTHS.length);
    expect(candidates[0]).to.equal('/images/hero.jpg?quality=0.85&width=360&height=158&crop=true 360w');
    expect(candidates.at(-1)).to.equal('/images/hero.jpg?quality=0.85&width=3200&height=1400&crop=true 3200w');
    expect(sources.src).to.equal('/images/hero.jpg?quality=0.85&width=720&height=315&crop=true');
    expect(sources).to.include({ sizes: '100vw', alt: 'The cast' });
  });

  it('never offers more than the original, which it offers itself', () => {
    const widths = drawnSources({ ...hero, width: 1000, height: 500 }, '100vw')!.srcSet!.split(', ').map((c) => c.split(' ')[1]);
    expect(widths).to.deep.equal(['360w', '540w', '720w', '960w', '1000w']);
    expect(drawnSources({ ...hero, width: 200, height: 100 }, '100vw')!.srcSet).to.equal('/images/hero.jpg?quality=0.85&width=200&height=100&crop=true 200w');
  });

  it('draws a GIF or a raw image as it is, and nothing for an entry the element would refuse', () => {
    expect(drawnSources({ url: '/images/applause.gif', alt: '', width: 480, height: 270 }, '100vw')).to.deep.equal({ src: '/images/applause.gif', alt: '' });
    expect(drawnSources({ ...hero, isRaw: true }, '100vw')).to.deep.equal({ src: '/images/hero.jpg', alt: 'The cast' });
    expect(drawnSources({ url: 'javascript:alert(1)', width: 10, height: 10 }, '100vw')).to.equal(undefined);
    expect(drawnSources('not an image', '100vw')).to.equal(undefined);
  });
});

describe('coverSizes', () => {
  it('draws the picture at the wider of the window and the box height times its ratio, band by band, up to the widest box', () => {
    expect(coverSizes(2.286, [{ upTo: 732, height: 300 }, { upTo: Infinity, height: 520 }], 1280)).to.equal(
      '(max-width: 686px) 686px, (max-width: 732px) 100vw, (max-width: 1189px) 1189px, (max-width: 1280px) 100vw, 1280px');
  });

  it('counts the box as the window less its inset (the page\'s side padding)', () => {
    // A 4:3 picture in a 300 px tall box: 400 px wide until the box (the window less 32 px) is wider.
    expect(coverSizes(4 / 3, [{ upTo: 732, height: 300 }, { upTo: Infinity, height: 520 }], 1280, 32)).to.equal(
      '(max-width: 432px) 400px, (max-width: 732px) calc(100vw - 32px), (max-width: 1280px) calc(100vw - 32px), 1248px');
  });

  it('keeps a picture wider than the widest box at its own width', () => {
    expect(coverSizes(3, [{ upTo: Infinity, height: 500 }], 1280)).to.equal('(max-width: 1500px) 1500px, 1500px');
    expect(coverSizes(1, [{ upTo: 600, height: 100 }, { upTo: Infinity, height: 200 }], 1000)).to.equal(
      '(max-width: 100px) 100px, (max-width: 600px) 100vw, (max-width: 1000px) 100vw, 1000px');
  });
});
