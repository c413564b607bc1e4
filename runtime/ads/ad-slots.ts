/**
 * The document's ad slots: one slot per `<tf-ad>` element,
 * defined when it is first connected and destroyed when it is removed for
 * good (the element decides when that is: a move by the runtime is not).
 *
 * Setup is once per document, on the first slot: ads allowed by the
 * configuration (`adsEnabled`/`mobileAdsEnabled`), the site repository (the
 * document's one load, shared with tracking, asked with or without consent)
 * and its `enabled`, then the library's page setup. Privacy follows consent
 * (`nonPersonalizedAds` until granted); a slot's `consent`/`gdpr` targeting
 * is the consent as it stood when it was defined, so slots defined before
 * consent keep theirs and later ones carry the new.
 */
import type { ConsentSource } from '../consent/consent-store.js';
import type { DocumentRepository } from '../tracking/document-repository.js';
import type { Log } from '../types.js';
import { adMessages } from './ad-messages.js';
import type { AdSize } from './ad-size.js';
import { adsAllowed, adUnitPath, pageSettings, slotTargeting, type AdConfig, type PageSettings } from './ad-settings.js';
import type { AdLibrary, AdSlot } from './gpt.js';
import type { VisibilityWatch } from './visibility.js';

export interface AdRequest {
  /** Where the library draws: given an id when it has none. */
  element: Element;
  sizes: AdSize[];
  /** The element's `position` (`adUnits` key); empty: `default`. */
  position: string;
  small: boolean;
  oneByTwo: boolean;
}

/** How a registration ended up: defined, or why not. */
export type AdOutcome = 'defined' | 'off' | 'refused' | 'no-unit';

export interface AdCallbacks {
  settled(outcome: AdOutcome): void;
  rendered(outcome: { empty: boolean; size: AdSize | undefined }): void;
  viewable(): void;
}

export interface AdSlots {
  /** Defines the element's slot (once setup is done); the returned function destroys it. */
  register(request: AdRequest, callbacks: AdCallbacks): () => void;
}

export interface AdSlotsOptions {
  config: AdConfig;
  mobile: boolean;
  consent: ConsentSource;
  repository: DocumentRepository;
  library: AdLibrary;
  /** Built with the repository's settings. */
  createWatch(settings: PageSettings): VisibilityWatch;
  log: Log;
}

export function createAdSlots(options: AdSlotsOptions): AdSlots {
  const { consent, library, log } = options;
  const callbacks = new Map<AdSlot, AdCallbacks>();
  let setup: Promise<{ settings: PageSettings; watch: VisibilityWatch } | undefined> | undefined;
  let defined = 0;
  let ids = 0;

  async function setUp(): Promise<{ settings: PageSettings; watch: VisibilityWatch } | undefined> {
    if (!adsAllowed(options.config, options.mobile)) return undefined;
    let nonPersonalized = !consent.current().granted;
    const data = await options.repository.page({ url: options.config.adRepositoryUrl, consent: !nonPersonalized }).catch((error: unknown) => {
      log('error', error instanceof Error ? error.message : String(error));
      return undefined;
    });
    if (!data) return undefined;
    const settings = pageSettings(data);
    if (!settings.enabled) return undefined;
    nonPersonalized = !consent.current().granted;
    library.setUp({ singleRequest: settings.singleRequest, nonPersonalized, keyValues: settings.keyValues, exclusions: settings.exclusions }, {
      rendered: (slot, outcome) => callbacks.get(slot)?.rendered(outcome),
      viewable: (slot) => callbacks.get(slot)?.viewable(),
    });
    // For the document's life: the page's privacy setting follows consent.
    consent.subscribe((state) => {
      if (state.granted === !nonPersonalized) return;
      nonPersonalized = !state.granted;
      library.setNonPersonalized(nonPersonalized);
    });
    return { settings, watch: options.createWatch(settings) };
  }

  return {
    register(request, handlers) {
      let released = false;
      let slot: AdSlot | undefined;
      let unwatch: (() => void) | undefined;
      void (setup ??= setUp()).then((ready) => {
        if (released) return;
        if (!ready) return handlers.settled('off');
        if (request.oneByTwo && !ready.settings.allowOneByTwo) {
          log('warn', adMessages.oneByTwo);
          return handlers.settled('refused');
        }
        const path = adUnitPath(ready.settings, request.position);
        if (path === undefined) {
          log('warn', adMessages.noAdUnit(request.position));
          return handlers.settled('no-unit');
        }
        if (!request.element.id) request.element.id = `tf-ad-${++ids}`;
        const targeting = slotTargeting(consent.current(), defined++ === 0, ready.settings);
        const own = library.define({ path, sizes: request.sizes, id: request.element.id, targeting });
        slot = own;
        callbacks.set(own, handlers);
        unwatch = ready.watch.watch({ element: request.element, small: request.small, request: () => library.request(own) });
        handlers.settled('defined');
      });
      return () => {
        if (released) return;
        released = true;
        unwatch?.();
        if (slot) {
          callbacks.delete(slot);
          library.destroy(slot);
        }
      };
    },
  };
}
