import sinon from 'sinon';
import { createConsentStore, type ConsentStore } from '../../../runtime/consent/consent-store.js';
import type { TcfCallback } from '../../../runtime/consent/tcf.js';

/** Consent to every purpose of TCF v2.2 (1 to 11). */
export function allPurposes(): Record<number, boolean> {
  return Object.fromEntries(Array.from({ length: 11 }, (_, index) => [index + 1, true]));
}

/** A TCF v2.2 `tcData` as platforms send it (only the fields the runtime reads, plus a TC string). */
export function tcData(eventStatus: string, consents: unknown = allPurposes(), gdprApplies: unknown = true): Record<string, unknown> {
  return { tcString: 'CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA', eventStatus, cmpStatus: 'loaded', gdprApplies,
    purpose: { consents, legitimateInterests: {} } };
}

/**
 * A conforming platform in miniature: `api` is what it installs as
 * `__tcfapi`; `answer` calls every registered listener the way a platform
 * does when its status changes, with that listener's id.
 */
export function fakePlatform(initial?: Record<string, unknown>) {
  const listeners = new Map<number, TcfCallback>();
  let nextId = 1;
  const api = sinon.spy((command: string, _version: number, callback: TcfCallback, parameter?: unknown) => {
    if (command === 'addEventListener') {
      const listenerId = nextId++;
      listeners.set(listenerId, callback);
      // Platforms answer a new listener at once when they already know the status.
      if (initial) callback({ ...initial, listenerId }, true);
    } else if (command === 'removeEventListener') {
      listeners.delete(parameter as number);
      callback(true, true);
    }
  });
  return {
    api,
    answer(data: unknown, success: unknown = true) {
      for (const [listenerId, callback] of listeners) {
        callback(typeof data === 'object' && data !== null ? { ...data, listenerId } : data, success);
      }
    },
    get listening() {
      return listeners.size;
    },
  };
}

export interface StoreHarness {
  clock: sinon.SinonFakeTimers;
  /** The fake window the store looks for `__tcfapi` on. */
  win: { __tcfapi?: unknown };
  /** `granted` of every `tf:consent`, in order. */
  events: boolean[];
  reload: sinon.SinonSpy;
  log: sinon.SinonSpy;
  store: ConsentStore;
}

/** A store under fake timers, on its own event target so no other test's listener hears it; not started. */
export function storeHarness(): StoreHarness {
  const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const win: StoreHarness['win'] = {};
  const doc = new EventTarget();
  const events: boolean[] = [];
  doc.addEventListener('tf:consent', (event) => events.push((event as CustomEvent<{ granted: boolean }>).detail.granted));
  const reload = sinon.spy();
  const log = sinon.spy();
  const store = createConsentStore({ win: win as unknown as Window, doc: doc as Document, reload, log });
  return { clock, win, events, reload, log, store };
}
