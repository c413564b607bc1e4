import { isAbortError } from '../../util/abort.js';
import { deviceId, storedDeviceId } from './device-id.js';
import { signinError } from './errors.js';
import { isIdentitySession } from './identity.js';
import { SPECIAL_PASS_ID, type IdentityGate, type PreviewHooks, type SpecialPreview } from './pass-types.js';
import type { IdentityAdapter, IdentityMethod, PreviewInfo, PreviewState } from './types.js';
import { createPreviewCalls } from './preview-calls.js';
import {
  clearPreviewRecord, overScreen, previewOutcome, readPreviewRecord, recordOf, revalidateAt, writePreviewRecord,
  type PreviewAnswer, type PreviewOutcome, type PreviewRecord,
} from './preview-record.js';
import { ServiceError, type TveServices } from './services.js';
import type { SigninStorage } from './storage.js';
import type { Provider } from './types.js';

/**
 * The special preview: a provider not yet participating (Provider.isSpecialProvider) gives
 * access through `checkelvis` / `setupdevice` / `logoutdevice`, setup →
 * active. Social brands sign the viewer in to the identity provider first
 * (its uid is the calls' `uuid`); a 'nick' brand (non-social) uses the
 * device UUID at once. passes.ts composes it through `PreviewHooks` and
 * writes `signedInWith` on `activated`.
 *
 * Decisions where the spec is silent (the calls' own: preview-calls.ts):
 * - `checkelvis` comes first: a preview this uuid already holds is taken
 *   as it is; only "none yet" goes on to `setupdevice`.
 * - An active preview is checked again when its check is 12 hours old, its
 *   token's TTL or its access time runs out, also while the page stays
 *   open. A check that fails leaves it active (the service's silence ends
 *   nothing; the next load asks again) and reports the error.
 * - Ended and terminated log the viewer out everywhere in
 *   the background (`logoutdevice`, the identity's sign-out).
 * - A failed identity sign-in keeps elvisLogin's choice open (the viewer
 *   may try another method); a failed call to the services ends the setup.
 * - Every failure is 'Internal VIP Services Error' with id SFPS; a cancel
 *   (or a newer flow) aborts the running one quietly.
 */

const MAX_WAIT_MS = 2 ** 31 - 1;

export interface SpecialPreviewOptions {
  services: TveServices;
  storage: SigninStorage;
  requestor: string;
  /** False for the non-social variant (the requestor contains 'nick'). */
  social: boolean;
  identity: IdentityGate;
  /** Where the identity's forms are drawn (the element's light-DOM frame host). */
  frameHost: () => HTMLElement | undefined;
  /** Epoch ms. */
  now: () => number;
  /** Waits `ms`; rejects with an AbortError when `signal` aborts first. */
  delay: (ms: number, signal: AbortSignal) => Promise<void>;
  hooks: PreviewHooks;
}

const METHODS: readonly IdentityMethod[] = ['facebook', 'twitter', 'mail'];

// One closure over one state machine, past 150 lines and this file past
// 300: the steps (revalidate, establish, guard, the identity's forms) and
// the methods all read and move the same state, record and flow signals;
// split, they would pass it around. What does not need that state is apart
// already: the calls (preview-calls.ts) and the record's reading
// (preview-record.ts).
export function createSpecialPreview(options: SpecialPreviewOptions): SpecialPreview {
  const { services, storage, requestor, social, identity, hooks, now } = options;
  const calls = createPreviewCalls(options);
  const life = new AbortController();
  let state: PreviewState = 'none';
  let provider: Provider | undefined;
  let record: PreviewRecord | undefined;
  let allowed: readonly Provider[] = [];
  /** The viewer's sign-in of this session, from `begin` (or a reset) until it settles; its abort is a cancel. */
  let flow: AbortController | undefined;
  /** The active preview's next check (or the restore's). */
  let watch: AbortController | undefined;
  let awaitingLogin = false;

  const info = (): PreviewInfo => ({ state, provider, social, duration: record?.duration, terminatedMessage: record?.terminatedMessage ?? false });
  const find = (id: string | undefined) => allowed.find((entry) => entry.id === id);
  const vipError = () => signinError('vipServices', SPECIAL_PASS_ID);
  /** The calls' uuid: the identity's uid, or the device's in the non-social variant. */
  const uuidOf = (held: PreviewRecord) => (social ? held.uuid : storedDeviceId(storage, 'UUID'));

  function set(next: PreviewState): void {
    state = next;
    hooks.changed(info());
  }

  function startFlow(): AbortSignal {
    flow?.abort();
    flow = new AbortController();
    return flow.signal;
  }

  function startWatch(outer?: AbortSignal): AbortSignal {
    watch?.abort();
    const controller = (watch = new AbortController());
    outer?.addEventListener('abort', () => controller.abort(), { once: true });
    return controller.signal;
  }

  /** The record forgotten here and in storage, its check stopped. */
  function drop(): void {
    watch?.abort();
    record = undefined;
    clearPreviewRecord(storage);
  }

  /** `logoutdevice` (when there is a uuid) and the identity's sign-out, side by side; each settles on its own. */
  function logoutEverywhere(uuid: string | undefined, providerId: string | undefined) {
    const signOut = async () => {
      if (social && identity.configured) await (await identity.ready())?.signOut();
    };
    return Promise.allSettled([uuid ? calls.logout(uuid, providerId, life.signal) : undefined, signOut()]);
  }

  function schedule(): void {
    if (!record) return;
    const signal = startWatch();
    const wait = Math.min(Math.max(revalidateAt(record, now()) - now(), 0), MAX_WAIT_MS);
    options.delay(wait, signal).then(() => revalidate(signal), () => undefined);
  }

  /** Applies what the service said; true when the preview is active. */
  function settle(outcome: PreviewOutcome, answer: PreviewAnswer, target: Provider | undefined, uuid: string, login: boolean): boolean {
    provider = target ?? provider;
    // A preview for a provider not on the allowed list gives no access here.
    if (outcome === 'active' && !target) outcome = 'none';
    if (outcome === 'active' && target) {
      record = recordOf(answer, target, social ? uuid : undefined, now());
      writePreviewRecord(storage, record, social, requestor);
      schedule();
      return activate(login);
    }
    drop();
    // Ended, or terminated, logs the viewer out; the screen shows when ended or flagged.
    if (outcome !== 'none') void logoutEverywhere(uuid, target?.id);
    over(overScreen(outcome, answer.terminatedMessage));
    return false;
  }

  function activate(login: boolean): true {
    const was = state;
    set('active');
    if (was !== 'active') hooks.activated(login);
    return true;
  }

  /** Signed out, with the ended or terminated screen when there is one. */
  function over(screen: 'elvisEnded' | 'elvisTerminated' | undefined): void {
    if (screen) {
      set(screen === 'elvisEnded' ? 'ended' : 'terminated');
      hooks.over(screen);
    } else if (state !== 'none') set('none');
  }

  async function revalidate(signal: AbortSignal): Promise<boolean> {
    const held = record;
    const uuid = held && uuidOf(held);
    if (!held || !uuid) {
      // Nothing to ask with: the service still holds the preview, and the next sign-in finds it.
      drop();
      if (state !== 'none') set('none');
      return false;
    }
    try {
      const answer = await calls.check(uuid, held.providerId, signal);
      return settle(previewOutcome(answer, false), answer, find(held.providerId ?? answer.providerId), uuid, false);
    } catch (error) {
      if (isAbortError(error)) return false;
      hooks.fail(vipError());
      return held.token !== undefined && provider !== undefined && activate(false);
    }
  }

  /** checkelvis, then setupdevice when this uuid holds no preview yet; the flow settles. */
  async function establish(uuid: string, signal: AbortSignal): Promise<void> {
    let answer = await calls.check(uuid, provider?.id, signal);
    const target = provider ?? find(answer.providerId);
    let outcome = previewOutcome(answer, false);
    if (outcome === 'none' && target) {
      answer = await calls.setup(target.id, uuid, signal);
      outcome = previewOutcome(answer, true);
      if (outcome === 'none') throw new ServiceError('/setupdevice', 'no token');
    }
    flow = undefined;
    awaitingLogin = false;
    hooks.busy(false);
    settle(outcome, answer, target, uuid, true);
  }

  /** Runs a step of the viewer's flow; a failure is reported, an abort is quiet. */
  async function guard(signal: AbortSignal, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch {
      if (signal.aborted) return;
      hooks.busy(false);
      if (!awaitingLogin) {
        flow = undefined;
        if (state === 'setup') set('none');
      }
      hooks.fail(vipError());
    }
  }

  async function adapter(): Promise<IdentityAdapter> {
    const ready = await identity.ready();
    if (!ready) throw new Error('no identity provider');
    return ready;
  }

  /** The identity's form for `purpose`, drawn in the frame host (vipLogin). */
  async function openForm(purpose: 'signin' | 'reset') {
    const ready = await adapter();
    const host = options.frameHost();
    if (!host) throw new Error('no frame host');
    hooks.busy(false);
    hooks.identityForm(purpose);
    return { adapter: ready, host };
  }

  const preview: SpecialPreview = {
    get info() {
      return info();
    },
    get active() {
      return state === 'active';
    },
    get loginActive() {
      return flow !== undefined;
    },
    async restore(list, signal) {
      allowed = list;
      if (life.signal.aborted || state === 'active' || flow) return state === 'active';
      const held = readPreviewRecord(storage);
      const target = find(held?.providerId);
      // Nothing readable, or a provider no longer on the allowed list (as a provider sign-in).
      if (!held || (held.providerId !== undefined && !target)) {
        // A record too corrupt to read still leaves keys behind: they go.
        clearPreviewRecord(storage);
        return false;
      }
      record = held;
      provider = target;
      if (target && revalidateAt(held, now()) > now()) {
        schedule();
        return activate(false);
      }
      return revalidate(startWatch(signal));
    },
    begin(picked) {
      if (life.signal.aborted || state === 'active') return;
      const signal = startFlow();
      awaitingLogin = false;
      provider = picked;
      set('setup');
      hooks.busy(true);
      void guard(signal, async () => {
        // The special flow asks the provider's info with deviceType and requestorId.
        const described = (await services.providerInfo(requestor, picked.id, signal, true)).find((entry) => entry.id === picked.id);
        provider = { ...picked, ...described, isSpecialProvider: true };
        if (!social) return establish(deviceId(storage, 'UUID'), signal);
        awaitingLogin = true;
        hooks.busy(false);
        hooks.needsLogin(provider);
      });
    },
    signIn(method) {
      if (!awaitingLogin || state !== 'setup' || !METHODS.includes(method)) return;
      const signal = startFlow();
      hooks.busy(true);
      void guard(signal, async () => {
        let session: unknown;
        if (method === 'mail') {
          const form = await openForm('signin');
          session = await form.adapter.mailSignIn(form.host, signal);
        } else session = await (await adapter()).socialSignIn(method, signal);
        if (!isIdentitySession(session)) throw new Error('no identity session');
        awaitingLogin = false;
        hooks.busy(true);
        await establish(session.uid, signal);
      });
    },
    resetPassword(token) {
      if (life.signal.aborted || !social || typeof token !== 'string' || token.trim() === '') return;
      const signal = startFlow();
      const wasActive = state === 'active';
      awaitingLogin = false;
      if (!wasActive) set('setup');
      hooks.busy(true);
      void guard(signal, async () => {
        const form = await openForm('reset');
        const session = await form.adapter.resetPassword(token.trim(), form.host, signal);
        if (isIdentitySession(session)) {
          hooks.busy(true);
          return establish(session.uid, signal);
        }
        // No session: the viewer signs in with the new password, from elvisLogin when the provider is known.
        if (!wasActive && provider) {
          awaitingLogin = true;
          return hooks.needsLogin(provider);
        }
        flow = undefined;
        if (!wasActive) set('none');
      });
    },
    cancel() {
      if (!flow) return;
      flow.abort();
      flow = undefined;
      awaitingLogin = false;
      hooks.busy(false);
      if (state === 'setup') set('none');
    },
    signOut() {
      const held = record;
      if (life.signal.aborted || (!held && !flow)) return;
      preview.cancel();
      const uuid = held && uuidOf(held);
      const providerId = held?.providerId;
      drop();
      if (state !== 'none') set('none');
      hooks.busy(true);
      void logoutEverywhere(uuid, providerId).then(([logout, signedOut]) => {
        if (life.signal.aborted) return;
        hooks.busy(false);
        // Sign-out shows the ended or terminated screen when the service flags it.
        const answer = logout.status === 'fulfilled' ? logout.value : undefined;
        if (answer) over(overScreen(previewOutcome(answer, true), answer.terminatedMessage));
        if (logout.status === 'rejected' || signedOut.status === 'rejected') hooks.fail(vipError());
      });
    },
    clear() {
      if (flow) preview.cancel();
      drop();
      if (state !== 'none') set('none');
    },
    destroy() {
      life.abort();
      flow?.abort();
      watch?.abort();
    },
  };
  return preview;
}
