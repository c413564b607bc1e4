/**
 * Issue 13 item 7: axe-core on a page in its current state, WCAG 2.x A and
 * AA rules and axe's best practices (issue 24: every piece of content in a
 * landmark, landmarks told apart by name), failing with every violation's
 * rule, targets and summary.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** CSS selectors to limit the run to (an open dialog, one element). */
  include?: string | string[];
  /**
   * The document is only ever shown inside a frame of a page (an ad
   * creative): the rules that judge a whole page (one main landmark, a
   * level-one heading, everything inside a landmark) are the embedding
   * page's to meet, and a creative with its own main would give that page
   * two. Every other rule still runs.
   */
  framed?: boolean;
}

const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function describe(violations: Violations): string {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) =>
      `    ${JSON.stringify(node.target)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes.join('\n')}`;
  }).join('\n');
}

/**
 * Waits for the finite transitions and animations running now (a dialog
 * fading in, a button's colour easing to its focused state): axe reads
 * colours as they are at that instant, and a colour half way through a
 * transition is no colour the page ever rests on. Endless ones (a spinner)
 * are not waited for; none is waited on for more than 2 s.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    // document.getAnimations() leaves out shadow trees (Chromium): each open shadow root is asked too.
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    const finite = roots.flatMap((root) => root.getAnimations()).filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end) && animation.playState === 'running';
    });
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  if (options.framed) builder = builder.disableRules(PAGE_LEVEL_RULES);
  const { violations } = await builder.analyze();
  expect(violations.length, `axe on ${page.url()}:\n${describe(violations)}`).toBe(0);
}
