/**
 * Ads: the document's slot registry, built once per window
 * from the configuration of the page the first `<tf-ad>` sits in. The ad
 * chunk: only `elements/tf-ad/` imports it, itself loaded when a `<tf-ad>`
 * first appears, so a page without ads never downloads any of it.
 */
import { documentConsent } from '../consent/document-consent.js';
import { documentRepository } from '../tracking/document-repository.js';
import type { Log } from '../types.js';
import { detectMobile } from '../util/device.js';
import { adMessages } from './ad-messages.js';
import type { AdConfig } from './ad-settings.js';
import { createAdSlots, type AdSlots } from './ad-slots.js';
import { createGpt } from './gpt.js';
import { createVisibilityWatch } from './visibility.js';

export { readSizes, reservedSize, SMALL_SIZES, type AdSize, type SizeReading } from './ad-size.js';
export { adMessages } from './ad-messages.js';
export type { AdConfig } from './ad-settings.js';
export type { AdCallbacks, AdOutcome, AdRequest, AdSlots } from './ad-slots.js';

const slotsByWindow = new WeakMap<Window, AdSlots>();

/** Adds the library's script once; its failure is logged, and the queued commands simply never run. */
function loadLibrary(doc: Document, src: string, log: Log): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => log('error', adMessages.libraryFailed(src)), { once: true });
  doc.head.append(script);
}

export function documentAds(win: Window, config: AdConfig, log: Log): AdSlots {
  let slots = slotsByWindow.get(win);
  if (slots) return slots;
  const doc = win.document;
  slots = createAdSlots({
    config: { ...config },
    mobile: detectMobile(doc, win.navigator),
    consent: documentConsent(win),
    repository: documentRepository(win),
    library: createGpt({
      window: win,
      load: () => loadLibrary(doc, config.adLibrarySrc, log),
      failed: (error) => log('error', adMessages.commandFailed(error instanceof Error ? error.message : String(error))),
    }),
    createWatch: (settings) => createVisibilityWatch({ settings: () => settings.visibility, pageVisible: () => doc.visibilityState !== 'hidden' }),
    log,
  });
  slotsByWindow.set(win, slots);
  return slots;
}
