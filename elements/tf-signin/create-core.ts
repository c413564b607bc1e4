/**
 * The one place `<tf-signin>` gets its sign-in core from: the framework
 * neutral core of runtime/tve/signin/ (`createSigninCore`), reporting through
 * the element's beacons when it names a collector
 * (`reporting-src`). The element's tests never rely on this file: they set
 * `TfSignin.createCore` to the scriptable fake of test/support/fake-signin-core.ts.
 */
import { documentScope } from '../../runtime/document-scope.js';
import { createSigninReporter, type SigninReporterHandle } from '../../runtime/tve/reporting.js';
import { createSigninCore, type SigninCore, type SigninInit, type SigninReporter } from '../../runtime/tve/signin/index.js';

/** What the element knows when its core reports: read at the first report, so late-set properties count. */
export interface ReportingSetup {
  collectorUrl: string;
  init: SigninInit;
}

/**
 * A reporter made on the first report, from the element's settings at that
 * moment; none at all when no collector is named. Beacons ask the document's
 * consent store: nothing is reported without consent.
 */
export function lazyReporter(setup: () => ReportingSetup | undefined): SigninReporter & { destroy(): void } {
  let made: SigninReporterHandle | undefined;
  let done = false;
  return {
    report(beaconType, name, data) {
      if (!made && !done) {
        const now = setup();
        if (!now) return;
        const [language = 'en', country = 'US'] = now.init.locale.split('_');
        made = createSigninReporter({
          collectorUrl: now.collectorUrl,
          consent: documentScope(window).consent,
          component: { service: 'tve', brand: now.init.brand, country, language, environment: now.init.dev ? 'dev' : 'live' },
        });
      }
      made?.report(beaconType, name, data);
    },
    destroy() {
      done = true;
      made?.destroy();
      made = undefined;
    },
  };
}

export const createCore = (reporter?: SigninReporter): SigninCore => createSigninCore(reporter ? { reporter } : {});
