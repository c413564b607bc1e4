import { expect } from '@open-wc/testing';
import type { ConsentedTracking } from '../../../runtime/tracking/consented.js';
import { createSiteTracking, type TrackingConfig } from '../../../runtime/tracking/site-tracking.js';
import type { Manifest } from '../../../runtime/types.js';
import { fakeConsent } from '../../support/consent-source.js';
import { createDocumentScope } from '../../../runtime/document-scope.js';

const scope = createDocumentScope({ window });

const CONFIG: TrackingConfig = {
  analyticsSrc: '/vendor/appmeasurement.js', analyticsAccount: 'x', adRepositoryUrl: '',
  reportingModuleSrc: '', surveySrc: '', codaSrc: '', socialPixelSrc: '', socialPixelId: '', monitor: false,
};
const manifest = (pageName: string): Manifest => ({ zones: {}, pageName });
const flushed = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A consented part that records what it was handed. */
function consentedPart() {
  const seen: string[] = [];
  let imports = 0;
  let fail = false;
  const part: ConsentedTracking = {
    send: (call) => void seen.push(`send ${call.type} ${'pageName' in call.data ? call.data.pageName : ''}`),
    pageLanded: (m) => void seen.push(`landed ${m.pageName}`),
    destroy: () => void seen.push('destroy'),
  };
  return {
    seen,
    get imports() { return imports; },
    set fail(value: boolean) { fail = value; },
    load: async () => {
      imports += 1;
      if (fail) throw new Error('chunk failed');
      return { createConsentedTracking: () => part };
    },
  };
}

describe('site tracking: the consented part as a chunk', () => {
  it('imports nothing before consent, then hands over the page landed on last and every call, in order', async () => {
    const consent = fakeConsent();
    const part = consentedPart();
    const tracking = createSiteTracking({ scope, config: () => CONFIG, consent: consent.ask, load: part.load });
    tracking.pageLanded(manifest('laughtrack/home'), 'http://site.test/');
    tracking.pageLanded(manifest('laughtrack/shows'), 'http://site.test/shows');
    await flushed();
    expect(part.imports).to.equal(0);
    consent.set(true);
    await flushed();
    expect(part.imports).to.equal(1);
    expect(part.seen).to.deep.equal(['landed laughtrack/shows', 'send page laughtrack/home', 'send page laughtrack/shows']);
    tracking.pageLanded(manifest('laughtrack/about'), 'http://site.test/about');
    expect(part.seen.slice(3)).to.deep.equal(['send page laughtrack/about', 'landed laughtrack/about']);
    tracking.destroy();
    expect(part.seen.at(-1)).to.equal('destroy');
  });

  it('never imports it when consent is refused, and drops what waited', async () => {
    const consent = fakeConsent();
    const part = consentedPart();
    const tracking = createSiteTracking({ scope, config: () => CONFIG, consent: consent.ask, load: part.load });
    tracking.pageLanded(manifest('laughtrack/home'), 'http://site.test/');
    consent.set(false);
    tracking.pageLanded(manifest('laughtrack/shows'), 'http://site.test/shows');
    await flushed();
    expect([part.imports, part.seen.length]).to.deep.equal([0, 0]);
    tracking.destroy();
  });

  it('never asks for consent when nothing is tracked', () => {
    const consent = fakeConsent();
    const tracking = createSiteTracking({ scope, config: () => CONFIG, consent: consent.ask, load: consentedPart().load });
    tracking.start();
    tracking.destroy();
    expect(consent.asked).to.equal(0);
  });

  it('logs a failed import and tries again on the next page', async () => {
    const consent = fakeConsent(true);
    const part = consentedPart();
    part.fail = true;
    const logs: string[] = [];
    const tracking = createSiteTracking({ scope, config: () => CONFIG, consent: consent.ask, load: part.load, log: (_level, text) => logs.push(text) });
    tracking.pageLanded(manifest('laughtrack/home'), 'http://site.test/');
    await flushed();
    expect(logs).to.deep.equal(['Tracking failed to load; it is tried again on the next page or call']);
    part.fail = false;
    tracking.pageLanded(manifest('laughtrack/shows'), 'http://site.test/shows');
    await flushed();
    expect(part.imports).to.equal(2);
    expect(part.seen).to.deep.equal(['landed laughtrack/shows', 'send page laughtrack/home', 'send page laughtrack/shows']);
    tracking.destroy();
  });
});
