/**
 * `/identity/identity.js`: the module `<tf-signin identity-src>` imports. Its
 * default export is the `IdentityFactory` (runtime/tve/signin/types.ts);
 * the provider's pages are beside it (`new URL('./', import.meta.url)`).
 */
import type { IdentityFactory } from '../../../runtime/tve/signin/index.js';
import { createIdentityStandIn } from './adapter.js';

const createIdentity: IdentityFactory = () => createIdentityStandIn();
export default createIdentity;
