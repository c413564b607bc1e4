import type { IslandProps } from '../define-island.js';
import { feedPayload, reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { trackModule } from '../shared/track.js';
import { CardLink } from '../shared/card-link.js';

export interface SponsorStripFeed {
  label: string;
  sponsor: string;
  message: string;
  href?: string;
}

export function parseSponsorStripFeed(feed: unknown, driver: string): SponsorStripFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  return {
    label: r.str(data.label, 'label'),
    sponsor: r.str(data.sponsor, 'sponsor'),
    message: r.str(data.message, 'message'),
    href: safeHref(data.url),
  };
}

/** A slim "presented by" strip for a page-level sponsor (the ads-reporting global zone). */
export function SponsorStrip({ feed }: IslandProps<SponsorStripFeed>) {
  const content = (
    <>
      <span className="tf-sponsor__label">{feed.label}</span>
      <span className="tf-sponsor__name">{feed.sponsor}</span>
      <span className="tf-sponsor__msg">{feed.message}</span>
    </>
  );
  return (
    <aside className="tf-sponsor" aria-label={`${feed.label} ${feed.sponsor}`} data-tf-promo={`Sponsor: ${feed.sponsor}`}>
      <CardLink className="tf-sponsor__inner" href={feed.href} rel="sponsored noopener" target="_blank" track="Sponsor"
        onClick={(event) => trackModule(event.currentTarget, { moduleName: 'Sponsor Strip', destination: event.currentTarget.href, action: `Clicks on ${feed.sponsor}` })}>
        {content}
      </CardLink>
    </aside>
  );
}
