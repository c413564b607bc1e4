import { expect } from '@open-wc/testing';
import { decideLink, type LinkInput } from '../../../runtime/navigation/link-rules.js';

const HERE = 'https://site.example/shows/roast?season=2#cast';

/** A plain primary click on `<a href>` of the current page, changed by `over`. */
function click(href: string | null, over: Partial<LinkInput> = {}): LinkInput {
  return {
    href,
    target: null,
    download: false,
    classes: [],
    insideReload: false,
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    location: { href: HERE },
    ...over,
  };
}

const browser = (reason: string) => ({ action: 'browser', reason });
const visit = (url: string) => ({ action: 'visit', url });
const anchor = (id: string) => ({ action: 'anchor', id });

describe('decideLink', () => {
  describe('when the link goes to another page of the site', () => {
    it('visits the absolute URL of a root-relative href', () => {
      expect(decideLink(click('/episodes?page=2'))).to.deep.equal(visit('https://site.example/episodes?page=2'));
    });

    it('resolves path-relative, dot-segment and query-only hrefs against the location', () => {
      expect(decideLink(click('cast'))).to.deep.equal(visit('https://site.example/shows/cast'));
      expect(decideLink(click('../standup'))).to.deep.equal(visit('https://site.example/standup'));
      expect(decideLink(click('?season=3'))).to.deep.equal(visit('https://site.example/shows/roast?season=3'));
    });

    it('visits absolute and protocol-relative URLs of the same origin', () => {
      expect(decideLink(click('https://site.example/schedule'))).to.deep.equal(visit('https://site.example/schedule'));
      expect(decideLink(click('//site.example/search?keywords=roast'))).to.deep.equal(
        visit('https://site.example/search?keywords=roast'),
      );
    });

    it('reads an uppercase scheme and host as the same origin', () => {
      expect(decideLink(click('HTTPS://SITE.EXAMPLE/Shows'))).to.deep.equal(visit('https://site.example/Shows'));
    });

    it('keeps the fragment of a link to another page', () => {
      expect(decideLink(click('/episodes#latest'))).to.deep.equal(visit('https://site.example/episodes#latest'));
    });

    it('visits the current page again when the link has no fragment', () => {
      expect(decideLink(click('/shows/roast?season=2'))).to.deep.equal(visit('https://site.example/shows/roast?season=2'));
    });

    it('ignores surrounding whitespace and tabs or newlines inside the href, as the URL parser does', () => {
      expect(decideLink(click('  /sched\nule \t'))).to.deep.equal(visit('https://site.example/schedule'));
    });

    it('accepts explicit _self targets in any case', () => {
      expect(decideLink(click('/a', { target: '' }))).to.deep.equal(visit('https://site.example/a'));
      expect(decideLink(click('/a', { target: '_self' }))).to.deep.equal(visit('https://site.example/a'));
      expect(decideLink(click('/a', { target: '_SELF' }))).to.deep.equal(visit('https://site.example/a'));
    });

    it('ignores classes other than notriforce', () => {
      expect(decideLink(click('/a', { classes: ['promo', 'NoTriforce', 'notriforce-ish'] }))).to.deep.equal(
        visit('https://site.example/a'),
      );
    });
  });

  describe('when the link is an anchor on the current page', () => {
    it('scrolls to the id of an href starting with #', () => {
      expect(decideLink(click('#episodes'))).to.deep.equal(anchor('episodes'));
    });

    it('gives an empty id for # alone', () => {
      expect(decideLink(click('#'))).to.deep.equal(anchor(''));
    });

    it('decodes the id, and keeps a malformed escape as written', () => {
      expect(decideLink(click('#caf%C3%A9%20menu'))).to.deep.equal(anchor('café menu'));
      expect(decideLink(click('#100%'))).to.deep.equal(anchor('100%'));
      expect(decideLink(click('#%E0%A4%A'))).to.deep.equal(anchor('%E0%A4%A'));
    });

    it('reads a # href with surrounding whitespace as an anchor', () => {
      expect(decideLink(click(' \n#top '))).to.deep.equal(anchor('top'));
    });

    it('treats a link to the same path and query that adds a fragment as an anchor', () => {
      expect(decideLink(click('/shows/roast?season=2#guests'))).to.deep.equal(anchor('guests'));
      expect(decideLink(click('https://site.example/shows/roast?season=2#a%20b'))).to.deep.equal(anchor('a b'));
      expect(decideLink(click('?season=2#'))).to.deep.equal(anchor(''));
    });

    it('visits when only the query differs, even by an empty query', () => {
      expect(decideLink(click('/shows/roast?season=3#guests'))).to.deep.equal(
        visit('https://site.example/shows/roast?season=3#guests'),
      );
      expect(decideLink(click('/shows/roast#guests'))).to.deep.equal(visit('https://site.example/shows/roast#guests'));
    });

    it('resolves # hrefs against a <base> that points to another page', () => {
      expect(decideLink(click('#cast', { base: 'https://site.example/other/' }))).to.deep.equal(
        visit('https://site.example/other/#cast'),
      );
      expect(decideLink(click('#cast', { base: 'https://site.example/shows/roast?season=2' }))).to.deep.equal(anchor('cast'));
    });
  });

  describe('when the click is not a plain primary click', () => {
    it('leaves a click that page code already prevented to the browser', () => {
      expect(decideLink(click('/a', { defaultPrevented: true }))).to.deep.equal(browser('prevented'));
      expect(decideLink(click('#x', { defaultPrevented: true }))).to.deep.equal(browser('prevented'));
    });

    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      it(`leaves a click with ${key} to the browser`, () => {
        expect(decideLink(click('/a', { [key]: true }))).to.deep.equal(browser('modifier'));
        expect(decideLink(click('#x', { [key]: true }))).to.deep.equal(browser('modifier'));
      });
    }

    it('leaves middle, right and other buttons to the browser', () => {
      for (const button of [1, 2, 3, 4, -1]) expect(decideLink(click('/a', { button }))).to.deep.equal(browser('button'));
    });
  });

  describe('when the link opts out of in-page loading', () => {
    it('leaves download links to the browser', () => {
      expect(decideLink(click('/clip.mp4', { download: true }))).to.deep.equal(browser('download'));
    });

    it('leaves links with another target to the browser', () => {
      for (const target of ['_blank', '_top', '_parent', 'player', ' _self', '_new']) {
        expect(decideLink(click('/a', { target }))).to.deep.equal(browser('target'));
      }
    });

    it('leaves links inside [data-tf-reload] to the browser', () => {
      expect(decideLink(click('/a', { insideReload: true }))).to.deep.equal(browser('reload'));
    });

    it('leaves links of class notriforce to the browser, anchors included', () => {
      expect(decideLink(click('/a', { classes: ['cta', 'notriforce'] }))).to.deep.equal(browser('notriforce'));
      expect(decideLink(click('#x', { classes: ['notriforce'] }))).to.deep.equal(browser('notriforce'));
    });

    it('leaves a missing, empty or blank href to the browser', () => {
      expect(decideLink(click(null))).to.deep.equal(browser('no-href'));
      expect(decideLink(click(''))).to.deep.equal(browser('no-href'));
      expect(decideLink(click(' \t\n '))).to.deep.equal(browser('no-href'));
    });
  });

  describe('when the destination is not a page of this site', () => {
    it('leaves mailto links to the browser, whatever their case', () => {
      expect(decideLink(click('mailto:tips@site.example'))).to.deep.equal(browser('mailto'));
      expect(decideLink(click('MAILTO:tips@site.example'))).to.deep.equal(browser('mailto'));
    });

    it('ignores javascript: links however they are spelled', () => {
      for (const href of ['javascript:void(0)', 'javascript:void 0;', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
        'java\nscript:alert(1)', '\u0001javascript:alert(1)']) {
        expect(decideLink(click(href)), href).to.deep.equal(browser('javascript'));
      }
    });

    it('leaves every other non-http(s) scheme to the browser', () => {
      for (const href of ['tel:+15550100', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'blob:https://site.example/1',
        'ftp://site.example/a', 'file:///etc/passwd', 'about:blank', 'sms:123']) {
        expect(decideLink(click(href)), href).to.deep.equal(browser('scheme'));
      }
    });

    it('leaves other hosts, ports and protocols to the browser', () => {
      for (const href of ['https://other.example/', '//other.example/shows', 'http://site.example/shows', 'https://site.example:8443/',
        'https://sub.site.example/', 'https://site.example.evil.example/']) {
        expect(decideLink(click(href)), href).to.deep.equal(browser('other-origin'));
      }
    });

    it('sees through backslash and slash tricks that lead to another host', () => {
      for (const href of ['/\\other.example/x', '\\\\other.example/x', 'https:\\\\other.example', '///other.example/x', 'https:other.example']) {
        const decision = decideLink(click(href));
        // Whatever the parser makes of them, they never become a visit of another host.
        if (decision.action === 'visit') expect(new URL(decision.url).origin, href).to.equal('https://site.example');
        else expect(decision, href).to.deep.equal(browser('other-origin'));
      }
      expect(decideLink(click('/\\other.example/x'))).to.deep.equal(browser('other-origin'));
    });

    it('leaves a same-host link carrying a user or password to the browser', () => {
      expect(decideLink(click('https://evil.example@site.example/a'))).to.deep.equal(browser('credentials'));
      expect(decideLink(click('https://u:p@site.example/a'))).to.deep.equal(browser('credentials'));
    });

    it('leaves hrefs the URL parser rejects to the browser', () => {
      expect(decideLink(click('http://999.999.999.999/'))).to.deep.equal(browser('malformed'));
      expect(decideLink(click('https://:443/a'))).to.deep.equal(browser('malformed'));
      expect(decideLink(click('http://[::1'))).to.deep.equal(browser('malformed'));
    });
  });

  describe('when the input itself is malformed', () => {
    it('does not throw on an unreadable location, and still honours # anchors', () => {
      expect(decideLink(click('/a', { location: { href: 'not a url' } }))).to.deep.equal(browser('malformed'));
      expect(decideLink(click('#x', { location: { href: 'not a url' } }))).to.deep.equal(anchor('x'));
    });

    it('does not throw on values of the wrong type', () => {
      const hostile = { href: 42, target: {}, classes: undefined, location: null } as unknown as LinkInput;
      expect(() => decideLink(hostile)).not.to.throw();
      expect(decideLink(hostile).action).to.equal('browser');
      expect(decideLink(click('/a', { classes: undefined as unknown as string[] })).action).to.equal('browser');
    });

    it('does not throw on a huge or control-character href', () => {
      expect(decideLink(click(`/${'a'.repeat(100_000)}`)).action).to.equal('visit');
      expect(decideLink(click('\u0000\u0000')).action).to.equal('browser');
    });
  });
});
