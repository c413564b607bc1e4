/**
 * The production server's request log: one line per answered request, with
 * what an operator needs (time, method, path, status, duration) and nothing
 * of the visitor's secrets. Headers are never logged (cookies, authorization);
 * a query keeps its parameter names, but a value only for the few parameters
 * known to carry no secret, and the manifest's `url` only up to its own query.
 */

/** Parameters whose value is logged as sent: image sizes and formats. */
const SHOWN = new Set(['width', 'height', 'format']);
/** Parameters that name a page of the site: logged without their own query. */
const PAGE_ADDRESS = new Set(['url']);

/** `path?query` as the log shows it: every other value replaced by `*`. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const parameters = [...new URLSearchParams(url.slice(at + 1))].map(([name, value]) => {
    if (SHOWN.has(name)) return `${name}=${encodeURIComponent(value)}`;
    if (PAGE_ADDRESS.has(name)) return `${name}=${encodeURIComponent(value.split(/[?#]/, 1)[0]!)}`;
    return `${encodeURIComponent(name)}=*`;
  });
  return parameters.length ? `${path}?${parameters.join('&')}` : path;
}

/** One log line: `2026-11-28T13:30:00.000Z GET /shows 200 12ms`. */
export function requestLogLine(request: { method: string; url: string }, status: number, milliseconds: number, at = new Date()): string {
  return `${at.toISOString()} ${request.method} ${loggedUrl(request.url)} ${status} ${Math.round(milliseconds)}ms`;
}
