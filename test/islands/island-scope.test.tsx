import { expect } from '@open-wc/testing';
import controller from '../../islands/episode-player/index.js';
import { createDocumentScope, type DocumentScope } from '../../runtime/document-scope.js';
import { createScriptLoader } from '../../runtime/modules/script-loader.js';
import { documentVideo, type VideoEntity } from '../../runtime/personalization/video.js';
import type { DocumentRepository } from '../../runtime/tracking/document-repository.js';
import { playerScriptUrl } from '../../runtime/tve/player.js';
import { TVE_AUTHENTICATED_CLASS as TVE_MARK } from '../../runtime/tve/tv-auth-mark.js';
import { fakeConsent } from '../support/consent-source.js';
import { waitUntil } from '../support/wait.js';
import { episodeFeed } from './episode-feed.js';
import { makeHost } from './island-harness.js';
import { PLAYER_SRC } from './player-probe.js';

const SCOPE_KEY = Symbol.for('triforce.scope');

const feed = episodeFeed([]);

/**
 * The window's own scope, as `tf.js` would have made it, recording which of
 * of its members anything reads (`own:{key}` for what is owned through it).
 * Elements find it by their document (the island's `<tf-image>` takes the
 * document's images: `window`, `own:images`); an island's own code never may.
 */
function watchedWindowScope(): { reads: Set<string>; restore(): void } {
  const reads = new Set<string>();
  const target = createDocumentScope({ window });
  // Over an empty object: the frozen scope's own members could not be wrapped.
  const scope = new Proxy({}, {
    get(_empty, key) {
      if (key === 'own') return ((owned, create) => (reads.add(`own:${owned}`), target.own(owned, create))) satisfies DocumentScope['own'];
      if (typeof key === 'string') reads.add(key);
      return Reflect.get(target, key) as unknown;
    },
  });
  const holder = window as unknown as Record<symbol, unknown>;
  const before = Object.getOwnPropertyDescriptor(window, SCOPE_KEY);
  // Configurable here only, so the test can put the window back as it was.
  Object.defineProperty(window, SCOPE_KEY, { value: scope, configurable: true });
  return {
    reads,
    restore() {
      if (before) Object.defineProperty(window, SCOPE_KEY, before);
      else delete holder[SCOPE_KEY];
    },
  };
}

describe('an island drawn from its module context alone', () => {
  it('takes consent, the script loader, the site repository and the video hooks from ctx.documentScope, none from the window', async () => {
    const windowScope = watchedWindowScope();
    const consent = fakeConsent(true);
    const requested: string[] = [];
    const realScripts = createScriptLoader({ document });
    const started: VideoEntity[] = [];
    const repositoryAsked: { url: string; consent: boolean }[] = [];
    // The context's own scope: what a server renderer would hand an island.
    const scope: DocumentScope = createDocumentScope({
      window,
      consent: consent.source,
      scripts: { load: (url, signal) => (requested.push(url), realScripts.load(url, signal)), preload: () => undefined },
    });
    documentVideo(scope).setSink({ videoStart: (entity) => void started.push(entity), videoComplete: () => undefined });
    scope.own('repository', (): DocumentRepository => ({
      repository: undefined as never,
      page: (request) => (repositoryAsked.push(request), Promise.resolve({ website: { videoSiteSectionId: 'ss-42' } } as never)),
    }));
    const h = makeHost('ENT_M015');
    Object.assign(h.ctx.page, { config: { playerSrc: PLAYER_SRC, adRepositoryUrl: '/repository.js' } });
    h.ctx.documentScope = scope;
    document.body.classList.add(TVE_MARK);
    try {
      await controller.render(h.host, feed, h.ctx);
      h.host.querySelector<HTMLButtonElement>('button.tf-player__play')!.click();
      await waitUntil(() => h.host.querySelector('.mtvn-player') !== null && started.length > 0 && repositoryAsked.length > 0, 'the player plays');
      expect(requested).to.deep.equal([playerScriptUrl(PLAYER_SRC)]);
      // Granted by the context's consent: the window has no platform, so its store would say no.
      expect(h.host.querySelector('.mtvn-player')!.getAttribute('data-consent')).to.equal('true');
      expect(repositoryAsked).to.deep.equal([{ url: '/repository.js', consent: true }]);
      expect(started).to.deep.equal([{ id: 'The Printer Has Unionized', categoryId: 'desk-jockeys' }]);
      expect([...windowScope.reads].filter((member) => member !== 'window' && member !== 'own:images')).to.deep.equal([]);
    } finally {
      controller.onModuleDestroy?.(h.host);
      h.cleanup();
      document.body.classList.remove(TVE_MARK);
      windowScope.restore();
    }
  });
});
