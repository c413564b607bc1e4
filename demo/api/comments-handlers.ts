/**
 * The demo's comments service: `GET /api/comments?item={id}` answers an
 * item's comments, newest first (`{item, total, comments}`), and `POST
 * /api/comments` with JSON `{item, name, text}` keeps one: 201 with the
 * comment, 422 with what is wrong with each field (the same rules the panel
 * checks: demo/content/comments.ts over comment-rules.ts), 404 for an item
 * that takes no comments, 400 for a body that is not such JSON. No account
 * is needed. Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { isRecord } from '../../runtime/util/guards.js';
import { COMMENTS_PATH, createCommentStore } from '../content/comments.js';

export const COMMENTS_API_PREFIXES: readonly string[] = [COMMENTS_PATH];

/** Bodies past this are refused unread: a comment is far smaller. */
const MAX_BODY = 16_384;

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
const noItem = (item: string) => json(404, { error: `No item ${JSON.stringify(item)} takes comments` });

export function createCommentsHandlers(store = createCommentStore()): RequestHandler[] {
  return [
    http.get(COMMENTS_PATH, ({ request }) => {
      const item = new URL(request.url).searchParams.get('item') ?? '';
      const comments = store.list(item);
      return comments ? json(200, { item, total: comments.length, comments }) : noItem(item);
    }),
    http.post(COMMENTS_PATH, async ({ request }) => {
      const raw = await request.text();
      if (raw.length > MAX_BODY) return json(413, { error: 'The comment is too large' });
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return json(400, { error: 'The body must be JSON: {"item", "name", "text"}' });
      }
      if (!isRecord(body) || typeof body.item !== 'string' || typeof body.name !== 'string' || typeof body.text !== 'string') {
        return json(400, { error: 'The body must be JSON: {"item", "name", "text"}, each a string' });
      }
      const result = store.post(body.item, { name: body.name, text: body.text });
      if (!result) return noItem(body.item);
      if (!result.ok) return json(422, { error: 'The comment was not posted', problems: result.problems });
      return json(201, { comment: result.comment, total: result.total });
    }),
  ];
}
