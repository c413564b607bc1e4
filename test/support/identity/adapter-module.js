/**
 * An identity adapter module as `<tf-signin identity-src>` names it (the
 * identity gate's tests import it for real): its default export is an
 * IdentityFactory.
 */
export default function createIdentity() {
  let current = null;
  return {
    init: async () => undefined,
    session: async () => current,
    socialSignIn: async (network) => (current = { uid: `${network}-module` }),
    mailSignIn: async () => (current = { uid: 'mail-module' }),
    resetPassword: async () => null,
    signOut: async () => {
      current = null;
    },
  };
}
