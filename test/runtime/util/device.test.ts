import { expect } from '@open-wc/testing';
import { detectMobile, isMobile } from '../../../runtime/util/device.js';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('isMobile', () => {
  describe('by user agent', () => {
    for (const [device, ua] of [
      ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'],
      ['webOS', 'Mozilla/5.0 (webOS/1.3; U; en-US) AppleWebKit/525.27.1'],
      ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'],
      ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'],
      ['iPad', 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)'],
      ['BlackBerry', 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1'],
      ['Windows Phone', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0)'],
    ] as const) {
      it(`treats ${device} as mobile`, () => {
        expect(isMobile({ userAgent: ua })).to.equal(true);
      });
    }

    it('treats a desktop browser as desktop', () => {
      expect(isMobile({ userAgent: DESKTOP_UA })).to.equal(false);
    });
  });

  describe('when the device cookie is set', () => {
    it('lets mobile win over a desktop user agent', () => {
      expect(isMobile({ deviceCookie: 'mobile', userAgent: DESKTOP_UA })).to.equal(true);
    });

    it('lets desktop win over a mobile user agent', () => {
      expect(isMobile({ deviceCookie: 'desktop', userAgent: 'iPhone' })).to.equal(false);
    });

    it('ignores any other value', () => {
      expect(isMobile({ deviceCookie: 'tablet', userAgent: 'iPad' })).to.equal(true);
      expect(isMobile({ deviceCookie: '', userAgent: DESKTOP_UA })).to.equal(false);
    });
  });
});

describe('detectMobile', () => {
  it('reads the device cookie and the navigator it is given', () => {
    expect(detectMobile({ cookie: 'device=mobile' }, { userAgent: DESKTOP_UA })).to.equal(true);
    expect(detectMobile({ cookie: '' }, { userAgent: 'Android' })).to.equal(true);
    expect(detectMobile({ cookie: 'device=desktop' }, { userAgent: 'Android' })).to.equal(false);
  });
});
