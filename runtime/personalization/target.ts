/**
 * The Adobe Target adapter, a chunk of its
 * own: the only file that knows at.js's names (`adobe.target.getOffer`,
 * `applyOffer`, `targetGlobalSettings`). With consent (the document's
 * consent store), it loads at.js from `personalizationSrc` once per document
 * and looks for `adobe.target` every 100 ms, up to 50 tries; then it asks:
 * - the global mbox (`personalizationMbox`) for every page landed on, with
 *   `requestType: 'pushState'` for in-page visits;
 * - `videoStart` with `entity.id` and `entity.categoryId`, `videoComplete`
 *   with `orderId`, `orderTotal` 1 and `productPurchasedId` (the player's hooks).
 * Every offer asks with a 5000 ms time-out, also kept here (a late answer is
 * dropped). An offer's actions are applied only where they land in a zone
 * (`tf-zone`), once the page is drawn and while it is still the page it was
 * asked for; at.js's own whole-page hiding is turned off (no flicker, no
 * shift). Each offer answered fires `tf:offer` `{mbox, response}` on
 * `document`. Errors are only logged.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import { emit } from '../events.js';
import { targetMessages } from './target-messages.js';
import type { Log } from '../types.js';
import type { VideoEntity } from './video.js';

/** at.js's globals are looked for every 100 ms, 50 times at most; an offer times out after 5000 ms. */
export const TARGET_POLL_MS = 100;
export const TARGET_POLL_TRIES = 50;
export const OFFER_TIMEOUT_MS = 5000;
export const VIDEO_START_MBOX = 'videoStart';
export const VIDEO_COMPLETE_MBOX = 'videoComplete';

/**
 * The configuration keys personalization reads (runtime/config.ts).
 * Declared here, where they are used, so the front in `tf.js` imports the
 * chunk's types and the chunk imports nothing back.
 */
export interface PersonalizationConfig {
  personalizationEnabled: boolean;
  personalizationMbox: string;
  personalizationSrc: string;
}

/** One action of an offer (at.js's response is a list of them). */
export interface OfferAction {
  action?: string;
  selector?: string;
  [key: string]: unknown;
}

export interface GetOfferOptions {
  mbox: string;
  params?: Record<string, string | number>;
  timeout?: number;
  success(response: unknown): void;
  error(status: unknown, error: unknown): void;
}

/** `window.adobe.target`, as far as the site uses it. */
export interface AdobeTarget {
  getOffer(options: GetOfferOptions): void;
  applyOffer(options: { mbox: string; offer: OfferAction[] }): void;
}

type TargetWindow = Window & { adobe?: { target?: Partial<AdobeTarget> }; targetGlobalSettings?: Record<string, unknown> };

export interface TargetAdapterOptions {
  window: Window;
  document: Document;
  config(): PersonalizationConfig;
  log: Log;
  /** The document's consent store. */
  consent(): ConsentSource;
  /** Loads a classic script once per document (the document scope's script loader). */
  loadScript(src: string): Promise<void>;
}

export interface TargetAdapter {
  pageLanded(initial: boolean): void;
  pageDrawn(): void;
  videoStart(entity: VideoEntity): void;
  videoComplete(entity: VideoEntity): void;
  destroy(): void;
}

function isTarget(value: Partial<AdobeTarget> | undefined): value is AdobeTarget {
  return typeof value?.getOffer === 'function' && typeof value.applyOffer === 'function';
}

/** The actions of `response` whose selector matches, and only matches elements inside a zone. */
export function zoneActions(doc: Document, response: unknown): { kept: OfferAction[]; dropped: number } {
  const actions = Array.isArray(response) ? (response as unknown[]) : [];
  const kept: OfferAction[] = [];
  for (const action of actions) {
    const selector = (action as OfferAction | null)?.selector;
    let matches: Element[] = [];
    try {
      if (typeof selector === 'string') matches = [...doc.querySelectorAll(selector)];
    } catch {
      // An invalid selector targets nothing.
    }
    if (matches.length > 0 && matches.every((element) => element.closest('tf-zone'))) kept.push(action as OfferAction);
  }
  return { kept, dropped: actions.length - kept.length };
}

export function createTargetAdapter(options: TargetAdapterOptions): TargetAdapter {
  const { document: doc, log } = options;
  const win = options.window as TargetWindow;
  const consent = options.consent();
  const { loadScript } = options;
  let target: Promise<AdobeTarget> | undefined;
  let granted = consent.current().granted;
  /** Bumped per page landed on: an offer is applied only to the page it was asked for. */
  let page = 0;
  let drawn = false;
  /** The page landed on before consent, asked for once consent comes. */
  let pending: { initial: boolean } | undefined;
  let waitingForDraw: (() => void)[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;

  const fail = (text: string) => log('error', text);

  /** at.js once per document; then `adobe.target` looked for every 100 ms, 50 tries. */
  function library(): Promise<AdobeTarget> {
    target ??= new Promise<AdobeTarget>((resolve, reject) => {
      // Set before at.js runs: no automatic global request and no body hiding (no flicker).
      win.targetGlobalSettings = { ...win.targetGlobalSettings, pageLoadEnabled: false, bodyHidingEnabled: false };
      const src = options.config().personalizationSrc;
      if (src !== '') loadScript(src).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
      // Looked for 100 ms after the request, then every 100 ms: the 50th look, at 5 s, is the last.
      let tries = 0;
      const look = () => {
        tries += 1;
        const found = win.adobe?.target;
        if (isTarget(found)) return resolve(found);
        if (tries >= TARGET_POLL_TRIES || destroyed) return reject(new Error(targetMessages.personalizationGaveUp));
        after(TARGET_POLL_MS, look);
      };
      const present = win.adobe?.target;
      if (isTarget(present)) resolve(present);
      else after(TARGET_POLL_MS, look);
    });
    // Given up, the next request waits (and loads) afresh.
    target.catch(() => (target = undefined));
    return target;
  }

  function after(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  }

  function whenDrawn(run: () => void): void {
    if (drawn) run();
    else waitingForDraw.push(run);
  }

  function request(mbox: string, params: Record<string, string | number>): void {
    if (!granted || destroyed) return;
    const asked = page;
    library().then((adobeTarget) => {
      let settled = false;
      const timer = after(OFFER_TIMEOUT_MS, () => {
        settled = true;
        fail(targetMessages.offerTimedOut(mbox));
      });
      const settle = (): boolean => {
        if (settled || destroyed) return false;
        settled = true;
        clearTimeout(timer);
        timers.delete(timer);
        return true;
      };
      adobeTarget.getOffer({
        mbox,
        params,
        timeout: OFFER_TIMEOUT_MS,
        success: (response) => {
          if (!settle()) return;
          whenDrawn(() => {
            if (asked === page && granted) apply(adobeTarget, mbox, response);
            emit(doc, 'tf:offer', { mbox, response });
          });
        },
        error: (status, error) => {
          if (settle()) fail(targetMessages.offerFailed(mbox, `${String(status)} ${error instanceof Error ? error.message : String(error)}`));
        },
      });
    }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  }

  function apply(adobeTarget: AdobeTarget, mbox: string, response: unknown): void {
    const { kept, dropped } = zoneActions(doc, response);
    if (dropped > 0) log('warn', targetMessages.offerOutsideZones(mbox));
    if (kept.length === 0) return;
    try {
      adobeTarget.applyOffer({ mbox, offer: kept });
    } catch (error) {
      fail(targetMessages.offerFailed(mbox, error instanceof Error ? error.message : String(error)));
    }
  }

  function globalMbox(initial: boolean): void {
    request(options.config().personalizationMbox.trim(), initial ? {} : { requestType: 'pushState' });
  }

  const unsubscribe = consent.subscribe((state) => {
    const was = granted;
    granted = state.granted;
    if (granted && !was && pending) {
      const landed = pending;
      pending = undefined;
      globalMbox(landed.initial);
    }
  });

  return {
    pageLanded(initial) {
      // Offers still waiting for the left page's drawing now only fire their event.
      const stale = waitingForDraw.splice(0);
      page += 1;
      drawn = false;
      for (const run of stale) run();
      if (granted) globalMbox(initial);
      else pending = { initial };
    },
    pageDrawn() {
      drawn = true;
      for (const run of waitingForDraw.splice(0)) run();
    },
    videoStart: (entity) => request(VIDEO_START_MBOX, { 'entity.id': entity.id, 'entity.categoryId': entity.categoryId }),
    // One order per completion: Target counts an orderId once.
    videoComplete: (entity) => request(VIDEO_COMPLETE_MBOX, { orderId: `${entity.id}-${Date.now()}`, orderTotal: 1, productPurchasedId: entity.id }),
    destroy() {
      destroyed = true;
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waitingForDraw = [];
    },
  };
}
