import { expect } from '@open-wc/testing';
import { isPrimaryProvider, matchesProvider, searchProviders, sortProviders } from '../../../../runtime/tve/signin/search.js';
import type { Provider } from '../../../../runtime/tve/signin/index.js';
import { providerFixtures } from './fixtures.js';

const names = (list: { displayName: string }[]) => list.map((p) => p.displayName);

describe('provider search', () => {
  it('matches word prefixes of the name, case-insensitively', () => {
    expect(names(searchProviders(providerFixtures, 'sky'))).to.deep.equal(['Skyline Cable']);
    expect(names(searchProviders(providerFixtures, 'CABLE'))).to.deep.equal(['Skyline Cable']);
    expect(names(searchProviders(providerFixtures, 'fib north'))).to.deep.equal(['Northwind Fiber']);
    expect(searchProviders(providerFixtures, 'able')).to.deep.equal([]);
    expect(searchProviders(providerFixtures, 'kyline')).to.deep.equal([]);
  });

  it('also matches the alternate name, commas read as spaces', () => {
    expect(names(searchProviders(providerFixtures, 'charter'))).to.deep.equal(['Ampere Satellite']);
    expect(names(searchProviders(providerFixtures, 'broadband'))).to.deep.equal(['Northwind Fiber']);
    expect(names(searchProviders(providerFixtures, 'nw,'))).to.deep.equal(['Northwind Fiber']);
    expect(matchesProvider({ displayName: 'Comma,Joined' }, 'joined')).to.equal(true);
    expect(names(searchProviders(providerFixtures, 'harbor,tv'))).to.deep.equal(['Harbor TV']);
  });

  it('matches every provider for an empty or blank query', () => {
    expect(searchProviders(providerFixtures, '')).to.have.length(providerFixtures.length);
    expect(searchProviders(providerFixtures, ' , ')).to.have.length(providerFixtures.length);
  });

  it('orders the brand primaryList first, then the other primary ones by priority, then the rest by name', () => {
    expect(names(sortProviders(providerFixtures, ['northwind', 'skyline']))).to.deep.equal([
      'Northwind Fiber', 'Skyline Cable', 'Bluejay Communications', 'Ampere Satellite', 'Harbor TV',
    ]);
    expect(names(sortProviders(providerFixtures))).to.deep.equal([
      'Bluejay Communications', 'Northwind Fiber', 'Skyline Cable', 'Ampere Satellite', 'Harbor TV',
    ]);
    expect(sortProviders(providerFixtures)).not.to.equal(providerFixtures);
  });

  it('counts a provider named by the brand as primary', () => {
    const [skyline, , harbor] = providerFixtures as [Provider, Provider, Provider];
    expect(isPrimaryProvider(harbor, ['harbor'])).to.equal(true);
    expect(isPrimaryProvider(harbor)).to.equal(false);
    expect(isPrimaryProvider(skyline)).to.equal(true);
  });
});
