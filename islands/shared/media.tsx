import { useMemo } from 'react';
import { drawnSources } from '../../runtime/images/drawn-sources.js';
import { MEDIA_RATIOS, type MediaRatio } from './media-ratio.js';
import type { FeedImage } from './parse.js';
import { imageInfo, TfImage } from './tf-image.js';

/**
 * A feed image in a box of the island's shape: the box keeps its aspect ratio
 * before anything loads (no layout shift), by a class of media-ratio.ts (the
 * island's styles include `mediaRatioCss`), and `<tf-image>` fills it,
 * loading near the viewport at the drawn size and cropping to the box.
 *
 * `lead`: the picture is the page's largest (a player's poster), drawn at
 * this CSS `sizes`. It is then written into the HTML as a light-DOM `<img>`
 * at high priority, so the browser fetches it before any script arrives
 * (the island's styles include `drawnImageCss`).
 */
export function Media({ image, className, ratio, lead }: { image: FeedImage; className: string; ratio: MediaRatio; lead?: string }) {
  const info = useMemo(() => imageInfo(image), [image]);
  const sources = useMemo(() => (lead === undefined ? undefined : drawnSources(info, lead)), [info, lead]);
  return (
    <div className={`${className} ${MEDIA_RATIOS[ratio]}`}>
      <TfImage info={info} ratio={ratio} fill>
        {sources && <img {...sources} fetchPriority="high" />}
      </TfImage>
    </div>
  );
}
