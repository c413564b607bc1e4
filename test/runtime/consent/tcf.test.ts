import { expect } from '@open-wc/testing';
import { readTcfAnswer, REQUIRED_PURPOSES } from '../../../runtime/consent/tcf.js';
import { allPurposes, tcData } from './tcf-fixtures.js';

describe('readTcfAnswer', () => {
  it('needs purposes 1, 3, 4, 7, 8, 9 and 10', () => {
    expect([...REQUIRED_PURPOSES]).to.deep.equal([1, 3, 4, 7, 8, 9, 10]);
  });

  describe('by event status', () => {
    it('grants a choice stored earlier (tcloaded), not as a user action', () => {
      expect(readTcfAnswer(tcData('tcloaded'), true)).to.include({ granted: true, userAction: false, gdprApplies: true });
    });

    it('grants a choice made in the banner now (useractioncomplete), as a user action', () => {
      expect(readTcfAnswer(tcData('useractioncomplete'), true)).to.include({ granted: true, userAction: true });
    });

    it('does not grant while the banner is still showing (cmpuishown), whatever the purposes say', () => {
      expect(readTcfAnswer(tcData('cmpuishown'), true).granted).to.equal(false);
    });

    it('does not grant an unknown or missing status', () => {
      expect(readTcfAnswer(tcData('loaded'), true).granted).to.equal(false);
      expect(readTcfAnswer({ ...tcData('tcloaded'), eventStatus: undefined }, true).granted).to.equal(false);
    });
  });

  describe('when GDPR does not apply', () => {
    it('grants a settled answer without any purpose', () => {
      const answer = readTcfAnswer({ eventStatus: 'tcloaded', gdprApplies: false }, true);
      expect(answer).to.include({ granted: true, gdprApplies: false });
    });

    it('still waits for a settled answer', () => {
      expect(readTcfAnswer({ eventStatus: 'cmpuishown', gdprApplies: false }, true).granted).to.equal(false);
    });
  });

  describe('when a required purpose is missing', () => {
    for (const missing of REQUIRED_PURPOSES) {
      it(`does not grant without purpose ${missing}`, () => {
        const consents = { ...allPurposes(), [missing]: false };
        expect(readTcfAnswer(tcData('useractioncomplete', consents), true).granted).to.equal(false);
      });
    }

    it('does not need the purposes the site does not use (2, 5, 6, 11)', () => {
      const consents = { ...allPurposes(), 2: false, 5: false, 6: false, 11: false };
      expect(readTcfAnswer(tcData('tcloaded', consents), true).granted).to.equal(true);
    });

    it('takes only true as consent, not a truthy value', () => {
      const consents = { ...allPurposes(), 7: 1 };
      expect(readTcfAnswer(tcData('tcloaded', consents), true).granted).to.equal(false);
    });

    it('reads consents given as an array indexed by purpose', () => {
      const consents = Array.from({ length: 12 }, (_, id) => (REQUIRED_PURPOSES as readonly number[]).includes(id));
      expect(readTcfAnswer(tcData('tcloaded', consents), true).granted).to.equal(true);
    });
  });

  describe('when the answer is garbage', () => {
    const garbage: [string, unknown, unknown][] = [
      ['null', null, true],
      ['a number', 42, true],
      ['a string', 'tcloaded', true],
      ['a failed call with good data', tcData('tcloaded'), false],
      ['no purpose section', { eventStatus: 'tcloaded', gdprApplies: true }, true],
      ['a null purpose section', { eventStatus: 'tcloaded', gdprApplies: true, purpose: null }, true],
      ['consents that are a string', { eventStatus: 'tcloaded', gdprApplies: true, purpose: { consents: 'all' } }, true],
      ['gdprApplies that is not a boolean', { eventStatus: 'tcloaded', gdprApplies: 'false' }, true],
    ];
    for (const [what, data, success] of garbage) {
      it(`does not grant ${what}, without throwing`, () => {
        expect(readTcfAnswer(data, success).granted).to.equal(false);
      });
    }

    it('leaves gdprApplies unknown when it is not a boolean', () => {
      expect(readTcfAnswer({ eventStatus: 'tcloaded', gdprApplies: 0 }, true).gdprApplies).to.equal(undefined);
    });
  });

  it('keeps the listener id for removing the listener', () => {
    expect(readTcfAnswer({ ...tcData('tcloaded'), listenerId: 7 }, true).listenerId).to.equal(7);
    expect(readTcfAnswer({ ...tcData('tcloaded'), listenerId: '7' }, true).listenerId).to.equal(undefined);
  });
});
