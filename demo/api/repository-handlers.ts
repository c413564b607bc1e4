/**
 * The site repository's JSONP endpoint: `GET /ads/repository
 * ?callback=repoLoad&consent=true|false[&itemId=&url=]` answers a script
 * calling the named callback with demo/content/repository.ts's answer.
 * Node-safe: nothing touches `window`.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { REPOSITORY_PATH, repositoryAnswer } from '../content/repository.js';
import { scriptSafeJson } from '../../server/script-safe-json.js';

export const REPOSITORY_API_PREFIXES: readonly string[] = ['/ads/'];

/** A JavaScript identifier and nothing else: the callback name becomes code. */
const CALLBACK = /^[A-Za-z_$][\w$]{0,63}$/;

const script = (source: string, status = 200) =>
  new HttpResponse(source, {
    status,
    // Depends on consent and the share parameters, all in the URL: cacheable per URL for a minute.
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': status === 200 ? 'public, max-age=60' : 'no-store', 'x-content-type-options': 'nosniff' },
  });

export function createRepositoryHandlers(): RequestHandler[] {
  return [
    http.get(REPOSITORY_PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const callback = query.get('callback') ?? '';
      if (!CALLBACK.test(callback)) return script('/* callback must be a JavaScript identifier */', 400);
      const consent = query.get('consent');
      if (consent !== 'true' && consent !== 'false') return script('/* consent must be true or false */', 400);
      const answer = repositoryAnswer({ consent: consent === 'true', itemId: query.get('itemId') ?? undefined, pageUrl: query.get('url') ?? undefined });
      return script(`${callback}(${scriptSafeJson(answer)});`);
    }),
  ];
}
