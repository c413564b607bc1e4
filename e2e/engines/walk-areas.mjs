// The page areas added to the site, each used once in every engine: the
// Chromium suite's check of the same control (its spec named on the step),
// with the same selectors and expectations, through walk.mjs's session.

const ARCHIVE = 'tf-zone[zone="t6_c1_promo1"]';
const CLIP = '/clips/the-printer-has-unionized';

/** In the page: `count` items under `selector`, the one at `focused` holding the focus. */
function pagedTo(selector, count, focused) {
  const items = document.querySelectorAll(selector);
  const active = document.activeElement;
  return { ok: items.length === count && active === items[focused], items: items.length, focused: [...items].indexOf(active), active: active?.className };
}

export function areaSteps() {
  return [
    {
      // lists.spec.ts: the lines' load more, focus on the first new line.
      name: 'the quotable lines load more, focus on the first new line',
      async run(session) {
        await session.goto('/lines');
        await session.assembled('/lines');
        // A click: Firefox under its WebDriver BiDi driver sends a focused button Enter's trusted keydown,
        // keypress and keyup without the click they make by hand; the keyboard path is lists.spec.ts's.
        await session.click({ role: 'button', name: 'Load more lines' });
        await session.until('16 lines, the ninth focused', pagedTo, ['.tf-lines__item', 16, 8]);
      },
    },
    {
      // leaderboard.spec.ts: load more adds the next ten sketches, focus on the first of them.
      name: 'the leaderboard loads more sketches, focus on the first new one',
      async run(session) {
        await session.goto('/leaderboard');
        await session.assembled('/leaderboard');
        await session.click({ role: 'button', name: 'Load more sketches' });
        await session.until('20 sketches, the eleventh focused', pagedTo, ['.tf-lb__title', 20, 10]);
      },
    },
    {
      // comments.spec.ts: a clip's comments open as a modal dialog and close on Escape, focus back on the button.
      name: 'a clip\'s comments open as a dialog and close on Escape',
      async run(session) {
        await session.goto(CLIP);
        await session.assembled(CLIP);
        await session.click({ role: 'button', pattern: '^Comments \\(\\d+\\)$', within: { css: 'tf-zone[zone="t1_1c"]' } });
        await session.until('the comments loaded in an open modal dialog', () => {
          const dialog = document.querySelector('dialog.tf-comments');
          return !!dialog?.matches(':modal') && /comments? loaded\.$|^No comments yet/.test(dialog.querySelector('[role="status"]')?.textContent ?? '');
        });
        await session.press('Escape');
        await session.until('the dialog closed, focus on its button', () =>
          !document.querySelector('dialog.tf-comments[open]') && document.activeElement?.matches('.tf-comments-bar__toggle'));
      },
    },
    {
      // roadblock.spec.ts: the mature-content notice asks before The Daily Grind; continuing shows the show.
      name: 'the mature-content notice asks before the show, and continuing shows it',
      async run(session) {
        await session.goto('/shows/daily-grind');
        const notice = { role: 'dialog', name: 'Mature content ahead' };
        await session.visible(notice);
        await session.click({ role: 'button', name: 'Continue to the show', within: notice });
        await session.until('the notice closed and the show drawn', () =>
          !document.querySelector('tf-zone[zone="app_interstitial"] dialog[open]') && document.querySelector('h1')?.textContent === 'The Daily Grind');
      },
    },
    {
      // site-tour.spec.ts and first-load.spec.ts: the archive's classic-script rows draw as they scroll into view.
      name: 'the archive draws its rows as they scroll into view',
      async run(session) {
        await session.goto('/shows');
        await session.assembled('/shows');
        // Each poll scrolls the next row not yet drawn into view, as a visitor's scrolling would.
        await session.until('every archive row drawn', (zoneSelector) => {
          const zone = document.querySelector(zoneSelector);
          const rows = [...(zone?.querySelectorAll('.archive__row') ?? [])];
          rows.find((row) => !row.querySelector('a'))?.scrollIntoView({ block: 'end' });
          return rows.length > 0 && /^\d+ classic sketches loaded\.$/.test(zone.querySelector('[role="status"]')?.textContent ?? '');
        }, [ARCHIVE]);
      },
    },
  ];
}
