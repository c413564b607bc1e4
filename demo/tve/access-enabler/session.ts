/**
 * The library stand-in's own authentication session, kept under ITS OWN
 * local storage key (as the real library keeps its tokens), one per
 * requestor, so a reload is still signed in. When local storage is not
 * available the session is volatile (kept in memory for this page only),
 * which the real library reports as warning LS011. A stored value that is
 * not what this code wrote reads as no session.
 */
export const SESSION_KEY = 'adobePassStandIn.authn';
/** Set once a viewer has ever signed in on this browser (getSelectedProvider's "New User"). */
export const RETURNING_KEY = 'adobePassStandIn.returning';

/** The authentication token's lifetime: a week, as MVPDs commonly configure it. */
export const AUTHN_TTL_MS = 7 * 24 * 3600 * 1000;

export interface AuthnSession {
  mvpd: string;
  guid: string;
  expires: number;
}

export interface SessionStore {
  /** True when nothing survives the page (no local storage). */
  readonly volatile: boolean;
  read(requestor: string): AuthnSession | undefined;
  write(requestor: string, session: AuthnSession): void;
  clear(requestor: string): void;
  returning(): boolean;
}

function usableStorage(win: Window): Storage | undefined {
  try {
    const storage = win.localStorage;
    storage.getItem(SESSION_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

const isSession = (value: unknown): value is AuthnSession =>
  typeof value === 'object' && value !== null && typeof (value as AuthnSession).mvpd === 'string'
  && typeof (value as AuthnSession).guid === 'string' && Number.isFinite((value as AuthnSession).expires);

export function createSessionStore(win: Window, now: () => number = Date.now): SessionStore {
  const storage = usableStorage(win);
  const memory = new Map<string, string>();
  const get = (key: string) => (storage ? safely(() => storage.getItem(key)) : memory.get(key)) ?? null;
  const set = (key: string, value: string | undefined) => {
    if (!storage) return void (value === undefined ? memory.delete(key) : memory.set(key, value));
    safely(() => (value === undefined ? storage.removeItem(key) : storage.setItem(key, value)));
  };
  const all = (): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(get(SESSION_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const save = (sessions: Record<string, unknown>) => set(SESSION_KEY, Object.keys(sessions).length ? JSON.stringify(sessions) : undefined);
  return {
    volatile: storage === undefined,
    read(requestor) {
      const sessions = all();
      const session = Object.hasOwn(sessions, requestor) ? sessions[requestor] : undefined;
      if (!isSession(session)) return undefined;
      if (session.expires > now()) return session;
      delete sessions[requestor];
      save(sessions);
      return undefined;
    },
    write(requestor, session) {
      save({ ...all(), [requestor]: session });
      set(RETURNING_KEY, '1');
    },
    clear(requestor) {
      const sessions = all();
      delete sessions[requestor];
      save(sessions);
    },
    returning: () => get(RETURNING_KEY) === '1',
  };
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    // A full or revoked storage loses the write, as the real library would.
    return undefined;
  }
}
