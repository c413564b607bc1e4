import { expect, oneEvent } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { REPOSITORY_PATH } from '../../../demo/content/repository.js';
import type { AppMeasurement } from '../../../runtime/tracking/analytics.js';
import { createConsentedTracking, type TrackingConfig } from '../../../runtime/tracking/consented.js';
import { PIXELS_ATTRIBUTE } from '../../../runtime/tracking/pixels.js';
import { fakeConsent } from '../../support/consent-source.js';
import { startDemoWorker } from '../../support/demo-worker.js';
import { createDocumentScope } from '../../../runtime/document-scope.js';

/** The document's scope, one for the file as the window's was: the repository is loaded once per document. */
const scope = createDocumentScope({ window });

const LIBRARY = '/test/analytics-library.js';
const CONFIG: TrackingConfig = {
  analyticsSrc: LIBRARY, analyticsAccount: 'x', adRepositoryUrl: REPOSITORY_PATH,
  reportingModuleSrc: '', surveySrc: '', codaSrc: '', socialPixelSrc: '', socialPixelId: '', monitor: false,
};

/** A recording `s`, already on the window: the library script the test serves is empty. */
function recordingLibrary() {
  const seen: { name: string; pageName: unknown; contextData: unknown }[] = [];
  const s: AppMeasurement = {
    t: () => void seen.push({ name: 'page', pageName: s.pageName, contextData: s.contextData }),
    tl: (_element, _type, name) => void seen.push({ name, pageName: s.pageName, contextData: s.contextData }),
  };
  (window as Window & { s?: unknown }).s = s;
  return seen;
}

describe('the consented part: the repository behind analytics and pixels', () => {
  let repositoryRequests: URL[];
  before(async () => {
    await startDemoWorker();
  });
  beforeEach(async () => {
    repositoryRequests = [];
    const worker = await startDemoWorker(
      http.get(LIBRARY, () => new HttpResponse('', { headers: { 'content-type': 'text/javascript' } })),
      http.get(REPOSITORY_PATH, ({ request }) => void repositoryRequests.push(new URL(request.url))),
    );
    void worker;
  });
  afterEach(async () => {
    (await startDemoWorker()).resetHandlers();
    delete (window as Window & { s?: unknown }).s;
    document.querySelectorAll(`[${PIXELS_ATTRIBUTE}]`).forEach((box) => box.remove());
  });

  it('asks the repository again with itemId and url for a share, and sends the share with that answer\'s settings', async () => {
    const seen = recordingLibrary();
    const part = createConsentedTracking({ window, document, scope, config: () => CONFIG, consent: fakeConsent(true).source });
    const pageUrl = `${location.origin}/clips/clip-7`;
    part.pageLanded({ zones: {} }, pageUrl);
    part.send({ type: 'page', data: { pageName: 'laughtrack/clips', show: 'clips', url: pageUrl } }, undefined);
    part.send({ type: 'share', data: { service: 'facebook', contentId: 'clip-7' } }, undefined);
    while (seen.length < 2) await oneEvent(document, 'tf:tracksent');
    expect(repositoryRequests.map((u) => [u.searchParams.get('itemId'), u.searchParams.get('url')])).to.deep.equal([[null, null], ['clip-7', pageUrl]]);
    expect(seen[0]).to.deep.include({ name: 'page', pageName: 'laughtrack/clips' });
    expect(seen[1]).to.deep.include({ name: 'share:facebook', pageName: 'laughtrack/share/clip-7' });
    expect(seen[1]!.contextData).to.deep.include({ 'ltn.sharedUrl': '/clips/clip-7', service: 'facebook', contentId: 'clip-7' });
    part.destroy();
  });

  it('adds the repository\'s pixels to the page, the repository loaded once for pixels and analytics alike', async () => {
    const seen = recordingLibrary();
    // Another address than the first test's: the browser's memory cache would answer that one unseen.
    const config = { ...CONFIG, adRepositoryUrl: `${REPOSITORY_PATH}?test=pixels` };
    const part = createConsentedTracking({ window, document, scope, config: () => config, consent: fakeConsent(true).source });
    const pixels: { kind: string; source: string }[] = [];
    const listener = (event: Event) => pixels.push((event as CustomEvent<{ kind: string; source: string }>).detail);
    document.addEventListener('tf:pixel', listener);
    part.pageLanded({ zones: {} }, location.href);
    part.send({ type: 'page', data: { pageName: 'laughtrack', show: '', url: location.href } }, undefined);
    await oneEvent(document, 'tf:tracksent');
    while (pixels.length < 4) await oneEvent(document, 'tf:pixel');
    document.removeEventListener('tf:pixel', listener);
    // The demo repository's lists: floodlight (a frame), google, tapAd and mediaMath (demo/content/repository.ts).
    expect(pixels.map((p) => `${p.source} ${p.kind}`).sort()).to.deep.equal(['repository floodlight', 'repository google', 'repository mediaMath', 'repository tapAd']);
    expect(repositoryRequests).to.have.length(1);
    expect(seen).to.have.length(1);
    part.destroy();
  });
});
