import { expect } from '@open-wc/testing';
import { applyBodyMarks } from '../../../runtime/navigation/body-marks.js';
import { EPISODE_LOCK_CLASS } from '../../../runtime/tve/episode-lock.js';
import { isTveAuthorized, TVE_STORAGE_KEY } from '../../../runtime/tve/tv-auth-mark.js';

const NOW = Date.UTC(2025, 4, 1, 20, 0, 0);
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

/** Storage holding `value` under tveStorage, and nothing else. */
const storageWith = (value: string | null): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (key === TVE_STORAGE_KEY ? value : null),
});

/** A document of its own (no cookies), so nothing leaks into the test page. */
function fixture() {
  return document.implementation.createHTMLDocument('marks');
}

function marks(doc: Document, storage: Pick<Storage, 'getItem'> | undefined, userAgent = DESKTOP_UA): string[] {
  applyBodyMarks({ document: doc, storage, now: NOW, navigator: { userAgent } });
  return [...doc.body.classList];
}

describe('applyBodyMarks', () => {
  describe('the TV-auth mark', () => {
    it('is set when tveStorage says authorized until a later time', () => {
      const doc = fixture();
      const classes = marks(doc, storageWith(JSON.stringify({ authorized: true, expires: NOW + 3_600_000 })));
      expect(classes).to.include('tve-authenticated');
    });

    const notAuthenticated: Array<[string, Pick<Storage, 'getItem'> | undefined]> = [
      ['storage is unavailable', undefined],
      ['tveStorage is absent', storageWith(null)],
      ['tveStorage is not JSON', storageWith('{authorized: true')],
      ['tveStorage is JSON null', storageWith('null')],
      ['tveStorage is a bare true', storageWith('true')],
      ['authorized is false', storageWith(JSON.stringify({ authorized: false, expires: NOW + 1000 }))],
      ['authorized is the string "true"', storageWith(JSON.stringify({ authorized: 'true', expires: NOW + 1000 }))],
      ['it has expired', storageWith(JSON.stringify({ authorized: true, expires: NOW - 1 }))],
      ['it expires right now', storageWith(JSON.stringify({ authorized: true, expires: NOW }))],
      ['it has no expiry', storageWith(JSON.stringify({ authorized: true }))],
      ['its expiry is a string', storageWith(JSON.stringify({ authorized: true, expires: String(NOW + 1000) }))],
      [
        'reading storage throws',
        {
          getItem() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        },
      ],
    ];
    for (const [when, storage] of notAuthenticated) {
      it(`is removed when ${when}`, () => {
        const doc = fixture();
        doc.body.classList.add('tve-authenticated');
        expect(marks(doc, storage)).not.to.include('tve-authenticated');
      });
    }

    it('follows storage from one render to the next', () => {
      const doc = fixture();
      let stored: string | null = JSON.stringify({ authorized: true, expires: NOW + 1000 });
      const storage = { getItem: () => stored };
      expect(marks(doc, storage)).to.include('tve-authenticated');
      stored = null;
      expect(marks(doc, storage)).not.to.include('tve-authenticated');
    });
  });

  describe('the episode-lock mark', () => {
    it(`is removed (${EPISODE_LOCK_CLASS}) on a page whose body id lacks full_episode_player`, () => {
      const doc = fixture();
      doc.body.id = 'show_page';
      doc.body.classList.add(EPISODE_LOCK_CLASS);
      expect(marks(doc, undefined)).not.to.include(EPISODE_LOCK_CLASS);
    });

    it('is removed when the body has no id', () => {
      const doc = fixture();
      doc.body.classList.add(EPISODE_LOCK_CLASS);
      expect(marks(doc, undefined)).not.to.include(EPISODE_LOCK_CLASS);
    });

    it('is kept on a full episode player page', () => {
      const doc = fixture();
      doc.body.id = 'ent_full_episode_player_2';
      doc.body.classList.add(EPISODE_LOCK_CLASS);
      expect(marks(doc, undefined)).to.include(EPISODE_LOCK_CLASS);
    });

    it('is never added by the runtime', () => {
      const doc = fixture();
      doc.body.id = 'full_episode_player';
      expect(marks(doc, undefined)).not.to.include(EPISODE_LOCK_CLASS);
    });
  });

  describe('the device class', () => {
    it('is desktop for a desktop user agent, mobile for a phone, and never both', () => {
      const doc = fixture();
      expect(marks(doc, undefined, DESKTOP_UA)).to.include('desktop').and.not.include('mobile');
      expect(marks(doc, undefined, IPHONE_UA)).to.include('mobile').and.not.include('desktop');
      expect(marks(doc, undefined, DESKTOP_UA)).to.include('desktop').and.not.include('mobile');
    });

    describe('when the device cookie is set', () => {
      afterEach(() => {
        document.cookie = 'device=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
        document.body.classList.remove('mobile', 'desktop', 'tve-authenticated');
      });

      it('lets the cookie decide over the user agent', () => {
        document.cookie = 'device=mobile; path=/';
        expect(marks(document, undefined, DESKTOP_UA)).to.include('mobile').and.not.include('desktop');
        document.cookie = 'device=desktop; path=/';
        expect(marks(document, undefined, IPHONE_UA)).to.include('desktop').and.not.include('mobile');
      });

      it('ignores a cookie value other than mobile or desktop', () => {
        document.cookie = 'device=tablet; path=/';
        expect(marks(document, undefined, IPHONE_UA)).to.include('mobile');
      });
    });
  });

  it('leaves the body’s other classes alone', () => {
    const doc = fixture();
    doc.body.classList.add('show-page', 'dark');
    expect(marks(doc, undefined)).to.include.members(['show-page', 'dark']);
  });
});

describe('isTveAuthorized', () => {
  it('accepts only authorized true with a future expiry', () => {
    expect(isTveAuthorized('{"authorized":true,"expires":2}', 1)).to.equal(true);
    expect(isTveAuthorized('{"authorized":true,"expires":1}', 1)).to.equal(false);
    expect(isTveAuthorized('[{"authorized":true,"expires":2}]', 1)).to.equal(false);
    expect(isTveAuthorized(undefined, 1)).to.equal(false);
  });
});
