/**
 * The staff page `/tve-scenarios`: a plain form (a radio group and Apply)
 * that posts the chosen scenario back, so it works without any script under
 * the strict CSP. Written by the server (demo/api/tve-handlers.ts).
 * Node-safe: strings only.
 */
import { escapeHtml } from '../../server/escape-html.js';
import { PASS_SCENARIOS, SCENARIO_NAMES, SCENARIOS, type Scenario } from './scenario.js';

export const SCENARIOS_PAGE_PATH = '/tve-scenarios';

/** One fieldset of radios (one radio group across the page: a single scenario applies). */
function group(legend: string, names: readonly Scenario[], current: Scenario): string {
  const choices = names.map((name) => {
    const id = `scenario-${name}`;
    return `<li><input type="radio" name="scenario" id="${id}" value="${name}"${name === current ? ' checked' : ''}>` +
      `<label for="${id}"><code>${name}</code> ${escapeHtml(SCENARIOS[name])}</label></li>`;
  }).join('\n            ');
  return `<fieldset>
          <legend>${legend}</legend>
          <ul class="tve-choices">
            ${choices}
          </ul>
        </fieldset>`;
}

export function scenariosPage(current: Scenario, applied: boolean): string {
  const providerScenarios = SCENARIO_NAMES.filter((name) => !PASS_SCENARIOS.includes(name));
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
      <p>Staff only. Choose how the demo's TV-everywhere stand-ins behave in this browser (the <code>tve_scenario</code> cookie), then reload the page with the sign-in. The free pass and the special preview are found under Sign in, "Don't see your provider?" and the special providers of the list (Harvest Moon Cable, Polar Star Broadband, Driftwood TV).</p>
      <form method="post" action="${SCENARIOS_PAGE_PATH}">
        ${group('TV provider sign-in', providerScenarios, current)}
        ${group('Free pass, special preview and house-based access', PASS_SCENARIOS, current)}
        <button type="submit">Apply</button>
      </form>
      <p role="status" class="tve-status">${status}</p>
      <p><a href="/">Back to the site</a></p>
    </main>
  </body>
</html>
`;
}
