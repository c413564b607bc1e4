import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { isRecord } from '../../../runtime/util/guards.js';
import { RelativeTime } from '../relative-time.js';
import { trackLink } from '../track.js';
import type { CommentsRef } from './comments-button.js';
import { NAME_MAX, TEXT_MAX, commentProblems, hasProblems, type CommentProblems, type PostedComment } from './comment-rules.js';

export interface CommentsDialogProps {
  comments: CommentsRef;
  /** The item's title, the dialog's name. */
  title: string;
  area: string;
  /** The dialog closed (Escape, its Close button, or the browser): the opener unmounts it and takes focus back. */
  onClose(): void;
  /** The service's count of the item's comments, each time it says one. */
  onTotal(total: number): void;
}

/** A ready list carries the browser's clock when it was last told something, which its relative times count from. */
type Listing = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; comments: PostedComment[]; at: number };

const isComment = (value: unknown): value is PostedComment => isRecord(value)
  && typeof value.id === 'string' && typeof value.name === 'string' && typeof value.text === 'string' && typeof value.time === 'string';

/** The service's list, or a failure: an answer of another shape is one too. */
async function fetchComments(ref: CommentsRef, signal: AbortSignal): Promise<{ total: number; comments: PostedComment[] }> {
  const url = new URL(ref.url, document.baseURI);
  url.searchParams.set('item', ref.item);
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`comments answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || !Array.isArray(body.comments) || typeof body.total !== 'number') throw new Error('comments answer malformed');
  return { total: body.total, comments: body.comments.filter(isComment) };
}

type Sent = { kind: 'posted'; comment: PostedComment; total: number } | { kind: 'refused'; problems: CommentProblems } | { kind: 'failed' };

async function postComment(ref: CommentsRef, draft: { name: string; text: string }): Promise<Sent> {
  const response = await fetch(new URL(ref.url, document.baseURI), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ item: ref.item, ...draft }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 && isRecord(body) && isComment(body.comment) && typeof body.total === 'number') {
    return { kind: 'posted', comment: body.comment, total: body.total };
  }
  if (response.status === 422 && isRecord(body) && isRecord(body.problems)) {
    const { name, text } = body.problems;
    const problems: CommentProblems = {
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof text === 'string' ? { text } : {}),
    };
    if (hasProblems(problems)) return { kind: 'refused', problems };
  }
  return { kind: 'failed' };
}

/**
 * The comments panel: a modal `<dialog>` (the rest of the page inert, Escape
 * closes it) with the item's comments, newest first, each with its relative
 * time, and a form to post one without an account. The form checks the
 * comment before sending (the service checks again, and its refusal is
 * shown the same way); a posted comment is added once the service has kept
 * it, and announced; a failure keeps everything typed.
 */
export function CommentsDialog({ comments: ref, title, area, onClose, onTotal }: CommentsDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<CommentProblems>({});
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('Loading comments…');
  const [formError, setFormError] = useState('');
  const closed = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    heading.current?.focus();
    return () => {
      closed.current = true;
      if (element.open) element.close();
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setListing({ state: 'loading' });
    fetchComments(ref, controller.signal).then(
      ({ total, comments }) => {
        setListing({ state: 'ready', comments, at: Date.now() });
        onTotal(total);
        setSaid(total === 0 ? 'No comments yet.' : `${total} comment${total === 1 ? '' : 's'} loaded.`);
      },
      () => {
        if (controller.signal.aborted) return;
        setListing({ state: 'failed' });
        setSaid('The comments could not be loaded.');
      },
    );
    return () => controller.abort();
    // The item and its service are fixed while the dialog is open; `attempt` asks again.
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = commentProblems({ name, text });
    setProblems(found);
    setFormError('');
    if (hasProblems(found)) {
      (found.name ? nameField : textField).current?.focus();
      return;
    }
    trackLink(event.currentTarget, `${area}: Post comment`);
    setSending(true);
    setSaid('Posting your comment…');
    postComment(ref, { name, text }).catch((): Sent => ({ kind: 'failed' })).then((sent) => {
      if (closed.current) return;
      setSending(false);
      if (sent.kind === 'posted') {
        setListing((now) => ({ state: 'ready', comments: [sent.comment, ...(now.state === 'ready' ? now.comments : [])], at: Date.now() }));
        onTotal(sent.total);
        setText('');
        setSaid(`Your comment was posted. ${sent.total} comment${sent.total === 1 ? '' : 's'}.`);
        return;
      }
      if (sent.kind === 'refused') {
        setProblems(sent.problems);
        setSaid('Your comment was not posted.');
        (sent.problems.name ? nameField : textField).current?.focus();
        return;
      }
      setSaid('Your comment could not be posted.');
      setFormError('Your comment could not be posted. What you wrote is still here: try again in a moment.');
    });
  };

  const described = (field: 'name' | 'text') => [`${id}${field}-hint`, problems[field] ? `${id}${field}-error` : ''].filter(Boolean).join(' ');
  return (
    <dialog ref={dialog} className="tf-comments" aria-labelledby={`${id}title`} onClose={() => {
      if (!closed.current) onClose();
    }}>
      <div className="tf-comments__head">
        <h2 className="tf-comments__title" id={`${id}title`} ref={heading} tabIndex={-1}>Comments on {title}</h2>
        <button type="button" className="tf-comments__close" onClick={() => dialog.current?.close()}>Close</button>
      </div>
      <p className="tf-comments__status" role="status">{said}</p>
      <form className="tf-comments__form" noValidate onSubmit={submit} aria-label="Post a comment">
        <label className="tf-comments__label" htmlFor={`${id}name`}>Your name</label>
        <span className="tf-comments__hint" id={`${id}name-hint`}>No account needed. Up to {NAME_MAX} characters.</span>
        <input ref={nameField} id={`${id}name`} className="tf-comments__field" type="text" autoComplete="nickname" value={name}
          aria-invalid={problems.name ? true : undefined} aria-describedby={described('name')} onChange={(e) => setName(e.currentTarget.value)} />
        {problems.name && <p className="tf-comments__error" id={`${id}name-error`}>{problems.name}</p>}
        <label className="tf-comments__label" htmlFor={`${id}text`}>Comment</label>
        <span className="tf-comments__hint" id={`${id}text-hint`}>Plain text, up to {TEXT_MAX} characters.</span>
        <textarea ref={textField} id={`${id}text`} className="tf-comments__field tf-comments__text" rows={3} value={text}
          aria-invalid={problems.text ? true : undefined} aria-describedby={described('text')} onChange={(e) => setText(e.currentTarget.value)} />
        {problems.text && <p className="tf-comments__error" id={`${id}text-error`}>{problems.text}</p>}
        {formError && <p className="tf-comments__error">{formError}</p>}
        <button type="submit" className="tf-comments__post" aria-disabled={sending}>{sending ? 'Posting…' : 'Post comment'}</button>
      </form>
      {listing.state === 'failed' && (
        <button type="button" className="tf-comments__retry" onClick={() => setAttempt((n) => n + 1)}>Load the comments again</button>
      )}
      {listing.state === 'ready' && (listing.comments.length === 0
        ? <p className="tf-comments__empty">No comments yet. Be the first.</p>
        : <ol className="tf-comments__list" aria-label="Comments">
            {listing.comments.map((comment) => (
              <li key={comment.id} className="tf-comments__item">
                <p className="tf-comments__meta">
                  <span className="tf-comments__name">{comment.name}</span>
                  <RelativeTime date={comment.time} now={listing.at} className="tf-comments__time" />
                </p>
                <p className="tf-comments__body">{comment.text}</p>
              </li>
            ))}
          </ol>)}
    </dialog>
  );
}
