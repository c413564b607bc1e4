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

  it('passes the failure to `failed` once, however many calls were waiting', async () => {
    const reasons: unknown[] = [];
    const offline = new Error('offline');
    const calls = createLazyCalls(() => Promise.reject(offline), (error) => reasons.push(error));
    calls.run(() => {});
    calls.run(() => {});
    calls.warm();
    await settle();
    expect(reasons).to.deep.equal([offline]);
  });

  describe('warm', () => {
    it('loads ahead of the first call, and the calls then run at once', async () => {
      let loads = 0;
      const seen: string[] = [];
      const calls = createLazyCalls(() => (loads++, Promise.resolve('chunk')), () => seen.push('failed'));
      calls.warm();
      calls.warm();
      expect(calls.idle).to.equal(false);
      await settle();
      expect(calls.loaded).to.equal('chunk');
      calls.run((value) => seen.push(value));
      expect(seen).to.deep.equal(['chunk']);
      calls.warm();
      expect(loads).to.equal(1);
    });

    it('joins a load already on its way instead of starting another', async () => {
      let loads = 0;
      const seen: string[] = [];
      const calls = createLazyCalls(() => (loads++, Promise.resolve('chunk')), () => seen.push('failed'));
      calls.run((value) => seen.push(`1 ${value}`));
      calls.warm();
      await settle();
      expect(loads).to.equal(1);
      expect(seen).to.deep.equal(['1 chunk']);
    });
  });

  describe('ask', () => {
    it('answers with what the call returns, in order with the other calls', async () => {
      const seen: string[] = [];
      const calls = createLazyCalls(() => Promise.resolve(2), () => seen.push('failed'));
      calls.run(() => seen.push('run first'));
      const answer = calls.ask((n) => (seen.push('asked'), n * 21), () => 0);
      calls.run(() => seen.push('run last'));
      expect(await answer).to.equal(42);
      expect(seen).to.deep.equal(['run first', 'asked', 'run last']);
    });

    it('takes on a promise the call returns, and its rejection', async () => {
      const calls = createLazyCalls(() => Promise.resolve('chunk'), () => {});
      expect(await calls.ask((value) => Promise.resolve(`${value}!`), () => '')).to.equal('chunk!');
      const refused = await calls.ask(() => Promise.reject(new Error('refused')), () => '').catch((error: Error) => error.message);
      expect(refused).to.equal('refused');
    });

    it('rejects, never throws, when the call throws', async () => {
      const calls = createLazyCalls(() => Promise.resolve('chunk'), () => {});
      await settle();
      const thrown = calls.ask(() => {
        throw new Error('broken');
      }, () => '');
      expect(await thrown.catch((error: Error) => error.message)).to.equal('broken');
    });

    it('settles with `otherwise` of the failure when the chunk fails, reported once', async () => {
      const reported: unknown[] = [];
      const offline = new Error('offline');
      const calls = createLazyCalls<string>(() => Promise.reject(offline), (error) => reported.push(error));
      const first = calls.ask((value) => value, (reason) => (reason === offline ? 'nothing stored' : 'other'));
      const second = calls.ask((value) => value, () => Promise.reject(new Error('script failed')));
      expect(await first).to.equal('nothing stored');
      expect(await second.catch((error: Error) => error.message)).to.equal('script failed');
      expect(reported).to.deep.equal([offline]);
    });

    it('settles with `otherwise` of an AbortError when its call is dropped', async () => {
      const calls = createLazyCalls(() => Promise.resolve('chunk'), () => {});
      const answer = calls.ask(() => 'used', (reason) => (reason as DOMException).name);
      calls.drop();
      expect(await answer).to.equal('AbortError');
      await settle();
      expect(calls.loaded).to.equal(undefined);
    });
  });

  // These were loadOnce's, which every front now reaches through `ask`.
  describe('as one shared load', () => {
    const get = <T>(calls: ReturnType<typeof createLazyCalls<T>>) => calls.ask((value) => value, (reason) => Promise.reject(reason));

    it('shares one load between calls and keeps its value', async () => {
      let loads = 0;
      const calls = createLazyCalls(async () => ++loads, () => {});
      expect(await Promise.all([get(calls), get(calls)])).to.deep.equal([1, 1]);
      expect(await get(calls)).to.equal(1);
      expect(loads).to.equal(1);
    });

    it('forgets a failed load, so the next call tries again', async () => {
      let loads = 0;
      const calls = createLazyCalls(async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return 'chunk';
      }, () => {});
      let error: unknown;
      await get(calls).catch((caught: unknown) => { error = caught; });
      expect((error as Error).message).to.equal('offline');
      expect(await get(calls)).to.equal('chunk');
      expect(loads).to.equal(2);
    });
  });
});
