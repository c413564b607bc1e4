import { useMemo } from 'react';
import { MEDIA_RATIOS, type MediaRatio } from './media-ratio.js';
import type { FeedImage } from './parse.js';
import { imageInfo, TfImage } from './tf-image.js';

/**
 * A feed image in a box of the island's shape: the box keeps its aspect ratio
 * before anything loads (no layout shift), by a class of media-ratio.ts (the
 * island's styles include `mediaRatioCss`), and `<tf-image>` fills it,
 * loading near the viewport at the drawn size and cropping to the box.
 */
export function Media({ image, className, ratio }: { image: FeedImage; className: string; ratio: MediaRatio }) {
  const info = useMemo(() => imageInfo(image), [image]);
  return (
    <div className={`${className} ${MEDIA_RATIOS[ratio]}`}>
      <TfImage info={info} ratio={ratio} fill />
    </div>
  );
}
