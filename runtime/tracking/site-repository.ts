/**
 * The site repository: the network's ad
 * and tracking setup for a page, read by JSONP, `GET {adRepositoryUrl}
 * ?callback=repoLoad&consent=true|false`, repeated with `itemId` and `url`
 * for share tracking. The answer's `omniture` section configures analytics,
 * its `trackingPixels` add pixels, the rest sets up ads.
 *
 * The callback name is fixed (`window.repoLoad`), so loads run one at a time:
 * two scripts in flight would both call the one global. Errors are the
 * catalogue's three, exact: a failed or malformed answer rejects with `Bad
 * response from Repo url call`; `data()` before `init()` throws `repo init()
 * has not been called yet`, and before the first answer `repo data has not
 * been loaded yet`.
 */
import { documentRepositoryMessages as messages } from './document-repository-messages.js';
import { httpUrl } from '../util/url.js';
import { parseRepositoryData, type RepositoryData } from './repository-data.js';

export const REPOSITORY_CALLBACK = 'repoLoad';

export interface RepositoryRequest {
  /** `adRepositoryUrl`; an empty one is never loaded. */
  url: string;
  consent: boolean;
  /** Share tracking: the shared item and its URL. */
  itemId?: string;
  pageUrl?: string;
}

export interface SiteRepository {
  /** Loads the page's repository data and keeps it for `data()`; undefined when no URL is configured. */
  init(request: RepositoryRequest): Promise<RepositoryData | undefined>;
  /** One more load (share tracking, with `itemId` and `pageUrl`) that leaves the page's data as it is. */
  lookup(request: RepositoryRequest): Promise<RepositoryData | undefined>;
  /** The page's data, once loaded; throws one of the catalogue's repository errors before. */
  data(): RepositoryData;
}

type CallbackWindow = Window & { [REPOSITORY_CALLBACK]?: unknown };

/** The JSONP address: the configured URL with the callback, consent and share parameters. */
export function repositoryUrl(request: RepositoryRequest, base: string): string | undefined {
  const url = httpUrl(request.url, base);
  if (!url) return undefined;
  url.searchParams.set('callback', REPOSITORY_CALLBACK);
  url.searchParams.set('consent', String(request.consent));
  if (request.itemId !== undefined) url.searchParams.set('itemId', request.itemId);
  if (request.pageUrl !== undefined) url.searchParams.set('url', request.pageUrl);
  return url.href;
}

export function createSiteRepository(options: { document?: Document; window?: Window } = {}): SiteRepository {
  const doc = options.document ?? document;
  const win = (options.window ?? window) as CallbackWindow;
  let chain: Promise<unknown> = Promise.resolve();
  let initialized = false;
  let current: RepositoryData | undefined;

  /** One JSONP request: resolves with what the script passed to the callback. */
  function jsonp(src: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      let answered = false;
      let answer: unknown;
      win[REPOSITORY_CALLBACK] = (data: unknown) => {
        answered = true;
        answer = data;
      };
      const settle = (ok: boolean) => {
        script.remove();
        delete win[REPOSITORY_CALLBACK];
        if (ok && answered) resolve(answer);
        else reject(new Error(messages.repoBadResponse));
      };
      script.async = true;
      script.addEventListener('load', () => settle(true), { once: true });
      script.addEventListener('error', () => settle(false), { once: true });
      script.src = src;
      doc.head.append(script);
    });
  }

  function load(request: RepositoryRequest): Promise<RepositoryData | undefined> {
    if (request.url === '') return Promise.resolve(undefined);
    const src = repositoryUrl(request, doc.baseURI);
    const run = async () => {
      if (src === undefined) throw new Error(messages.repoBadResponse);
      const data = parseRepositoryData(await jsonp(src));
      if (data === undefined) throw new Error(messages.repoBadResponse);
      return data;
    };
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    init(request) {
      initialized = true;
      return load(request).then((data) => {
        if (data !== undefined) current = data;
        return data;
      });
    },
    lookup: load,
    data() {
      if (!initialized) throw new Error(messages.repoNotInitialized);
      if (current === undefined) throw new Error(messages.repoNotLoaded);
      return current;
    },
  };
}
