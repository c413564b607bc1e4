/**
 * The entitlement library's authorization token (CONTRACT §6): base64 of an
 * XML document (Adobe's short media token) whose `<ttl>` is the token's
 * lifetime in milliseconds. Spec 001 §3 "Auth data stored": the expiry is
 * now plus that ttl. Pure; anything else is a token failure (undefined).
 */

export interface TokenInfo {
  /** Lifetime in ms, from `<ttl>`. */
  ttl: number;
  /** Epoch ms: `now + ttl`. */
  expiresAt: number;
  /** `<mvpdId>` when the token names its provider. */
  mvpd?: string;
  /** `<resourceID>` when present. */
  resource?: string;
}

/** Base64 (standard or URL-safe, padded or not, with line breaks) as text, or undefined. */
function decodeBase64(value: string): string | undefined {
  const clean = value.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return undefined;
  const padded = clean.padEnd(Math.ceil(clean.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The text of the first element named `name` (any namespace), trimmed, or undefined. */
function textOf(doc: Document, name: string): string | undefined {
  const text = doc.getElementsByTagNameNS('*', name)[0]?.textContent?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** The token's lifetime and expiry at `now`, or undefined for anything that is not such a token. */
export function readToken(token: unknown, now: number): TokenInfo | undefined {
  if (typeof token !== 'string') return undefined;
  const xml = decodeBase64(token);
  if (xml === undefined) return undefined;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return undefined;
  const ttlText = textOf(doc, 'ttl');
  if (ttlText === undefined || !/^\d+$/.test(ttlText)) return undefined;
  const ttl = Number(ttlText);
  if (!Number.isSafeInteger(ttl) || ttl <= 0) return undefined;
  const info: TokenInfo = { ttl, expiresAt: now + ttl };
  const mvpd = textOf(doc, 'mvpdId');
  const resource = textOf(doc, 'resourceID');
  if (mvpd !== undefined) info.mvpd = mvpd;
  if (resource !== undefined) info.resource = resource;
  return info;
}

/**
 * A token of that shape, for tests and the demo's stand-in library:
 * `<ttl>` in ms, base64 of the UTF-8 XML.
 */
export function encodeToken(fields: { ttl: number; mvpd?: string; resource?: string; requestor?: string }): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const xml = `<signatureInfo><authToken><requestorID>${escape(fields.requestor ?? '')}</requestorID>`
    + `<resourceID>${escape(fields.resource ?? '')}</resourceID><ttl>${fields.ttl}</ttl>`
    + `<mvpdId>${escape(fields.mvpd ?? '')}</mvpdId></authToken></signatureInfo>`;
  const bytes = new TextEncoder().encode(xml);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}
