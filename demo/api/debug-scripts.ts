/**
 * Classic scripts the demo's content server sends staff.
 * They run in the page, so they are plain ES5-safe script text, build DOM
 * with text only, and never throw into the page.
 */
import { PAGE_CLEAR_EVENT } from '../../runtime/debug/debug-api.js';

/**
 * Clear This Page: forgets the current page's stored state and loads its
 * manifest again. Only the page's own runtime knows which stored feeds are
 * its zones' (they are keyed by a hash of the exact URL each zone asked
 * for), so the script asks `<tf-page>` to forget them (`clearCache()`): every
 * other page's feeds stay. It then reports the count on its own `<script>`
 * element, for the debug bar that loaded it. A page without a Triforce
 * runtime has nothing stored by it: the count is 0.
 */
export const PAGE_CLEAR_SCRIPT = `(function () {
  var script = document.currentScript;
  function report(detail) {
    if (script) script.dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_CLEAR_EVENT)}, { detail: detail }));
  }
  var page = document.querySelector('tf-page');
  if (!page || typeof page.clearCache !== 'function') {
    report({ cleared: 0 });
    return;
  }
  Promise.resolve().then(function () { return page.clearCache(); }).then(function (cleared) {
    report({ cleared: cleared });
    if (typeof page.reload === 'function') page.reload();
  }, function (error) {
    report({ error: String(error && error.message || error) });
  });
})();
`;

/**
 * A stand-in of the content tool's SME (in-page editing) script: outlines
 * every zone and labels it with its zone name and driver, so editors see
 * which module is which. Loaded only in SME mode.
 */
export const SME_SCRIPT = `(function () {
  if (window.__tfSmeLoaded) return;
  window.__tfSmeLoaded = true;
  // The label is a pseudo-element: modules own their zone's children. An
  // adopted sheet, since the site's CSP (style-src 'self') refuses <style>.
  var sheet = new CSSStyleSheet();
  sheet.replaceSync('tf-zone[data-tf-sme]{outline:2px dashed #3ee6d3;outline-offset:-2px;position:relative}' +
    'tf-zone[data-tf-sme]::before{content:attr(data-tf-sme);position:absolute;top:0;left:0;z-index:5;' +
    'background:#3ee6d3;color:#111;font:600 11px/1.6 system-ui,sans-serif;padding:0 6px;pointer-events:none}');
  document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  function mark() {
    var zones = document.querySelectorAll('tf-zone');
    for (var i = 0; i < zones.length; i++) {
      var zone = zones[i];
      zone.setAttribute('data-tf-sme', 'Edit ' + (zone.getAttribute('zone') || '?') + ' · ' + (zone.getAttribute('driver') || 'no driver'));
    }
  }
  mark();
  document.addEventListener('tf:modulerender', mark);
})();
`;
