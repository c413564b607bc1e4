import { useEffect, useId, useRef, useState } from 'react';
import type { IslandProps } from '../define-island.js';
import { siteStorageOf } from '../shared/site-storage.js';
import { acceptNotice, acceptedNotices, declineTarget } from './acceptance.js';
import type { InterstitialFeed } from './feed.js';

/** Names the area in click tracking. */
export const TRACK_AREA = 'Interstitial';

/**
 * Notices accepted in a document whose storage refused to keep them: the
 * acceptance still holds until the document is left. Keyed by the document,
 * so each page's own document has its own.
 */
const acceptedHere = new WeakMap<Document, Set<string>>();

function isAccepted(doc: Document, id: string): boolean {
  if (acceptedHere.get(doc)?.has(id)) return true;
  const win = doc.defaultView;
  return win ? acceptedNotices(siteStorageOf(win)).includes(id) : false;
}

function remember(doc: Document, id: string): void {
  const win = doc.defaultView;
  if (win && acceptNotice(siteStorageOf(win), id)) return;
  const set = acceptedHere.get(doc) ?? new Set<string>();
  set.add(id);
  acceptedHere.set(doc, set);
}

/** Leaves the page: back to the page of this site before it, else to `fallback`, in page when the page element can. */
function leave(page: HTMLElement, fallback: string): void {
  const doc = page.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  const first = win.performance.getEntriesByType?.('navigation')[0]?.name;
  const target = declineTarget({ href: win.location.href, firstHref: first, referrer: doc.referrer, historyLength: win.history.length }, fallback);
  if (target === 'back') return win.history.back();
  const navigate = (page as HTMLElement & { navigate?: (url: string) => unknown }).navigate;
  if (typeof navigate === 'function') void navigate.call(page, new URL(target, doc.baseURI).href);
  else win.location.assign(target);
}

/**
 * A disclaimer shown before the page (a mature-content notice): a modal
 * dialog, so the page behind it is inert and focus starts inside it. It
 * asks for a choice: "Continue" accepts, and the acceptance is kept in
 * site storage so the notice never shows again; "Take me back" leaves.
 * Escape, or the browser closing the dialog, is the same as declining:
 * the page is never shown without the visitor accepting.
 *
 * Drawn by the browser alone: a server cannot know what this visitor
 * accepted. The page's HTML below stays as the server wrote it (readable
 * by crawlers), the closed dialog takes no room, and it opens only for a
 * visitor who has not accepted: one who has sees nothing move or flash.
 */
export function Interstitial({ feed, ctx }: IslandProps<InterstitialFeed>) {
  const ids = { heading: useId(), message: useId() };
  const doc = ctx.page.ownerDocument;
  const [accepted, setAccepted] = useState(() => isAccepted(doc, feed.id));
  const dialog = useRef<HTMLDialogElement>(null);
  // Set before the module closes the dialog itself, so only a close it did not make reads as declining.
  const settled = useRef(false);

  const decline = () => {
    settled.current = true;
    dialog.current?.close();
    leave(ctx.page, feed.declineUrl);
  };

  useEffect(() => {
    const element = dialog.current;
    if (accepted || !element) return undefined;
    settled.current = false;
    const onCancel = (event: Event) => {
      event.preventDefault();
      decline();
    };
    const onClose = () => {
      if (!settled.current) decline();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    if (!element.open) element.showModal();
    return () => {
      settled.current = true;
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      if (element.open) element.close();
    };
    // The dialog follows the acceptance alone; a new notice is a new island (keyed by id).
  }, [accepted]);

  const accept = () => {
    remember(doc, feed.id);
    settled.current = true;
    dialog.current?.close();
    setAccepted(true);
  };

  return (
    <dialog ref={dialog} className="tf-notice" aria-labelledby={ids.heading} aria-describedby={ids.message} data-tf-promo={feed.heading}>
      <h2 className="tf-notice__heading" id={ids.heading}>{feed.heading}</h2>
      <div className="tf-notice__message" id={ids.message}>
        {feed.message.map((text, i) => <p key={i}>{text}</p>)}
      </div>
      <div className="tf-notice__actions">
        <button type="button" className="tf-notice__accept" onClick={accept} data-tf-track={`${TRACK_AREA}: ${feed.accept}`}>{feed.accept}</button>
        <button type="button" className="tf-notice__decline" onClick={decline} data-tf-track={`${TRACK_AREA}: ${feed.decline}`}>{feed.decline}</button>
      </div>
    </dialog>
  );
}
