import { expect } from '@open-wc/testing';
import { diffPage, feedIdentity, feedKeyOf, UNCOMPARABLE, type ModuleIdentity, type MountedIdentity } from '../../../runtime/assembly/page-diff.js';

const m = (zone: string, driver = 'D', feedKey: string | undefined = `/feeds/${zone}`, language = 'eng'): ModuleIdentity =>
  ({ zone, driver, language, feedKey });
/** A mounted module, drawn and settled unless said otherwise. */
const on = (identity: ModuleIdentity, state: Partial<Pick<MountedIdentity, 'drawn' | 'settled'>> = {}): MountedIdentity =>
  ({ ...identity, drawn: true, settled: true, ...state });
const yes = () => true;
const no = () => false;
const empty = { keep: [], refresh: [], rerun: [], destroy: [], create: [] };

describe('page diff', () => {
  describe('feed identity', () => {
    it('ignores the fragment and the hash parameter', () => {
      expect(feedIdentity('/feeds/a?x=1&hash=abc#top')).to.equal(feedIdentity('/feeds/a?x=1&hash=zzz'));
      expect(feedIdentity('/feeds/a?x=1')).to.not.equal(feedIdentity('/feeds/a?x=2'));
      expect(feedIdentity(undefined)).to.equal(undefined);
    });

    it('keys inline feed data by its content', () => {
      expect(feedKeyOf('/feeds/a', true, { a: 1 })).to.equal(feedKeyOf(undefined, true, { a: 1 }));
      expect(feedKeyOf(undefined, true, { a: 1 })).to.not.equal(feedKeyOf(undefined, true, { a: 2 }));
    });

    it('gives unserialisable inline data a key that never matches, without randomness', () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      expect(feedKeyOf(undefined, true, circular)).to.equal(UNCOMPARABLE);
      const identity: ModuleIdentity = { zone: 't1_1c', driver: 'D', language: 'eng', feedKey: UNCOMPARABLE };
      expect(diffPage([on(identity)], [identity], no)).to.deep.equal({ ...empty, destroy: ['t1_1c'], create: ['t1_1c'] });
      expect(diffPage([on(identity)], [identity], yes).refresh).to.deep.equal(['t1_1c']);
    });
  });

  describe('when the same zone comes back', () => {
    it('keeps it when driver, language and feed match, without asking it anything', () => {
      expect(diffPage([on(m('header'))], [m('header')], () => { throw new Error('asked'); }))
        .to.deep.equal({ ...empty, keep: ['header'] });
    });

    it('refreshes it when only the feed differs and it accepts', () => {
      const asked: string[] = [];
      const accepts = (zone: string) => (asked.push(zone), true);
      expect(diffPage([on(m('t1_1c', 'D', '/feeds/a'))], [m('t1_1c', 'D', '/feeds/b')], accepts))
        .to.deep.equal({ ...empty, refresh: ['t1_1c'] });
      expect(asked).to.deep.equal(['t1_1c']);
    });

    it('destroys and creates it anew when it refuses the new feed', () => {
      expect(diffPage([on(m('t1_1c', 'D', '/feeds/a'))], [m('t1_1c', 'D', '/feeds/b')], no))
        .to.deep.equal({ ...empty, destroy: ['t1_1c'], create: ['t1_1c'] });
    });

    it('replaces it when the driver or the language differs', () => {
      expect(diffPage([on(m('t1_1c', 'A'))], [m('t1_1c', 'B')], yes)).to.deep.equal({ ...empty, destroy: ['t1_1c'], create: ['t1_1c'] });
      expect(diffPage([on(m('t1_1c', 'A', '/f', 'eng'))], [m('t1_1c', 'A', '/f', 'spa')], yes).destroy).to.deep.equal(['t1_1c']);
    });

    it('replaces a zone that now has no driver', () => {
      expect(diffPage([on(m('t1_1c', 'A'))], [m('t1_1c', '')], yes).destroy).to.deep.equal(['t1_1c']);
    });
  });

  describe('when the page was left before a zone finished drawing', () => {
    it('runs a zone with the same feed again on its element', () => {
      expect(diffPage([on(m('t1_1c'), { drawn: false, settled: false })], [m('t1_1c')], no))
        .to.deep.equal({ ...empty, rerun: ['t1_1c'] });
    });

    it('runs a zone that never drew with the new page\'s feed, without asking it', () => {
      expect(diffPage([on(m('t1_1c', 'D', '/feeds/a'), { drawn: false, settled: false })], [m('t1_1c', 'D', '/feeds/b')], () => {
        throw new Error('asked');
      })).to.deep.equal({ ...empty, rerun: ['t1_1c'] });
    });

    it('asks a zone caught mid-refresh about a feed that changed again', () => {
      const mid = on(m('t1_1c', 'D', '/feeds/b'), { drawn: true, settled: false });
      expect(diffPage([mid], [m('t1_1c', 'D', '/feeds/b')], no).rerun).to.deep.equal(['t1_1c']);
      expect(diffPage([mid], [m('t1_1c', 'D', '/feeds/c')], yes).refresh).to.deep.equal(['t1_1c']);
      expect(diffPage([mid], [m('t1_1c', 'D', '/feeds/c')], no).destroy).to.deep.equal(['t1_1c']);
    });
  });

  describe('when zones come and go', () => {
    it('destroys zones absent from the new page and creates new ones, in page order', () => {
      const diff = diffPage([on(m('header')), on(m('t1_1c')), on(m('footer'))], [m('header'), m('t2_1c'), m('t3_1c'), m('footer')], yes);
      expect(diff).to.deep.equal({ ...empty, keep: ['header', 'footer'], destroy: ['t1_1c'], create: ['t2_1c', 't3_1c'] });
    });

    it('handles an empty page on either side', () => {
      expect(diffPage([], [m('a')], yes).create).to.deep.equal(['a']);
      expect(diffPage([on(m('a'))], [], yes).destroy).to.deep.equal(['a']);
    });

    it('copes with hostile zone names', () => {
      const names = ['__proto__', 'constructor', 'toString'];
      const diff = diffPage(names.map((n) => on(m(n))), names.map((n) => m(n)), yes);
      expect(diff.keep).to.deep.equal(names);
    });
  });
});
