/**
 * The identity stand-in's own session, as a real identity provider keeps its
 * own (SAP Customer Data Cloud's login cookie, Auth0's): under ITS OWN local
 * storage key, never the sign-in's `tveComponent_*` keys, so a reload stays
 * signed in. Local storage that throws leaves a session for this page only.
 * A stored value this code did not write, or an expired one, reads as none.
 */
import type { IdentitySession } from '../../../runtime/tve/signin/index.js';
import { isIdentitySession } from './messages.js';

export const IDENTITY_SESSION_KEY = 'identityStandIn.session';
/** A sign-in lasts 30 days, as identity providers' "remember me" sessions commonly do. */
export const IDENTITY_SESSION_MS = 30 * 24 * 3600 * 1000;

interface Stored { session: IdentitySession; expires: number }

export interface IdentitySessionStore {
  read(): IdentitySession | null;
  write(session: IdentitySession): void;
  clear(): void;
}

export function createIdentitySessionStore(win: Window, now: () => number = Date.now): IdentitySessionStore {
  let memory: string | null = null;
  const storage = (): Storage | undefined => {
    try {
      return win.localStorage;
    } catch {
      return undefined;
    }
  };
  // Storage, when it answers, is the truth (another tab may have signed out); memory only stands in for it.
  const get = (): string | null => {
    try {
      const store = storage();
      return store ? store.getItem(IDENTITY_SESSION_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const set = (value: string | null) => {
    memory = value;
    try {
      if (value === null) storage()?.removeItem(IDENTITY_SESSION_KEY);
      else storage()?.setItem(IDENTITY_SESSION_KEY, value);
    } catch {
      // A full or revoked storage keeps the session in memory for this page.
    }
  };
  return {
    read() {
      let stored: Partial<Stored> | null = null;
      try {
        stored = JSON.parse(get() ?? 'null') as Partial<Stored> | null;
      } catch {
        stored = null;
      }
      if (!stored || !isIdentitySession(stored.session) || typeof stored.expires !== 'number' || !(stored.expires > now())) {
        if (stored) set(null);
        return null;
      }
      const { uid, email, name } = stored.session;
      return { uid, ...(email === undefined ? {} : { email }), ...(name === undefined ? {} : { name }) };
    },
    write: (session) => set(JSON.stringify({ session, expires: now() + IDENTITY_SESSION_MS } satisfies Stored)),
    clear: () => set(null),
  };
}
