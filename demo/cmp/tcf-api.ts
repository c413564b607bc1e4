/**
 * `window.__tcfapi(command, version, callback, parameter)` as the IAB TCF
 * v2.2 "CMP API" defines it: `ping`, `addEventListener`,
 * `removeEventListener`, `getTCData`, plus the common extension
 * `displayConsentUi`. The platform's state is read through `state()` at each
 * call; `notify()` tells every listener about a change. A version other than
 * 2 or an unknown command answers `(null, false)`; a callback that is not a
 * function is ignored, and one that throws is reported without stopping the
 * others.
 */
import { PURPOSE_IDS, CMP_ID, CMP_VERSION, TCF_POLICY_VERSION, VENDOR_LIST_VERSION } from './purposes.js';
import type { CoreSegment } from './tc-string.js';

export type EventStatus = 'tcloaded' | 'cmpuishown' | 'useractioncomplete';

export interface PlatformState {
  /** The stored choice, if any: '' and undefined before the first. */
  tcString: string;
  core: CoreSegment | undefined;
  eventStatus: EventStatus;
  uiVisible: boolean;
}

type Flags = Record<string, boolean>;

export interface TCData {
  tcString: string;
  tcfPolicyVersion: number;
  cmpId: number;
  cmpVersion: number;
  gdprApplies: boolean;
  eventStatus: EventStatus;
  cmpStatus: 'loaded';
  listenerId?: number;
  isServiceSpecific: boolean;
  useNonStandardTexts: boolean;
  publisherCC: string;
  purposeOneTreatment: boolean;
  purpose: { consents: Flags; legitimateInterests: Flags };
  vendor: { consents: Flags; legitimateInterests: Flags };
  specialFeatureOptins: Flags;
  publisher: { consents: Flags; legitimateInterests: Flags; customPurpose: { consents: Flags; legitimateInterests: Flags }; restrictions: Record<string, never> };
}

export interface PingReturn {
  gdprApplies: boolean;
  cmpLoaded: true;
  cmpStatus: 'loaded';
  displayStatus: 'visible' | 'hidden';
  apiVersion: '2.2';
  cmpVersion: number;
  cmpId: number;
  gvlVersion: number;
  tcfPolicyVersion: number;
}

export type TcfApi = (command: unknown, version: unknown, callback: unknown, parameter?: unknown) => void;

/** `{1: true, 2: false, …}` over `ids`. */
function flags(ids: readonly number[], on: readonly number[] = []): Flags {
  const set = new Set(on);
  return Object.fromEntries(ids.map((id) => [String(id), set.has(id)]));
}

/** The TCData of `state`; `vendorIds` (getTCData's parameter) limits the vendor answer to those ids. */
export function toTcData(state: PlatformState, listenerId?: number, vendorIds?: readonly number[]): TCData {
  const core = state.core;
  const vendorConsents = core?.vendorConsents ?? [];
  const vendorLi = core?.vendorLegitimateInterests ?? [];
  const vendors = vendorIds ?? [...new Set([...vendorConsents, ...vendorLi])];
  const data: TCData = {
    tcString: state.tcString,
    tcfPolicyVersion: TCF_POLICY_VERSION,
    cmpId: CMP_ID,
    cmpVersion: CMP_VERSION,
    gdprApplies: true,
    eventStatus: state.eventStatus,
    cmpStatus: 'loaded',
    isServiceSpecific: core?.isServiceSpecific ?? true,
    useNonStandardTexts: core?.useNonStandardTexts ?? false,
    publisherCC: core?.publisherCC ?? 'AA',
    purposeOneTreatment: core?.purposeOneTreatment ?? false,
    purpose: { consents: flags(PURPOSE_IDS, core?.purposesConsent), legitimateInterests: flags(PURPOSE_IDS, core?.purposesLITransparency) },
    vendor: { consents: flags(vendors, vendorConsents), legitimateInterests: flags(vendors, vendorLi) },
    specialFeatureOptins: flags([1, 2], core?.specialFeatureOptIns),
    publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
  };
  if (listenerId !== undefined) data.listenerId = listenerId;
  return data;
}

export function createTcfApi(options: { state(): PlatformState; displayUi(): void }): { api: TcfApi; notify(): void } {
  const listeners = new Map<number, (...args: unknown[]) => unknown>();
  let nextListenerId = 1;

  type Callback = (...args: unknown[]) => unknown;
  const call = (callback: Callback, ...args: unknown[]) => {
    try {
      callback(...args);
    } catch (error) {
      // Someone else's listener: its failure is theirs, and the other listeners still hear.
      globalThis.reportError?.(error);
    }
  };

  const api: TcfApi = (command, version, answer, parameter) => {
    if (typeof answer !== 'function') return;
    const callback = answer as Callback;
    if (version !== 2) return call(callback, null, false);
    switch (command) {
      case 'ping': {
        const state = options.state();
        const ping: PingReturn = {
          gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: state.uiVisible ? 'visible' : 'hidden',
          apiVersion: '2.2', cmpVersion: CMP_VERSION, cmpId: CMP_ID, gvlVersion: VENDOR_LIST_VERSION, tcfPolicyVersion: TCF_POLICY_VERSION,
        };
        return call(callback, ping);
      }
      case 'addEventListener': {
        const id = nextListenerId++;
        listeners.set(id, callback);
        return call(callback, toTcData(options.state(), id), true);
      }
      case 'removeEventListener':
        return call(callback, listeners.delete(parameter as number));
      case 'getTCData': {
        const ids = Array.isArray(parameter) && parameter.every((id) => Number.isInteger(id) && id > 0) ? (parameter as number[]) : undefined;
        return call(callback, toTcData(options.state(), undefined, ids), true);
      }
      case 'displayConsentUi':
        options.displayUi();
        return call(callback, true);
      default:
        return call(callback, null, false);
    }
  };

  const notify = () => {
    const state = options.state();
    for (const [id, listener] of [...listeners]) call(listener, toTcData(state, id), true);
  };
  return { api, notify };
}
