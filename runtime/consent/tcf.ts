/**
 * Reading one answer of an IAB TCF v2.2 platform, pure: `__tcfapi('addEventListener', 2, callback)` calls back with
 * `(tcData, success)`, and this says what that answer means for Triforce.
 * Any conforming platform works; nothing here knows the demo's banner.
 */

/**
 * The purposes the site needs: store/access information (1),
 * a personalised ads profile (3) and their use (4), ad measurement (7),
 * content measurement (8), audience research (9), product improvement (10).
 */
export const REQUIRED_PURPOSES = [1, 3, 4, 7, 8, 9, 10] as const;

/** The `__tcfapi` function as a platform installs it on `window`. */
export type TcfApi = (command: string, version: number, callback: TcfCallback, parameter?: unknown) => void;
export type TcfCallback = (tcData: unknown, success: unknown) => void;

export interface TcfReading {
  granted: boolean;
  /** The platform's `gdprApplies` when it is a boolean, else unknown. */
  gdprApplies: boolean | undefined;
  /**
   * The visitor acted in the banner during this page session
   * (`useractioncomplete`), as opposed to a choice stored earlier (`tcloaded`).
   */
  userAction: boolean;
  /** Needed to remove the listener again (`removeEventListener`). */
  listenerId: number | undefined;
}

/**
 * Granted only for a settled answer (`tcloaded`, `useractioncomplete`) that
 * either says GDPR does not apply or consents to every required purpose.
 * Anything else (a failed call, the banner still showing `cmpuishown`,
 * a refusal, a payload of the wrong shape) is not granted. Never throws for
 * plain data; a payload whose getters throw is the caller's to catch.
 */
export function readTcfAnswer(tcData: unknown, success: unknown): TcfReading {
  const data = success !== false && typeof tcData === 'object' && tcData !== null
    ? tcData as Record<string, unknown>
    : {};
  const status = data.eventStatus;
  const settled = status === 'tcloaded' || status === 'useractioncomplete';
  const gdprApplies = typeof data.gdprApplies === 'boolean' ? data.gdprApplies : undefined;
  const purpose = data.purpose as { consents?: unknown } | null | undefined;
  const consents = typeof purpose === 'object' && purpose !== null ? purpose.consents : undefined;
  const consented = typeof consents === 'object' && consents !== null
    // `=== true`: a platform answering "1" or "yes" has not said yes in TCF terms.
    && REQUIRED_PURPOSES.every((id) => (consents as Record<number, unknown>)[id] === true);
  return {
    granted: settled && (gdprApplies === false || consented),
    gdprApplies,
    userAction: status === 'useractioncomplete',
    listenerId: typeof data.listenerId === 'number' ? data.listenerId : undefined,
  };
}
