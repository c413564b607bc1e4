import type { SigninError, SigninErrorCode } from './types.js';

/**
 * The sign-in error catalogue, written once. Texts are
 * matched exactly by tests, by the reporting collector and by staff reading
 * logs: they are part of the public contract, so never reword one. `id` of an error is the catalogue
 * key below unless the entitlement library gave its own (`N130`, `Z100`).
 */
export const signinMessages = {
  // TVEErrorCannotInitialize
  notLoaded: 'The Component Is Not Loaded',
  wrongInitParams: 'Wrong Init Params',
  wrongIds: 'Wrong RequestorID/ResourceID',
  // TVEErrorGeneric
  authSet: 'Auth.set',
  authSignOut: 'Auth.signOut',
  saveList: 'Providers.saveList',
  loadList: 'loadList',
  getList: 'Providers.getList',
  verifyWhiteList: 'verifyWhiteList',
  aeNotLoaded: 'AE Is Not Loaded',
  whiteList: 'Can Not Load The White List',
  displayProviders: 'Adobe.displayProviders',
  tveServices: 'Internal TVE Services Error',
  vipServices: 'Internal VIP Services Error',
  storageChanged: 'LocalStorage was changed',
  hbaSignOut: 'HBA.signOut',
  multipleLogins: 'Multiple Authentication Requests Error',
  internal: 'Internal Error',
  providerNotSelected: 'Provider not Selected Error',
  providerNotAvailable: 'Provider not Available Error',
  /** The service says this device's 24-hour pass already ran out (id FPS). */
  freePassExpired: 'Your 24 hour free preview session has already expired.',
  // TVEErrorUserNotAuthorized
  notAuthenticated: 'User Not Authenticated Error',
  notAuthorized: 'User not Authorized Error',
  // TVEErrorAdobeLibraryFailedToInit
  libraryFailed: 'AccessEnabler Initialization Error',
  // TVEErrorLocalStorage
  storageUnavailable: 'LocalStorage Is Unavailable',
  // TVEError3rdPartyCookies
  thirdPartyCookies: 'Third Party Cookies Are Not Supported',
} as const;

export type SigninMessageKey = keyof typeof signinMessages;

/** The code each catalogue message belongs to (the catalogue's table). */
const CODES: Record<SigninMessageKey, SigninErrorCode> = {
  notLoaded: 'TVEErrorCannotInitialize',
  wrongInitParams: 'TVEErrorCannotInitialize',
  wrongIds: 'TVEErrorCannotInitialize',
  authSet: 'TVEErrorGeneric',
  authSignOut: 'TVEErrorGeneric',
  saveList: 'TVEErrorGeneric',
  loadList: 'TVEErrorGeneric',
  getList: 'TVEErrorGeneric',
  verifyWhiteList: 'TVEErrorGeneric',
  aeNotLoaded: 'TVEErrorGeneric',
  whiteList: 'TVEErrorGeneric',
  displayProviders: 'TVEErrorGeneric',
  tveServices: 'TVEErrorGeneric',
  vipServices: 'TVEErrorGeneric',
  storageChanged: 'TVEErrorGeneric',
  hbaSignOut: 'TVEErrorGeneric',
  multipleLogins: 'TVEErrorGeneric',
  internal: 'TVEErrorGeneric',
  providerNotSelected: 'TVEErrorGeneric',
  providerNotAvailable: 'TVEErrorGeneric',
  freePassExpired: 'TVEErrorGeneric',
  notAuthenticated: 'TVEErrorUserNotAuthorized',
  notAuthorized: 'TVEErrorUserNotAuthorized',
  libraryFailed: 'TVEErrorAdobeLibraryFailedToInit',
  storageUnavailable: 'TVEErrorLocalStorage',
  thirdPartyCookies: 'TVEError3rdPartyCookies',
};

/**
 * What the error screen says where the catalogue's text is not for viewers
 * (the four custom texts and the private-mode advice).
 */
export const signinUserMessages = {
  CFG100: 'The date or time on your device appears to be wrong. Please correct your clock and try again.',
  SEC412: 'Your network connection changed. Please sign in again.',
  CFG400: 'This site is not set up correctly for TV provider sign-in (invalid requestor id). Please contact customer support.',
  N500: 'Something went wrong on our side. Please try again later.',
  privateMode: 'Your browser is not letting this site store your sign-in. Please use a browser that is not in private (incognito) mode.',
} as const;

type CustomTextId = 'CFG100' | 'SEC412' | 'CFG400' | 'N500';

function hasCustomText(id: string): id is CustomTextId {
  return id === 'CFG100' || id === 'SEC412' || id === 'CFG400' || id === 'N500';
}

/** The catalogue error `key`, with the occurrence's `id` (default: the key) and a viewer text. */
export function signinError(key: SigninMessageKey, id: string = key, userMessage?: string): SigninError {
  const error: SigninError = { code: CODES[key], message: signinMessages[key], id };
  const text = userMessage ?? (key === 'storageUnavailable' ? signinUserMessages.privateMode : undefined);
  if (text !== undefined) error.userMessage = text;
  return error;
}

/**
 * An entitlement library failure (`tokenRequestFailed`, a failed
 * `setAuthenticationStatus`) as a catalogue error. Library ids starting
 * with N mean not authenticated, with Z not authorized; CFG100, SEC412,
 * CFG400 and N500 carry their custom text; the JavaScript library also
 * reports the catalogue's own two texts as the code itself. Anything else
 * is an internal error. `description` is the library's text: shown only
 * when `showDescription` (the international flow), never
 * parsed.
 */
export function libraryError(code: unknown, description?: unknown, showDescription = false): SigninError {
  const id = typeof code === 'string' && code.trim() !== '' ? code.trim() : 'unknown';
  const upper = id.toUpperCase();
  let key: SigninMessageKey;
  if (id === signinMessages.notAuthorized || upper.startsWith('Z')) key = 'notAuthorized';
  else if (id === signinMessages.notAuthenticated || upper.startsWith('N')) key = 'notAuthenticated';
  else key = 'internal';
  const custom = hasCustomText(upper) ? signinUserMessages[upper] : undefined;
  const shown = showDescription && typeof description === 'string' && description.trim() !== '' ? description.trim() : undefined;
  return signinError(key, id, custom ?? shown);
}
