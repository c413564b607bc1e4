/**
 * Short media tokens for tests: base64 of the UTF-8 text the entitlement
 * library hands `setToken`, with `<ttl>` in ms. By default in the shape the
 * real library sends: a `signatureInfo` element (base64 signature text)
 * followed by a sibling `authToken`, two top-level elements and so not one
 * XML document. `shape: 'nested'` puts `authToken` inside `signatureInfo`,
 * which the runtime reads the same way.
 */
export interface TestTokenFields {
  ttl: number;
  mvpd?: string;
  resource?: string;
  requestor?: string;
  shape?: 'separate' | 'nested';
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Base64 of the UTF-8 bytes of `text`. */
export function base64Text(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** The token's XML text. */
export function tokenText(fields: TestTokenFields): string {
  const authToken = `<authToken><sessionGUID>test-session</sessionGUID><requestorID>${escapeXml(fields.requestor ?? '')}</requestorID>`
    + `<resourceID>${escapeXml(fields.resource ?? '')}</resourceID><ttl>${fields.ttl}</ttl>`
    + `<issueTime>2026-03-01 17:31:34 -0000</issueTime><mvpdId>${escapeXml(fields.mvpd ?? '')}</mvpdId></authToken>`;
  const signature = 'dGVzdCBzaWduYXR1cmU=';
  return fields.shape === 'nested'
    ? `<signatureInfo>${signature}${authToken}</signatureInfo>`
    : `<signatureInfo>${signature}</signatureInfo>${authToken}`;
}

/** The token as `setToken` receives it. */
export function encodeToken(fields: TestTokenFields): string {
  return base64Text(tokenText(fields));
}
