/**
 * The guides of demo/docs/ as pages of the site: `/docs/` is the folder's
 * README, `/docs/{name}` the guide `{name}.md`, each rendered once (markdown.ts)
 * with a list of every guide, previous and next links, and links between
 * guides rewritten to their pages. The order is the order in which the
 * README links them; a guide it does not link comes last, by name.
 */
import { escapeHtml } from '../../server/escape-html.js';
import { renderMarkdown, plainText, type Heading } from './markdown.js';
import { developerPage, GUIDES_PATH } from './page-chrome.js';

/** The folder's own page. */
const INDEX_FILE = 'README.md';
const DESCRIPTION_MAX = 160;

export interface Guide {
  /** '' for the index. */
  name: string;
  file: string;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
}

export const guidePath = (name: string) => (name === '' ? GUIDES_PATH : `${GUIDES_PATH}${name}`);

/** The first paragraph's text, cut at a word near `DESCRIPTION_MAX`. */
function describe(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).map((block) => block.trim()).find((block) => block !== '' && !/^(#|```|\||[-*] |\d+\.|<!--)/.test(block)) ?? '';
  const text = plainText(paragraph);
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_MAX - 1))}…`;
}

export interface Guides {
  readonly list: readonly Guide[];
  /** The page of the guide `name` ('' the index), or undefined for one there is not. */
  page(name: string, origin: string): string | undefined;
}

/** The guides from their sources, file name (`modules.md`) → Markdown. */
export function createGuides(sources: Readonly<Record<string, string>>, site: { siteStylesheet?: string } = {}): Guides {
  const names = new Set(Object.keys(sources).filter((file) => file.endsWith('.md') && file !== INDEX_FILE).map((file) => file.slice(0, -3)));
  const link = (href: string): string | undefined => {
    // Absolute, an anchor, or a page of the site itself (`/elements/`).
    if (/^https?:\/\//i.test(href) || href.startsWith('#') || /^\/(?!\/)/.test(href)) return href;
    const match = /^(?:\.\/)?([\w-]+)\.md(#[\w-]*)?$/.exec(href);
    if (!match) return undefined;
    const [, name = '', anchor = ''] = match;
    if (`${name}.md` === INDEX_FILE) return `${GUIDES_PATH}${anchor}`;
    return names.has(name) ? `${guidePath(name)}${anchor}` : undefined;
  };
  const guideOf = (file: string, markdown: string): Guide => {
    const { html, headings } = renderMarkdown(markdown, { link });
    const name = file === INDEX_FILE ? '' : file.slice(0, -3);
    return { name, file, title: headings.find((h) => h.level === 1)?.text ?? name, description: describe(markdown), html, headings };
  };
  const index = guideOf(INDEX_FILE, sources[INDEX_FILE] ?? '# Guides\n');
  const linked = [...(sources[INDEX_FILE] ?? '').matchAll(/\]\((?:\.\/)?([\w-]+)\.md[)#]/g)].map((match) => match[1]!).filter((name) => names.has(name));
  const order = [...new Set([...linked, ...[...names].sort()])];
  const guides = order.map((name) => guideOf(`${name}.md`, sources[`${name}.md`]!));
  const all = [index, ...guides];

  const render = (guide: Guide, origin: string): string => {
    const at = all.indexOf(guide);
    const previous = all[at - 1];
    const next = all[at + 1];
    const nav = all.map((item) => `<li><a href="${guidePath(item.name)}"${item === guide ? ' aria-current="page"' : ''}>${escapeHtml(item.name === '' ? 'All guides' : item.title)}</a></li>`).join('\n          ');
    const pager = [
      previous ? `<a class="dev-pager__previous" href="${guidePath(previous.name)}" rel="prev">Previous: ${escapeHtml(previous.name === '' ? 'All guides' : previous.title)}</a>` : '',
      next ? `<a class="dev-pager__next" href="${guidePath(next.name)}" rel="next">Next: ${escapeHtml(next.title)}</a>` : '',
    ].filter(Boolean).join('\n        ');
    const main = `      <div class="dev-guide">
        <nav class="dev-guide__nav" aria-label="Guides">
          <ul>
          ${nav}
          </ul>
        </nav>
        <article class="dev-guide__body">
${guide.html}
        <p class="dev-source">The source of this page: <code>demo/docs/${escapeHtml(guide.file)}</code>.</p>
        </article>
      </div>
      <nav class="dev-pager" aria-label="Previous and next guide">
        ${pager}
      </nav>`;
    return developerPage({ title: guide.title, description: guide.description, url: `${origin}${guidePath(guide.name)}`, section: 'docs', ...(site.siteStylesheet ? { siteStylesheet: site.siteStylesheet } : {}), main });
  };
  return {
    list: all,
    page(name, origin) {
      const guide = all.find((item) => item.name === name);
      return guide ? render(guide, origin) : undefined;
    },
  };
}
