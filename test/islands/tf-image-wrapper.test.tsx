import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { reader } from '../../islands/shared/parse.js';
import { imageInfo, TfImage } from '../../islands/shared/tf-image.js';
import type { TfImage as TfImageElement } from '../../elements/tf-image/tf-image.js';
import type { TfEvent } from '../../runtime/events.js';
import { startImageServer } from '../support/image-server.js';

describe('the <tf-image> React wrapper', () => {
  before(startImageServer);

  it('hands the feed image to the element as an object and reports its load', async () => {
    const host = document.createElement('div');
    host.style.width = '320px';
    document.body.append(host);
    const root = createRoot(host);
    const loads: string[] = [];
    const loaded = new Promise<void>((resolve) => {
      const onImageLoad = (event: TfEvent<'tf:imageload'>) => {
        loads.push(event.detail.url);
        resolve();
      };
      const image = { src: '/test-images/react.jpg', alt: 'From React', width: 640, height: 360 };
      void act(() => root.render(<TfImage info={imageInfo(image)} ratio="16 / 9" onImageLoad={onImageLoad} />));
    });
    await loaded;
    const el = host.querySelector<TfImageElement>('tf-image')!;
    expect(el.info).to.deep.equal({ url: '/test-images/react.jpg', alt: 'From React', width: 640, height: 360 });
    expect(loads).to.deep.equal(['/test-images/react.jpg?quality=0.85&width=320&height=180&crop=true']);
    root.unmount();
    host.remove();
  });
});

describe('feed images', () => {
  const r = reader('TEST');

  it('carry the optional ratio, isRaw and animated of the feed image shape', () => {
    const image = r.image({ url: '/images/a.gif', alt: 'A', width: 480, height: 270, ratio: 1.8, isRaw: true, animated: true }, 'image');
    expect(image).to.deep.equal({ src: '/images/a.gif', alt: 'A', width: 480, height: 270, ratio: 1.8, isRaw: true, animated: true });
    expect(imageInfo(image)).to.deep.equal({ url: '/images/a.gif', alt: 'A', width: 480, height: 270, ratio: 1.8, isRaw: true, animated: true });
  });

  it('reject a ratio that is not a positive number', () => {
    expect(() => r.image({ url: '/a.jpg', alt: '', width: 1, height: 1, ratio: -1 }, 'image')).to.throw('image.ratio');
    expect(() => r.image({ url: '/a.jpg', alt: '', width: 1, height: 1, isRaw: 'yes' }, 'image')).to.throw('image.isRaw');
  });
});
