import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { IslandProps } from '../define-island.js';
import { Media } from '../shared/media.js';
import { feedPayload, reader, type FeedImage, type FeedLink, type Obj } from '../shared/parse.js';
import { safeHref } from '../shared/safe-href.js';
import { formatDuration, spokenDuration } from '../shared/tokens.js';
import { trackShare } from '../shared/track.js';
import { CardLink, MoreLink } from '../shared/card-link.js';

export const SHARE_NETWORKS = ['facebook', 'x', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface RelatedClip {
  title: string;
  href?: string;
  duration: number;
  image: FeedImage;
}

export interface ClipViewerFeed {
  /** The clip's content id, for share tracking; without one the tracker uses the page's. */
  id?: string;
  title: string;
  show: FeedLink;
  /** Seconds. */
  duration: number;
  description?: string;
  image: FeedImage;
  share: { url?: string; links: { network: ShareNetwork; label: string; href: string }[] };
  related: RelatedClip[];
  more?: FeedLink;
}

export function parseClipViewerFeed(feed: unknown, driver: string): ClipViewerFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const seconds = (value: unknown, path: string) => {
    const n = r.num(value, path);
    return n < 0 ? r.fail(path, 'must not be negative') : n;
  };
  const shareLink = (value: unknown, path: string) => {
    const o: Obj = r.obj(value, path);
    const network = r.str(o.network, `${path}.network`);
    if (!(SHARE_NETWORKS as readonly string[]).includes(network)) r.fail(`${path}.network`, `must be one of ${SHARE_NETWORKS.join(', ')}`);
    return { network: network as ShareNetwork, label: r.str(o.label, `${path}.label`), href: safeHref(o.url) };
  };
  const related = (value: unknown, path: string): RelatedClip => {
    const o: Obj = r.obj(value, path);
    return { title: r.str(o.title, `${path}.title`), href: safeHref(o.url), duration: seconds(o.duration, `${path}.duration`), image: r.image(o.image, `${path}.image`) };
  };
  const share = data.share === undefined ? {} : r.obj(data.share, 'share');
  return {
    id: r.optStr(data.id, 'id'),
    title: r.str(data.title, 'title'),
    show: r.link(data.show, 'show'),
    duration: seconds(data.duration, 'duration'),
    description: r.optStr(data.description, 'description'),
    image: r.image(data.image, 'image'),
    share: {
      // Copied to the clipboard, so only a URL safe to paste anywhere.
      url: typeof share.url === 'string' && /^https?:\/\//i.test(share.url) ? safeHref(share.url) : undefined,
      links: (share.links === undefined ? [] : r.list(share.links, 'share.links', shareLink)).filter(
        (l): l is ClipViewerFeed['share']['links'][number] => Boolean(l.href),
      ),
    },
    related: data.related === undefined ? [] : r.list(data.related, 'related', related),
    more: r.optLink(data.more, 'more'),
  };
}

const SHARE_ICONS: Record<ShareNetwork, ReactNode> = {
  facebook: <path d="M14 8h3V4.5h-3c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.6-3.5h-3.1V8.6c0-.4.2-.6.5-.6z" fill="currentColor" />,
  x: <path d="M5 4h4l10 16h-4zM19 4l-6.2 7M5 20l6.2-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  whatsapp: (
    <>
      <path d="M4.5 19.5l1.2-4A8 8 0 1 1 9 18.6z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M9.5 9.5c.5 2 2 3.6 4 4.3l1.2-1.1 1.8.9-.4 1.6c-3.5.3-7.3-3.3-7.2-6.8l1.6-.5.9 1.8z" fill="currentColor" />
    </>
  ),
};

type CopyState = 'idle' | 'copied' | 'failed';

/** The "Copy link" button: the clipboard may be refused (permissions, insecure origin). */
function CopyLink({ url, win, contentId }: { url: string; win: Window; contentId?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = win.setTimeout(() => setState('idle'), 2500);
    return () => win.clearTimeout(timer);
  }, [state, win]);
  const copy = (event: MouseEvent<HTMLButtonElement>) => {
    trackShare(event.currentTarget, 'copy-link', contentId);
    const clipboard = win.navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setState('failed');
    clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="tf-clipview__share-btn" onClick={copy} data-tf-track="Share: Copy link">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        Copy link
      </button>
      <span className="tf-clipview__copied" role="status">
        {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Could not copy: the link is ' + url : ''}
      </span>
    </>
  );
}

/** A clip on its own (modal) page: art, title, description, share links and related clips. */
export function ClipViewer({ feed, ctx }: IslandProps<ClipViewerFeed>) {
  const titleId = useId();
  const relatedId = useId();
  const win = ctx.page.ownerDocument.defaultView ?? window;
  return (
    <article className="tf-clipview" aria-labelledby={titleId} data-tf-promo={`Clip: ${feed.title}`}>
      <div className="tf-clipview__layout">
        <div className="tf-clipview__media">
          <Media image={feed.image} className="tf-clipview__art" ratio="16 / 9" />
          <span className="tf-clipview__play" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="30" height="30" focusable="false">
              <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
            </svg>
          </span>
          <span className="tf-clipview__duration">
            <span aria-hidden="true">{formatDuration(feed.duration)}</span>
            <span className="tf-clipview__sr">Duration {spokenDuration(feed.duration)}</span>
          </span>
        </div>
        <div className="tf-clipview__body">
          <p className="tf-clipview__show"><CardLink href={feed.show.href} track="Clip: Show" without="content">{feed.show.title}</CardLink></p>
          <h1 className="tf-clipview__title" id={titleId}>
            {feed.title}
          </h1>
          {feed.description && <p className="tf-clipview__desc">{feed.description}</p>}
          {(feed.share.links.length > 0 || feed.share.url) && (
            <div className="tf-clipview__share" role="group" aria-label="Share this clip">
              {feed.share.links.map((link) => (
                <a key={link.network} className="tf-clipview__share-btn" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}
                  data-tf-track={`Share: ${link.network}`} onClick={(event) => trackShare(event.currentTarget, link.network, feed.id)}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    {SHARE_ICONS[link.network]}
                  </svg>
                </a>
              ))}
              {feed.share.url && <CopyLink url={feed.share.url} win={win} contentId={feed.id} />}
            </div>
          )}
          {feed.more && <MoreLink link={feed.more} className="tf-clipview__more" track={`Clip: ${feed.more.title}`} />}
          {feed.related.length > 0 && (
            <section className="tf-clipview__related" aria-labelledby={relatedId} data-tf-promo="Clip: Watch next">
              <h2 className="tf-clipview__related-title" id={relatedId}>
                Watch next
              </h2>
              <ul className="tf-clipview__related-list">
                {feed.related.map((clip, i) => (
                  <li key={`${i}|${clip.title}`}>
                    {clip.href ? (
                      <a className="tf-clipview__rel" href={clip.href} data-tf-track="Watch next: Clip">
                        <Media image={clip.image} className="tf-clipview__rel-thumb" ratio="16 / 9" />
                        <span className="tf-clipview__rel-name">{clip.title}</span>
                        <span className="tf-clipview__rel-time">{formatDuration(clip.duration)}</span>
                      </a>
                    ) : (
                      <span className="tf-clipview__rel">
                        <Media image={clip.image} className="tf-clipview__rel-thumb" ratio="16 / 9" />
                        <span className="tf-clipview__rel-name">{clip.title}</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
