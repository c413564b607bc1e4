import { expect } from '@open-wc/testing';
import { createLazyCalls } from '../../../runtime/util/lazy-calls.js';

describe('createLazyCalls', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it('loads once on the first call and makes the calls in order when it arrives', async () => {
    let loads = 0;
    const seen: string[] = [];
    const calls = createLazyCalls(() => (loads++, Promise.resolve('chunk')), () => seen.push('failed'));
    expect(calls.idle).to.equal(true);
    calls.run((value) => seen.push(`1 ${value}`));
    calls.run((value) => seen.push(`2 ${value}`));
    expect(calls.idle).to.equal(false);
    expect(seen).to.deep.equal([]);
    await settle();
    expect(seen).to.deep.equal(['1 chunk', '2 chunk']);
    expect(calls.loaded).to.equal('chunk');
    calls.run((value) => seen.push(`3 ${value}`));
    expect(seen).to.deep.equal(['1 chunk', '2 chunk', '3 chunk']);
    expect(loads).to.equal(1);
  });

  it('forgets dropped calls and the chunk that arrives for them', async () => {
    const seen: string[] = [];
    const calls = createLazyCalls(() => Promise.resolve('chunk'), () => seen.push('failed'));
    calls.run(() => seen.push('dropped'));
    calls.drop();
    expect(calls.idle).to.equal(true);
    await settle();
    expect(seen).to.deep.equal([]);
    expect(calls.loaded).to.equal(undefined);
  });

  it('reports a failed chunk once, drops its calls and loads again on the next call', async () => {
    const seen: string[] = [];
    let attempt = 0;
    const calls = createLazyCalls(
      () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')),
      () => seen.push('failed'),
    );
    calls.run(() => seen.push('lost'));
    calls.run(() => seen.push('lost too'));
    await settle();
    expect(seen).to.deep.equal(['failed']);
    expect(calls.idle).to.equal(true);
    calls.run((value) => seen.push(value));
    await settle();
    expect(seen).to.deep.equal(['failed', 'chunk']);
  });
});
