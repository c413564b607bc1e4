/**
 * The demo's consent platform: the stored choice, the banner and `__tcfapi`
 * joined. On load a valid `euconsent-v2` cookie is `tcloaded` and no banner;
 * without one the banner opens (`cmpuishown`). A choice in the banner is
 * stored, then `useractioncomplete`. The banner reopens through
 * `displayConsentUi` or a click on any `[data-tf-consent-ui]` element
 * (delegated on the document, so the footer island knows nothing of it).
 */
import { createBanner } from './banner.js';
import { choiceString, readStoredChoice, storeChoice } from './consent-cookie.js';
import { CONSENT_UI_ATTRIBUTE } from './purposes.js';
import { createTcfApi, type PlatformState, type TcfApi } from './tcf-api.js';

export interface PlatformOptions {
  doc?: Document;
  now?: () => number;
}

export interface ConsentPlatform {
  api: TcfApi;
  /** Removes the footer-link listener (tests). */
  destroy(): void;
}

export function createConsentPlatform({ doc = document, now = Date.now }: PlatformOptions = {}): ConsentPlatform {
  const stored = readStoredChoice(doc);
  const state: PlatformState = {
    tcString: stored?.tcString ?? '',
    core: stored?.core,
    eventStatus: stored ? 'tcloaded' : 'cmpuishown',
    uiVisible: false,
  };

  const displayUi = () => {
    if (banner.isOpen) return;
    banner.open(state.core?.purposesConsent ?? []);
    state.uiVisible = true;
    state.eventStatus = 'cmpuishown';
    notify();
  };

  const banner = createBanner(doc, {
    choose(purposes) {
      const choice = choiceString(purposes, now(), state.core);
      storeChoice(doc, choice, now());
      Object.assign(state, { tcString: choice.tcString, core: choice.core, eventStatus: 'useractioncomplete', uiVisible: false });
      notify();
    },
    dismiss() {
      state.uiVisible = false;
      // Closing a reopened banner confirms the stored choice; closing the
      // first one leaves no choice at all (and the banner comes back next page).
      if (state.core) {
        state.eventStatus = 'useractioncomplete';
        notify();
      }
    },
  });
  const { api, notify } = createTcfApi({ state: () => state, displayUi });

  const onClick = (event: MouseEvent) => {
    // composedPath: the link may sit in a shadow root.
    const control = event.composedPath().find((node) => node instanceof Element && node.hasAttribute(CONSENT_UI_ATTRIBUTE));
    if (!control) return;
    event.preventDefault();
    displayUi();
  };
  doc.addEventListener('click', onClick);

  if (!stored) displayUi();
  return { api, destroy: () => doc.removeEventListener('click', onClick) };
}
