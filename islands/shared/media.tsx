import type { FeedImage } from './parse.js';

/**
 * An image in a box that reserves its aspect ratio before loading, so the
 * page never jumps. (A later change swaps this for `<tf-image>`.)
 */
export function Media({ image, className, ratio }: { image: FeedImage; className: string; ratio?: string }) {
  return (
    <div className={className} style={{ aspectRatio: ratio ?? `${image.width} / ${image.height}` }}>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
    </div>
  );
}
