import { escapeHtml } from '../../server/escape-html.js';

/**
 * The page the demo's server answers when drawing a page route fails on its
 * side: a visitor's browser asked for a page, so it gets a readable page (the
 * site's look, a way to try again and a way home), never a JSON body. Static
 * markup, no script, nothing of the failed request echoed into it; under the
 * site's strict CSP like every page.
 */

/** The site's icon, its SVG logo. */
export const SITE_ICON = '/art/network-logo.svg';

/**
 * The error page's HTML for a failed page request answered with `status`;
 * `stylesheet` is the site's built sheet (its hashed path, from the build's
 * manifest), left out when unknown.
 */
export function errorPageHtml(status: number, stylesheet?: string): string {
  const heading = status === 503 ? 'The site is busy right now' : 'This page could not be loaded';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Something went wrong · Laugh Track Network</title>
    <link rel="icon" href="${SITE_ICON}" type="image/svg+xml" />
${stylesheet ? `    <link rel="stylesheet" href="${escapeHtml(stylesheet)}" />
` : ''}  </head>
  <body>
    <a class="skip-link" href="#tf-content">Skip to content</a>
    <main class="tf-content" id="tf-content" tabindex="-1">
      <section class="tf-load-error" aria-labelledby="tf-load-error-title">
        <h1 id="tf-load-error-title">${heading}</h1>
        <p>Something went wrong on our side while we were getting this page ready (error ${status}). Please try again in a moment.</p>
        <p><a class="tf-load-error__retry" href="">Try again</a></p>
        <p><a href="/">Go to the home page</a></p>
      </section>
    </main>
  </body>
</html>
`;
}

/** Whether a failed request was for a page (the catch-all page route), not the API, an image or a file. */
export function isPageRoute(request: { method: string; routeOptions?: { url?: string } }): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.routeOptions?.url === '/*';
}
