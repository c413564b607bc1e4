import { expect } from '@open-wc/testing';
import { hashString } from '../../../runtime/util/hash.js';

describe('hashString', () => {
  it('is stable across calls', () => {
    const url = '/feeds/show/123?lang=true';
    expect(hashString(url)).to.equal(hashString(url));
  });

  it('matches the cyrb53 reference values', () => {
    // cyrb53('a') = 7929297801672961, cyrb53('') = 3338908027751811 (seed 0).
    expect(hashString('a')).to.equal((7929297801672961).toString(36).padStart(11, '0'));
    expect(hashString('')).to.equal((3338908027751811).toString(36).padStart(11, '0'));
  });

  it('writes 11 base-36 characters, safe as a key or a query value', () => {
    for (const text of ['', 'a', 'é', '😀', 'x'.repeat(10_000)]) expect(hashString(text)).to.match(/^[0-9a-z]{11}$/);
  });

  it('tells apart near-identical feed URLs', () => {
    const hashes = new Set<string>();
    for (let i = 0; i < 10_000; i++) hashes.add(hashString(`/feeds/zone?page=${i}`));
    expect(hashes.size).to.equal(10_000);
    expect(hashString('/feed?a=1')).to.not.equal(hashString('/feed?a=2'));
  });
});
