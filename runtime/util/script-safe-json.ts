/**
 * JSON that may sit inside a script: the server's inline manifest
 * (`<script type="application/json">`), the site repository's JSONP answer
 * and the JSON-LD blocks islands draw (`<script type="application/ld+json">`).
 */
const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` as \uXXXX,
 * so no string can close the element (`</script>`) or open a comment
 * (`<!--`) in it, and U+2028/U+2029 too, which old JavaScript parsers took
 * for line ends. JSON.parse reads the same value back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
}
