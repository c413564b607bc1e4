/**
 * The one place `<tf-signin>` gets its sign-in core from: the framework
 * neutral core of runtime/tve/signin/ (`createSigninCore`). The element's
 * tests never rely on this file: they set `TfSignin.createCore` to the
 * scriptable fake of test/support/fake-signin-core.ts.
 */
import { createSigninCore } from '../../runtime/tve/signin/signin-core.js';
import type { SigninCore } from '../../runtime/tve/signin/types.js';

export const createCore = (): SigninCore => createSigninCore();
