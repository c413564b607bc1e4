/**
 * Issue 13 item 7: axe-core on a page in its current state, WCAG 2.x A and
 * AA rules, failing with every violation's rule, targets and summary.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** CSS selectors to limit the run to (an open dialog, one element). */
  include?: string | string[];
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function describe(violations: Violations): string {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) =>
      `    ${JSON.stringify(node.target)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes.join('\n')}`;
  }).join('\n');
}

export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  expect(violations.length, `axe on ${page.url()}:\n${describe(violations)}`).toBe(0);
}
