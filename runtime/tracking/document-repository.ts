/**
 * The document's one site repository, shared by tracking
 * (the consented chunk) and ads (the ad chunk): the repository's callback
 * name is one global (`repoLoad`), so every load of a document goes through
 * one `SiteRepository`, whose chain runs them one at a time, and the page's
 * answer is asked once per document (per configured address) by whichever
 * needs it first. Ads ask it with or without consent; tracking only with it.
 * That first asker's `consent` is the one sent: consent given in the banner
 * reloads the page, so within a document it only changes when
 * the platform reports earlier consent late, and the ad setup does not
 * depend on it (targeting takes consent from the store, not the answer).
 *
 * The document scope keeps the one instance: this chunk only knows how to make it.
 */
import type { DocumentScope } from '../document-scope.js';
import type { RepositoryData } from './repository-data.js';
import { createSiteRepository, type SiteRepository } from './site-repository.js';

export interface DocumentRepository {
  /** The JSONP loader itself, for share lookups and `data()`. */
  readonly repository: SiteRepository;
  /** The page's answer, loaded on the first call for `url`; rejects with the catalogue's texts (a later call tries again). */
  page(request: { url: string; consent: boolean }): Promise<RepositoryData | undefined>;
}

/** The repository of `scope`'s document, made by whichever of ads and tracking asks first. */
export function documentRepository(scope: Pick<DocumentScope, 'window' | 'own'>): DocumentRepository {
  return scope.own('repository', () => createDocumentRepository(scope.window));
}

export function createDocumentRepository(win: Window): DocumentRepository {
  const repository = createSiteRepository({ window: win, document: win.document });
  const answers = new Map<string, Promise<RepositoryData | undefined>>();
  return Object.freeze({
    repository,
    page(request: { url: string; consent: boolean }) {
      let answer = answers.get(request.url);
      if (!answer) {
        answer = repository.init(request);
        // A failed load is forgotten, so the next asker tries again.
        void answer.catch(() => answers.delete(request.url));
        answers.set(request.url, answer);
      }
      return answer;
    },
  });
}
