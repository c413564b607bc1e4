/**
 * The strict Content-Security-Policy in the e2e suite: every page runs under the strict policy with
 * zero `securitypolicyviolation` events, and every same-origin HTML document
 * is answered with the exact security headers. The policy text is written out
 * here, not imported from the server, so the test checks the server against
 * the policy as written rather than against itself.
 */
import type { BrowserContext, Response } from '@playwright/test';

export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
  + "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  documentURL: string;
}

const BINDING = '__tfReportCspViolation';

/**
 * Reports every violation of every document of `context` (pages, popups,
 * frames) from the first script of each document on: the listener is on the
 * document in the capture phase, so a violation on an element inside a
 * shadow root (the event is composed) is seen too.
 */
export async function collectCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => { violations.push(violation); });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        documentURL: event.documentURI,
      });
    }, true);
  }, BINDING);
  return violations;
}

/**
 * Lets violations already queued in the open pages reach the test: the
 * event is dispatched in a task of its own, and a binding call sent before
 * this evaluation's answer arrives before it.
 */
export async function flushCspReports(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) =>
    // One task, by a message rather than a timer: a test may have left the page's clock paused.
    page.evaluate(() => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    })).catch(() => undefined)));
}

/** One line per distinct violation, with how many times it happened. */
export function describeViolations(violations: CspViolation[]): string {
  const counts = new Map<string, number>();
  for (const v of violations) {
    const line = `${v.directive} blocked ${v.blockedURI || '(unknown)'} at ${v.sourceFile || '(no source)'}:${v.line}`
      + ` in ${v.documentURL}${v.sample ? `: ${JSON.stringify(v.sample)}` : ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const lines = [...counts].map(([line, count]) => `  ${count > 1 ? `${count}× ` : ''}${line}`);
  return `${violations.length} Content-Security-Policy violation(s):\n${lines.join('\n')}`;
}

/**
 * The security headers each same-origin HTML document answer lacks, as readable
 * lines (empty when all are there). Redirects carry no page and are skipped.
 */
export async function missingSecurityHeaders(response: Response): Promise<string[]> {
  if (response.status() >= 300 && response.status() < 400) return [];
  const headers = await response.allHeaders();
  if (!(headers['content-type'] ?? '').includes('text/html')) return [];
  return Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name, value]) => `  ${response.url()} (${response.status()}): ${name} is ${JSON.stringify(headers[name] ?? null)}, expected ${JSON.stringify(value)}`);
}

/** Same-origin document answers of `context`, checked as they arrive. */
export function watchDocumentHeaders(context: BrowserContext, origin: string): () => Promise<string[]> {
  const checks: Promise<string[]>[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || new URL(response.url()).origin !== origin) return;
    checks.push(missingSecurityHeaders(response).catch(() => []));
  });
  return async () => (await Promise.all(checks)).flat();
}
