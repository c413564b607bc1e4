import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Reader } from '../parse.js';
import { safeHref } from '../safe-href.js';
import type { CommentsDialogProps } from './comments-dialog.js';

/** Where an item's comments are: the service's address, the item's id there, and how many its feed counted. */
export interface CommentsRef {
  url: string;
  item: string;
  count: number;
}

/** A player feed's `comments` (`{url, item, count}`), when it has one; the service must be a path of this site. */
export function parseCommentsRef(r: Reader, value: unknown, path: string): CommentsRef | undefined {
  if (value === undefined || value === null) return undefined;
  const o = r.obj(value, path);
  const url = safeHref(o.url);
  if (!url?.startsWith('/')) r.fail(`${path}.url`, 'must be a path of this site');
  const count = r.num(o.count, `${path}.count`);
  if (!Number.isInteger(count) || count < 0) r.fail(`${path}.count`, 'must be a whole number, 0 or more');
  return { url, item: r.str(o.item, `${path}.item`), count };
}

/** The panel's chunk, loaded on the first open: a page whose visitors never open it never loads it. */
const loadDialog = () => import('./comments-dialog.js').then((m) => m.CommentsDialog);

/**
 * "Comments (N)": opens the comments of the item beside it in a modal
 * dialog (the panel's own chunk), and takes focus back when it closes. N is
 * the feed's count until the service has answered, then the service's.
 * The same markup on a server and in the browser until pressed.
 */
export function CommentsButton({ comments, title, area }: { comments: CommentsRef; title: string; area: string }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(comments.count);
  const [Dialog, setDialog] = useState<ComponentType<CommentsDialogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const show = () => {
    setFailed(false);
    setOpen(true);
    if (Dialog) return;
    loadDialog().then(
      (loaded) => alive.current && setDialog(() => loaded),
      () => {
        if (!alive.current) return;
        setOpen(false);
        setFailed(true);
      },
    );
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="tf-comments-bar">
      <button ref={button} type="button" className="tf-comments-bar__toggle" aria-haspopup="dialog" aria-busy={open && !Dialog}
        data-tf-track={`${area}: Comments`} onClick={show}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
        </svg>
        Comments ({count})
      </button>
      {failed && <p className="tf-comments-bar__error" role="status">The comments could not be opened. Press the button to try again.</p>}
      {open && Dialog && <Dialog comments={comments} title={title} area={area} onClose={close} onTotal={setCount} />}
    </div>
  );
}
