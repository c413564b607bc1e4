import { useEffect, useId, useRef, useState } from 'react';
import { detectMobile } from '../../runtime/util/device.js';
import { httpUrl } from '../../runtime/util/url.js';
import { scriptSafeJson } from '../../runtime/util/script-safe-json.js';
import { Media } from '../shared/media.js';
import { SHARE_ICONS } from '../shared/share-icons.js';
import { shareLinks, type ShareSite } from '../shared/share-links.js';
import { trackShare } from '../shared/track.js';
import type { Term } from './feed.js';

/** The page area click tracking names. */
export const TRACK_AREA = 'Dictionary';

/** The term set every term belongs to: the dictionary's title and page. */
export interface TermSet {
  name: string;
  /** The page's address, without query or fragment. */
  url?: string;
}

/** The term's own address: its share address read against the page's, http(s) only. */
export function termUrl(term: Term, pageUrl: string): string | undefined {
  const url = httpUrl(term.share ?? pageUrl, pageUrl);
  return url?.href;
}

/**
 * The term's schema.org description: a `DefinedTerm` in the dictionary's
 * `DefinedTermSet`. Plain data from checked feed strings; written into its
 * script through `scriptSafeJson`, so no string can close the element.
 */
export function definedTerm(term: Term, set: TermSet, url: string | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    ...(url ? { '@id': url, url } : {}),
    identifier: term.itemId,
    name: term.title,
    description: term.definition,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: set.name, ...(set.url ? { url: set.url } : {}) },
  };
}

/** Plays one clip at a time across the dictionary: a new one stops the last; the playing one pressed again stops. */
export interface Player {
  toggle(audio: HTMLAudioElement): void;
}

function AudioButton({ term, player }: { term: Term; player: Player }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    if (audio.current) player.toggle(audio.current);
  };
  return (
    <>
      <button type="button" className="tf-dict__audio" aria-label={`Hear “${term.title}” said`} aria-pressed={playing}
        data-tf-track={`${TRACK_AREA}: Audio`} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 9.5h4l5-4v13l-5-4H4z" fill="currentColor" />
          <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <audio ref={audio} src={term.audio} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)}
        onError={() => setPlaying(false)} />
    </>
  );
}

function ShareRow({ term, url, site }: { term: Term; url: string; site: ShareSite }) {
  // The device class is read in the browser only, after the first paint: the
  // server and the hydrating render draw the same three links.
  const [mobile, setMobile] = useState(false);
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const doc = row.current?.ownerDocument;
    if (doc?.defaultView) setMobile(detectMobile(doc, doc.defaultView.navigator));
  }, []);
  return (
    <ul className="tf-dict__share" ref={row} aria-label={`Share “${term.shortTitle}”`}>
      {shareLinks(url, term.subject, mobile, site.socialAppIds).map((link) => (
        <li key={link.service}>
          <a className="tf-dict__share-link" href={link.href} aria-label={`${link.label}: ${term.shortTitle}`} data-tf-track={`${TRACK_AREA}: Share ${link.service}`}
            {...(link.service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            onClick={(event) => trackShare(event.currentTarget, link.service, term.itemId)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">{SHARE_ICONS[link.service]}</svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One term: audio button, title, part of speech, pronunciation, 'Watch
 * Sketch' when it has a video, definition, example (a picture, else a
 * 'Usage:' line), share links and its JSON-LD block. Every feed string is
 * drawn as text.
 */
export function TermEntry({ term, set, pageUrl, player, site = {} }: { term: Term; set: TermSet; pageUrl: string; player: Player; site?: ShareSite }) {
  const url = termUrl(term, pageUrl);
  const headingId = useId();
  return (
    <article className="tf-dict__term" id={term.anchor} aria-labelledby={headingId} data-tf-promo={term.promoId}>
      <div className="tf-dict__term-head">
        <AudioButton term={term} player={player} />
        <h2 className="tf-dict__title" id={headingId}>{term.title}</h2>
        <p className="tf-dict__meta">
          <span className="tf-dict__pos">{term.partOfSpeech}</span>
          <span className="tf-dict__say">
            <span className="tf-dict__sr">Pronounced </span>/{term.pronunciation}/
          </span>
        </p>
      </div>
      {term.videoLink && (
        <a className="tf-dict__watch" href={term.videoLink} data-tf-track={`${TRACK_AREA}: Watch Sketch`}>
          Watch Sketch<span className="tf-dict__sr">: {term.title}</span>
        </a>
      )}
      <p className="tf-dict__definition">{term.definition}</p>
      {term.example && ('image' in term.example
        ? <Media image={term.example.image} className="tf-dict__example-image" ratio="16 / 9" />
        : <p className="tf-dict__usage"><span className="tf-dict__usage-label">Usage:</span> {term.example.usage}</p>)}
      {url && <ShareRow term={term} url={url} site={site} />}
      {/* One string child: set as the script's text, never parsed as markup. */}
      <script type="application/ld+json">{scriptSafeJson(definedTerm(term, set, url))}</script>
    </article>
  );
}
