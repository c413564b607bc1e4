/**
 * Defines a custom element once. A page may load both `tf.js` and a
 * standalone element bundle; the second definition must not throw.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
