/**
 * The entitlement library's authorization token: Adobe's short media token,
 * base64 of XML text whose `<authToken>` holds `<ttl>`, the token's lifetime
 * in milliseconds; the stored auth data expires at now plus that ttl. The
 * real library sends two top-level elements,
 * `<signatureInfo>…</signatureInfo><authToken>…</authToken>`, which is not one
 * XML document; a token whose `authToken` sits inside `signatureInfo` is read
 * the same way. Pure; anything else is a token failure (undefined).
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

/** The text of the first element named `name` (any namespace) under `scope`, trimmed, or undefined. */
function textOf(scope: Element, name: string): string | undefined {
  const text = scope.getElementsByTagNameNS('*', name)[0]?.textContent?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** The synthetic root: a name none of the token's own elements has. */
const WRAPPER = 'tf-media-token';

/**
 * The token's `authToken` element, or undefined. The text is parsed as XML
 * (never HTML) inside one synthetic root, so both shapes are one document;
 * a leading XML declaration is dropped first, since it may not stand inside
 * an element. Anything malformed, and any text or markup between the
 * top-level elements other than whitespace and comments, is refused.
 */
function authTokenOf(xml: string): Element | undefined {
  const body = xml.replace(/^\uFEFF?\s*<\?xml\s[^?]*\?>/, '');
  const doc = new DOMParser().parseFromString(`<${WRAPPER}>${body}</${WRAPPER}>`, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement.localName !== WRAPPER) return undefined;
  for (const node of Array.from(doc.documentElement.childNodes)) {
    const blank = node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '';
    if (!blank && node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.COMMENT_NODE) return undefined;
  }
  return doc.getElementsByTagNameNS('*', 'authToken')[0];
}

/** The token's lifetime and expiry at `now`, or undefined for anything that is not such a token. */
export function readToken(token: unknown, now: number): TokenInfo | undefined {
  if (typeof token !== 'string') return undefined;
  const xml = decodeBase64(token);
  if (xml === undefined) return undefined;
  const authToken = authTokenOf(xml);
  if (!authToken) return undefined;
  const ttlText = textOf(authToken, 'ttl');
  if (ttlText === undefined || !/^\d+$/.test(ttlText)) return undefined;
  const ttl = Number(ttlText);
  if (!Number.isSafeInteger(ttl) || ttl <= 0) return undefined;
  const info: TokenInfo = { ttl, expiresAt: now + ttl };
  const mvpd = textOf(authToken, 'mvpdId');
  const resource = textOf(authToken, 'resourceID');
  if (mvpd !== undefined) info.mvpd = mvpd;
  if (resource !== undefined) info.resource = resource;
  return info;
}
