import { TRIFORCE_VERSION } from '../../runtime/constants.js';

/** Where a definition records the version of the build that made it, shared by every build on the page. */
const DEFINED_BY = Symbol.for('triforce.version');

/** The warning when a tag is already defined by another build than this one. */
export const otherBuildWarning = (tag: string, theirs: string | undefined, ours: string) =>
  `<${tag}> is already defined by ${theirs === undefined ? 'another script' : `Triforce ${theirs}`}; this page also loads Triforce ${ours}, ` +
  `whose <${tag}> is not used. Load one version of Triforce per page.`;

/**
 * Defines a custom element once. A page may load both `tf.js` and a
 * standalone element bundle of the same version; the second definition must
 * not throw and is simply not needed. When the tag is already defined by
 * another version of Triforce (or by another script), the page runs code it
 * did not expect: the definition that came first stays, and a console warning
 * names both builds.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor, version = TRIFORCE_VERSION): void {
  const existing = customElements.get(tag);
  if (!existing) {
    Object.defineProperty(ctor, DEFINED_BY, { value: version });
    customElements.define(tag, ctor);
    return;
  }
  const theirs = (existing as unknown as Record<symbol, unknown>)[DEFINED_BY];
  if (existing !== ctor && theirs !== version) console.warn(otherBuildWarning(tag, typeof theirs === 'string' ? theirs : undefined, version));
}
