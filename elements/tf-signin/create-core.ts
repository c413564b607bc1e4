/**
 * The one place `<tf-signin>` gets its sign-in core from.
 *
 * The real core (runtime/tve/signin/signin-core.ts, `createSigninCore`) is
 * written beside this element against the same interface
 * (runtime/tve/signin/types.ts). Until they are merged, this branch answers
 * with the scriptable stand-in of the tests, so the element builds and runs;
 * at merge the lead switches this file to:
 *
 *   import { createSigninCore } from '../../runtime/tve/signin/signin-core.js';
 *   export const createCore = (): SigninCore => createSigninCore();
 *
 * The element's tests never rely on this file: they set `TfSignin.createCore`.
 */
import type { SigninCore } from '../../runtime/tve/signin/types.js';
import { FakeSigninCore } from '../../test/support/fake-signin-core.js';

export const createCore = (): SigninCore => new FakeSigninCore();
