/**
 * A small Markdown-to-HTML step for the guides of demo/docs/, covering what
 * they use: ATX headings (with ids for anchors), paragraphs, fenced code,
 * `-`/`*`/`1.` lists (nested by indentation), block quotes, pipe tables,
 * inline code, links, `**strong**` and `*emphasis*`. Raw HTML in the source is
 * shown as text, never passed through, and a link goes only to http(s), a
 * path or an anchor; where a link leads is the caller's (`link`), so a guide
 * linking `modules.md` becomes `/docs/modules` on the site.
 */
import { escapeHtml } from '../../server/escape-html.js';

export interface MarkdownOptions {
  /** The href of a link written `href` in the source, or undefined to show its text alone. */
  link?(href: string): string | undefined;
}

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface Rendered {
  html: string;
  headings: Heading[];
}

const FENCE = /^\s*```\s*([\w-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^(\s*)([-*]|\d+[.)])\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const COMMENT = /^\s*<!--.*-->\s*$/;

/** Text of a Markdown fragment without its marks: for ids and descriptions. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const slug = (text: string) => plainText(text).toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-') || 'section';

/** A link target that may appear in an href: http(s), a path or an anchor; nothing with another scheme. */
function safeHref(href: string): boolean {
  return /^(https?:\/\/|\/|#|\.{0,2}\/?[\w.-])/i.test(href) && !/^[a-z][a-z0-9+.-]*:/i.test(href.replace(/^https?:/i, ''));
}

export function renderInline(source: string, options: MarkdownOptions = {}): string {
  const codes: string[] = [];
  // Code spans first, kept aside behind a private-use character: nothing inside them is a mark.
  let text = source.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_whole, _ticks: string, body: string) => {
    codes.push(`<code>${escapeHtml(body.trim() === '' ? body : body.replace(/^ (.*) $/, '$1'))}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  text = escapeHtml(text);
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_whole, label: string, rawHref: string) => {
    const href = rawHref.replaceAll('&amp;', '&');
    const target = options.link ? options.link(href) : href;
    if (target === undefined || !safeHref(target)) return label;
    return `<a href="${escapeHtml(target)}">${label}</a>`;
  });
  text = text.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  text = text.replace(/(^|[^\w*])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
  return text.replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => codes[Number(index)] ?? '');
}

/** A table row's cells, split at `|` outside code spans (`\|` is a literal bar). */
function cells(row: string): string[] {
  const line = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  const found: string[] = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '\\' && line[i + 1] === '|') {
      current += '|';
      i++;
    } else if (char === '`') {
      inCode = !inCode;
      current += char;
    } else if (char === '|' && !inCode) {
      found.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  found.push(current.trim());
  return found;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

export function renderMarkdown(source: string, options: MarkdownOptions = {}): Rendered {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const inline = (text: string) => renderInline(text, options);
  // A table's region is named after the heading it sits under, so two tables with the same columns are told apart.
  let lastHeading = '';

  function blocks(lines: string[]): string {
    const out: string[] = [];
    let i = 0;
    const startsBlock = (line: string) => FENCE.test(line) || HEADING.test(line) || ITEM.test(line) || /^\s*>/.test(line);
    while (i < lines.length) {
      const line = lines[i]!;
      if (line.trim() === '' || COMMENT.test(line)) {
        i++;
        continue;
      }
      const fence = FENCE.exec(line);
      if (fence) {
        const body: string[] = [];
        for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
        i++;
        const language = fence[1] ? ` class="language-${escapeHtml(fence[1])}"` : '';
        // Focusable: a long line scrolls it sideways, and the keyboard must reach that too.
        out.push(`<pre class="dev-code" tabindex="0"><code${language}>${escapeHtml(body.join('\n'))}</code></pre>`);
        continue;
      }
      const heading = HEADING.exec(line);
      if (heading) {
        const level = heading[1]!.length;
        const base = slug(heading[2]!);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ level, id, text: plainText(heading[2]!) });
        lastHeading = plainText(heading[2]!);
        out.push(`<h${level} id="${id}">${inline(heading[2]!)}</h${level}>`);
        i++;
        continue;
      }
      if (line.trim().startsWith('|') && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]!)) {
        const head = cells(line);
        const rows: string[][] = [];
        for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(cells(lines[i]!));
        const th = head.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('');
        const body = rows.map((row) => `<tr>${head.map((_h, n) => `<td>${inline(row[n] ?? '')}</td>`).join('')}</tr>`).join('\n');
        out.push(`<div class="dev-table" role="region" aria-label="${escapeHtml([lastHeading, plainText(head.join(', '))].filter(Boolean).join(': '))}" tabindex="0"><table><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table></div>`);
        continue;
      }
      if (/^\s*>/.test(line)) {
        const quoted: string[] = [];
        for (; i < lines.length && /^\s*>/.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^\s*> ?/, ''));
        out.push(`<blockquote>${blocks(quoted)}</blockquote>`);
        continue;
      }
      const item = ITEM.exec(line);
      if (item) {
        const base = item[1]!.length;
        const ordered = /\d/.test(item[2]!);
        const items: string[][] = [];
        // An item of this list: at its indentation, and of its kind (a `1.` after `-` items starts a new list).
        const sibling = (marker: RegExpExecArray | null) => marker !== null && marker[1]!.length === base && /\d/.test(marker[2]!) === ordered;
        while (i < lines.length) {
          const current = lines[i]!;
          const marker = ITEM.exec(current);
          if (sibling(marker)) {
            items.push([marker![3]!]);
          } else if (current.trim() === '') {
            // A blank line ends the list unless the next line goes on with it.
            const next = lines[i + 1];
            if (next === undefined || (indentOf(next) <= base && !sibling(ITEM.exec(next)))) break;
            items[items.length - 1]!.push('');
          } else if (indentOf(current) > base) {
            items[items.length - 1]!.push(current.slice(Math.min(indentOf(current), base + 2)));
          } else if (!startsBlock(current) && items[items.length - 1]!.at(-1) !== '') {
            // A lazy continuation of the item's paragraph.
            items[items.length - 1]!.push(current.trim());
          } else {
            break;
          }
          i++;
        }
        const tag = ordered ? 'ol' : 'ul';
        const rendered = items.map((body) => {
          const html = blocks(body);
          const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
          return `<li>${single && !single[1]!.includes('<p>') ? single[1] : html}</li>`;
        });
        out.push(`<${tag}>\n${rendered.join('\n')}\n</${tag}>`);
        continue;
      }
      const paragraph: string[] = [];
      for (; i < lines.length && lines[i]!.trim() !== '' && (paragraph.length === 0 || !startsBlock(lines[i]!)); i++) paragraph.push(lines[i]!.trim());
      out.push(`<p>${inline(paragraph.join('\n'))}</p>`);
    }
    return out.join('\n');
  }

  return { html: blocks(source.replace(/\r\n?/g, '\n').split('\n')), headings };
}
