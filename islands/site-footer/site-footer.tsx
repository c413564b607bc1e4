import type { ReactNode } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'youtube', 'x', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SiteFooterFeed {
  brand: string;
  blurb?: string;
  columns: { title: string; links: FeedLink[] }[];
  social: { network: SocialNetwork; label: string; href: string }[];
  legal: { copyright: string; links: FeedLink[] };
}

export function parseSiteFooterFeed(feed: unknown, driver: string): SiteFooterFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const column = (value: unknown, path: string) => {
    const o: Obj = r.obj(value, path);
    return { title: r.str(o.title, `${path}.title`), links: r.list(o.links, `${path}.links`, r.link, 1).filter((l) => l.href) };
  };
  const social = (value: unknown, path: string) => {
    const o: Obj = r.obj(value, path);
    const network = r.str(o.network, `${path}.network`);
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) r.fail(`${path}.network`, `must be one of ${SOCIAL_NETWORKS.join(', ')}`);
    return { network: network as SocialNetwork, label: r.str(o.label, `${path}.label`), href: safeHref(o.url) };
  };
  const legal = r.obj(data.legal, 'legal');
  return {
    brand: r.str(data.brand, 'brand'),
    blurb: r.optStr(data.blurb, 'blurb'),
    columns: r.list(data.columns, 'columns', column, 1),
    social: (data.social === undefined ? [] : r.list(data.social, 'social', social)).filter(
      (s): s is SiteFooterFeed['social'][number] => Boolean(s.href),
    ),
    legal: {
      copyright: r.str(legal.copyright, 'legal.copyright'),
      links: legal.links === undefined ? [] : r.list(legal.links, 'legal.links', r.link).filter((l) => l.href),
    },
  };
}

/** Simple geometric glyphs of our own for each network (24×24). */
const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.4 4.6 5 4.8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />,
  facebook: <path d="M14.5 21v-7.5h2.8l.5-3.2h-3.3V8.4c0-.9.4-1.7 1.8-1.7h1.6V3.9a19 19 0 0 0-2.5-.2c-2.6 0-4.2 1.5-4.2 4.3v2.3H8.4v3.2h2.8V21" fill="currentColor" />,
};

export function SiteFooter({ feed }: IslandProps<SiteFooterFeed>) {
  return (
    <footer className="tf-foot" data-tf-promo="Footer">
      <div className="tf-foot__inner">
        <div className="tf-foot__brand">
          <p className="tf-foot__logo">{feed.brand}</p>
          {feed.blurb && <p className="tf-foot__blurb">{feed.blurb}</p>}
          {feed.social.length > 0 && (
            <ul className="tf-foot__social" aria-label="Follow us">
              {feed.social.map((s) => (
                <li key={s.network}>
                  <a className="tf-foot__icon" href={s.href} aria-label={s.label} rel="noopener" target="_blank" data-tf-track={`Footer: ${s.network}`}>
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                      {ICONS[s.network]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="tf-foot__cols" aria-label="Footer">
          {feed.columns.map((col) => (
            <div className="tf-foot__col" key={col.title}>
              <h2 className="tf-foot__title">{col.title}</h2>
              <ul className="tf-foot__links">
                {col.links.map((link) => (
                  <li key={`${link.title}|${link.href}`}>
                    <a className="tf-foot__link" href={link.href} data-tf-track={`Footer: ${link.title}`}>
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="tf-foot__legal">
        <p className="tf-foot__copy">{feed.legal.copyright}</p>
        <ul className="tf-foot__legal-links" aria-label="Legal">
          {feed.legal.links.map((link) => (
            <li key={`${link.title}|${link.href}`}>
              <a className="tf-foot__link tf-foot__link--small" href={link.href} data-tf-track={`Footer: ${link.title}`}>
                {link.title}
              </a>
            </li>
          ))}
          <li>
            {/* Reopens the consent banner: the consent platform listens for this attribute by delegation, so the footer knows nothing of it. */}
            <button type="button" className="tf-foot__link tf-foot__link--small tf-foot__consent" data-tf-consent-ui="" data-tf-track="Footer: Privacy choices">
              Privacy choices
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
