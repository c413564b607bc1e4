import { expect } from '@open-wc/testing';
import { diffPage, feedIdentity, feedKeyOf, type ModuleIdentity } from '../../../runtime/assembly/page-diff.js';

const m = (zone: string, driver = 'D', feedKey: string | undefined = `/feeds/${zone}`, language = 'eng'): ModuleIdentity =>
  ({ zone, driver, language, feedKey });

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
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      expect(feedKeyOf(undefined, true, circular)).to.not.equal(feedKeyOf(undefined, true, circular));
    });
  });

  describe('when the same zone comes back', () => {
    it('keeps it when driver, language and feed match', () => {
      expect(diffPage([m('header')], [m('header')])).to.deep.equal({ keep: ['header'], refresh: [], destroy: [], create: [] });
    });

    it('refreshes it when only the feed differs', () => {
      expect(diffPage([m('t1_1c', 'D', '/feeds/a')], [m('t1_1c', 'D', '/feeds/b')]))
        .to.deep.equal({ keep: [], refresh: ['t1_1c'], destroy: [], create: [] });
    });

    it('replaces it when the driver or the language differs', () => {
      expect(diffPage([m('t1_1c', 'A')], [m('t1_1c', 'B')])).to.deep.equal({ keep: [], refresh: [], destroy: ['t1_1c'], create: ['t1_1c'] });
      expect(diffPage([m('t1_1c', 'A', '/f', 'eng')], [m('t1_1c', 'A', '/f', 'spa')]).destroy).to.deep.equal(['t1_1c']);
    });

    it('replaces a zone that now has no driver', () => {
      expect(diffPage([m('t1_1c', 'A')], [m('t1_1c', '')]).destroy).to.deep.equal(['t1_1c']);
    });
  });

  describe('when zones come and go', () => {
    it('destroys zones absent from the new page and creates new ones, in page order', () => {
      const diff = diffPage([m('header'), m('t1_1c'), m('footer')], [m('header'), m('t2_1c'), m('t3_1c'), m('footer')]);
      expect(diff).to.deep.equal({ keep: ['header', 'footer'], refresh: [], destroy: ['t1_1c'], create: ['t2_1c', 't3_1c'] });
    });

    it('handles an empty page on either side', () => {
      expect(diffPage([], [m('a')]).create).to.deep.equal(['a']);
      expect(diffPage([m('a')], []).destroy).to.deep.equal(['a']);
    });

    it('copes with hostile zone names', () => {
      const names = ['__proto__', 'constructor', 'toString'];
      const diff = diffPage(names.map((n) => m(n)), names.map((n) => m(n)));
      expect(diff.keep).to.deep.equal(names);
    });
  });
});
