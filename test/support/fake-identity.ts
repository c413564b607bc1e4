/**
 * A scriptable test double of an identity provider behind the special
 * preview (runtime/tve/signin/types.ts `IdentityAdapter`). It speaks
 * only the adapter interface: `init`, `session`, the sign-ins (each held
 * until the test settles it with `complete` or `fail`, and rejected with an
 * AbortError when its signal aborts, its form removed, as a real adapter
 * must), `resetPassword` and `signOut`. The mail and reset forms are drawn
 * into the container, as a real provider's embedded screens are.
 */
import type { IdentityAdapter, IdentityFactory, IdentityOptions, IdentitySession } from '../../runtime/tve/signin/index.js';
import { abortError } from '../../runtime/util/abort.js';

export interface FakeIdentity {
  /** Every call, as `name(args)`; `aborted(name)` when a held call's signal aborted. */
  readonly calls: string[];
  readonly factory: IdentityFactory;
  /** How `init` answers: at once, with a rejection, or never. */
  init: 'resolve' | 'reject' | 'hang';
  /** What `session()` answers; `answerAfterMs` holds the answer that long (on the page's clock). */
  session: IdentitySession | null;
  answerAfterMs?: number;
  signOutFails: boolean;
  /** The held sign-in (social, mail or reset) ends with `session`. */
  complete(session: IdentitySession | null): void;
  fail(): void;
  /** A held sign-in is waiting. */
  readonly holding: boolean;
  /** Told of every call as it is made, so a test can wait for one. */
  onCall?: (call: string) => void;
}

export function createFakeIdentity(): FakeIdentity {
  const record = (call: string) => {
    fake.calls.push(call);
    fake.onCall?.(call);
  };
  let held: { resolve(value: IdentitySession | null): void; reject(error: Error): void } | undefined;

  function hold<T extends IdentitySession | null>(name: string, signal: AbortSignal, container?: HTMLElement): Promise<T> {
    const form = container && document.createElement('form');
    if (form && container) {
      form.dataset.identity = name;
      container.append(form);
    }
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        held = undefined;
        form?.remove();
        signal.removeEventListener('abort', abort);
      };
      const abort = () => {
        done();
        record(`aborted(${name})`);
        reject(abortError());
      };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort);
      held = {
        resolve: (value) => (done(), resolve(value as T)),
        reject: (error) => (done(), reject(error)),
      };
    });
  }

  const adapter = (): IdentityAdapter => ({
    async init(options: IdentityOptions) {
      record(`init(${options.locale})`);
      if (fake.init === 'reject') throw new Error('identity init failed');
      if (fake.init === 'hang') await new Promise(() => undefined);
    },
    session() {
      record('session()');
      const answer = fake.session;
      if (fake.answerAfterMs === undefined) return Promise.resolve(answer);
      return new Promise((resolve) => setTimeout(() => resolve(answer), fake.answerAfterMs));
    },
    socialSignIn(network, signal) {
      record(`socialSignIn(${network})`);
      return hold<IdentitySession>('social', signal);
    },
    mailSignIn(container, signal) {
      record('mailSignIn()');
      return hold<IdentitySession>('signin', signal, container);
    },
    resetPassword(token, container, signal) {
      record(`resetPassword(${token})`);
      return hold<IdentitySession | null>('reset', signal, container);
    },
    async signOut() {
      record('signOut()');
      if (fake.signOutFails) throw new Error('identity sign-out failed');
      fake.session = null;
    },
  });

  const fake: FakeIdentity = {
    calls: [],
    factory: () => {
      record('factory()');
      return adapter();
    },
    init: 'resolve',
    session: null,
    signOutFails: false,
    complete(session) {
      if (session) fake.session = session;
      held?.resolve(session);
    },
    fail() {
      held?.reject(new Error('identity sign-in failed'));
    },
    get holding() {
      return held !== undefined;
    },
  };
  return fake;
}
