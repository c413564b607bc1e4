/**
 * The staff page `/tve-scenarios`: a plain form (a radio group and Apply)
 * that posts the chosen scenario back, so it works without any script under
 * the strict CSP. Written by the server (demo/api/tve-handlers.ts).
 * Node-safe: strings only.
 */
import { escapeHtml } from '../api/escape-html.js';
import { SCENARIO_NAMES, SCENARIOS, type Scenario } from './scenario.js';

export const SCENARIOS_PAGE_PATH = '/tve-scenarios';

export function scenariosPage(current: Scenario, applied: boolean): string {
  const choices = SCENARIO_NAMES.map((name) => {
    const id = `scenario-${name}`;
    return `<li><input type="radio" name="scenario" id="${id}" value="${name}"${name === current ? ' checked' : ''}>` +
      `<label for="${id}"><code>${name}</code> ${escapeHtml(SCENARIOS[name])}</label></li>`;
  }).join('\n        ');
  const status = applied ? `Applied: <code>${current}</code>.` : `Current scenario: <code>${current}</code>.`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>TV sign-in scenarios · Laugh Track Network staff</title>
    <link rel="stylesheet" href="/tve/tve.css">
  </head>
  <body class="tve-page tve-scenarios">
    <main>
      <h1>TV sign-in scenarios</h1>
      <p>Staff only. Choose how the demo's TV-everywhere stand-ins behave in this browser (the <code>tve_scenario</code> cookie), then reload the page with the sign-in.</p>
      <form method="post" action="${SCENARIOS_PAGE_PATH}">
        <fieldset>
          <legend>Scenario</legend>
          <ul class="tve-choices">
        ${choices}
          </ul>
        </fieldset>
        <button type="submit">Apply</button>
      </form>
      <p role="status" class="tve-status">${status}</p>
      <p><a href="/">Back to the site</a></p>
    </main>
  </body>
</html>
`;
}
