/**
 * The demo's support desk: `POST /api/support` opens a ticket. JSON
 * `{name, email, topic, message}` (the help page's form with script) answers
 * 201 with `{reference}` or 422 with what is wrong with each field
 * (`{problems}`, by the form's own rules in support-rules.ts); a form-encoded
 * post (the same form without script) is sent on with 303 to its ticket page
 * (`GET /api/support/tickets/{reference}`), or shown the form again, filled,
 * with the problems (422). 400 for a body that is neither. Node-safe.
 */
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { isRecord } from '../../runtime/util/guards.js';
import { REFERENCE, SUPPORT_PATH, draftOf, type SupportDraft } from '../../islands/shared/support/support-rules.js';
import { createSupportStore } from '../content/support.js';
import { supportFormHtml, ticketPageHtml } from './support-page.js';

export const SUPPORT_API_PREFIXES: readonly string[] = [SUPPORT_PATH];
export const ticketPath = (reference: string) => `${SUPPORT_PATH}/tickets/${reference}`;

/** Bodies past this are refused unread: a request is far smaller. */
const MAX_BODY = 16_384;
const NO_STORE = { 'cache-control': 'no-store' };

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status, headers: NO_STORE });
const html = (status: number, body: string) => new HttpResponse(body, { status, headers: { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' } });

export function createSupportHandlers(store = createSupportStore()): RequestHandler[] {
  return [
    http.post(SUPPORT_PATH, async ({ request }) => {
      const raw = await request.text();
      if (raw.length > MAX_BODY) return json(413, { error: 'The request is too large' });
      const form = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
      let draft: SupportDraft | undefined;
      if (form) {
        const params = new URLSearchParams(raw);
        draft = draftOf((field) => params.get(field) ?? '');
      } else {
        try {
          const body: unknown = JSON.parse(raw);
          draft = isRecord(body) ? draftOf((field) => body[field]) : undefined;
        } catch {
          draft = undefined;
        }
      }
      if (!draft) return json(400, { error: 'The body must be JSON {"name", "email", "topic", "message"}, each a string, or the form' });
      const result = store.open(draft);
      if (form) {
        return result.ok
          ? new HttpResponse(null, { status: 303, headers: { ...NO_STORE, location: ticketPath(result.ticket.reference) } })
          : html(422, supportFormHtml(draft, result.problems));
      }
      return result.ok
        ? json(201, { reference: result.ticket.reference })
        : json(422, { error: 'The request was not sent', problems: result.problems });
    }),
    http.get(`${SUPPORT_PATH}/tickets/:reference`, ({ params }) => {
      const reference = String(params.reference);
      const ticket = REFERENCE.test(reference) ? store.find(reference) : undefined;
      return ticket ? html(200, ticketPageHtml(ticket)) : json(404, { error: 'No such ticket' });
    }),
  ];
}
