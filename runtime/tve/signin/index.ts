/**
 * The sign-in core's public API: the one module imported from outside this
 * folder (the `<tf-signin>` element, the site wrapper, islands, the demo).
 * Everything else here is internal; only the unit tests of an internal file
 * import that file.
 */
export { createSigninCore } from './signin-core.js';
export { matchesProvider, searchProviders, sortProviders, isPrimaryProvider } from './search.js';
export { signinMessages, signinUserMessages } from './errors.js';
export { COMPONENT_VERSION, DEFAULT_LOCALE } from './services.js';
export { COUNTDOWN_TICK_MS, FREE_PASS_DEFAULT_SECONDS } from './pass-types.js';
export type * from './types.js';
