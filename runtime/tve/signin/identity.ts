import { abortableDelay, untilAborted } from '../../util/abort.js';
import { isRecord } from '../../util/guards.js';
import { httpUrl } from '../../util/url.js';
import { signinError } from './errors.js';
import type { IdentityAdapter, IdentityFactory, IdentityOptions, IdentitySession } from './types.js';
import type { IdentityGate } from './pass-types.js';
import type { SigninError } from './types.js';

/**
 * The identity provider behind the special preview's social and mail
 * sign-in (issue 16, `IdentityAdapter` in types.ts): the module at the
 * element's `identity-src`, imported on first need, its default export an
 * `IdentityFactory`. Loaded, made and started once; any failure on the way
 * (the import, a default export that is not a function, a factory that
 * throws, `init` rejecting or never answering) is reported once as
 * 'Internal VIP Services Error' and the gate answers undefined from then on:
 * a broken identity provider disables the social flow, never the page.
 */

/**
 * How long the adapter may take to load and init. The spec names no figure
 * for the identity provider; it gives the entitlement library 30 s to load,
 * the same kind of third-party script on the same page, so
 * the same patience applies. A hung init must not leave the 2-second rule or
 * a viewer's sign-in waiting forever.
 */
export const IDENTITY_INIT_TIMEOUT_MS = 30_000;

export interface IdentityGateOptions {
  /** `identity-src`: the adapter module's URL (http or https, resolved against the document). */
  src: string | undefined;
  /** The brand's special preview is social (the requestor does not contain 'nick'). */
  social: boolean;
  /** Imports the module; default: a dynamic `import()` of `src`. */
  load?: (src: string) => Promise<IdentityFactory>;
  /** The brand's identity options, read when `init` runs (the brand options arrive after the gate is made). */
  options: () => IdentityOptions;
  onError: (error: SigninError) => void;
  window?: Window;
}

/** A session as the adapter must give it: an object with a non-empty `uid`. */
export function isIdentitySession(value: unknown): value is IdentitySession {
  return isRecord(value) && typeof value.uid === 'string' && value.uid !== '';
}

async function importFactory(src: string): Promise<IdentityFactory> {
  // The address is the page's configuration, known only at run time: the bundler must leave it alone.
  const module: unknown = await import(/* @vite-ignore */ src);
  return (isRecord(module) ? module.default : undefined) as IdentityFactory;
}

export function createIdentityGate(options: IdentityGateOptions): IdentityGate {
  const win = options.window ?? window;
  const url = httpUrl(options.src, win.document.baseURI);
  const configured = url !== undefined && options.social;
  let pending: Promise<IdentityAdapter | undefined> | undefined;

  async function start(src: string): Promise<IdentityAdapter> {
    const factory = await (options.load ?? importFactory)(src);
    if (typeof factory !== 'function') throw new TypeError('identity module: the default export is not a function');
    const adapter = factory();
    if (!isRecord(adapter) || typeof adapter.init !== 'function') throw new TypeError('identity module: the factory made no adapter');
    await adapter.init(options.options());
    return adapter;
  }

  function ready(): Promise<IdentityAdapter | undefined> {
    if (!configured || !url) return Promise.resolve(undefined);
    return (pending ??= (async () => {
      const timeout = new AbortController();
      // The timer aborts the wait (not the module, which cannot be stopped); the finally clears it.
      abortableDelay(win, IDENTITY_INIT_TIMEOUT_MS, timeout.signal).then(() => timeout.abort(), () => undefined);
      try {
        return await untilAborted(start(url.href), timeout.signal);
      } catch {
        options.onError(signinError('vipServices', 'identity'));
        return undefined;
      } finally {
        timeout.abort();
      }
    })());
  }

  return {
    configured,
    ready,
    async sessionWithin(ms, signal) {
      const adapter = await untilAborted(ready(), signal);
      if (!adapter) return null;
      // The timer runs from after init; the adapter's answer in time is the login completing.
      const timer = new AbortController();
      const answer = Promise.resolve().then(() => adapter.session()).then((session) => (isIdentitySession(session) ? session : null), () => null);
      const expired = abortableDelay(win, ms, timer.signal).then(() => null);
      try {
        return await untilAborted(Promise.race([answer, expired]), signal);
      } finally {
        timer.abort();
      }
    },
  };
}
