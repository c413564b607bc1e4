/**
 * The frame of the developers' pages (the element gallery and the guides):
 * head (title, description, canonical link; the site's own stylesheet and
 * this section's), a header whose navigation
 * leads between the two sections and back to the site, the main landmark
 * and a footer. Static HTML under the site's strict CSP: one stylesheet,
 * module scripts by URL, JSON data blocks only.
 */
import { escapeHtml } from '../../server/escape-html.js';

export const SITE_NAME = 'Laugh Track Network';
export const GALLERY_PATH = '/elements/';
export const GUIDES_PATH = '/docs/';
export const DEVELOPERS_STYLESHEET = '/developers/developers.css';
/** The gallery's page script, written by the production server's build. */
export const GALLERY_SCRIPT = '/developers/gallery.js';

export interface ChromeOptions {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** Which section's link is the current one. */
  section: 'elements' | 'docs';
  /** The site's own stylesheet (the demo build's, content-hashed), before this section's. */
  siteStylesheet?: string;
  /** Module scripts the page loads, by URL. */
  scripts?: string[];
  main: string;
}

export function developerPage(options: ChromeOptions): string {
  const current = (section: ChromeOptions['section']) => (section === options.section ? ' aria-current="page"' : '');
  const scripts = (options.scripts ?? []).map((src) => `    <script type="module" src="${escapeHtml(src)}"></script>\n`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title)} · ${SITE_NAME} for developers</title>
    <meta name="description" content="${escapeHtml(options.description)}" />
    <link rel="canonical" href="${escapeHtml(options.url)}" />
    <link rel="icon" href="/art/network-logo.svg" type="image/svg+xml" />
${options.siteStylesheet ? `    <link rel="stylesheet" href="${escapeHtml(options.siteStylesheet)}" />
` : ''}    <link rel="stylesheet" href="${DEVELOPERS_STYLESHEET}" />
${scripts}  </head>
  <body class="dev">
    <a class="skip-link" href="#dev-main">Skip to content</a>
    <!-- Named landmarks: a page of the site framed in one of these (an element shown live) has its own, unnamed. -->
    <header class="dev-header" aria-label="${SITE_NAME} for developers">
      <a class="dev-brand" href="/">${SITE_NAME}</a>
      <nav class="dev-nav" aria-label="For developers">
        <ul>
          <li><a href="${GALLERY_PATH}"${current('elements')}>Elements</a></li>
          <li><a href="${GUIDES_PATH}"${current('docs')}>Guides</a></li>
        </ul>
      </nav>
    </header>
    <main class="dev-main" id="dev-main" tabindex="-1" aria-label="${escapeHtml(options.title)}">
${options.main}
    </main>
    <footer class="dev-footer" aria-label="About these pages">
      <p><a href="/">Back to the site</a> · <a href="${GALLERY_PATH}">Elements</a> · <a href="${GUIDES_PATH}">Guides</a></p>
    </footer>
  </body>
</html>
`;
}
