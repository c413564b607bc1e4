/**
 * The page HTML the server answers: the built site's index.html (the shell)
 * with the first page's manifest as a child of `<tf-page>` (`<script
 * type="application/json" data-tf-manifest>`) and preload links in
 * `<head>`. Pure string work on our own build output; no manifest or feed
 * string is ever placed where a browser would read it as markup.
 */
import { DEFAULT_STYLE_BASE } from '../runtime/constants.js';
import { STYLE_ATTRIBUTE, styleNameOf } from '../runtime/util/style-links.js';
import type { Manifest } from '../runtime/types.js';
import { httpUrl } from '../runtime/util/url.js';
import { escapeHtml } from './escape-html.js';
import { withPageHead } from './head.js';
import { BOOT_ENTRY_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE } from '../runtime/boot/after-lead-paint.js';
import { scriptSafeJson } from './script-safe-json.js';

export { scriptSafeJson };

export interface Shell {
  /** Up to the end of `<head>`: preloads go here. */
  head: string;
  /** From `</head>` to just inside `<tf-page …>`: the inline manifest goes here. */
  body: string;
  rest: string;
  /** The `<tf-page>`'s `global-zones`, as the runtime reads them. */
  globalZones: string[];
  /** The `<tf-page>`'s `style-base`, or the runtime's default: where the page stylesheets live. */
  styleBase: string;
  /**
   * The boot module (`runtime/boot/after-lead-paint.ts` as built): a page the
   * server drew loads it instead of the entry, and it imports the entry once
   * the lead picture has painted. Without it such a page loads the entry at
   * low priority.
   */
  boot?: string;
}

/** Splits the shell once, at startup; a shell without `</head>` or `<tf-page>` is a build error. */
export function parseShell(html: string): Shell {
  const headEnd = html.indexOf('</head>');
  const pageTag = /<tf-page\b[^>]*>/.exec(html);
  if (headEnd < 0 || !pageTag || pageTag.index < headEnd) throw new Error('index.html needs a </head> and, after it, a <tf-page> element');
  const afterPage = pageTag.index + pageTag[0].length;
  const zones = /\sglobal-zones\s*=\s*"([^"]*)"/.exec(pageTag[0])?.[1] ?? '';
  const styleBase = /\sstyle-base\s*=\s*"([^"]*)"/.exec(pageTag[0])?.[1] || DEFAULT_STYLE_BASE;
  return {
    head: html.slice(0, headEnd).trimEnd() + '\n',
    body: html.slice(headEnd, afterPage),
    rest: html.slice(afterPage),
    globalZones: zones.split(/\s+/).filter(Boolean),
    styleBase,
  };
}

export interface Preloads {
  /** Feed URLs, fetched by the runtime with `fetch()` (mode cors, same-origin credentials). */
  feeds: string[];
  /** Module chunk URLs. */
  modules: string[];
}

/**
 * The first page's own stylesheet, in the head as
 * the runtime would add it: `<link rel="stylesheet" data-tf-style="{name}"
 * href="{style-base}{name}.css">`. Parser-inserted, it loads beside the
 * site's CSS instead of after the runtime has started, and the runtime
 * adopts the enabled link rather than adding a second (stylesheet-loader.ts).
 * Empty when `style-base` makes no http(s) address of it.
 */
export function pageStyleLink(shell: Shell, pageStyle: unknown): string {
  const name = styleNameOf(pageStyle);
  const href = `${shell.styleBase}${name}.css`;
  // http(s) only, as the runtime's own check; the base only resolves a root-relative href.
  if (!httpUrl(href, 'http://localhost/')) return '';
  return `    <link rel="stylesheet" ${STYLE_ATTRIBUTE}="${escapeHtml(name)}" href="${escapeHtml(href)}">\n`;
}

/**
 * A page the server drew is painted before any script runs: its scripts only
 * hydrate it. They are fetched at low priority (`fetchpriority="low"` on the
 * entry module and on every modulepreload), so the stylesheets and the lead
 * picture take the connection first and the first paint waits for no
 * script's bytes. A page the browser assembles needs them to paint at all
 * and keeps the default priority.
 */
const LOW_PRIORITY = ' fetchpriority="low"';

/** The shell's own entry module and the modulepreloads the bundler put beside it, lowered. */
function lowPriorityScripts(head: string): string {
  return head.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, `<$1${LOW_PRIORITY}`);
}

/**
 * The shell's entry module swapped for the boot, which imports it once the
 * lead picture has painted, and preloads then what would have been preloaded
 * now: the bundler's modulepreloads of the entry's chunks, taken out of the
 * head, and `modules`, the first page's island chunks. Before that, no script
 * shares the connection with the picture.
 */
function bootScript(head: string, boot: string, modules: readonly string[]): string {
  const shellPreloads: string[] = [];
  const rest = head.replace(/[ \t]*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
    shellPreloads.push(href);
    return '';
  });
  const preload = [...shellPreloads, ...modules.map(escapeHtml)].join(' ');
  return rest.replace(/<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*>/, (_tag, entry: string) =>
    `<script type="module" src="${escapeHtml(boot)}" ${BOOT_ENTRY_ATTRIBUTE}="${entry}" ${BOOT_PRELOAD_ATTRIBUTE}="${preload}">`);
}

/**
 * `<link>`s that start the first priority group's requests while the runtime
 * itself still loads; `hydrating`: the page was drawn by the server, so its
 * modules wait behind what paints it.
 */
export function preloadLinks({ feeds, modules }: Preloads, hydrating = false): string {
  const priority = hydrating ? LOW_PRIORITY : '';
  // `crossorigin` (anonymous) matches fetch()'s default mode and credentials,
  // so the runtime's request finds the preloaded answer instead of a second one.
  const links = [
    ...feeds.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`),
    ...modules.map((href) => `<link rel="modulepreload"${priority} crossorigin href="${escapeHtml(href)}">`),
  ];
  return links.map((link) => `    ${link}\n`).join('');
}

/**
 * The page: the shell with `answer` (`{"manifest": …}`) inside `<tf-page>`,
 * and in `<head>` the page's stylesheet and the preloads. `head` (the
 * page's own tags, `pageHead()`) takes the place of the shell's title and
 * description; `layout` is the page's regions as the server drew them
 * (render-islands.ts), placed inside `<tf-page>` after the manifest;
 * without it the browser places them; `preloads` are the tags the islands'
 * renderer hoisted out of them. With a drawn layout whose first group is
 * all drawn, every script is fetched at low priority (`lowPriorityScripts`).
 */
export function renderPage(shell: Shell, answer: { manifest: Manifest }, preloads: Preloads, drawn: { head?: string; layout?: string; preloads?: readonly string[] } = {}): string {
  const inline = `\n      <script type="application/json" data-tf-manifest>${scriptSafeJson(answer)}</script>`;
  const style = pageStyleLink(shell, answer.manifest.supplemental?.pageStyle);
  // A first-group zone the server left to the browser (its feed still to
  // fetch) cannot paint without the scripts: they keep the default priority.
  const hydrating = Boolean(drawn.layout) && preloads.feeds.length === 0;
  const pageHead = drawn.head === undefined ? shell.head : withPageHead(shell.head, drawn.head);
  const layout = drawn.layout ? `\n${drawn.layout}` : '';
  // The drawn islands' image preloads first: the page's lead picture is its likeliest largest paint.
  const images = (drawn.preloads ?? []).map((link) => `    ${link}\n`).join('');
  if (hydrating && shell.boot) {
    return bootScript(pageHead, shell.boot, preloads.modules) + style + images + '  ' + shell.body + inline + layout + shell.rest;
  }
  const shellHead = hydrating ? lowPriorityScripts(pageHead) : pageHead;
  return shellHead + style + images + preloadLinks(preloads, hydrating) + '  ' + shell.body + inline + layout + shell.rest;
}
