import { expect } from '@open-wc/testing';
import { checkInitParams, isIOSDevice } from '../../../../runtime/tve/signin/init-params.js';

const base = 'https://site.test/page';
const good = { requestor: 'LT', resource: 'laughtrack', brand: 'lt', serviceBase: '/tve', entitlementSrc: '/vendor/access-enabler.js' };

describe('init parameters', () => {
  it("says 'Wrong Init Params' without parameters", () => {
    for (const raw of [undefined, null, 'LT', 42, []]) expect(checkInitParams(raw, base), String(raw)).to.deep.equal({ error: 'wrongInitParams' });
  });

  it("says 'Wrong RequestorID/ResourceID' without both ids", () => {
    expect(checkInitParams({ ...good, requestor: '' }, base)).to.deep.equal({ error: 'wrongIds' });
    expect(checkInitParams({ ...good, resource: '  ' }, base)).to.deep.equal({ error: 'wrongIds' });
    expect(checkInitParams({ ...good, resource: 7 }, base)).to.deep.equal({ error: 'wrongIds' });
    expect(checkInitParams({}, base)).to.deep.equal({ error: 'wrongIds' });
  });

  it("says 'Wrong Init Params' for a missing brand or a service/library address that is not http(s)", () => {
    expect(checkInitParams({ ...good, brand: '' }, base)).to.deep.equal({ error: 'wrongInitParams' });
    expect(checkInitParams({ ...good, serviceBase: 'javascript:alert(1)' }, base)).to.deep.equal({ error: 'wrongInitParams' });
    expect(checkInitParams({ ...good, entitlementSrc: undefined }, base)).to.deep.equal({ error: 'wrongInitParams' });
  });

  it('trims, defaults the locale to en_US and keeps the optional flags', () => {
    expect(checkInitParams({ ...good, requestor: ' LT ' }, base)).to.deep.equal({ params: { ...good, locale: 'en_US', dev: false } });
    expect(checkInitParams({ ...good, locale: 'es_MX', dev: true, customCSS: 'a{}', megaBeaconReporting: true, identitySrc: ' /identity/identity.js ' }, base))
      .to.deep.equal({ params: { ...good, locale: 'es_MX', dev: true, customCSS: 'a{}', megaBeaconReporting: true, identitySrc: '/identity/identity.js' } });
  });

  it('knows iOS devices, the desktop-class iPad included', () => {
    expect(isIOSDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 })).to.equal(true);
    expect(isIOSDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).to.equal(true);
    expect(isIOSDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).to.equal(false);
    expect(isIOSDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', platform: 'Linux x86_64', maxTouchPoints: 0 })).to.equal(false);
  });
});
