import { isAbortError } from '../../util/abort.js';
import { parsePreviewAnswer, type PreviewAnswer } from './preview-record.js';
import type { TveServices } from './services.js';

/**
 * The special preview's calls, answers parsed
 * (`preview-record.ts`); a failed script, a hung one, an `error` answer or
 * one of the wrong shape rejects with a ServiceError.
 *
 * - `checkelvis` carries the uuid, and the provider id when one is known
 *   (the spec's "uuid or providerId": the service finds the preview by
 *   either), with `deviceType=web` and `requestorId`.
 * - That status check is retried: three attempts in all, 5 s
 *   apart (the provider list's retry wait, the one retry figure given).
 *   `setupdevice` and `logoutdevice` are not: they change the service's
 *   state, and a viewer's sign-out must not wait on them.
 */

export const PREVIEW_CHECK_ATTEMPTS = 3;
export const PREVIEW_RETRY_MS = 5000;

export interface PreviewCalls {
  check(uuid: string, providerId: string | undefined, signal: AbortSignal): Promise<PreviewAnswer>;
  setup(providerId: string, uuid: string, signal: AbortSignal): Promise<PreviewAnswer>;
  logout(uuid: string, providerId: string | undefined, signal: AbortSignal): Promise<PreviewAnswer>;
}

export function createPreviewCalls(options: {
  services: TveServices;
  requestor: string;
  delay: (ms: number, signal: AbortSignal) => Promise<void>;
}): PreviewCalls {
  const { services } = options;
  const call = async (path: string, query: Record<string, string>, providerId: string | undefined, signal: AbortSignal) =>
    parsePreviewAnswer(path, await services.call(path, query, signal), providerId);

  return {
    async check(uuid, providerId, signal) {
      const query: Record<string, string> = { uuid, deviceType: 'web', requestorId: options.requestor };
      if (providerId !== undefined) query.providerId = providerId;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await call('/checkelvis', query, providerId, signal);
        } catch (error) {
          if (isAbortError(error) || attempt >= PREVIEW_CHECK_ATTEMPTS) throw error;
        }
        await options.delay(PREVIEW_RETRY_MS, signal);
      }
    },
    setup: (providerId, uuid, signal) => call('/setupdevice', { providerId, uuid }, providerId, signal),
    logout: (uuid, providerId, signal) => call('/logoutdevice', { uuid }, providerId, signal),
  };
}
