import { useMemo } from 'react';
import type { FeedImage } from './parse.js';
import { imageInfo, TfImage } from './tf-image.js';

/**
 * A feed image in a box of the island's shape: the box keeps its aspect ratio
 * before anything loads (no layout shift), and `<tf-image>` fills it, loading
 * near the viewport at the drawn size and cropping to the box.
 */
export function Media({ image, className, ratio }: { image: FeedImage; className: string; ratio?: string }) {
  const info = useMemo(() => imageInfo(image), [image]);
  return (
    <div className={className} style={{ aspectRatio: ratio ?? `${image.width} / ${image.height}` }}>
      <TfImage info={info} ratio={ratio ?? `${image.width} / ${image.height}`} fill />
    </div>
  );
}
