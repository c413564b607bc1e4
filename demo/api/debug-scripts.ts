/**
 * Classic scripts the demo's content server sends staff (spec 000 §2, §7).
 * They run in the page, so they are plain ES5-safe script text, build DOM
 * with text only, and never throw into the page.
 */

/**
 * Clear This Page: forgets the page's cached feeds (IndexedDB `TriforceDB`,
 * store `feeds`, CONTRACT §3) and loads its manifest again. A database that
 * does not exist yet is not created (the upgrade is aborted), so the feed
 * client can still create it with its store later.
 */
export const PAGE_CLEAR_SCRIPT = `(function () {
  function reload() {
    var page = document.querySelector('tf-page');
    if (page && typeof page.reload === 'function') page.reload();
  }
  try {
    var open = indexedDB.open('TriforceDB');
    open.onupgradeneeded = function () { open.transaction.abort(); };
    open.onerror = reload;
    open.onsuccess = function () {
      var db = open.result;
      if (!db.objectStoreNames.contains('feeds')) { db.close(); reload(); return; }
      var tx = db.transaction('feeds', 'readwrite');
      tx.objectStore('feeds').clear();
      tx.oncomplete = tx.onerror = tx.onabort = function () { db.close(); reload(); };
    };
  } catch (error) {
    reload();
  }
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
