import { useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink } from '../shared/parse.js';
import { imageInfo, TfImage } from '../shared/tf-image.js';
import { trackLink } from '../shared/track.js';
import { localStorageOf, type SiteStorage } from '../../runtime/util/storage.js';
import { favouritesStorageKey, readFavourites, siteStorageOf, toggleFavourite } from './favourites.js';
import { CardLink, PlayIcon } from '../shared/card-link.js';
import { SharePanel } from '../shared/share-panel.js';
import { CONTENT_MAX_WIDTH_PX } from '../shared/tokens.js';
import { coverSizes, type HeightBand } from '../../runtime/images/drawn-sources.js';
import { leadPicture, type WindowRange } from '../shared/lead-picture.js';
import { BANNER_HEIGHT_PX, PAGE_SIDE_PADDING_PX, SHOW_WIDE_FROM_PX } from './island.js';

export interface ShowHeaderFeed {
  slug: string;
  title: string;
  logline: string;
  about?: string;
  tuneIn: string;
  badge?: string;
  keyArt: FeedImage;
  banner?: FeedImage;
  /** The banner composed for a phone's stacked header, 4:3 (art direction). */
  phoneBanner?: FeedImage;
  /** The show's sub-menu: in-page anchors and nearby pages. */
  menu: FeedLink[];
  watch?: FeedLink;
}

export function parseShowHeaderFeed(feed: unknown, driver: string): ShowHeaderFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const slug = r.str(data.slug, 'slug');
  if (!/^[a-z0-9-]+$/.test(slug)) r.fail('slug', 'must be lowercase letters, digits and -');
  return {
    slug,
    title: r.str(data.title, 'title'),
    logline: r.str(data.logline, 'logline'),
    about: r.optStr(data.about, 'about'),
    tuneIn: r.str(data.tuneIn, 'tuneIn'),
    badge: r.optStr(data.badge, 'badge'),
    keyArt: r.image(data.keyArt, 'keyArt'),
    banner: data.banner === undefined ? undefined : r.image(data.banner, 'banner'),
    phoneBanner: data.phoneBanner === undefined ? undefined : r.image(data.phoneBanner, 'phoneBanner'),
    menu: (data.menu === undefined ? [] : r.list(data.menu, 'menu', r.link)).filter((link) => link.href),
    watch: r.optLink(data.watch, 'watch'),
  };
}

/**
 * Favourites from site storage, kept in step with other tabs (those whose
 * local storage works). None on the first render, in the browser as on a
 * server (which has no storage), so a server-drawn header hydrates as drawn:
 * the stored list arrives in a layout effect, before a browser-drawn header
 * is first painted. The toggle's label and box stay the same either way.
 */
function useFavourites(page: HTMLElement): [string[], (slug: string) => void] {
  const [favourites, setFavourites] = useState<string[]>([]);
  const site = useRef<SiteStorage>(undefined);
  useLayoutEffect(() => {
    const win = page.ownerDocument.defaultView ?? window;
    const storage = siteStorageOf(win);
    site.current = storage;
    setFavourites(readFavourites(storage, localStorageOf(win)));
    const key = favouritesStorageKey(win.location.hostname);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setFavourites(readFavourites(storage));
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  }, [page]);
  return [favourites, (slug) => setFavourites((current) => (site.current ? toggleFavourite(site.current, current, slug) : current))];
}

/**
 * The banner as drawn into the HTML: it covers a box as wide as the header
 * and of a fixed height (stacked, then at most beside the poster), so it is
 * drawn wider than the box by its ratio. With phone art, the windows whose
 * box is closer in shape to it than to the banner (narrower than the two
 * ratios' geometric mean times the height, as `<tf-image>` judges shape)
 * take the phone art.
 */
function bannerLead(banner: FeedImage, phoneBanner: FeedImage | undefined) {
  const bands: HeightBand[] = [{ upTo: SHOW_WIDE_FROM_PX - 1, height: BANNER_HEIGHT_PX.stacked }, { upTo: Infinity, height: BANNER_HEIGHT_PX.wide }];
  const cover = (image: FeedImage) => coverSizes(image.width / image.height, bands, CONTENT_MAX_WIDTH_PX, PAGE_SIDE_PADDING_PX);
  if (!phoneBanner) return leadPicture({ image: banner, sizes: cover(banner) }, undefined, [], '');
  const even = Math.sqrt((banner.width / banner.height) * (phoneBanner.width / phoneBanner.height));
  const narrowerThan = (height: number) => Math.floor(even * height) + PAGE_SIDE_PADDING_PX;
  const ranges: WindowRange[] = [
    [0, Math.min(narrowerThan(BANNER_HEIGHT_PX.stacked), SHOW_WIDE_FROM_PX) - 1],
    [SHOW_WIDE_FROM_PX, narrowerThan(BANNER_HEIGHT_PX.wide) - 1],
  ];
  const windows = ranges.filter(([from, to]) => to >= from);
  return leadPicture({ image: banner, sizes: cover(banner) }, { image: phoneBanner, sizes: cover(phoneBanner) }, windows, '');
}

/**
 * A show page's masthead: banner and key art, title, tune-in, a watch link,
 * a favourite toggle remembered in site storage, and the show's sub-menu.
 */
export function ShowHeader({ feed, ctx }: IslandProps<ShowHeaderFeed>) {
  const titleId = useId();
  const [favourites, toggle] = useFavourites(ctx.page);
  // Derived from the slug, not stored: a refresh with another show's feed
  // re-renders this same component and must not keep the old show's state.
  const favourite = favourites.includes(feed.slug);
  // Tagged with its show, so another show's page never repeats it.
  const [announcement, setAnnouncement] = useState({ slug: '', text: '' });
  const { banner, phoneBanner } = feed;
  // The banner is decoration behind the copy: no alt, hidden from assistive tech.
  // Both variants when there is phone art: the element picks the one of its box's shape.
  const bannerInfo = useMemo(() => banner && (phoneBanner ? [imageInfo(banner, ''), imageInfo(phoneBanner, '')] : imageInfo(banner, '')), [banner, phoneBanner]);
  // The page's largest picture, in the HTML itself: fetched before any script runs.
  const bannerPicture = useMemo(() => banner && bannerLead(banner, phoneBanner), [banner, phoneBanner]);

  const onToggle = (event: MouseEvent<HTMLButtonElement>) => {
    // The favourite event only when the show becomes a favourite.
    if (!favourite) trackLink(event.currentTarget, 'Show header: Favourite', { event: 'favourite' });
    toggle(feed.slug);
    setAnnouncement({ slug: feed.slug, text: `${feed.title} ${favourite ? 'removed from' : 'added to'} your favourites` });
  };

  return (
    <section className="tf-show" aria-labelledby={titleId} data-tf-promo={`Show header: ${feed.title}`}>
      {bannerInfo && (
        <div className="tf-show__banner" aria-hidden="true">
          <TfImage info={bannerInfo} fill>
            {bannerPicture}
          </TfImage>
        </div>
      )}
      <div className="tf-show__inner">
        <Media image={feed.keyArt} className="tf-show__poster" ratio="2 / 3" />
        <div className="tf-show__copy">
          {feed.badge && <p className="tf-show__badge">{feed.badge}</p>}
          <h1 className="tf-show__title" id={titleId}>
            {feed.title}
          </h1>
          <p className="tf-show__logline">{feed.logline}</p>
          <p className="tf-show__tunein">
            <span className="tf-show__dot" aria-hidden="true" />
            {feed.tuneIn}
          </p>
          {feed.about && <p className="tf-show__about">{feed.about}</p>}
          <div className="tf-show__actions">
            {feed.watch && (
              <CardLink className="tf-show__watch" href={feed.watch.href} track={`Show header: ${feed.watch.title}`} without="nothing">
                <PlayIcon />
                {feed.watch.title}
              </CardLink>
            )}
            <button type="button" className="tf-show__fav" aria-pressed={favourite} onClick={onToggle}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
                  fill={favourite ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinejoin="round"
                />
              </svg>
              Favourite
            </button>
          </div>
          {/* Keyed by show: another show's page, drawn by this same header, starts with the panel closed and reads its own address. */}
          <SharePanel key={feed.slug} title={feed.title} page={ctx.page} area="Show header" />
          <p className="tf-show__sr" role="status">
            {announcement.slug === feed.slug ? announcement.text : ''}
          </p>
        </div>
      </div>
      {feed.menu.length > 0 && (
        <nav className="tf-show__menu" aria-label={`${feed.title} sections`}>
          <ul className="tf-show__links">
            {feed.menu.map((link) => (
              <li key={`${link.title}|${link.href}`}>
                <a className="tf-show__link" href={link.href} data-tf-track={`Show menu: ${link.title}`}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
