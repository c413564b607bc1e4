import { expect } from '@open-wc/testing';
import { loadOnce } from '../../../runtime/util/load-once.js';

describe('loadOnce', () => {
  it('shares one load between calls and keeps its value', async () => {
    let loads = 0;
    const get = loadOnce(async () => ++loads);
    expect(await Promise.all([get(), get()])).to.deep.equal([1, 1]);
    expect(await get()).to.equal(1);
    expect(loads).to.equal(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'chunk';
    });
    let error: unknown;
    await get().catch((caught: unknown) => { error = caught; });
    expect((error as Error).message).to.equal('offline');
    expect(await get()).to.equal('chunk');
    expect(loads).to.equal(2);
  });
});
