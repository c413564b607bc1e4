import { useId, useState } from 'react';
import { Media } from '../shared/media.js';
import type { FeedImage, Playable } from '../shared/parse.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { CardLink } from '../shared/card-link.js';
import { RelativeTime } from '../shared/relative-time.js';
import { formatDate } from '../../runtime/util/dates.js';
import { trimToFit } from '../../runtime/util/text-trim.js';

export interface ClipItem {
  title: string;
  show: string;
  href?: string;
  /** Seconds. */
  duration: number;
  image: FeedImage;
  kind: 'clip' | 'episode';
  /** A full episode by the full-episode flag: it plays after TV-provider sign-in. */
  locked: boolean;
  /** e.g. "S4 · E7" for full episodes. */
  episode?: string;
  description?: string;
  /** What the network's player plays for it, drawn as `data-contenturi` and `data-videoid`. */
  playable?: Playable;
  isNew: boolean;
  /** When it went online (a date the dates utility reads: ISO 8601, epoch ms, or 1970-year seconds). */
  date?: string;
}

/**
 * Longest title and description a card shows, in characters: a card is a
 * fixed width, and a feed's long copy would push its row's cards apart. Cut
 * by character count, not by measuring, so the server and the browser cut
 * the same text (hydration sees what the server drew) and nothing moves.
 */
export const TITLE_MAX = 64;
export const DESCRIPTION_MAX = 140;

/** `text` cut at a word to at most `max` characters with an ellipsis (the runtime's text trimming); `title` holds the whole when cut. */
export function trimmed(text: string, max: number): { text: string; title?: string } {
  const cut = trimToFit(text, (candidate) => candidate.length <= max);
  return cut.truncated ? { text: cut.text, title: text } : { text };
}

/** The site's date form (m/d/Y, in the site's zone: one text for the server and every visitor). */
export const cardDate = (date: string): string => formatDate(date, 'm/d/Y', 'EST');

/** The page area the cards' controls are tracked under. */
export const TRACK_AREA = 'Video carousel';

function InfoIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 7v4.5M8 4.4v.2" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg className="tf-clips__lock" viewBox="0 0 24 24" width="11" height="11" aria-hidden="true" focusable="false">
      <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
    </svg>
  );
}

/**
 * The card's info icon: a disclosure button (named after the card) that
 * shows and hides the item's description and duration below the card.
 * Expanding and collapsing are tracked apart, by what a press does; Escape
 * on the button closes it.
 */
function CardInfo({ item }: { item: ClipItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const description = item.description ? trimmed(item.description, DESCRIPTION_MAX) : undefined;
  return (
    <>
      <span className="tf-clips__overlay">
        <button type="button" className="tf-clips__info" aria-expanded={open} aria-controls={panelId} aria-label={`About ${item.title}`}
          data-tf-track={`${TRACK_AREA}: ${open ? 'Collapse' : 'Expand'} description`} onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}>
          <InfoIcon />
        </button>
      </span>
      <div className="tf-clips__about" id={panelId} hidden={!open}>
        {description && <p className="tf-clips__desc" title={description.title}>{description.text}</p>}
        {item.date && <p className="tf-clips__date">Added {cardDate(item.date)}</p>}
        <p className="tf-clips__length">
          Duration <span aria-hidden="true">{formatDuration(item.duration)}</span>
          <span className="tf-clips__sr">{spokenDuration(item.duration)}</span>
        </p>
      </div>
    </>
  );
}

/** The attributes a carousel gives its slides (`TfCarousel` passes them to each card). */
type SlideAttributes = { role?: string; suppressHydrationWarning?: boolean } & { [name: `aria-${string}` | `data-${string}`]: string | undefined };

/**
 * A card; `slide` when it is a carousel slide rather than a list item;
 * `titleLevel` the heading its title is, under the list's own (h2 in a section, h3 by default).
 */
export function ClipCard({ item, slide = false, titleLevel = 3, now, ...attributes }:
  { item: ClipItem; slide?: boolean; titleLevel?: 2 | 3; now?: number } & SlideAttributes) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const title = trimmed(item.title, TITLE_MAX);
  const Item = slide ? 'div' : 'li';
  const className = `tf-clips__item${item.kind === 'episode' ? ' tf-clips__item--episode' : ''}${item.locked ? ' tf-clips__item--locked' : ''}`;
  return (
    <Item className={className} data-contenturi={item.playable?.contentUri} data-videoid={item.playable?.videoId} {...attributes}>
      <CardLink className="tf-clips__card" href={item.href} track={item.locked ? 'Card: Watch full episode' : 'Card: Clip'}>
        <div className="tf-clips__thumb">
          <Media image={item.image} className="tf-clips__media" ratio="16 / 9" />
          <span className="tf-clips__play" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="18" height="18" focusable="false"><path d="M4.5 2.5v11l9-5.5z" fill="currentColor" /></svg>
          </span>
          <span className="tf-clips__duration">
            <span aria-hidden="true">{formatDuration(item.duration)}</span>
            <span className="tf-clips__sr">Duration {spokenDuration(item.duration)}</span>
          </span>
          {item.locked && (
            <span className="tf-clips__badge">
              <LockIcon />
              Full episode
              {/* Hidden with the lock once the visitor is signed in (the body's TV-auth mark). */}
              <span className="tf-clips__sr tf-clips__lock">, sign in with your TV provider to watch</span>
            </span>
          )}
          {item.isNew && <span className="tf-clips__badge tf-clips__badge--new">New</span>}
        </div>
        <div className="tf-clips__meta">
          <p className="tf-clips__show">
            {item.show}
            {item.episode && <span className="tf-clips__ep"> · {item.episode}</span>}
          </p>
          {/* A cut title shows its cut, says the whole (the `title` tooltip, the name read aloud). */}
          <Title className="tf-clips__title" title={title.title}>
            {title.title ? <><span aria-hidden="true">{title.text}</span><span className="tf-clips__sr">{item.title}</span></> : title.text}
          </Title>
          {item.date && <RelativeTime date={item.date} now={now} className="tf-clips__when" />}
        </div>
      </CardLink>
      <CardInfo item={item} />
    </Item>
  );
}
