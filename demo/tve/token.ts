/**
 * The entitlement library stand-in's short media token: what its `setToken`
 * hands the page, shaped as Adobe Pass's is (CONTRACT §6): base64 of an XML
 * document whose `authToken` holds the session, requestor, resource, mvpd,
 * issue time and `<ttl>` in milliseconds. The signature is a digest of the
 * rest, enough for the demo (nothing verifies it). Browser and Node: no DOM.
 */
import { hashString } from '../../runtime/util/hash.js';
import { escapeXml } from '../content/art/svg.js';

/** Authorization lasts a day unless the `expired-token` scenario shortens it. */
export const DEFAULT_TOKEN_TTL_MS = 24 * 3600 * 1000;

export interface MediaTokenFields {
  sessionGUID: string;
  requestorID: string;
  resourceID: string;
  mvpdId: string;
  ttl: number;
  issueTime: Date;
}

/** `2026-03-01 17:31:34 -0000`: the issue time as the real token writes it (UTC here). */
function issueTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} -0000`;
}

export function mediaTokenXml(fields: MediaTokenFields): string {
  const authToken =
    `<authToken><sessionGUID>${escapeXml(fields.sessionGUID)}</sessionGUID>` +
    `<requestorID>${escapeXml(fields.requestorID)}</requestorID>` +
    `<resourceID>${escapeXml(fields.resourceID)}</resourceID>` +
    `<ttl>${Math.max(0, Math.round(fields.ttl))}</ttl>` +
    `<issueTime>${issueTime(fields.issueTime)}</issueTime>` +
    `<mvpdId>${escapeXml(fields.mvpdId)}</mvpdId></authToken>`;
  return `<signatureInfo>${hashString(authToken)}${authToken}</signatureInfo>`;
}

/** Base64 of the UTF-8 bytes (a resource id may be an MRSS string with any text in it). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeBase64Utf8(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

export function mediaToken(fields: MediaTokenFields): string {
  return base64Utf8(mediaTokenXml(fields));
}
