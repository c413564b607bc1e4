/**
 * The entitlement library stand-in's short media token: what its `setToken`
 * hands the page, shaped as Adobe Pass's is: base64 of XML text made of two
 * top-level elements, `<signatureInfo>` (base64 signature text) followed by
 * its sibling `<authToken>`, which holds the session, requestor, resource,
 * issue time, mvpd and `<ttl>` in milliseconds. Two top-level elements are
 * not one XML document, which is why the page must not parse it as one. The
 * real signature is Adobe's PKI signature, checked by a media token verifier
 * on the programmer's server; the stand-in's is a placeholder digest of the
 * authToken that nothing verifies, so it must never be trusted as one.
 * Browser and Node: no DOM.
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
  return `<signatureInfo>${base64Utf8(hashString(authToken))}</signatureInfo>${authToken}`;
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
