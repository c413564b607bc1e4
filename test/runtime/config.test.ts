import { expect } from '@open-wc/testing';
import { defaultConfig, mergeConfig } from '../../runtime/config.js';

describe('the site configuration', () => {
  describe('signin (the <tf-signin> settings)', () => {
    it('takes the identity adapter module (identitySrc) as a string beside the other fields', () => {
      const merged = mergeConfig({ signin: { requestor: 'laughtrack', identitySrc: '/identity/identity.js' } });
      expect(merged.signin).to.deep.equal({ ...defaultConfig.signin, requestor: 'laughtrack', identitySrc: '/identity/identity.js' });
    });

    it('keeps the default (none) for a value that is not a string, and ignores keys it does not know', () => {
      for (const bad of [42, null, ['/identity.js'], { src: '/identity.js' }, true]) {
        const merged = mergeConfig({ signin: { identitySrc: bad, identityFactory: '/x.js' } });
        expect(merged.signin.identitySrc, JSON.stringify(bad)).to.equal('');
        expect(merged.signin, JSON.stringify(bad)).not.to.have.property('identityFactory');
      }
    });
  });
});
