import { expect } from '@open-wc/testing';
import { parseRepositoryData } from '../../../runtime/tracking/repository-data.js';
import { repositoryAnswer } from '../../../demo/content/repository.js';

describe('the site repository answer', () => {
  it('keeps every field of the answer with its expected shape', () => {
    const raw = repositoryAnswer({ consent: true });
    const data = parseRepositoryData(raw)!;
    expect(data).to.deep.equal(raw);
    expect(data.omniture?.linkInternalFilters).to.contain('127.0.0.1');
    expect(data.trackingPixels?.google).to.deep.equal(['/px/google.gif?id=AW-LTN-1']);
  });

  it('is no answer at all when it is not an object', () => {
    for (const raw of [null, undefined, 'repo', 42, [], [{ enabled: true }]]) expect(parseRepositoryData(raw), String(raw)).to.equal(undefined);
  });

  it('drops a field of the wrong shape and keeps the others', () => {
    const data = parseRepositoryData({
      enabled: 'yes',
      adReloadTime: Number.NaN,
      positionThreshold: 0.5,
      adUnits: { default: '/1/site', bad: 7 },
      exclusionCategories: ['alcohol', 3, null],
      keyValues: { site: 'ltn', genre: ['comedy', 1], broken: { nested: true }, n: 5 },
      website: { videoSiteSectionId: 12, adCall1x2: true },
      omniture: 'nope',
      trackingPixels: { google: 'not-a-list', tapAd: ['/px/t.gif', false], unknown: ['x'] },
      extra: { ignored: true },
    });
    expect(data).to.deep.equal({
      positionThreshold: 0.5,
      adUnits: { default: '/1/site' },
      exclusionCategories: ['alcohol'],
      keyValues: { site: 'ltn', genre: ['comedy'] },
      website: { adCall1x2: true },
      trackingPixels: { tapAd: ['/px/t.gif'] },
    });
  });

  it('never reads inherited keys', () => {
    const raw = Object.create({ enabled: true }) as Record<string, unknown>;
    expect(parseRepositoryData(raw)).to.deep.equal({});
    expect(parseRepositoryData(JSON.parse('{"__proto__": {"enabled": true}}'))).to.deep.equal({});
  });
});
