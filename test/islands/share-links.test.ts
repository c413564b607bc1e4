import { expect } from '@open-wc/testing';
import {
  buildShareUrl, embedSnippet, embedUrl, formatStartTime, mailtoLink, parseStartTime, shareArrival, shareLinks, shareSiteOf, sitePageUrl, slugOf,
} from '../../islands/shared/share-links.js';

const PAGE = 'https://laughtrack.example/full-episodes/desk-jockeys-s4e1';

describe('share links', () => {
  describe('the shared address', () => {
    it('is the page without its fragment, marked as shared, with t in whole seconds when the share starts at a time', () => {
      expect(buildShareUrl(`${PAGE}#info`)).to.equal(`${PAGE}?share=1`);
      expect(buildShareUrl(PAGE, { startAt: 65 })).to.equal(`${PAGE}?share=1&t=65`);
      expect(buildShareUrl(PAGE, { startAt: 65.9 })).to.equal(`${PAGE}?share=1&t=65`);
      expect(buildShareUrl(PAGE, { startAt: 0 })).to.equal(`${PAGE}?share=1&t=0`);
    });

    it('replaces the share parameters the page already had, keeps its others, and drops t when the option is off', () => {
      expect(buildShareUrl(`${PAGE}?t=12&ref=home&share=1`, { startAt: 30 })).to.equal(`${PAGE}?ref=home&share=1&t=30`);
      expect(buildShareUrl(`${PAGE}?t=12&ref=home`)).to.equal(`${PAGE}?ref=home&share=1`);
      expect(buildShareUrl(PAGE, { startAt: Number.NaN })).to.equal(`${PAGE}?share=1`);
      expect(buildShareUrl(PAGE, { startAt: -3 })).to.equal(`${PAGE}?share=1`);
    });

    it('leaves the mark off when asked (an embedded frame)', () => {
      expect(buildShareUrl(`${PAGE}?share=1`, { marked: false })).to.equal(PAGE);
      expect(buildShareUrl(PAGE, { startAt: 9, marked: false })).to.equal(`${PAGE}?t=9`);
    });

    it('is none for an address that is not http(s)', () => {
      expect(buildShareUrl('javascript:alert(1)')).to.equal(undefined);
      expect(buildShareUrl('not a url')).to.equal(undefined);
    });

    it('leads from an embed page to the item\'s page on the site', () => {
      expect(sitePageUrl('https://laughtrack.example/embed/clips/the-printer?t=5')).to.equal('https://laughtrack.example/clips/the-printer?t=5');
      expect(sitePageUrl('https://laughtrack.example/embed/podcasts/x')).to.equal('https://laughtrack.example/embed/podcasts/x');
      expect(sitePageUrl(PAGE)).to.equal(PAGE);
      expect(slugOf(PAGE)).to.equal('desk-jockeys-s4e1');
    });
  });

  describe('the site settings', () => {
    it('move the shared address onto the public site base (siteBaseUrl), the embed path to its page', () => {
      const internal = 'http://preview.internal:8080/embed/clips/cold-open?ref=a#x';
      expect(sitePageUrl(internal, 'https://laughtrack.example/')).to.equal('https://laughtrack.example/clips/cold-open?ref=a');
      // The default base, `/`, keeps the page's own origin.
      expect(sitePageUrl(internal, '/')).to.equal('http://preview.internal:8080/clips/cold-open?ref=a');
      // A base that is not http(s) is no base: the address stays as it was.
      expect(sitePageUrl(internal, 'javascript:alert(1)')).to.equal('http://preview.internal:8080/clips/cold-open?ref=a#x');
    });

    it('are read from the configuration, values of other types left out', () => {
      expect(shareSiteOf({ siteBaseUrl: ' https://a.example/ ', socialAppIds: { facebook: '42', x: 7 } }))
        .to.deep.equal({ siteBaseUrl: 'https://a.example/', socialAppIds: { facebook: '42' } });
      expect(shareSiteOf({ siteBaseUrl: 3, socialAppIds: ['1'] })).to.deep.equal({});
      expect(shareSiteOf(undefined)).to.deep.equal({});
    });
  });

  describe('the services', () => {
    it('are Facebook, X and e-mail, each carrying the address through the URL API', () => {
      const links = shareLinks(`${PAGE}?t=65`, 'Desk Jockeys & Friends', false);
      expect(links.map((link) => link.service)).to.deep.equal(['facebook', 'x', 'email']);
      const facebook = new URL(links[0]!.href);
      expect(facebook.origin + facebook.pathname).to.equal('https://www.facebook.com/sharer/sharer.php');
      expect(facebook.searchParams.get('u')).to.equal(`${PAGE}?t=65`);
      const x = new URL(links[1]!.href);
      expect(x.searchParams.get('url')).to.equal(`${PAGE}?t=65`);
      expect(x.searchParams.get('text')).to.equal('Desk Jockeys & Friends');
    });

    it("open Facebook's Share Dialog with the site's app id when one is configured (socialAppIds.facebook)", () => {
      const facebook = new URL(shareLinks(PAGE, 'A', false, { facebook: '1234567890' })[0]!.href);
      expect(facebook.origin + facebook.pathname).to.equal('https://www.facebook.com/dialog/share');
      expect(facebook.searchParams.get('app_id')).to.equal('1234567890');
      expect(facebook.searchParams.get('href')).to.equal(PAGE);
      expect(facebook.searchParams.has('u')).to.equal(false);
      // An id that is not Facebook's digits falls back to the app-less sharer.
      const plain = new URL(shareLinks(PAGE, 'A', false, { facebook: '12"><x' })[0]!.href);
      expect(plain.pathname).to.equal('/sharer/sharer.php');
    });

    it('add WhatsApp on a mobile device only', () => {
      expect(shareLinks(PAGE, 'A', false).some((link) => link.service === 'whatsapp')).to.equal(false);
      const whatsapp = shareLinks(PAGE, 'A', true).find((link) => link.service === 'whatsapp')!;
      expect(new URL(whatsapp.href).searchParams.get('text')).to.equal(`A ${PAGE}`);
    });

    it('send e-mail with subject and body percent-encoded (spaces as %20, never +)', () => {
      expect(mailtoLink('Tom & Jerry?', 'Line 1\n\nhttps://a.example/x?t=5&y=1')).to.equal(
        'mailto:?subject=Tom%20%26%20Jerry%3F&body=Line%201%0A%0Ahttps%3A%2F%2Fa.example%2Fx%3Ft%3D5%26y%3D1',
      );
      const email = shareLinks(`${PAGE}?t=65`, 'Desk Jockeys', false).find((link) => link.service === 'email')!;
      expect(email.href).to.equal(`mailto:?subject=Desk%20Jockeys&body=Desk%20Jockeys%0A%0A${encodeURIComponent(`${PAGE}?t=65`)}`);
    });
  });

  describe('the embed', () => {
    it('is the item\'s /embed/{kind}/{slug} page on the site\'s origin, with t when asked', () => {
      expect(embedUrl(PAGE, 'full-episodes', 'desk-jockeys-s4e1')).to.equal('https://laughtrack.example/embed/full-episodes/desk-jockeys-s4e1');
      expect(embedUrl(PAGE, 'clips', 'the-printer', 65)).to.equal('https://laughtrack.example/embed/clips/the-printer?t=65');
    });

    it('is none for an unknown kind or a slug that is no slug', () => {
      expect(embedUrl(PAGE, 'podcasts', 'x')).to.equal(undefined);
      expect(embedUrl(PAGE, 'clips', '../admin')).to.equal(undefined);
      expect(embedUrl(PAGE, 'clips', '')).to.equal(undefined);
    });

    it('is an iframe snippet with its attribute values escaped', () => {
      expect(embedSnippet('https://a.example/embed/clips/x?t=1&b=2', 'Say "hi" <now>')).to.equal(
        '<iframe src="https://a.example/embed/clips/x?t=1&#38;b=2" width="640" height="360" title="Say &#34;hi&#34; &#60;now&#62;" '
          + 'allow="autoplay; fullscreen; encrypted-media" allowfullscreen></iframe>',
      );
    });
  });

  describe('the start time', () => {
    it('reads plain seconds, m:ss and h:mm:ss as whole seconds', () => {
      expect(parseStartTime('42')).to.equal(42);
      expect(parseStartTime('007')).to.equal(7);
      expect(parseStartTime('1:05')).to.equal(65);
      expect(parseStartTime(' 0:00 ')).to.equal(0);
      expect(parseStartTime('75:30')).to.equal(4530);
      expect(parseStartTime('1:02:03')).to.equal(3723);
    });

    it('refuses malformed times', () => {
      for (const text of ['', '1:5', '1:60', '-1:05', '-5', '+3', '1.5', '30s', '1e3', '0x1f', '1234567', '1:05.5', 'a:bc', '1:', ':05', '1:2:03', '1:05:', '１:05']) {
        expect(parseStartTime(text), text).to.equal(undefined);
      }
    });

    it('shows a playhead as m:ss, or h:mm:ss from an hour on, rounding down', () => {
      expect(formatStartTime(65.9)).to.equal('1:05');
      expect(formatStartTime(3723)).to.equal('1:02:03');
      expect(formatStartTime(Number.NaN)).to.equal('0:00');
      expect(formatStartTime(-4)).to.equal('0:00');
    });
  });

  describe('the arrival by a shared address', () => {
    const at = (query: string) => shareArrival(new URL(`https://laughtrack.example/clips/x${query}`));

    it('is no arrival by share without the parameters', () => {
      expect(at('')).to.deep.equal({ autoplay: false });
      expect(at('?ref=home')).to.deep.equal({ autoplay: false });
      expect(at('?share=0')).to.deep.equal({ autoplay: false });
    });

    it('autoplays from the share mark, at t when t is valid', () => {
      expect(at('?share=1')).to.deep.equal({ autoplay: true });
      expect(at('?share=1&t=30')).to.deep.equal({ startAt: 30, autoplay: true });
      expect(at('?share=1&t=0:42')).to.deep.equal({ startAt: 42, autoplay: true });
      expect(at('?share=1&t=-4')).to.deep.equal({ autoplay: true });
    });

    it('takes a valid t alone as an arrival by share, and a malformed one as nothing', () => {
      expect(at('?t=30')).to.deep.equal({ startAt: 30, autoplay: true });
      expect(at('?t=3.5')).to.deep.equal({ autoplay: false });
      expect(at('?t=')).to.deep.equal({ autoplay: false });
      expect(at('?t=30&share=yes')).to.deep.equal({ startAt: 30, autoplay: true });
    });

    it('reads the address the panel writes as the panel meant it: autoplay, from the time the visitor typed or from the start', () => {
      const page = 'https://laughtrack.example/clips/x?share=1&t=5&ref=home#top';
      expect(shareArrival(new URL(buildShareUrl(page, { startAt: parseStartTime('0:42') })!))).to.deep.equal({ startAt: 42, autoplay: true });
      expect(shareArrival(new URL(buildShareUrl(page)!))).to.deep.equal({ autoplay: true });
      expect(shareArrival(new URL(embedUrl(page, 'clips', 'x', 42)!))).to.deep.equal({ startAt: 42, autoplay: true });
      expect(shareArrival(new URL(embedUrl(page, 'clips', 'x')!))).to.deep.equal({ autoplay: false });
    });
  });
});
