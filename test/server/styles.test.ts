import { expect } from '@open-wc/testing';
import { planZones } from '../../runtime/assembly/zone-plan.js';
import type { Manifest } from '../../runtime/types.js';
import { islandStyleLinks, parseIslandStyleFacts, type IslandStyleFacts } from '../../server/styles.js';

const facts: IslandStyleFacts = {
  href: '/assets/island-styles-abc123.css',
  ids: ['hero-promo', 'site-header', 'tf-page'],
  drivers: { ENT_M001: ['site-header'], ENT_M010: ['hero-promo'] },
};
const env = { language: 'eng', globalZones: [], feedEnv: { languagePreferences: false, mobile: false }, baseUrl: 'https://site.test/' };
const planOf = (zones: Manifest['zones']) => planZones({ title: 'A page', zones }, env);

describe('islandStyleLinks', () => {
  it('links the site sheet, marked with every id it holds, when an island of the page has styles in it', () => {
    const plan = planOf({ t1_1c: { zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/hero' } });
    expect(islandStyleLinks(plan, facts)).to.equal(
      '    <link rel="stylesheet" data-tf-island-styles="hero-promo site-header tf-page" href="/assets/island-styles-abc123.css">\n',
    );
  });

  it('reads a zone\'s moduleDriver as the runtime does', () => {
    const plan = planOf({ header: { zone: 'header', moduleDriver: 'ENT_M001' } });
    expect(islandStyleLinks(plan, facts)).to.contain('href="/assets/island-styles-abc123.css"');
  });

  it('links nothing for a page whose zones are no styled island (classic modules only)', () => {
    expect(islandStyleLinks(planOf({ t1_1c: { zone: 't1_1c', driver: 'ENT_M050' } }), facts)).to.equal('');
    expect(islandStyleLinks({ zones: [] }, facts)).to.equal('');
  });

  it('links nothing without the build\'s facts', () => {
    expect(islandStyleLinks(planOf({ t1_1c: { zone: 't1_1c', driver: 'ENT_M010' } }), undefined)).to.equal('');
  });
});

describe('parseIslandStyleFacts', () => {
  it('keeps the facts the build wrote', () => {
    expect(parseIslandStyleFacts(JSON.parse(JSON.stringify(facts)))).to.deep.equal(facts);
  });

  for (const [what, json] of [
    ['nothing', undefined],
    ['not an object', 'island-styles.css'],
    ['an absolute address', { ...facts, href: 'https://cdn.test/x.css' }],
    ['a scheme-relative address', { ...facts, href: '//cdn.test/x.css' }],
    ['an address that would need escaping', { ...facts, href: '/assets/x".css' }],
    ['an address of something else than a sheet', { ...facts, href: '/assets/x.js' }],
    ['an id with a space or a quote', { ...facts, ids: ['hero-promo', 'a"><script>'] }],
    ['ids that are no list', { ...facts, ids: 'hero-promo' }],
    ['a driver\'s ids that are no list', { ...facts, drivers: { ENT_M010: 'hero-promo' } }],
  ] as const) {
    it(`answers undefined for ${what}`, () => {
      expect(parseIslandStyleFacts(json)).to.equal(undefined);
    });
  }
});
