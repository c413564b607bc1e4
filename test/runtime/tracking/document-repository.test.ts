import { expect } from '@open-wc/testing';
import { http } from 'msw';
import { REPOSITORY_PATH } from '../../../demo/content/repository.js';
import { createDocumentScope } from '../../../runtime/document-scope.js';
import { documentRepository } from '../../../runtime/tracking/document-repository.js';
import { startDemoWorker } from '../../support/demo-worker.js';

describe('the document\'s site repository (shared by ads and tracking)', () => {
  // The document's scope, which keeps the one repository.
  const scope = createDocumentScope({ window });
  let requests: URL[];
  beforeEach(async () => {
    requests = [];
    await startDemoWorker(http.get(REPOSITORY_PATH, ({ request }) => void requests.push(new URL(request.url))));
  });
  afterEach(async () => (await startDemoWorker()).resetHandlers());

  it('loads the page\'s answer once per document, whoever asks first and with whatever consent', async () => {
    // An address of this test's own: the browser's memory cache would answer another test's unseen.
    const url = `${REPOSITORY_PATH}?test=document`;
    const ads = documentRepository(scope).page({ url, consent: false });
    const tracking = documentRepository(scope).page({ url, consent: true });
    const [first, second] = await Promise.all([ads, tracking]);
    expect(first).to.equal(second);
    expect(first!.adUnits).to.have.property('default');
    expect(requests.map((u) => u.searchParams.get('consent'))).to.deep.equal(['false']);
    expect(documentRepository(scope)).to.equal(documentRepository(scope));
    expect(documentRepository(scope).repository.data()).to.equal(first);
  });
});
