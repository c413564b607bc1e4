/**
 * A consent source the test sets by hand, speaking the store's consumer API
 * (runtime/consent `ConsentSource`): `subscribe` calls back at once when
 * consent is known, then on every `set`. `ask` hands the source out the way
 * a document scope's `consent` is and counts how often it was asked for.
 */
import type { ConsentSource, ConsentState } from '../../runtime/consent/consent-store.js';

export function fakeConsent(initial?: boolean) {
  let state: ConsentState = { known: initial !== undefined, granted: initial === true, gdprApplies: true };
  const listeners = new Set<(state: ConsentState) => void>();
  let asked = 0;
  const source: ConsentSource = {
    current: () => state,
    subscribe: (fn) => {
      listeners.add(fn);
      if (state.known) fn(state);
      return () => void listeners.delete(fn);
    },
  };
  return {
    source,
    ask: () => (asked++, source),
    get asked() {
      return asked;
    },
    set(granted: boolean) {
      state = { known: true, granted, gdprApplies: true };
      for (const fn of listeners) fn(state);
    },
  };
}
