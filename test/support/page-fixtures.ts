import type { Manifest, ModuleController, ModuleContext } from '../../runtime/types.js';

/** A controller that draws its feed's `text` and records what it was given. */
export function textModule(calls: { host: HTMLElement; feed: unknown; ctx: ModuleContext }[] = []): ModuleController {
  return {
    render(host, feed, ctx) {
      calls.push({ host, feed, ctx });
      const p = document.createElement('p');
      p.textContent = String((feed as { text?: unknown } | undefined)?.text ?? ctx.zone);
      host.replaceChildren(p);
    },
  };
}

export function manifestOf(zones: Manifest['zones'], extra: Partial<Manifest> = {}): Manifest {
  return { title: 'Fixture page', ...extra, zones };
}

/** A fetch that answers from a table of path → JSON body (or a function of the URL). */
export function tableFetch(table: Record<string, unknown>, requests: string[] = []): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    requests.push(url.pathname + url.search);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const entry = table[url.pathname];
    const body = typeof entry === 'function' ? await (entry as (u: URL) => unknown)(url) : entry;
    if (body === undefined) return new Response('{"error":"not found"}', { status: 404 });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

/** Records every tf: event dispatched on a target, in order. */
export function recordEvents(target: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const log: { type: string; detail: unknown }[] = [];
  for (const type of types) target.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  return log;
}

export const PAGE_EVENTS = ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove',
  'tf:rendercomplete', 'tf:complete', 'tf:message', 'tf:pageerror'];

export function once(target: EventTarget, type: string): Promise<CustomEvent> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as CustomEvent), { once: true }));
}
