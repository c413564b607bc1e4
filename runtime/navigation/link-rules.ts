/**
 * Which link clicks the runtime takes over. Pure, so every rule is tested with plain
 * fixtures; the link observer turns a real click into a `LinkInput`.
 */
import { withoutFragment } from '../util/url.js';

export interface LinkInput {
  /** The raw `href` attribute, not the resolved property. */
  href: string | null;
  target: string | null;
  download: boolean;
  classes: readonly string[];
  /** The link or one of its ancestors carries `data-tf-reload`. */
  insideReload: boolean;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  location: { href: string };
  /**
   * The document's base URL (`document.baseURI`). Relative hrefs resolve
   * against it like the browser would, so under a `<base href>` pointing
   * elsewhere `#x` is a link to that other page. Defaults to the location.
   */
  base?: string;
}

export type LinkBrowserReason =
  | 'prevented'
  | 'button'
  | 'modifier'
  | 'no-href'
  | 'download'
  | 'target'
  | 'reload'
  | 'notriforce'
  | 'javascript'
  | 'mailto'
  | 'scheme'
  | 'malformed'
  | 'other-origin'
  | 'credentials';

export type LinkDecision =
  | { action: 'browser'; reason: LinkBrowserReason }
  | { action: 'anchor'; id: string }
  | { action: 'visit'; url: string };

const browser = (reason: LinkBrowserReason): LinkDecision => ({ action: 'browser', reason });

/** Never throws: anything it cannot read is left to the browser. */
export function decideLink(input: LinkInput): LinkDecision {
  try {
    return decide(input);
  } catch {
    return browser('malformed');
  }
}

function decide(input: LinkInput): LinkDecision {
  // The click itself: someone else handled it, or the visitor asked for a
  // new tab/window/download through the mouse or the keyboard.
  if (input.defaultPrevented) return browser('prevented');
  if (input.button !== 0) return browser('button');
  if (input.ctrlKey || input.metaKey || input.shiftKey || input.altKey) return browser('modifier');

  // The link: its markup opts out of in-page loading.
  const href = typeof input.href === 'string' ? stripLikeUrlParser(input.href) : '';
  if (href === '') return browser('no-href');
  if (input.download) return browser('download');
  if (!isSelfTarget(input.target)) return browser('target');
  if (input.insideReload) return browser('reload');
  if (input.classes.includes('notriforce')) return browser('notriforce');

  if (href.startsWith('#') && sameDocumentBase(input)) return anchor(href.slice(1));

  // The destination.
  let url: URL;
  let here: URL;
  try {
    url = new URL(href, input.base ?? input.location.href);
    here = new URL(input.location.href);
  } catch {
    return browser('malformed');
  }
  if (url.protocol === 'javascript:') return browser('javascript');
  if (url.protocol === 'mailto:') return browser('mailto');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return browser('scheme');
  if (url.origin !== here.origin) return browser('other-origin');
  // history.pushState refuses a URL whose user or password differs from the
  // page's, so such a link could never load in page.
  if (url.username !== here.username || url.password !== here.password) return browser('credentials');

  const hashAt = url.href.indexOf('#');
  if (hashAt >= 0 && withoutFragment(url.href) === withoutFragment(here.href)) return anchor(url.href.slice(hashAt + 1));
  return { action: 'visit', url: url.href };
}

function anchor(fragment: string): LinkDecision {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape (`#%E0%A4%A`) names the element by its raw text.
  }
  return { action: 'anchor', id };
}

/**
 * What the URL parser ignores, removed before looking at the href: leading and
 * trailing C0 controls and spaces, and tabs/newlines anywhere, so
 * `" java\nscript:…"` reads as the `javascript:` URL the browser would follow.
 */
function stripLikeUrlParser(href: string): string {
  let text = '';
  for (const char of href) if (char !== '\t' && char !== '\n' && char !== '\r') text += char;
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/** HTML's target keywords match ASCII case-insensitively; any other name is another browsing context. */
function isSelfTarget(target: string | null): boolean {
  return target === null || target === '' || target.toLowerCase() === '_self';
}

function sameDocumentBase(input: LinkInput): boolean {
  return input.base === undefined || withoutFragment(input.base) === withoutFragment(input.location.href);
}
