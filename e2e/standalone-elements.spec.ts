import { expect, test } from './support/test.js';

/**
 * The standalone elements on a legacy page of another team: one
 * `<script type="module">` per element, nothing else of Triforce. They share
 * one Lit chunk (and one of the runtime's small modules), which each imports
 * by relative URL, so three elements load Lit once; `<tf-image>` and
 * `<tf-ad>` have standalone files too.
 */

const PAGE = '/legacy/three-elements.html';
const BODY = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Three elements · Laugh Track Network</title>
    <script type="module" src="/elements/tf-carousel.js"></script>
    <script type="module" src="/elements/tf-collapsible.js"></script>
    <script type="module" src="/elements/tf-image.js"></script>
    <script type="module" src="/elements/tf-ad.js"></script>
  </head>
  <body>
    <main>
      <h1>Three elements</h1>
      <tf-carousel label="Stills" dots><div>One</div><div>Two</div></tf-carousel>
      <tf-collapsible heading-level="2"><span slot="heading">More</span><p>Text</p></tf-collapsible>
      <tf-image ratio="16 / 9" info='{"url": "/images/hero-roast-beef.jpg", "alt": "The Roast Beef cast", "width": 1280, "height": 720}'></tf-image>
      <tf-ad size="300x250"></tf-ad>
    </main>
  </body>
</html>
`;

test('a legacy page with standalone elements loads Lit once, and each element works', async ({ page }) => {
  // The page as the site would send it: a real page's headers (its CSP too), this body.
  const headers = (await page.request.get('/legal/terms.html')).headers();
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified']) delete headers[name];
  await page.route(`**${PAGE}`, (route) => route.fulfill({ status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: BODY }));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(PAGE);

  await expect(page.locator('tf-carousel')).toHaveJSProperty('positions', 2);
  await expect(page.locator('tf-image img')).toHaveAttribute('alt', 'The Roast Beef cast');
  await expect(page.locator('tf-ad')).toHaveAttribute('state', /^(pending|defined|filled|empty|skipped|invalid|off)$/);
  expect(await page.evaluate(() => ['tf-carousel', 'tf-collapsible', 'tf-image', 'tf-ad', 'tf-page'].map((tag) => !!customElements.get(tag))))
    .toEqual([true, true, true, true, false]);

  const own = scripts.filter((path) => !path.startsWith('/elements/shared/')).sort();
  expect(own).toEqual(['/elements/tf-ad.js', '/elements/tf-carousel.js', '/elements/tf-collapsible.js', '/elements/tf-image.js']);
  const lit = scripts.filter((path) => /^\/elements\/shared\/lit-[\w-]+\.js$/.test(path));
  expect(lit, 'one Lit for every element').toHaveLength(1);
  expect(new Set(scripts).size, 'no file loaded twice').toBe(scripts.length);
});
