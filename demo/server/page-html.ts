/**
 * The page HTML the server answers: the built site's index.html (the shell)
 * with the first page's manifest as a child of `<tf-page>` (CONTRACT §2,
 * `<script type="application/json" data-tf-manifest>`) and preload links in
 * `<head>`. Pure string work on our own build output; no manifest or feed
 * string is ever placed where a browser would read it as markup.
 */

export interface Shell {
  /** Up to the end of `<head>`: preloads go here. */
  head: string;
  /** From `</head>` to just inside `<tf-page …>`: the inline manifest goes here. */
  body: string;
  rest: string;
  /** The `<tf-page>`'s `global-zones`, as the runtime reads them (CONTRACT §2). */
  globalZones: string[];
}

/** Splits the shell once, at startup; a shell without `</head>` or `<tf-page>` is a build error. */
export function parseShell(html: string): Shell {
  const headEnd = html.indexOf('</head>');
  const pageTag = /<tf-page\b[^>]*>/.exec(html);
  if (headEnd < 0 || !pageTag || pageTag.index < headEnd) throw new Error('index.html needs a </head> and, after it, a <tf-page> element');
  const afterPage = pageTag.index + pageTag[0].length;
  const zones = /\sglobal-zones\s*=\s*"([^"]*)"/.exec(pageTag[0])?.[1] ?? '';
  return {
    head: html.slice(0, headEnd).trimEnd() + '\n',
    body: html.slice(headEnd, afterPage),
    rest: html.slice(afterPage),
    globalZones: zones.split(/\s+/).filter(Boolean),
  };
}

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` as \uXXXX,
 * so no string can close the element (`</script>`) or open a comment
 * (`<!--`) in it, and U+2028/U+2029 too, which old JavaScript parsers took
 * for line ends. JSON.parse reads the same value back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
}

const ATTRIBUTE_UNSAFE: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function attributeValue(text: string): string {
  return text.replace(/[&"<>]/g, (char) => ATTRIBUTE_UNSAFE[char]!);
}

export interface Preloads {
  /** Feed URLs, fetched by the runtime with `fetch()` (mode cors, same-origin credentials). */
  feeds: string[];
  /** Module chunk URLs. */
  modules: string[];
}

/** `<link>`s that start the first priority group's requests while the runtime itself still loads. */
export function preloadLinks({ feeds, modules }: Preloads): string {
  // `crossorigin` (anonymous) matches fetch()'s default mode and credentials,
  // so the runtime's request finds the preloaded answer instead of a second one.
  const links = [
    ...feeds.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attributeValue(href)}">`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${attributeValue(href)}">`),
  ];
  return links.map((link) => `    ${link}\n`).join('');
}

/** The page: the shell with `answer` (`{"manifest": …}`) inside `<tf-page>` and the preloads in `<head>`. */
export function renderPage(shell: Shell, answer: { manifest: unknown }, preloads: Preloads): string {
  const inline = `\n      <script type="application/json" data-tf-manifest>${scriptSafeJson(answer)}</script>`;
  return shell.head + preloadLinks(preloads) + '  ' + shell.body + inline + shell.rest;
}
