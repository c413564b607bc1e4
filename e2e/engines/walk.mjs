// The walk that matters to visitors, written once for every engine: each
// step is the Chromium suite's check of the same flow (its spec named on the
// step), with the same selectors and expectations, in a client-neutral
// session (session.mjs). Every step also fails on an uncaught error, an
// `error` event on the window or a CSP violation in its documents.

import { areaSteps } from './walk-areas.mjs';

const PLAYER = '/full-episodes/desk-jockeys-s4e1';
const STAFF = { name: 'crabappleAuth', value: 'laughtrack-staff' };
const ALL_PURPOSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

const banner = { role: 'dialog', name: 'Your privacy choices' };
const header = { css: 'tf-zone[zone="header"]' };
const mainNav = { role: 'navigation', name: 'Main' };
const signinFrame = 'iframe[name="mvpdframe"]';

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Polls a check made in node (a cookie) until it holds; fails with what it saw last. */
async function eventually(what, read, holds, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The purposes the stored consent cookie consents to, once there is one. */
async function storedPurposes(session, shared) {
  const value = await session.client.cookie(shared.TC_COOKIE);
  return value === undefined ? undefined : shared.decodeTcString(decodeURIComponent(value))?.purposesConsent;
}

/** e2e/support/signin.ts `signInThroughHeader`: a provider found by typing, signed in at its page in the frame. */
async function signInThroughHeader(session, query = 'harbor', provider = 'Harborview Broadband') {
  await session.click({ role: 'button', name: 'Sign in', within: header });
  await session.fill({ role: 'combobox', within: { role: 'dialog' } }, query);
  await session.press('ArrowDown');
  await session.press('Enter');
  await session.fill({ frame: signinFrame, label: 'User name or email' }, 'viewer@example.com');
  await session.fill({ frame: signinFrame, label: 'Password' }, 'hunter2');
  await session.click({ frame: signinFrame, role: 'button', name: 'Sign in' });
  await session.click({ role: 'button', name: 'Watch Now', within: { role: 'dialog', name: 'CONGRATULATIONS' } });
  await session.visible({ role: 'img', name: provider, within: { css: 'tf-zone[zone="header"] .tf-hdr__provider' } });
}

/**
 * The steps, in sessions: `fresh` steps each start a new browser (a
 * first-time visitor); the rest share one session whose visitor rejected
 * everything in the banner, the state the Chromium suite starts its tests in.
 */
/**
 * A fresh visitor answers the consent banner with `button`; the cookie must
 * then hold exactly `purposes`. Accepting may reload the page once
 * (`redraws`): it is drawn again, without the banner.
 */
function consentChoice(shared, { button, purposes, what, redraws = false, keep = false }) {
  return {
    name: `consent banner: ${button} stores ${what}${keep ? ' (a fresh session)' : ''}`,
    fresh: true,
    keep,
    async run(session) {
      await session.goto('/');
      await session.assembled('/');
      await session.visible(banner);
      await session.click({ role: 'button', name: button, within: banner });
      await eventually(`the consent cookie to hold ${what}`, () => storedPurposes(session, shared),
        (stored) => JSON.stringify(stored) === JSON.stringify(purposes));
      if (redraws) await session.assembled('/', null);
      await session.hidden(banner);
    },
  };
}

export function walkSteps(shared) {
  const assembles = shared.SITE_PAGES.flatMap(([name, path]) => [
    {
      name: `${name} (${path}) assembles, every zone rendered`,
      async run(session) {
        await session.goto(path);
        await session.assembled(path);
      },
    },
    {
      name: `axe finds nothing on ${path}`,
      async run(session) {
        await session.assembled(path);
        const violations = await session.axe();
        expect(violations.length === 0, `axe on ${path}:\n    ${violations.join('\n    ')}`);
      },
    },
  ]);
  // gallery.spec.ts: axe on the developers' pages (the element gallery, the guides), written by the server.
  const developerPages = shared.DEVELOPER_PAGES.map((path) => ({
    name: `axe finds nothing on ${path}`,
    async run(session) {
      await session.goto(path);
      await session.visible({ css: 'h1' });
      const violations = await session.axe();
      expect(violations.length === 0, `axe on ${path}:\n    ${violations.join('\n    ')}`);
    },
  }));
  return [
    // consent-banner.spec.ts: Accept all stores every purpose; Reject all stores none, and the session goes on as this visitor.
    consentChoice(shared, { button: 'Accept all', purposes: ALL_PURPOSES, what: 'every purpose', redraws: true }),
    consentChoice(shared, { button: 'Reject all', purposes: [], what: 'no purpose', keep: true }),
    ...assembles,
    ...developerPages,
    {
      // gallery.spec.ts: on <tf-carousel>'s page, setting autoplay makes the live carousel move, and the log shows its tf:select.
      name: 'the element gallery: autoplay set on <tf-carousel>, its tf:select logged',
      async run(session) {
        await session.goto('/elements/tf-carousel');
        await session.until('the live carousel', () => typeof document.querySelector('[data-gallery-stage] tf-carousel')?.autoplayState === 'string');
        // No repeated digit: WebKit's driver drops the second of two equal keys in a row.
        await session.fill({ css: '#attr-autoplay' }, '750');
        // Enter commits the typed value.
        await session.press('Enter');
        await session.until('the autoplay set', () => document.querySelector('[data-gallery-stage] tf-carousel')?.getAttribute('autoplay') === '750');
        await session.until('a tf:select in the log', () => /^tf:select \{"index":1\}/.test(document.querySelector('[data-gallery-log]')?.textContent ?? ''));
      },
    },
    {
      // history.spec.ts: a header link is an in-page visit, and Back reloads the page it lands on, in the same document.
      name: 'a header link navigates in page, and Back restores the page before',
      async run(session) {
        await session.goto('/');
        await session.assembled('/');
        await session.mark();
        let since = await session.events();
        // Shows is a menu: its button shows the list, whose last link is the section's page.
        await session.click({ role: 'button', name: 'Shows', exact: true, within: mainNav });
        await session.click({ role: 'link', name: 'All shows', exact: true, within: mainNav });
        await session.assembled('/shows', since);
        await session.until('the title of /shows', () => document.title === 'Shows · Laugh Track Network');
        since = await session.events();
        await session.client.evaluate(() => { history.back(); return true; });
        await session.assembled('/', since);
        await session.until('the home page\'s body id', () => document.body.id === 'home');
        expect(await session.client.evaluate(() => window.__walkMarker) === 1, 'the document was replaced: the window marker is gone');
      },
    },
    {
      // header.spec.ts: the header's menus are disclosures, and the header stays at the top as the page scrolls.
      name: 'the header menus open and close by keyboard, axe finds nothing with one open, and the header stays at the top',
      async run(session) {
        await session.goto('/');
        await session.assembled('/');
        const stand = { role: 'button', name: 'Stand-Up', exact: true, within: mainNav };
        const directory = { role: 'link', name: 'Comedian directory', exact: true, within: mainNav };
        await session.click(stand);
        await session.visible(directory);
        expect((await session.axe()).length === 0, 'axe finds nothing with the Stand-Up menu open');
        await session.focus(directory);
        await session.press('Escape');
        await session.hidden(directory);
        await session.until('the focus back on Stand-Up', () => document.activeElement?.textContent === 'Stand-Up'
          && document.activeElement.getAttribute('aria-expanded') === 'false');
        await session.client.evaluate(() => { window.scrollTo(0, 2500); return true; });
        await session.until('the header at the viewport\'s top', () => window.scrollY > 2000
          && Math.round(document.querySelector('tf-zone[zone="header"]').getBoundingClientRect().top) === 0);
      },
    },
    {
      // carousel.spec.ts: a mouse drag selects further slides and does not follow the link.
      name: 'the show row carousel drags',
      async run(session) {
        await session.goto('/');
        await session.assembled('/');
        const carousel = { css: 'tf-zone[zone="t3_1c"] tf-carousel' };
        const url = await session.client.evaluate(() => location.href);
        await session.drag({ css: '.tf-shows__item', within: carousel, nth: 2 }, -400);
        await session.until('the carousel to select a further slide', (q) => Number(document.querySelector(q.css)?.getAttribute('selected')) > 0, [carousel]);
        expect(await session.client.evaluate(() => location.href) === url, 'the drag followed a link');
      },
    },
    {
      // carousel.spec.ts (legacy page): the stills carousel plays by itself, and a drag stops it.
      name: 'the legacy gallery carousel autoplays, and a drag stops it',
      async run(session) {
        await session.goto('/legacy/gallery.html');
        const stills = { css: '#stills' };
        await session.until('the stills to autoplay', (q) => document.querySelector(q.css)?.autoplayState === 'playing', [stills]);
        const first = await session.read(stills, 'attr:selected');
        await session.until('autoplay to move to another slide', (q, was) => document.querySelector(q.css)?.getAttribute('selected') !== was, [stills, first]);
        // From the carousel's middle, not its first slide: autoplay may have moved that slide to the
        // window's left edge, and 500 px further left is outside the window (WebDriver refuses it).
        await session.drag(stills, -300);
        await session.until('the drag to stop autoplay', (q) => document.querySelector(q.css)?.autoplayState === 'stopped', [stills]);
        await session.visible({ role: 'button', name: 'Start automatic slide show', within: stills });
      },
    },
    {
      // signin-site.spec.ts and support/signin.ts: a sign-in at an iframe provider of the demo.
      name: 'a provider sign-in completes on the demo\'s stand-ins',
      async run(session) {
        await session.goto(PLAYER);
        await session.assembled(PLAYER);
        await signInThroughHeader(session);
        await session.until('the TV-auth mark on the body', () => document.body.classList.contains('tve-authenticated'));
      },
    },
    {
      // episode-player.spec.ts: an unlocked episode plays through the player library.
      name: 'the episode player plays',
      async run(session) {
        await session.goto(PLAYER);
        await session.assembled(PLAYER);
        const zone = { css: 'tf-zone[zone="t1_1c"]' };
        await session.until('the episode unlocked for the signed-in viewer (no gate)', unlocked, [zone]);
        await session.click({ role: 'button', pattern: '^Play ', within: zone });
        const player = { role: 'region', pattern: '^Video player: ', within: zone };
        await eventually('the player to be playing', () => session.read(player, 'attr:data-state'), (state) => state === 'playing');
        await eventually('the player\'s clock to run', () => session.read({ css: '.mtvn-player__time', within: player }, 'text'),
          (text) => /^0:0[1-9] \/ \d+:\d\d$/.test(text ?? ''));
      },
    },
    {
      // dictionary.spec.ts: the letter tabs by keyboard, and a term's clip plays and decodes to sound.
      name: 'the dictionary\'s letters work by keyboard and a term\'s clip is real sound',
      async run(session) {
        await session.goto('/dictionary');
        await session.assembled('/dictionary');
        const tablist = { role: 'tablist', name: 'Letters' };
        await session.focus({ role: 'tab', name: 'A', exact: true, within: tablist });
        await session.press('ArrowRight');
        await session.until('B selected, focused and its terms drawn', dictionaryShows, ['B', 'Bit']);
        await session.press('End');
        await session.until('T selected by End', dictionaryShows, ['T', 'Tag']);
        await session.press('Home');
        await session.until('A selected by Home', dictionaryShows, ['A', 'Ad-lib']);
        // The clip itself: its length read by a media element and its samples decoded. Playing it
        // is dictionary.spec.ts's (Chromium): a machine without a sound device makes Firefox's
        // playback fail in its audio sink (OnMediaSinkAudioError) after the clip has loaded.
        await session.client.evaluate(() => {
          const src = document.querySelector('.tf-dict__term audio').src;
          window.__walkClip = 'decoding';
          const probe = new window.Audio();
          probe.preload = 'metadata';
          const length = new Promise((resolve, reject) => {
            probe.addEventListener('loadedmetadata', () => resolve(probe.duration), { once: true });
            probe.addEventListener('error', () => reject(new Error(`media error ${probe.error?.code}`)), { once: true });
          });
          probe.src = src;
          const samples = fetch(src).then((answer) => answer.arrayBuffer())
            .then((bytes) => new window.OfflineAudioContext(1, 1, 16000).decodeAudioData(bytes))
            .then((decoded) => decoded.getChannelData(0).reduce((max, s) => Math.max(max, Math.abs(s)), 0));
          Promise.all([length, samples]).then(([duration, peak]) => { window.__walkClip = { duration, peak }; },
            (error) => { window.__walkClip = String(error); });
          return true;
        });
        await session.until('the clip to be read', () => window.__walkClip !== 'decoding');
        const clip = await session.client.evaluate(() => JSON.stringify(window.__walkClip));
        const { duration, peak } = JSON.parse(clip);
        expect(duration > 0 && peak > 0.5, `the clip is not real sound: ${clip}`);
      },
    },
    ...areaSteps(),
    {
      // debug-bar.spec.ts and a11y.spec.ts: staff (the crabappleAuth cookie) open the debug bar.
      name: 'the debug bar opens for staff',
      async run(session) {
        await session.client.setCookie(session.origin, STAFF.name, STAFF.value);
        await session.goto('/');
        await session.assembled('/');
        await session.click({ role: 'button', name: 'Open the debug bar' });
        await session.visible({ role: 'dialog', name: 'Triforce debug' });
      },
    },
  ];
}

/** In the page: whether the dictionary's tab `letter` is selected and focused, its panel opening on `first`. */
function dictionaryShows(letter, first) {
  const tab = document.activeElement;
  return tab?.getAttribute('role') === 'tab' && tab.textContent === letter && tab.getAttribute('aria-selected') === 'true'
    && document.querySelector('[role="tabpanel"]:not([hidden]) .tf-dict__title')?.textContent === first;
}

/** In the page: whether the zone is drawn without the sign-in gate. */
function unlocked(q) {
  const zone = document.querySelector(q.css);
  return !!zone && zone.getAttribute('state') === 'rendered' && !zone.querySelector('.tf-player__gate');
}
