import { expect } from '@open-wc/testing';
import { consentParameters } from '../../../runtime/consent/parameters.js';

describe('consentParameters', () => {
  it('without consent: consent=false, reporters off, key-value consent no with gdpr 1', () => {
    expect(consentParameters({ granted: false })).to.deep.equal({ adConsent: 'false', reporters: false, kvConsent: 'no', gdpr: '1' });
  });

  it('with consent: true, reporters on, yes and 0', () => {
    expect(consentParameters({ granted: true })).to.deep.equal({ adConsent: 'true', reporters: true, kvConsent: 'yes', gdpr: '0' });
  });

  it('follows granted alone, not whether GDPR applies', () => {
    expect(consentParameters({ known: true, granted: false, gdprApplies: false } as never).gdpr).to.equal('1');
  });

  it('takes anything but true as no consent', () => {
    expect(consentParameters({ granted: 'true' } as never).adConsent).to.equal('false');
  });
});
