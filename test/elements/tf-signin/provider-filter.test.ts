import { expect } from '@open-wc/testing';
import { byName, filterProviders, PRIMARY_LOGO_CAP, primaryProviders, searchWords } from '../../../elements/tf-signin/provider-filter.js';
import { providerFixtures } from '../../support/fake-signin-core.js';

const names = (list: { displayName: string }[]) => list.map((p) => p.displayName);

describe('provider search', () => {
  const providers = providerFixtures();

  it('matches the start of a word of the display name, case-insensitively', () => {
    expect(names(filterProviders(providers, 'spec'))).to.deep.equal(['Spectrum']);
    expect(names(filterProviders(providers, 'DIREC'))).to.deep.equal(['DIRECTV']);
    expect(names(filterProviders(providers, 'fios'))).to.deep.equal(['Verizon Fios']);
  });

  it('does not match inside a word', () => {
    expect(filterProviders(providers, 'ectrum')).to.deep.equal([]);
    expect(filterProviders(providers, 'finity')).to.deep.equal([]);
  });

  it('matches the alternate name too', () => {
    expect(names(filterProviders(providers, 'comcast'))).to.deep.equal(['Xfinity']);
    expect(names(filterProviders(providers, 'cablev'))).to.deep.equal(['Optimum']);
  });

  it('reads commas as spaces, in what is typed and in the names', () => {
    expect(searchWords('Time,Warner ,  cable')).to.deep.equal(['time', 'warner', 'cable']);
    expect(names(filterProviders(providers, 'time,warner'))).to.deep.equal(['Spectrum']);
    expect(names(filterProviders(providers, 'charter'))).to.deep.equal(['Spectrum']);
  });

  it('needs every word typed to begin a word of the names, in any order', () => {
    expect(names(filterProviders(providers, 'warner time'))).to.deep.equal(['Spectrum']);
    expect(filterProviders(providers, 'time dish')).to.deep.equal([]);
  });

  it('finds a word by its pieces around punctuation', () => {
    expect(names(filterProviders(providers, 'verse'))).to.deep.equal(['AT&T U-verse']);
    expect(names(filterProviders(providers, 'u-verse'))).to.deep.equal(['AT&T U-verse']);
    expect(names(filterProviders(providers, 'at&t'))).to.deep.equal(['AT&T U-verse']);
  });

  it('keeps the list order and returns every provider for a blank query', () => {
    expect(names(filterProviders(providers, 'c'))).to.deep.equal(['Xfinity', 'Spectrum', 'Cox', 'Optimum', 'Frontier Communications', 'WOW! Internet, Cable & TV']);
    expect(filterProviders(providers, '  , ')).to.have.length(providers.length);
  });

  it('byName sorts by display name, ignoring case, without touching the list', () => {
    const sorted = names(byName(providers));
    expect(sorted.slice(0, 4)).to.deep.equal(['<img src=x onerror=alert(1)>', 'AT&T U-verse', 'Cox', 'DIRECTV']);
    expect(providers[0]!.displayName).to.equal('Xfinity');
  });
});

describe('primary providers', () => {
  const providers = providerFixtures();

  it('are those marked isPrimary, in list order', () => {
    expect(primaryProviders(providers).map((p) => p.id)).to.deep.equal(['Comcast_SSO', 'Charter_Direct', 'DTV', 'Dish', 'Cox', 'Verizon', 'ATT', 'Optimum']);
  });

  it('follow the brand primaryList (unknown ids skipped) when it names any allowed provider', () => {
    expect(primaryProviders(providers, ['Hulu', 'Nope', 'Cox', 'Hulu']).map((p) => p.id)).to.deep.equal(['Hulu', 'Cox']);
    expect(primaryProviders(providers, ['Nope']).map((p) => p.id)).to.have.length(8);
  });

  it('are capped at 12', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, isPrimary: true }));
    expect(PRIMARY_LOGO_CAP).to.equal(12);
    expect(primaryProviders(many)).to.have.length(12);
    expect(primaryProviders(many, many.map((p) => p.id))).to.have.length(12);
  });
});
