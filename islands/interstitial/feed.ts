import { feedPayload, reader } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';

export interface InterstitialFeed {
  /** Names the notice in site storage: accepting one notice never accepts another. */
  id: string;
  heading: string;
  /** The notice's paragraphs, as text. */
  message: string[];
  /** The button that accepts and shows the page. */
  accept: string;
  /** The button that leaves. */
  decline: string;
  /** Where declining leads when there is no page of this site to go back to: a path of this site. */
  declineUrl: string;
}

const ID = /^[A-Za-z][\w-]{0,63}$/;

/** The disclaimer's feed: its id, heading and paragraphs, and optionally its buttons' labels and where declining leads (home). */
export function parseInterstitialFeed(feed: unknown, driver: string): InterstitialFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const id = r.str(data.id, 'id');
  if (!ID.test(id)) r.fail('id', 'must be a letter, then up to 63 letters, digits, - or _');
  const href = data.declineUrl === undefined ? '/' : safeHref(data.declineUrl);
  const declineUrl = href?.startsWith('/') ? href : r.fail('declineUrl', 'must be a path of this site');
  return {
    id,
    heading: r.str(data.heading, 'heading'),
    message: r.list(data.message, 'message', (value, path) => r.str(value, path), 1),
    accept: r.optStr(data.accept, 'accept') ?? 'Continue',
    decline: r.optStr(data.decline, 'decline') ?? 'Take me back',
    declineUrl,
  };
}
