import { useEffect, useRef, useState } from 'react';

/** One page of a paged feed, in one view (an order, a filter): its items, the whole view's count, the next page's address. */
export interface ListPage<T> {
  view: string;
  items: T[];
  total: number;
  next?: string;
}

/** What a list asks: its next page, or its first page in another view. */
export type PagedAsk = { kind: 'more'; url: string } | { kind: 'view'; view: string; url: string };

export interface PagedList<T> extends ListPage<T> {
  /** Every page address asked in this view, so a feed whose `next` loops back ends instead. */
  asked: string[];
}

/** What the live region says at each step; `added` is how many items a page brought. */
export interface PagedWords<T> {
  asking(what: PagedAsk): string;
  answered(what: PagedAsk, list: PagedList<T>, added: number): string;
  failed(what: PagedAsk): string;
}

const fromPage = <T,>(page: ListPage<T>, asked: string[]): PagedList<T> => ({
  view: page.view, items: page.items, total: page.total, asked,
  ...(page.next !== undefined && !asked.includes(page.next) ? { next: page.next } : {}),
});

/**
 * A list read a page at a time from a paged feed, and shown in one view at a
 * time. `read` asks and checks one page (it throws on a failure or a
 * malformed answer; its signal ends a superseded request). One request at a
 * time: a new one ends the last. After a page is added, focus moves to the
 * first element `itemRef` registered for its first item; a failed request
 * leaves the list as it was and is kept in `failed` to be asked again.
 */
export function usePagedList<T>(initial: ListPage<T>, read: (url: string, view: string, signal: AbortSignal) => Promise<ListPage<T>>, words: PagedWords<T>) {
  const [list, setList] = useState<PagedList<T>>(() => fromPage(initial, []));
  const [pending, setPending] = useState<PagedAsk | null>(null);
  const [failed, setFailed] = useState<PagedAsk | null>(null);
  const [said, setSaid] = useState('');
  const request = useRef<AbortController | null>(null);
  const firstNew = useRef<number | null>(null);
  const items = useRef(new Map<number, HTMLElement>());

  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (firstNew.current === null) return;
    items.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [list]);

  const ask = (what: PagedAsk) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const view = what.kind === 'view' ? what.view : list.view;
    setPending(what);
    setFailed(null);
    setSaid(words.asking(what));
    read(what.url, view, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setPending(null);
        // One request at a time, so a page asked for more still follows the list shown.
        const next = what.kind === 'view'
          ? fromPage(page, [what.url])
          : fromPage({ ...page, items: [...list.items, ...page.items] }, [...list.asked, what.url]);
        if (what.kind === 'more') firstNew.current = page.items.length > 0 ? list.items.length : null;
        setList(next);
        setSaid(words.answered(what, next, page.items.length));
      },
      () => {
        // Superseded or left: not a failure of this request.
        if (controller.signal.aborted) return;
        setPending(null);
        setFailed(what);
        setSaid(words.failed(what));
      },
    );
  };

  return {
    list, pending, failed, said, ask,
    /** Asks the next page, unless one is being asked already. */
    loadMore: () => {
      if (pending?.kind !== 'more' && list.next) ask({ kind: 'more', url: list.next });
    },
    /** A ref callback for the element of item `index` that takes focus when its page arrives. */
    itemRef: (index: number) => (element: HTMLElement | null) => {
      if (element) items.current.set(index, element);
      else items.current.delete(index);
    },
  };
}

/** Asks `url` (a path of this site) for JSON, throwing on an error status. */
export async function askJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(new URL(url, document.baseURI), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
