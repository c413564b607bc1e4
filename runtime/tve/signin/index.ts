/**
 * The sign-in core's public API (STYLE §10): what the `<tf-signin>` element
 * and the site wrapper use. Everything else in this folder is internal.
 */
export { createSigninCore } from './signin-core.js';
export { matchesProvider, searchProviders, sortProviders, isPrimaryProvider } from './search.js';
export { signinMessages, signinUserMessages } from './errors.js';
export { COMPONENT_VERSION, DEFAULT_LOCALE } from './services.js';
export type * from './types.js';
