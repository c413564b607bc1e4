/**
 * The demo's pass services (issue 16): what the
 * network's servers remember about a device, kept in this process's memory
 * and answered by demo/api/tve-pass-handlers.ts.
 * - The 24-hour free pass, one per device `uuid`: ready → started (set-up
 *   time, 86 400 s or the `free-pass-short` scenario's 120 s) → expired (its
 *   time up, or stopped). An expired device never gets another pass.
 * - The special preview, per (`uuid`, special provider): set up once, it
 *   runs for the provider's `preview.accessSeconds` from the first set-up,
 *   signed in or not (signing out does not stop its clock); `ended` once no
 *   time is left; `terminated` while the provider no longer offers it.
 * - House-based access: a household only under the `hba-household` scenario.
 * The scenarios that change answers (short, expired, ended, terminated,
 * household) are read here; failing services are the handlers' (an HTTP
 * matter). Node-safe: no DOM.
 */
import { findProvider, type DemoProvider } from '../content/providers.js';
import { SHORT_FREE_PASS_SECONDS, type Scenario } from './scenario.js';

/** The free pass lasts 86 400 s. */
export const FREE_PASS_SECONDS = 86_400;
/** A special-preview token is revalidated within 12 hours, so it lives that long. */
export const PREVIEW_TOKEN_SECONDS = 12 * 3600;
/** House-based access tokens last a day. */
export const HBA_TOKEN_SECONDS = 86_400;
/** The household's provider under `hba-household`: a participating one. */
export const HBA_PROVIDER_ID = 'skyline';
/** Devices remembered at most; the oldest are forgotten first, so memory stays bounded on a long-running server. */
export const MAX_DEVICES = 10_000;
/** Under `free-pass-expired`, the device's pass ended this long ago. */
const EXPIRED_AGO_MS = 3600 * 1000;

/** `duration` in seconds, `startDate` in epoch ms (0 while ready). */
export interface FreePassAnswer {
  status: 'ready' | 'started' | 'expired';
  isExpired: boolean;
  token: string;
  duration: number;
  startDate: number;
}

export type PreviewStatus = 'none' | 'setup' | 'active' | 'ended' | 'terminated' | 'loggedOut';

/** Durations and `tokenTTL` in seconds; `duration` is the access left. */
export interface PreviewAnswer {
  function: 'checkelvis' | 'setupdevice' | 'logoutdevice';
  status: PreviewStatus;
  token: string;
  duration: number;
  isActive: boolean;
  tokenTTL: number;
  terminatedServiceMessageAvailable: boolean;
  providers: Array<{ providerId: string; isLoggedIn: boolean; accessDuration: number; refreshDuration: number; token: string; tokenTTL: number }>;
}

interface FreePassRecord { startDate: number; duration: number; token: string; endedAt?: number }
interface PreviewRecord { startedAt: number; token: string }

/** A Map that forgets its oldest key past `max` (a key set again becomes the newest). */
function boundedMap<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}

const newToken = (kind: string) => `${kind}.${globalThis.crypto.randomUUID().replace(/-/g, '')}`;

/** A special provider of the allow list, or undefined for any other id. */
export function specialProvider(id: string): DemoProvider | undefined {
  const provider = findProvider(id);
  return provider?.preview ? provider : undefined;
}

export function createPassService(options: { now?(): number; maxDevices?: number } = {}) {
  const now = options.now ?? (() => Date.now());
  const passes = boundedMap<FreePassRecord>(options.maxDevices ?? MAX_DEVICES);
  const previews = boundedMap<Map<string, PreviewRecord>>(options.maxDevices ?? MAX_DEVICES);

  const ended = (pass: FreePassRecord) => pass.endedAt !== undefined || now() >= pass.startDate + pass.duration * 1000;

  /** The device's pass, after the `free-pass-expired` scenario had its say: a pass that ended an hour ago. */
  function passOf(uuid: string, scenario: Scenario): FreePassRecord | undefined {
    const pass = passes.get(uuid);
    if (scenario !== 'free-pass-expired' || (pass && ended(pass))) return pass;
    const expired = { startDate: now() - FREE_PASS_SECONDS * 1000 - EXPIRED_AGO_MS, duration: FREE_PASS_SECONDS, token: '' };
    passes.set(uuid, expired);
    return expired;
  }

  function passAnswer(pass: FreePassRecord | undefined, scenario: Scenario): FreePassAnswer {
    if (!pass) {
      return { status: 'ready', isExpired: false, token: '', duration: scenario === 'free-pass-short' ? SHORT_FREE_PASS_SECONDS : FREE_PASS_SECONDS, startDate: 0 };
    }
    if (!ended(pass)) return { status: 'started', isExpired: false, token: pass.token, duration: pass.duration, startDate: pass.startDate };
    // An expired pass's startDate + duration is when it ended: a stopped one reports the time it ran.
    const ran = pass.endedAt === undefined ? pass.duration : Math.max(1, Math.ceil((pass.endedAt - pass.startDate) / 1000));
    return { status: 'expired', isExpired: true, token: '', duration: ran, startDate: pass.startDate };
  }

  const offerActive = (scenario: Scenario) => scenario !== 'preview-terminated';
  const remaining = (provider: DemoProvider, record: PreviewRecord | undefined, scenario: Scenario) => {
    if (scenario === 'preview-ended') return 0;
    const total = provider.preview!.accessSeconds;
    return record ? Math.max(0, total - Math.floor((now() - record.startedAt) / 1000)) : total;
  };

  function previewAnswer(fn: PreviewAnswer['function'], status: PreviewStatus, provider?: DemoProvider, record?: PreviewRecord, scenario: Scenario = 'normal'): PreviewAnswer {
    const active = status === 'active';
    const token = active ? record!.token : '';
    const tokenTTL = active ? PREVIEW_TOKEN_SECONDS : 0;
    const left = provider ? remaining(provider, record, scenario) : 0;
    return {
      function: fn, status, token, duration: left, isActive: offerActive(scenario), tokenTTL,
      terminatedServiceMessageAvailable: !offerActive(scenario),
      providers: provider
        ? [{ providerId: provider.id, isLoggedIn: active, accessDuration: left, refreshDuration: PREVIEW_TOKEN_SECONDS, token, tokenTTL }]
        : [],
    };
  }

  /** The status of one (device, provider) pair: terminated, ended, active (signed in) or set-up-able. */
  function pairStatus(provider: DemoProvider, record: PreviewRecord | undefined, scenario: Scenario): PreviewStatus {
    if (!offerActive(scenario)) return 'terminated';
    if (record && remaining(provider, record, scenario) < 1) return 'ended';
    return record?.token ? 'active' : 'setup';
  }

  const devicePreviews = (uuid: string) => previews.get(uuid) ?? new Map<string, PreviewRecord>();

  return {
    /** `html5/checkdevice`. */
    checkDevice: (uuid: string, scenario: Scenario) => passAnswer(passOf(uuid, scenario), scenario),

    /** `html5/setupdevice`: starts a ready device's pass; a started or expired one answers as it is. */
    setupDevice(uuid: string, scenario: Scenario): FreePassAnswer {
      let pass = passOf(uuid, scenario);
      if (!pass) {
        pass = { startDate: now(), duration: scenario === 'free-pass-short' ? SHORT_FREE_PASS_SECONDS : FREE_PASS_SECONDS, token: newToken('fp') };
        passes.set(uuid, pass);
      }
      return passAnswer(pass, scenario);
    },

    /** `html5/stopdevice`: a started pass ends now (the viewer took another route); any other answers as it is. */
    stopDevice(uuid: string, scenario: Scenario): FreePassAnswer {
      const pass = passOf(uuid, scenario);
      if (pass && !ended(pass)) pass.endedAt = now();
      return passAnswer(pass, scenario);
    },

    /**
     * `checkelvis`: with a provider, that pair (or, without a device, the
     * provider's offer); with only a device, its signed-in preview if any.
     */
    checkElvis(query: { uuid?: string; provider?: DemoProvider }, scenario: Scenario): PreviewAnswer {
      const records = query.uuid ? devicePreviews(query.uuid) : undefined;
      let provider = query.provider;
      if (!provider && records) {
        const signedIn = [...records].reverse().find(([, record]) => record.token);
        provider = signedIn && specialProvider(signedIn[0]);
        if (!provider) return previewAnswer('checkelvis', 'none', undefined, undefined, scenario);
      }
      const record = records?.get(provider!.id);
      const status = pairStatus(provider!, record, scenario);
      if (status !== 'active' && record) record.token = '';
      return previewAnswer('checkelvis', status, provider, record, scenario);
    },

    /** `setupdevice`: the pair's preview starts (its clock from the first set-up) and signs in, unless over. */
    setupElvis(uuid: string, provider: DemoProvider, scenario: Scenario): PreviewAnswer {
      const records = devicePreviews(uuid);
      const record = records.get(provider.id) ?? { startedAt: now(), token: '' };
      if (offerActive(scenario)) {
        records.set(provider.id, record);
        previews.set(uuid, records);
      }
      const status = pairStatus(provider, record, scenario);
      record.token = status === 'ended' || status === 'terminated' ? '' : record.token || newToken('elvis');
      return previewAnswer('setupdevice', status === 'setup' ? 'active' : status, provider, record, scenario);
    },

    /** `logoutdevice`: every preview of the device signs out (their clocks run on); the last one's flags come back. */
    logoutDevice(uuid: string, scenario: Scenario): PreviewAnswer {
      const records = devicePreviews(uuid);
      const last = [...records].reverse().find(([, record]) => record.token) ?? [...records].pop();
      for (const record of records.values()) record.token = '';
      return previewAnswer('logoutdevice', 'loggedOut', last && specialProvider(last[0]), last?.[1], scenario);
    },

    /** `checkelvis?hba=true`: the household's token and provider, or no token. */
    checkHousehold(scenario: Scenario): PreviewAnswer {
      if (scenario !== 'hba-household') return { ...previewAnswer('checkelvis', 'none'), isActive: false };
      const token = newToken('hba');
      return {
        function: 'checkelvis', status: 'active', token, duration: HBA_TOKEN_SECONDS, isActive: true, tokenTTL: HBA_TOKEN_SECONDS,
        terminatedServiceMessageAvailable: false,
        providers: [{ providerId: HBA_PROVIDER_ID, isLoggedIn: true, accessDuration: HBA_TOKEN_SECONDS, refreshDuration: PREVIEW_TOKEN_SECONDS, token, tokenTTL: HBA_TOKEN_SECONDS }],
      };
    },
  };
}

export type PassService = ReturnType<typeof createPassService>;
