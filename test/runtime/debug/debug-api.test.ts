import { expect } from '@open-wc/testing';
import {
  accessGranted, authCookieName, fragmentLink, fragmentLinks, hasAuthCookie, parseManifestList,
} from '../../../runtime/debug/debug-api.js';

describe('debug API readers', () => {
  it('grants access only for {"access": true}', () => {
    expect(accessGranted({ access: true })).to.equal(true);
    for (const body of [{ access: 'true' }, { access: false }, {}, null, [true], 'access']) expect(accessGranted(body)).to.equal(false);
  });

  it('looks for crabappleAuth unless auth-cookie names another', () => {
    expect(authCookieName(null)).to.equal('crabappleAuth');
    expect(authCookieName('  ')).to.equal('crabappleAuth');
    expect(authCookieName('staffAuth')).to.equal('staffAuth');
    expect(hasAuthCookie('crabappleAuth', { cookie: 'a=1; crabappleAuth=x' })).to.equal(true);
    expect(hasAuthCookie('crabappleAuth', { cookie: 'xcrabappleAuth=1' })).to.equal(false);
  });

  it('keeps well-formed manifest list items, ids as strings, first of duplicates', () => {
    const list = parseManifestList({ result: [
      { id: 'a', name: 'Alpha' }, { id: 7, name: 'Seven' }, { id: 'b' }, { name: 'no id' }, null, { id: 'a', name: 'again' }, { id: ' ' },
    ] });
    expect(list).to.deep.equal([{ id: 'a', name: 'Alpha' }, { id: '7', name: 'Seven' }, { id: 'b', name: 'b' }]);
    expect(parseManifestList({ result: 'nope' })).to.deep.equal([]);
    expect(parseManifestList(undefined)).to.deep.equal([]);
  });

  describe('StandAlone fragment links', () => {
    it('link a V3 module by its moduleName, others by driver, with feedUrl and crabappleErrors=true', () => {
      expect(fragmentLink({ zone: 't1_1c', driver: 'ENT_M010', feed: '/feeds/home/hero?x=1' })!.href)
        .to.equal('/triforce/module_debug/ENT_M010?feedUrl=%2Ffeeds%2Fhome%2Fhero%3Fx%3D1&crabappleErrors=true');
      expect(fragmentLink({ zone: 't2_1c', version: 'V3', moduleName: 'fanPoll', driver: 'ENT_M060', feed: '/f' })!.moduleName)
        .to.equal('fanPoll');
    });

    it('leaves feedUrl out for an inline feed and skips zones without a module name', () => {
      expect(fragmentLink({ zone: 'ads-reporting', driver: 'ENT_M090', feedData: {} })!.href)
        .to.equal('/triforce/module_debug/ENT_M090?crabappleErrors=true');
      expect(fragmentLink({ zone: 'x_1c' })).to.equal(undefined);
    });

    it('lists every module of a page in numeric zone order', () => {
      const links = fragmentLinks({
        t10_1c: { zone: 't10_1c', driver: 'B' }, t9_1c: { zone: 't9_1c', driver: 'A' }, header: { zone: 'header', driver: 'H' },
      });
      expect(links.map((l) => l.zone)).to.deep.equal(['header', 't9_1c', 't10_1c']);
      expect(fragmentLinks(undefined)).to.deep.equal([]);
    });
  });
});
