import type { IslandProps } from '../define-island.js';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { feedPayload, reader, type FeedImage, type FeedLink } from '../shared/parse.js';
import { leadPicture } from '../shared/lead-picture.js';
import { imageInfo, TfImage } from '../shared/tf-image.js';
import { trackModule } from '../shared/track.js';
import { CardLink, PlayIcon } from '../shared/card-link.js';
import { HERO_WIDE_FROM_PX } from './island.js';
import { CONTENT_MAX_WIDTH_PX } from '../shared/tokens.js';

/** The hero's module click-through: its name, where the call to action leads, and which one. */
const clickThrough = (link: FeedLink) => (event: MouseEvent<HTMLAnchorElement>) =>
  trackModule(event.currentTarget, { moduleName: 'Hero Promo', destination: event.currentTarget.href, action: `Clicks on ${link.title}` });

export interface HeroPromoFeed {
  /**
   * The page's own heading (`h1`, for screen readers and outlines only): the
   * hero leads a section page whose promo names a show, not the page.
   */
  pageTitle?: string;
  kicker?: string;
  show: string;
  headline: string;
  tuneIn: string;
  description?: string;
  image: FeedImage;
  /**
   * The same art composed for a phone, 4:3 (art direction): a phone's hero
   * shows it whole instead of a crop of the wide banner.
   */
  phoneImage?: FeedImage;
  cta: FeedLink;
  secondaryCta?: FeedLink;
}

export function parseHeroPromoFeed(feed: unknown, driver: string): HeroPromoFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    pageTitle: r.optStr(data.pageTitle, 'pageTitle'),
    kicker: r.optStr(data.kicker, 'kicker'),
    show: r.str(data.show, 'show'),
    headline: r.str(data.headline, 'headline'),
    tuneIn: r.str(data.tuneIn, 'tuneIn'),
    description: r.optStr(data.description, 'description'),
    image: r.image(data.image, 'image'),
    phoneImage: data.phoneImage === undefined ? undefined : r.image(data.phoneImage, 'phoneImage'),
    cta: r.link(data.cta, 'cta'),
    secondaryCta: r.optLink(data.secondaryCta, 'secondaryCta'),
  };
}

/**
 * How wide a phone's hero is drawn: the window less the page's side padding
 * (1rem each side). Asking for the whole window would take the next larger
 * candidate at common phone widths (412 px at 1.75x needs 665 px, not 721).
 */
const PHONE_SIZES = 'calc(100vw - 2rem)';

/**
 * The hero's art: below a 793 px window its box is 4:3. With phone art, a
 * `<picture>` picks it there; without, the banner is cropped, drawn wider
 * than the box by its own ratio over 4:3. Above, the hero is as wide as the
 * page's content.
 */
function heroPicture(image: FeedImage, phoneImage: FeedImage | undefined): ReactNode {
  const wideSizes = `(max-width: ${CONTENT_MAX_WIDTH_PX}px) 100vw, ${CONTENT_MAX_WIDTH_PX}px`;
  const croppedSizes = `(max-width: ${HERO_WIDE_FROM_PX - 1}px) ${Math.ceil((75 * image.width) / image.height)}vw, ${wideSizes}`;
  const phone = phoneImage && { image: phoneImage, sizes: PHONE_SIZES };
  return leadPicture({ image, sizes: phone ? wideSizes : croppedSizes }, phone, [[0, HERO_WIDE_FROM_PX - 1]]);
}

/** The page's lead promo: full-bleed key art, big show title, tune-in and a call to action. */
export function HeroPromo({ feed }: IslandProps<HeroPromoFeed>) {
  const { image, phoneImage } = feed;
  // Both variants: the element picks the one of its box's shape.
  const info = useMemo(() => (phoneImage ? [imageInfo(image), imageInfo(phoneImage)] : imageInfo(image)), [image, phoneImage]);
  const picture = useMemo(() => heroPicture(image, phoneImage), [image, phoneImage]);
  return (
    <section className="tf-hero" aria-label={`Featured: ${feed.show}`} data-tf-promo={`Hero: ${feed.show}`}>
      <div className="tf-hero__art">
        {/* The art's own shape sizes the box, as markup: the page's policy refuses a style attribute, and an empty SVG of the picture's proportions holds the box before any script runs. */}
        <svg className="tf-hero__sizer" viewBox={`0 0 ${image.width} ${image.height}`} aria-hidden="true" focusable="false" />
        <TfImage info={info} ratio={`${image.width} / ${image.height}`} fill>
          {picture}
        </TfImage>
      </div>
      <div className="tf-hero__copy">
        {feed.pageTitle && <h1 className="tf-hero__page-title">{feed.pageTitle}</h1>}
        {feed.kicker && <p className="tf-hero__kicker">{feed.kicker}</p>}
        <h2 className="tf-hero__show">{feed.show}</h2>
        <p className="tf-hero__headline">{feed.headline}</p>
        <p className="tf-hero__tunein">
          <span className="tf-hero__dot" aria-hidden="true" />
          {feed.tuneIn}
        </p>
        {feed.description && <p className="tf-hero__desc">{feed.description}</p>}
        <div className="tf-hero__actions">
          <CardLink className="tf-hero__cta" href={feed.cta.href} track={`Hero: ${feed.cta.title}`} onClick={clickThrough(feed.cta)} without="nothing">
            <PlayIcon />
            {feed.cta.title}
          </CardLink>
          {feed.secondaryCta && (
            <CardLink className="tf-hero__cta tf-hero__cta--ghost" href={feed.secondaryCta.href}
              track={`Hero: ${feed.secondaryCta.title}`} onClick={clickThrough(feed.secondaryCta)} without="nothing">
              {feed.secondaryCta.title}
            </CardLink>
          )}
        </div>
      </div>
    </section>
  );
}
