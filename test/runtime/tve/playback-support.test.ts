import { expect } from '@open-wc/testing';
import { playbackSupported, playbackVerdict, versionAtLeast } from '../../../runtime/tve/playback-support.js';

/** Real user agents, trimmed to the tokens that matter. */
const android = (version: string, browser = 'Chrome/120.0.6099.230 Mobile Safari/537.36') =>
  `Mozilla/5.0 (Linux; Android ${version}; Pixel) AppleWebKit/537.36 (KHTML, like Gecko) ${browser}`;
const ios = (device: 'iPhone' | 'iPad' | 'iPod touch', version: string) =>
  `Mozilla/5.0 (${device}; CPU ${device === 'iPad' ? '' : 'iPhone '}OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1`;

describe('playbackSupported', () => {
  it('plays on desktop browsers', () => {
    expect(playbackSupported('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).to.equal(true);
    expect(playbackSupported('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15')).to.equal(true);
    expect(playbackSupported('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).to.equal(true);
  });

  describe('iOS', () => {
    it('refuses iOS below 6 on iPhone and iPad', () => {
      expect(playbackVerdict(ios('iPhone', '5_1_1'))).to.deep.equal({ supported: false, reason: 'old-ios' });
      expect(playbackSupported(ios('iPad', '4_3'))).to.equal(false);
    });
    it('plays from iOS 6 on', () => {
      expect(playbackSupported(ios('iPhone', '6_0'))).to.equal(true);
      expect(playbackSupported(ios('iPad', '17_2'))).to.equal(true);
    });
    it('refuses every iPod, whatever its iOS', () => {
      expect(playbackVerdict(ios('iPod touch', '12_5'))).to.deep.equal({ supported: false, reason: 'ipod' });
    });
  });

  describe('Android: only Chrome, on Android 4.4.3 ("4.43") or later', () => {
    it('draws the line between 4.4.2 and 4.4.3', () => {
      expect(playbackVerdict(android('4.4.2'))).to.deep.equal({ supported: false, reason: 'old-android' });
      expect(playbackSupported(android('4.4.3'))).to.equal(true);
      expect(playbackSupported(android('4.4.4'))).to.equal(true);
    });
    it('compares versions part by part, not as decimals', () => {
      // 4.4 is 4.4.0, below 4.4.3; 4.10 would be above it, 10 and 14 are.
      expect(playbackSupported(android('4.4'))).to.equal(false);
      expect(playbackSupported(android('4.3'))).to.equal(false);
      expect(playbackSupported(android('5.0'))).to.equal(true);
      expect(playbackSupported(android('10'))).to.equal(true);
      expect(playbackSupported(android('14'))).to.equal(true);
    });
    it('refuses every other Android browser, however new', () => {
      const stock = android('4.4.4', 'Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36');
      const webView = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36';
      const samsung = android('13', 'SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36');
      const firefox = 'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0';
      const old = 'Mozilla/5.0 (Linux; U; Android 2.3.6; en-us) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1';
      for (const ua of [stock, webView, samsung, firefox, old]) expect(playbackVerdict(ua), ua).to.deep.equal({ supported: false, reason: 'android-browser' });
    });
    it('refuses Chrome on an Android that hides its version', () => {
      expect(playbackSupported('Mozilla/5.0 (Linux; Android; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).to.equal(false);
    });
  });

  it('refuses Windows Phone, though its agent also claims Android and iPhone', () => {
    const wp81 = 'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537';
    const wp10 = 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063';
    expect(playbackVerdict(wp81)).to.deep.equal({ supported: false, reason: 'windows-phone' });
    expect(playbackVerdict(wp10)).to.deep.equal({ supported: false, reason: 'windows-phone' });
  });

  it('refuses Internet Explorer below 10 and plays in 10 and 11', () => {
    expect(playbackVerdict('Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)')).to.deep.equal({ supported: false, reason: 'old-ie' });
    expect(playbackSupported('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)')).to.equal(false);
    expect(playbackSupported('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)')).to.equal(true);
    expect(playbackSupported('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).to.equal(true);
  });

  it('compares versions component by component', () => {
    expect(versionAtLeast([4, 4, 3], [4, 4, 3])).to.equal(true);
    expect(versionAtLeast([4, 4], [4, 4, 3])).to.equal(false);
    expect(versionAtLeast([4, 10], [4, 4, 3])).to.equal(true);
    expect(versionAtLeast([5], [4, 4, 3])).to.equal(true);
  });
});
