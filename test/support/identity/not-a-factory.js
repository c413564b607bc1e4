/** A module whose default export is not an IdentityFactory: the identity gate refuses it. */
export default { init: 'nope' };
