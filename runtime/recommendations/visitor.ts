/**
 * The recommendation service as the site configures it
 * (`recommendations`: `resultsUrl`, `registerUrl`, `activityUrl`,
 * `popularityUrl`): the visitor is registered once, what they view and watch
 * is reported, and their results are asked, with the popular list standing
 * in while the service knows nothing for them. No DOM, no framework: the
 * storage and `fetch` are passed in, so the rules are tested as they are.
 */
import { isRecord } from '../util/guards.js';
import type { SiteStorage } from '../util/storage.js';
import { httpUrl } from '../util/url.js';

export interface RecommendationSettings {
  resultsUrl: string;
  registerUrl: string;
  activityUrl: string;
  popularityUrl: string;
}

/** Where the visitor's id and its registration are kept (site storage: the host's local storage, else a cookie). */
export const VISITOR_KEY = 'tf_rec_visitor';
export const REGISTERED_KEY = 'tf_rec_registered';

/** The site's recommendation settings from its configuration, each URL trimmed ('' when absent or not a string). */
export function recommendationSettingsOf(config: unknown): RecommendationSettings {
  const raw = isRecord(config) && isRecord(config.recommendations) ? config.recommendations : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { resultsUrl: text(raw.resultsUrl), registerUrl: text(raw.registerUrl), activityUrl: text(raw.activityUrl), popularityUrl: text(raw.popularityUrl) };
}

/** `url` resolved against the page, kept only on the page's own origin or another http(s) one. */
function serviceUrl(url: string, base: string): URL | undefined {
  return url ? httpUrl(url, base) : undefined;
}

export interface ServiceDeps {
  site: SiteStorage;
  fetch: typeof fetch;
  /** The page's address: relative service URLs are read against it. */
  base: string;
  /** A new visitor id (default `crypto.randomUUID`). */
  newId?: () => string;
}

/**
 * A JSON POST; resolves with whether the service accepted it. Never
 * `keepalive`: the reports are made while the page is in use (a page shown,
 * a video started), and Firefox sends keepalive requests past the page's
 * service worker, which a site may answer from. The answer's body is read to
 * its end even though nothing in it is needed: Chromium keeps a request whose
 * body nobody reads open, so the page would never be idle on the network.
 */
async function postJson(deps: ServiceDeps, url: URL, body: unknown): Promise<boolean> {
  const answer = await deps.fetch(url.href, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  await answer.arrayBuffer().catch(() => undefined);
  return answer.ok;
}

/**
 * The visitor's id, made and stored on the first visit. The visitor is
 * registered with the service (`registerUrl`) once: the registration is
 * remembered only when the service accepted it, so a failed one is tried
 * again on the next page, never twice after a success.
 */
export async function visitorOf(settings: RecommendationSettings, deps: ServiceDeps): Promise<string> {
  let id = deps.site.get(VISITOR_KEY);
  if (!id || !/^[\w-]{8,64}$/.test(id)) {
    id = (deps.newId ?? (() => crypto.randomUUID()))();
    deps.site.set(VISITOR_KEY, id);
  }
  const register = serviceUrl(settings.registerUrl, deps.base);
  if (register && deps.site.get(REGISTERED_KEY) !== id) {
    // The page view's report and the row's question start together: one registration serves both.
    const key = `${register.href}|${id}`;
    let pending = registering.get(key);
    if (!pending) {
      const visitorId = id;
      pending = postJson(deps, register, { visitorId }).then((accepted) => {
        if (accepted) deps.site.set(REGISTERED_KEY, visitorId);
      }, () => undefined).finally(() => registering.delete(key));
      registering.set(key, pending);
    }
    // Offline or refused: registered on a later page.
    await pending;
  }
  return id;
}

/** Registrations on the way, by service and visitor. */
const registering = new Map<string, Promise<void>>();

export interface Activity {
  /** `view`: a page was viewed; `watch`: a video started playing. */
  type: 'view' | 'watch';
  /** The page's address (path and query). */
  url: string;
  /** The video's id, for a watch. */
  itemId?: string;
}

/** Reports one activity to `activityUrl` (none configured: nothing). Never throws: a lost report costs a recommendation, not the page. */
export async function reportActivity(settings: RecommendationSettings, deps: ServiceDeps, activity: Activity, now = Date.now()): Promise<void> {
  const target = serviceUrl(settings.activityUrl, deps.base);
  if (!target) return;
  try {
    const visitorId = await visitorOf(settings, deps);
    await postJson(deps, target, { visitorId, ...activity, time: new Date(now).toISOString() });
  } catch {
    // A report that cannot be sent is dropped.
  }
}

export interface Recommendations {
  /** `results`: the visitor's own; `popular`: the fallback list. */
  source: 'results' | 'popular';
  /** The service's answer, for the island to check. */
  answer: unknown;
}

async function askJson(deps: ServiceDeps, url: URL, signal?: AbortSignal): Promise<unknown> {
  const answer = await deps.fetch(url.href, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!answer.ok) throw new Error(`${url.pathname} answered ${answer.status}`);
  return answer.json() as Promise<unknown>;
}

/** Whether an answer holds no items (`{result: {items: []}}`): the service knows nothing for this visitor yet. */
const isEmpty = (answer: unknown): boolean => {
  const result = isRecord(answer) && isRecord(answer.result) ? answer.result : undefined;
  return Array.isArray(result?.items) && result.items.length === 0;
};

/**
 * The visitor's recommendations (`resultsUrl?visitorId=`), or the popular
 * list (`popularityUrl`) when there is no results URL, the results are
 * empty, or asking them failed. Throws when neither can answer; the answer
 * is returned unchecked (the island reads it as a feed).
 */
export async function askRecommendations(settings: RecommendationSettings, deps: ServiceDeps, signal?: AbortSignal): Promise<Recommendations> {
  const results = serviceUrl(settings.resultsUrl, deps.base);
  const popular = serviceUrl(settings.popularityUrl, deps.base);
  if (results) {
    results.searchParams.set('visitorId', await visitorOf(settings, deps));
    try {
      const answer = await askJson(deps, results, signal);
      if (!isEmpty(answer) || !popular) return { source: 'results', answer };
    } catch (error) {
      if (!popular || signal?.aborted) throw error;
    }
  }
  if (!popular) throw new Error('No recommendation service is configured');
  return { source: 'popular', answer: await askJson(deps, popular, signal) };
}
