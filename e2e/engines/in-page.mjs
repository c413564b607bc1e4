// Functions that run inside the page, sent by both clients as source text
// (puppeteer's evaluate and WebDriver's Execute Script serialize a function):
// each one is self-contained, with no reference to anything outside its body.

/**
 * Records, in the current document, what the walk fails on: uncaught errors
 * and every `error` event reaching the window (capture phase, so a failed
 * resource counts too; Firefox's `modulepreload` one is kept apart to be
 * reported on its own), unhandled rejections, CSP violations, and the page's
 * `tf:*` events. Installed twice in a document it does nothing the second time.
 * `early` says whether it ran before the document's scripts; when it could
 * not (WebDriver classic has no script before the page's own), CSP reports
 * made before it are read back from the browser's buffer where it keeps one.
 */
export function installRecorder(early) {
  const win = window;
  if (win.__walk) return false;
  const record = { early, errors: [], preloadErrors: [], csp: [], events: [] };
  win.__walk = record;
  const describeTarget = (target) => (target && target.tagName
    ? `${target.tagName.toLowerCase()}${target.getAttribute('rel') ? `[rel=${target.getAttribute('rel')}]` : ''} ${target.getAttribute('src') || target.getAttribute('href') || ''}`.trim()
    : 'window');
  addEventListener('error', (event) => {
    const target = event.target;
    const preload = target && target.tagName === 'LINK' && target.rel === 'modulepreload';
    const text = event.message ? `${event.message} (${event.filename}:${event.lineno})` : `error event on ${describeTarget(target)}`;
    (preload ? record.preloadErrors : record.errors).push(text);
  }, true);
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record.errors.push(`unhandled rejection: ${reason && reason.stack ? reason.stack.split('\n')[0] : String(reason)}`);
  });
  const csp = (v) => `${v.effectiveDirective || v.violatedDirective} blocked ${v.blockedURI || v.blockedURL || '(unknown)'} at ${v.sourceFile || '(no source)'}:${v.lineNumber}`;
  document.addEventListener('securitypolicyviolation', (event) => record.csp.push(csp(event)), true);
  if (!early && typeof ReportingObserver === 'function') {
    try {
      new ReportingObserver((reports) => {
        for (const report of reports) record.csp.push(`${csp(report.body)} (reported before the walk's listener)`);
      }, { types: ['csp-violation'], buffered: true }).observe();
    } catch {
      // An engine without the csp-violation report type: the listener above still counts later ones.
    }
  }
  for (const type of ['tf:pagestartload', 'tf:pageready', 'tf:modulerender', 'tf:moduleremove', 'tf:rendercomplete', 'tf:complete', 'tf:pageerror']) {
    document.addEventListener(type, (event) => {
      const detail = event.detail || {};
      record.events.push({ type, url: detail.url ? String(detail.url) : undefined, failed: detail.failed, reason: detail.reason, zone: detail.zone });
    });
  }
  return true;
}

/** The recorder's findings so far in this document (undefined before it is installed). */
export function readRecorder() {
  const record = window.__walk;
  return record ? { early: record.early, errors: record.errors.slice(), preloadErrors: record.preloadErrors.slice(), csp: record.csp.slice(), events: record.events.slice() } : undefined;
}

/**
 * Finds the element a query names, the way Playwright's locators do for the
 * few forms the walk uses: `css`, ARIA `role` with an accessible `name`
 * (a string matches case-insensitively as a substring, or whole with
 * `exact`; `pattern` is a regular expression's source), or a form field by
 * its `label`; `within` narrows to another query's element, `frame` looks
 * inside a same-origin frame, `nth` picks one of several. Open shadow roots
 * are searched, as Playwright pierces them. Then, for `action`:
 * - 'visible' or 'hidden': whether it is (a missing element is hidden);
 * - 'focused': whether it is the element keys go to;
 * - 'count', 'text', 'value', 'attr:<name>', 'prop:<name>': what it says (null without an element);
 * - 'point': scrolls it into view and returns the viewport point at its
 *   centre, once the element the browser would hit there is it or inside it,
 *   it is enabled and it stands still (Playwright's actionability checks),
 *   else the reason it is not yet;
 * - 'focus': focuses it.
 */
export function locate(query, action) {
  const normalize = (text) => text.replace(/\s+/g, ' ').trim();
  function* deep(root) {
    for (const child of root.children) {
      yield child;
      if (child.shadowRoot) yield* deep(child.shadowRoot);
      yield* deep(child);
    }
  }
  const parentOf = (node) => node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentElement;
  function ariaHidden(el) {
    for (let node = el; node; node = parentOf(node)) if (node.getAttribute && node.getAttribute('aria-hidden') === 'true') return true;
    return false;
  }
  function visible(el) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : getComputedStyle(el).visibility !== 'hidden';
  }
  function implicitRole(el) {
    const tag = el.localName;
    const type = (el.getAttribute('type') || '').toLowerCase();
    if ((tag === 'a' || tag === 'area') && el.hasAttribute('href')) return 'link';
    if (tag === 'button') return 'button';
    if (tag === 'input') {
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'range') return 'slider';
      if (type === 'password' || type === 'hidden') return '';
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    if (tag === 'select') return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'footer') return el.closest('article, aside, main, nav, section') ? '' : 'contentinfo';
    if (tag === 'header') return el.closest('article, aside, main, nav, section') ? '' : 'banner';
    if (tag === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    return '';
  }
  const roleOf = (el) => (el.getAttribute('role') || '').trim().split(/\s+/)[0] || implicitRole(el);
  function textOf(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return '';
    if (node.nodeType === Node.ELEMENT_NODE) {
      if (node.getAttribute('aria-hidden') === 'true' || ['script', 'style', 'template'].includes(node.localName)) return '';
      if (node.isConnected && getComputedStyle(node).display === 'none') return '';
      if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
      if (node.localName === 'img') return ` ${node.getAttribute('alt') || ''} `;
      if (node.localName === 'slot') {
        const assigned = node.assignedNodes({ flatten: true });
        return (assigned.length ? assigned : [...node.childNodes]).map(textOf).join('');
      }
      if (node.shadowRoot) return textOf(node.shadowRoot);
    }
    const block = node.nodeType === Node.ELEMENT_NODE && getComputedStyle(node).display !== 'inline' ? ' ' : '';
    return block + [...node.childNodes].map(textOf).join('') + block;
  }
  function nameOf(el) {
    const root = el.getRootNode();
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const parts = labelledBy.split(/\s+/).map((id) => root.getElementById ? root.getElementById(id) : root.querySelector(`#${CSS.escape(id)}`)).filter(Boolean);
      if (parts.length) return normalize(parts.map(textOf).join(' '));
    }
    if (el.getAttribute('aria-label')) return normalize(el.getAttribute('aria-label'));
    if (el.labels && el.labels.length) return normalize([...el.labels].map(textOf).join(' '));
    if (el.localName === 'img') return normalize(el.getAttribute('alt') || el.getAttribute('title') || '');
    if (['button', 'link', 'heading', 'switch', 'checkbox', 'radio', 'tab', 'option', 'menuitem'].includes(roleOf(el))) {
      const text = normalize(textOf(el));
      if (text) return text;
    }
    return normalize(el.getAttribute('title') || '');
  }
  function nameMatches(name, q) {
    if (q.pattern !== undefined) return new RegExp(q.pattern, q.flags || '').test(name);
    if (q.name === undefined) return true;
    return q.exact ? name === q.name : name.toLowerCase().includes(normalize(q.name).toLowerCase());
  }
  function find(q) {
    let scope = document;
    let frameElement = null;
    if (q.frame) {
      frameElement = [...deep(document)].find((el) => el.matches(q.frame)) ?? null;
      if (!frameElement || !frameElement.contentDocument) return { found: [], frame: null };
      scope = frameElement.contentDocument;
    }
    if (q.within) {
      const outer = find(q.within);
      if (!outer.found.length) return { found: [], frame: outer.frame, missing: 'nothing matches its `within`' };
      scope = outer.found[0];
      frameElement = outer.frame;
    }
    const found = [];
    const inside = scope.shadowRoot ? [...deep(scope.shadowRoot), ...deep(scope)] : deep(scope);
    for (const el of inside) {
      if (q.css && !el.matches(q.css)) continue;
      if (q.role && (roleOf(el) !== q.role || ariaHidden(el) || !visible(el) || !nameMatches(nameOf(el), q))) continue;
      if (q.label !== undefined && !(['input', 'select', 'textarea'].includes(el.localName) && nameOf(el) === q.label)) continue;
      found.push(el);
    }
    return { found: q.nth === undefined ? found : found.slice(q.nth, q.nth + 1), frame: frameElement };
  }
  const { found, frame, missing } = find(query);
  const el = found[0];
  if (action === 'visible') return !!el && visible(el);
  if (action === 'count') return found.length;
  if (action === 'focused') {
    // The active element, followed into shadow roots and same-origin frames.
    let active = document.activeElement;
    for (;;) {
      if (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
      else if (active && active.localName === 'iframe' && active.contentDocument && active.contentDocument.activeElement) active = active.contentDocument.activeElement;
      else break;
    }
    return !!el && active === el;
  }
  if (action === 'value') return el ? el.value : null;
  if (action.startsWith('attr:')) return el ? el.getAttribute(action.slice(5)) : null;
  if (action.startsWith('prop:')) return el ? el[action.slice(5)] : null;
  if (action === 'text') return el ? normalize(el.textContent) : null;
  if (action === 'hidden') return !el || !visible(el);
  if (!el) return { ok: false, reason: missing || 'no such element' };
  if (action === 'focus') {
    el.focus();
    return { ok: true };
  }
  if (!visible(el)) return { ok: false, reason: 'not visible' };
  // Playwright's click waits for an enabled element: a disabled one takes a click and does nothing.
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') return { ok: false, reason: 'disabled' };
  const view = el.ownerDocument.defaultView;
  const before = el.getBoundingClientRect();
  if (before.top < 0 || before.bottom > view.innerHeight || before.left < 0 || before.right > view.innerWidth) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
  }
  if (frame) frame.scrollIntoView({ block: 'center', inline: 'nearest' });
  const rect = el.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  let hit = el.ownerDocument.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  let inside = false;
  for (let node = hit; node; node = parentOf(node)) if (node === el) inside = true;
  if (!inside) return { ok: false, reason: `another element would receive the click: ${hit ? hit.localName + (hit.className ? '.' + String(hit.className).split(' ')[0] : '') : 'none'}` };
  const offset = frame ? frame.getBoundingClientRect() : { left: 0, top: 0 };
  const border = frame ? { left: frame.clientLeft, top: frame.clientTop } : { left: 0, top: 0 };
  const point = { x: Math.round(offset.left + border.left + x), y: Math.round(offset.top + border.top + y) };
  // Stable, as Playwright requires: the same point on two asks in a row (a dialog sliding in moves its fields).
  const key = `${JSON.stringify(query)} ${point.x},${point.y},${Math.round(rect.width)},${Math.round(rect.height)}`;
  const stable = window.__walkLastPoint === key;
  window.__walkLastPoint = key;
  return stable ? { ok: true, ...point } : { ok: false, reason: 'moving' };
}

/**
 * Whether `want` (path and query) is on screen and assembled: `<tf-page>` no
 * longer busy and every zone of it rendered, the state the Chromium suite's
 * `tf:complete` wait leads to; unless `since` is null, also its
 * `tf:complete` among the events recorded in this document from `since` on.
 */
export function assembledState(want, since) {
  const page = document.querySelector('tf-page');
  const zones = [...document.querySelectorAll('tf-page tf-zone')].map((zone) => `${zone.getAttribute('zone')}:${zone.getAttribute('state')}`);
  const path = location.pathname + location.search;
  const record = window.__walk;
  const completed = since === null || (!!record && record.events.slice(since).some((e) => e.type === 'tf:complete' && !!e.url && new URL(e.url).pathname + new URL(e.url).search === want));
  // A zone the server drew reads rendered before the runtime has started (it
  // starts once the lead picture has painted): assembled means hydrated too.
  const drawnOnly = document.querySelectorAll('tf-zone[server-rendered]').length;
  const ok = path === want && !!page && !page.hasAttribute('busy') && zones.length > 0 && zones.every((z) => z.endsWith(':rendered')) && completed && drawnOnly === 0;
  return { ok, path, busy: !!page && page.hasAttribute('busy'), zones: zones.filter((z) => !z.endsWith(':rendered')), completed, drawnOnly };
}

/**
 * Waits for the finite transitions and animations running now (at most 2 s),
 * as the Chromium suite does before axe: a colour half way through a
 * transition is no colour the page ever rests on.
 */
export function settleAnimations() {
  const roots = [document];
  for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  const finite = roots.flatMap((root) => (root.getAnimations ? root.getAnimations() : [])).filter((animation) => {
    const end = animation.effect && animation.effect.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end) && animation.playState === 'running';
  });
  return Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]).then(() => true);
}

/** Starts axe (injected before) with the Chromium suite's tags; the answer is read later by `axeAnswer`. */
export function startAxe(tags) {
  window.__walkAxe = undefined;
  window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
    .then((result) => {
      window.__walkAxe = { violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) })) };
    }, (error) => {
      window.__walkAxe = { error: String(error) };
    });
  return true;
}

export function axeAnswer() {
  return window.__walkAxe;
}

/** How many `tf:*` events the recorder holds: a mark to wait for later ones from. */
export function eventCount() {
  return window.__walk ? window.__walk.events.length : 0;
}
