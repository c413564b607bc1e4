/**
 * The wiring of `dist/tf.js`, imported by `elements/index.ts` before any
 * element is defined: a `<tf-page>` already in the HTML upgrades (and starts
 * loading) the moment it is defined, so the islands and the global must be
 * in place first. The one place that joins the runtime, the elements and
 * the React islands; nothing below it imports `islands/`.
 */
import { builtInIslands } from '../islands/index.js';
import { documentConsent } from '../runtime/consent/document-consent.js';
import { defaultRegistry, installTriforceGlobal } from '../runtime/modules/registry.js';
import { TfPage } from './tf-page/tf-page.component.js';

TfPage.wiring = {
  registry: defaultRegistry,
  islands: builtInIslands,
  // Classic-script modules reach the page services through the global.
  connected: ({ queues, templates, events }) => installTriforceGlobal(window, defaultRegistry, { queues, templates, events }),
};
// Consent is needed on every page, and the platform's answer takes time: the
// store starts looking the moment tf.js runs.
installTriforceGlobal(window, defaultRegistry, {}, documentConsent(window));
