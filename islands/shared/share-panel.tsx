import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { detectMobile } from '../../runtime/util/device.js';
import { SHARE_ICONS } from './share-icons.js';
import { trackShare } from './track.js';
import {
  buildShareUrl, embedSnippet, embedUrl, formatStartTime, parseStartTime, shareLinks, shareSiteOf, sitePageUrl, slugOf, type EmbedKind,
} from './share-links.js';
import { usePageConfig } from './page-config.js';

export { buildShareUrl } from './share-links.js';

export interface SharePanelProps {
  /** The shared item's title: the e-mail's subject, the post's text, the embed's frame title. */
  title: string;
  /** The shared item's content id for share tracking; without one the tracker uses the page's. */
  contentId?: string;
  /** The zone's page element (`ctx.page`): its window gives the address, the device class and the clipboard. */
  page: HTMLElement;
  /** The item's embed page, when it has one; without a slug, the page address's last segment. */
  embed?: { kind: EmbedKind; slug?: string };
  /**
   * The playhead in seconds, read as the panel opens (0 while the player
   * has not played). Only a panel beside a player has one, and only such a
   * panel offers to start at a time.
   */
  currentTime?: () => number;
  /** The page area named in click tracking (`{area}: Share`). */
  area: string;
}

/** The page's window, read in handlers and effects only: a server drawing the island has none. */
const windowOf = (page: HTMLElement): Window => page.ownerDocument.defaultView ?? window;

/** How long a copy's announcement stays before the status empties, so the next copy is announced again. */
const STATUS_MS = 4000;

/**
 * Writes `text` to the clipboard. Where the Clipboard API is missing or
 * refuses (permissions, an insecure origin, an older engine), the field
 * showing the text is selected and the legacy copy command tried; when that
 * fails too the selection stays, for the visitor's own copy keys.
 */
async function copyText(win: Window, text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  const clipboard = win.navigator.clipboard as Clipboard | undefined;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused: the fallback below.
    }
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return win.document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The open panel: read afresh each time it opens (address, device, playhead). */
function ShareBody({ title, contentId, page, embed, currentTime, area }: SharePanelProps) {
  const ids = useId();
  const [win] = useState(() => windowOf(page));
  // The site's public base and social app ids (its configuration) shape every link.
  const site = shareSiteOf(usePageConfig(page));
  const [pageUrl] = useState(() => sitePageUrl(win.location.href, site.siteBaseUrl));
  const [mobile] = useState(() => detectMobile(win.document, win.navigator));
  const [startOn, setStartOn] = useState(false);
  const [timeText, setTimeText] = useState(() => formatStartTime(currentTime?.() ?? 0));
  const [embedOpen, setEmbedOpen] = useState(false);
  const [status, setStatus] = useState('');
  const linkField = useRef<HTMLInputElement>(null);
  const embedField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (status === '') return undefined;
    const timer = win.setTimeout(() => setStatus(''), STATUS_MS);
    return () => win.clearTimeout(timer);
  }, [status, win]);

  const parsed = parseStartTime(timeText);
  const invalid = startOn && parsed === undefined;
  const startAt = startOn ? parsed : undefined;
  const url = buildShareUrl(pageUrl, { startAt });
  if (url === undefined) return <p className="tf-share__note">This page cannot be shared.</p>;
  const embedSrc = embed ? embedUrl(pageUrl, embed.kind, embed.slug ?? slugOf(pageUrl), startAt) : undefined;
  const snippet = embedSrc ? embedSnippet(embedSrc, title) : '';

  // The field is read at the click: a ref is empty while rendering.
  const copy = (service: 'copy-link' | 'embed', text: string, field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, done: string) =>
    (event: MouseEvent<HTMLButtonElement>) => {
      trackShare(event.currentTarget, service, contentId);
      void copyText(win, text, field.current).then((ok) => setStatus(ok ? done : 'Could not copy: the text is selected, copy it with your keyboard'));
    };

  return (
    <>
      <ul className="tf-share__links">
        {shareLinks(url, title, mobile, site.socialAppIds).map((link) => (
          <li key={link.service}>
            <a className="tf-share__btn" href={link.href} aria-label={link.label} data-tf-track={`${area}: Share ${link.service}`}
              {...(link.service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={(event) => trackShare(event.currentTarget, link.service, contentId)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">{SHARE_ICONS[link.service]}</svg>
            </a>
          </li>
        ))}
      </ul>
      {currentTime && <div className="tf-share__start">
        <input type="checkbox" id={`${ids}start`} className="tf-share__check" checked={startOn} onChange={(event) => setStartOn(event.currentTarget.checked)} />
        <label htmlFor={`${ids}start`}>Start at</label>
        <input type="text" className="tf-share__time" inputMode="numeric" autoComplete="off" size={7} value={timeText} aria-label="Start time (m:ss)"
          aria-invalid={invalid} aria-describedby={invalid ? `${ids}time-error` : undefined}
          onChange={(event) => {
            setTimeText(event.currentTarget.value);
            setStartOn(true);
          }} />
      </div>}
      {invalid && <p className="tf-share__error" id={`${ids}time-error`}>Enter the time as m:ss, like 1:05. The links start at the beginning until then.</p>}
      <div className="tf-share__copy">
        <label className="tf-share__sr" htmlFor={`${ids}link`}>Link</label>
        <input ref={linkField} id={`${ids}link`} className="tf-share__field" type="text" readOnly value={url} />
        <button type="button" className="tf-share__btn tf-share__btn--text" data-tf-track={`${area}: Share copy-link`}
          onClick={copy('copy-link', url, linkField, 'Link copied')}>
          Copy link
        </button>
      </div>
      {snippet && (
        <>
          <button type="button" className="tf-share__btn tf-share__btn--text" aria-expanded={embedOpen} aria-controls={`${ids}embed`}
            data-tf-track={`${area}: Share embed`} onClick={() => setEmbedOpen(!embedOpen)}>
            Embed
          </button>
          <div className="tf-share__embed" id={`${ids}embed`} hidden={!embedOpen}>
            {embedOpen && (
              <>
                <label htmlFor={`${ids}code`}>Embed code</label>
                <textarea ref={embedField} id={`${ids}code`} className="tf-share__field tf-share__code" readOnly rows={3} value={snippet} />
                <button type="button" className="tf-share__btn tf-share__btn--text" data-tf-track={`${area}: Share copy-embed`}
                  onClick={copy('embed', snippet, embedField, 'Embed code copied')}>
                  Copy embed code
                </button>
              </>
            )}
          </div>
        </>
      )}
      <p className="tf-share__status" role="status">{status}</p>
    </>
  );
}

/**
 * A share disclosure: a "Share" button that opens a panel with the share
 * services, a start-from-time option, copy link and the embed code. Escape
 * inside it closes it and gives focus back to the button. Closed, it is the
 * button alone, the same on a server and in the browser (the panel reads the
 * window only once opened).
 */
export function SharePanel(props: SharePanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="tf-share" onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="tf-share__toggle" aria-expanded={open} aria-controls={panelId}
        data-tf-track={`${props.area}: Share`} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 13v6.5h14V13" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Share
      </button>
      <div className="tf-share__panel" id={panelId} role="group" aria-label={`Share ${props.title}`} hidden={!open}>
        {open && <ShareBody {...props} />}
      </div>
    </div>
  );
}
