/**
 * The module debug view (`/triforce/module_debug/{moduleName}`):
 * a StandAlone fragment page for staff showing one module's feed as the
 * server sees it, where the module is used and, with `crabappleErrors=true`,
 * what is wrong with it. Server-side HTML: every value is escaped.
 */
import { isRecord } from '../../runtime/util/guards.js';
import type { FeedReading } from './debug-handlers.js';
import { escapeHtml } from '../../server/escape-html.js';

export interface ModuleDebugInput {
  moduleName: string;
  feedUrl: string | null;
  showErrors: boolean;
  usedOn: string[];
  readFeed(feedUrl: string): FeedReading;
}

/** The problems staff would want flagged, in the order they matter. */
export function moduleProblems(input: ModuleDebugInput, feed: FeedReading | undefined): string[] {
  const problems: string[] = [];
  if (input.usedOn.length === 0) problems.push(`No page of this site uses a module named ${input.moduleName}`);
  if (!input.feedUrl) problems.push('No feedUrl: the module gets its data inline or has none');
  if (feed && !feed.ok) problems.push(feed.error);
  if (feed?.ok) {
    const result = isRecord(feed.body) ? feed.body.result : undefined;
    if (!isRecord(result)) problems.push('The feed has no result object');
    else if (result.output === false) problems.push('result.output is false: the module is removed from the page');
  }
  return problems;
}

export function moduleDebugPage(input: ModuleDebugInput): string {
  const feed = input.feedUrl ? input.readFeed(input.feedUrl) : undefined;
  const problems = input.showErrors ? moduleProblems(input, feed) : [];
  const name = escapeHtml(input.moduleName);
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · module debug</title>
<link rel="stylesheet" href="/styles/module-debug.css">
</head>
<body>
<p>StandAlone fragment</p>
<h1>${name}</h1>
<dl>
  <dt>Feed URL</dt><dd><code>${input.feedUrl ? escapeHtml(input.feedUrl) : '(none)'}</code></dd>
  <dt>Used on</dt><dd>${input.usedOn.length > 0 ? list(input.usedOn) : '(no page)'}</dd>
</dl>
${input.showErrors ? `<section class="errors" aria-labelledby="errors"><h2 id="errors">Errors</h2>${
  problems.length > 0 ? list(problems) : '<p class="ok">No problems found.</p>'}</section>` : ''}
<h2>Feed</h2>
${feed?.ok ? `<pre>${escapeHtml(JSON.stringify(feed.body, null, 2) ?? 'undefined')}</pre>` : `<p>${feed ? escapeHtml(feed.error) : 'No feed requested.'}</p>`}
</body>
</html>
`;
}
