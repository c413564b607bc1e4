import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { REPOSITORY_PATH, repositoryAnswer } from '../../../demo/content/repository.js';
import { documentRepositoryMessages as messages } from '../../../runtime/tracking/document-repository-messages.js';
import { createSiteRepository, REPOSITORY_CALLBACK, repositoryUrl } from '../../../runtime/tracking/site-repository.js';
import { startDemoWorker } from '../../support/demo-worker.js';

const js = (source: string) => new HttpResponse(source, { headers: { 'content-type': 'text/javascript' } });
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it resolved');
};
const repoScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('/ads/') || s.src.includes('/repo'));

describe('the site repository (JSONP)', () => {
  let worker: Awaited<ReturnType<typeof startDemoWorker>>;
  before(async () => {
    worker = await startDemoWorker();
  });
  afterEach(() => worker.resetHandlers());

  it('builds its address with the callback, consent and the share parameters', () => {
    expect(repositoryUrl({ url: '/ads/repository', consent: false }, 'http://site.test/x')).to.equal('http://site.test/ads/repository?callback=repoLoad&consent=false');
    expect(repositoryUrl({ url: 'https://repo.test/r?v=2', consent: true, itemId: 'c1', pageUrl: 'http://site.test/clips/a' }, 'http://site.test/'))
      .to.equal('https://repo.test/r?v=2&callback=repoLoad&consent=true&itemId=c1&url=http%3A%2F%2Fsite.test%2Fclips%2Fa');
    expect(repositoryUrl({ url: 'javascript:alert(1)', consent: true }, 'http://site.test/')).to.equal(undefined);
  });

  it('loads the demo repository by JSONP, keeps it for data(), and leaves no script or global behind', async () => {
    const repo = createSiteRepository();
    const data = await repo.init({ url: REPOSITORY_PATH, consent: false });
    expect(data).to.deep.equal(repositoryAnswer({ consent: false }));
    expect(repo.data()).to.equal(data);
    expect(repoScripts()).to.have.length(0);
    expect(REPOSITORY_CALLBACK in window).to.equal(false);
  });

  it('answers a share lookup without replacing the page data', async () => {
    const repo = createSiteRepository();
    const page = await repo.init({ url: REPOSITORY_PATH, consent: true });
    const share = await repo.lookup({ url: REPOSITORY_PATH, consent: true, itemId: 'clip-7', pageUrl: `${location.origin}/clips/clip-7` });
    expect(share?.omniture?.pageName).to.equal('laughtrack/share/clip-7');
    expect(share?.omniture?.contextData?.['ltn.sharedUrl']).to.equal('/clips/clip-7');
    expect(repo.data()).to.equal(page);
  });

  it('runs loads one at a time, so each answer reaches its own caller through the one callback', async () => {
    const repo = createSiteRepository();
    const [a, b, c] = await Promise.all([
      repo.lookup({ url: REPOSITORY_PATH, consent: true, itemId: 'a' }),
      repo.lookup({ url: REPOSITORY_PATH, consent: true, itemId: 'b' }),
      repo.lookup({ url: REPOSITORY_PATH, consent: true, itemId: 'c' }),
    ]);
    expect([a, b, c].map((d) => d?.omniture?.pageName)).to.deep.equal(['laughtrack/share/a', 'laughtrack/share/b', 'laughtrack/share/c']);
  });

  it('says "Bad response from Repo url call" for a failed request, a script that never calls back, and a non-object answer', async () => {
    worker.use(
      http.get('/repo/missing', () => new HttpResponse('nope', { status: 404 })),
      http.get('/repo/silent', () => js('window.somethingElse = 1;')),
      http.get('/repo/string', () => js(`${REPOSITORY_CALLBACK}("not an object");`)),
    );
    const repo = createSiteRepository();
    for (const url of ['/repo/missing', '/repo/silent', '/repo/string', 'javascript:void 0']) {
      expect(await rejection(repo.lookup({ url, consent: false })), url).to.equal(messages.repoBadResponse);
    }
    expect(messages.repoBadResponse).to.equal('Bad response from Repo url call');
    // A failure does not block the loads behind it.
    expect((await repo.lookup({ url: REPOSITORY_PATH, consent: false }))?.enabled).to.equal(true);
  });

  it('throws the catalogue\'s texts when read before init() and before the first answer', async () => {
    const repo = createSiteRepository();
    expect(() => repo.data()).to.throw('repo init() has not been called yet');
    const loading = repo.init({ url: REPOSITORY_PATH, consent: false });
    expect(() => repo.data()).to.throw('repo data has not been loaded yet');
    await loading;
    expect(repo.data().enabled).to.equal(true);
  });

  it('never loads an empty URL', async () => {
    const repo = createSiteRepository();
    const before = performance.getEntriesByType('resource').length;
    expect(await repo.init({ url: '', consent: true })).to.equal(undefined);
    expect(performance.getEntriesByType('resource').length).to.equal(before);
    expect(() => repo.data()).to.throw(messages.repoNotLoaded);
  });
});
