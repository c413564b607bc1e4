import { useId, useState, type FormEvent } from 'react';
import type { IslandProps } from '../define-island.js';
import { feedPayload, reader, type FeedLink, type Obj } from '../shared/parse.js';

export interface Quip {
  text: string;
  author?: string;
}

export interface TextPromoFeed {
  variant: 'editorial' | 'newsletter';
  /** The section's id, a target for in-page links. */
  anchor?: string;
  kicker?: string;
  headline: string;
  /** The headline is the page's own heading (`h1`): the promo leads a page that has no other. */
  pageHeading: boolean;
  /** Paragraphs of plain text. */
  body: string[];
  quips: Quip[];
  cta?: FeedLink;
  signup?: { label: string; placeholder: string; button: string; thanks: string; fineprint?: string };
}

export function parseTextPromoFeed(feed: unknown, driver: string): TextPromoFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const variant = data.variant ?? 'editorial';
  if (variant !== 'editorial' && variant !== 'newsletter') r.fail('variant', "must be 'editorial' or 'newsletter'");
  const quip = (value: unknown, path: string): Quip => {
    const o: Obj = r.obj(value, path);
    return { text: r.str(o.text, `${path}.text`), author: r.optStr(o.author, `${path}.author`) };
  };
  let signup: TextPromoFeed['signup'];
  if (variant === 'newsletter') {
    const s = r.obj(data.signup, 'signup');
    signup = {
      label: r.str(s.label, 'signup.label'),
      placeholder: r.optStr(s.placeholder, 'signup.placeholder') ?? 'you@example.com',
      button: r.str(s.button, 'signup.button'),
      thanks: r.str(s.thanks, 'signup.thanks'),
      fineprint: r.optStr(s.fineprint, 'signup.fineprint'),
    };
  }
  return {
    variant: variant as TextPromoFeed['variant'],
    anchor: r.optAnchor(data.anchor, 'anchor'),
    kicker: r.optStr(data.kicker, 'kicker'),
    headline: r.str(data.headline, 'headline'),
    pageHeading: data.pageHeading === undefined ? false : r.bool(data.pageHeading, 'pageHeading'),
    body: data.body === undefined ? [] : r.list(data.body, 'body', r.str),
    quips: data.quips === undefined ? [] : r.list(data.quips, 'quips', quip),
    cta: r.optLink(data.cta, 'cta'),
    signup,
  };
}

function Signup({ signup }: { signup: NonNullable<TextPromoFeed['signup']> }) {
  const inputId = useId();
  const [done, setDone] = useState(false);
  // The demo has no mailing list: a valid address gets the thank-you note in place.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.currentTarget.checkValidity()) setDone(true);
  };
  return (
    <form className="tf-text__form" onSubmit={onSubmit} noValidate={false}>
      <label className="tf-text__label" htmlFor={inputId}>
        {signup.label}
      </label>
      <div className="tf-text__row">
        <input id={inputId} className="tf-text__input" type="email" name="email" required autoComplete="email"
          placeholder={signup.placeholder} disabled={done} />
        <button className="tf-text__button" type="submit" disabled={done} data-tf-track="Newsletter: Sign up">
          {signup.button}
        </button>
      </div>
      <p className="tf-text__status" role="status">
        {done ? signup.thanks : ''}
      </p>
      {signup.fineprint && <p className="tf-text__fine">{signup.fineprint}</p>}
    </form>
  );
}

/** Editorial text ("The Joke Desk") or a newsletter promo. Plain text only. */
export function TextPromo({ feed }: IslandProps<TextPromoFeed>) {
  const headingId = useId();
  const Heading = feed.pageHeading ? 'h1' : 'h2';
  return (
    <section className={`tf-text tf-text--${feed.variant}`} id={feed.anchor} aria-labelledby={headingId} data-tf-promo={feed.headline}>
      {feed.kicker && <p className="tf-text__kicker">{feed.kicker}</p>}
      <Heading className="tf-text__headline" id={headingId}>
        {feed.headline}
      </Heading>
      {feed.body.map((paragraph, i) => (
        <p className="tf-text__p" key={i}>
          {paragraph}
        </p>
      ))}
      {feed.quips.length > 0 && (
        <ul className="tf-text__quips">
          {feed.quips.map((quip, i) => (
            <li className="tf-text__quip" key={i}>
              <blockquote className="tf-text__quote">
                <p>{quip.text}</p>
              </blockquote>
              {quip.author && <p className="tf-text__author">{quip.author}</p>}
            </li>
          ))}
        </ul>
      )}
      {feed.signup && <Signup signup={feed.signup} />}
      {feed.cta?.href && (
        <a className="tf-text__cta" href={feed.cta.href} data-tf-track={`Promo: ${feed.cta.title}`}>
          {feed.cta.title}
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </section>
  );
}
