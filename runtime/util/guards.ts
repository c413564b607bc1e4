/**
 * Shape checks for values that arrive as JSON from the network or a cookie.
 * Arrays are excluded: a manifest, a zone map or a debug state is never one.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
