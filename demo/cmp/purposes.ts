/**
 * What the demo's consent platform asks for, and who it says it is. The
 * purpose names are those of the TCF v2.2 policy (Appendix A).
 */

export const PURPOSES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Store and/or access information on a device' },
  { id: 2, name: 'Use limited data to select advertising' },
  { id: 3, name: 'Create profiles for personalised advertising' },
  { id: 4, name: 'Use profiles to select personalised advertising' },
  { id: 5, name: 'Create profiles to personalise content' },
  { id: 6, name: 'Use profiles to select personalised content' },
  { id: 7, name: 'Measure advertising performance' },
  { id: 8, name: 'Measure content performance' },
  { id: 9, name: 'Understand audiences through statistics or combinations of data from different sources' },
  { id: 10, name: 'Develop and improve services' },
  { id: 11, name: 'Use limited data to select content' },
];

export const PURPOSE_IDS: readonly number[] = PURPOSES.map((p) => p.id);

/** Not a registered CMP id: this platform is the demo's stand-in. */
export const CMP_ID = 999;
export const CMP_VERSION = 1;
/** TCF v2.2 strings carry policy version 4; older ones must be asked again. */
export const TCF_POLICY_VERSION = 4;
/** The Global Vendor List version the banner's texts were written against. */
export const VENDOR_LIST_VERSION = 1;
export const CONSENT_LANGUAGE = 'EN';
export const PUBLISHER_CC = 'AA';

/** The cookie real platforms keep the TC string in. */
export const TC_COOKIE = 'euconsent-v2';
/** Thirteen months, the longest the TCF policy lets a choice stand without asking again. */
export const TC_COOKIE_DAYS = 395;

/** The attribute of any control on the page that reopens the banner (the footer's "Privacy choices"). */
export const CONSENT_UI_ATTRIBUTE = 'data-tf-consent-ui';
