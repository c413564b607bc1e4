import sinon from 'sinon';

const QUERY = /^\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)$/;

/**
 * Answers `matchMedia('(prefers-reduced-motion: reduce)')` as the visitor
 * would, in every engine (only Chromium can emulate the preference itself);
 * other queries go to the real `matchMedia`. Undone by `sinon.restore()`.
 */
export function preferReducedMotion(reduce: boolean): void {
  (window.matchMedia as Partial<sinon.SinonStub>).restore?.();
  const real = window.matchMedia.bind(window);
  sinon.stub(window, 'matchMedia').callsFake((query: string): MediaQueryList => {
    if (!QUERY.test(query)) return real(query);
    // A real list for its events (a change never comes while stubbed), with the answer asked for.
    const list = real(query);
    return {
      matches: reduce, media: list.media, onchange: null,
      addEventListener: list.addEventListener.bind(list), removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list), removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    };
  });
}

/**
 * Copies of the rules a shadow root's styles apply under
 * `prefers-reduced-motion: reduce`, adopted without the condition: what the
 * element looks like for a visitor who asked for less motion, in every engine.
 * Returns the undo.
 */
export function applyReducedMotionRules(root: ShadowRoot): () => void {
  const rules: string[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule && /prefers-reduced-motion\s*:\s*reduce/.test(rule.conditionText)) {
        rules.push(...Array.from(rule.cssRules, (inner) => inner.cssText));
      } else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
    }
  };
  for (const sheet of root.adoptedStyleSheets) collect(sheet.cssRules);
  for (const style of Array.from(root.querySelectorAll('style'))) if (style.sheet) collect(style.sheet.cssRules);
  if (rules.length === 0) throw new Error('no rule applies under prefers-reduced-motion: reduce');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  const before = root.adoptedStyleSheets;
  root.adoptedStyleSheets = [...before, sheet];
  return () => { root.adoptedStyleSheets = before; };
}
