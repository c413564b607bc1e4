// The demo's stand-in for Adobe Target's at.js, loaded by URL
// (`personalizationSrc`) once the visitor consents. It speaks at.js's public
// API: `adobe.target.getOffer({mbox, params, timeout, success, error})`
// answers asynchronously with a list of actions (`{action, selector,
// content}`), or calls `error(status, error)` (`timeout` when its answer
// would come after `timeout` ms); `adobe.target.applyOffer({mbox, offer})`
// performs the actions (`setContent`, `setHtml`, `setText`, `setAttribute`)
// and fires `at-content-rendering-succeeded` (or `-failed`) on document.
// `targetGlobalSettings` is read as at.js reads it: the runtime turns
// `pageLoadEnabled` and `bodyHidingEnabled` off, so no request goes on its own
// and the page is never hidden (this stand-in never hides it either: a
// style element would break the demo's CSP).
//
// Its "activities" (what the Target UI would hold): two offers on the global
// mbox, each a different hero call to action, on home and on the shows page.
// Like the real library it announces itself a moment after it runs, so the
// runtime's wait (every 100 ms, 50 tries) is exercised. Demo only: each
// request is recorded in `adobe.target.requests` for the e2e tests.
(function () {
  'use strict';
  if (window.adobe && window.adobe.target) return;
  var LATENCY_MS = 60;
  var GLOBAL_MBOX = 'ltn-global-mbox';
  var ACTIVITIES = [
    {
      mbox: GLOBAL_MBOX,
      path: '/',
      offer: [{ action: 'setContent', selector: 'tf-zone[zone="t1_1c"] .tf-hero__cta--ghost', cssSelector: 'tf-zone[zone="t1_1c"] .tf-hero__cta--ghost', content: 'Binge seasons 1 to 3' }],
    },
    {
      mbox: GLOBAL_MBOX,
      path: '/shows',
      offer: [{ action: 'setContent', selector: 'tf-zone[zone="t1_1c"] .tf-hero__cta--ghost', cssSelector: 'tf-zone[zone="t1_1c"] .tf-hero__cta--ghost', content: 'Meet the roommates' }],
    },
  ];

  function offersFor(mbox) {
    var path = window.location.pathname;
    var actions = [];
    ACTIVITIES.forEach(function (activity) {
      if (activity.mbox === mbox && activity.path === path) actions = actions.concat(activity.offer);
    });
    return JSON.parse(JSON.stringify(actions));
  }

  function emit(name, detail) {
    document.dispatchEvent(new window.CustomEvent(name, { detail: detail }));
  }

  function getOffer(options) {
    if (!options || typeof options.mbox !== 'string' || options.mbox === '') throw new Error('getOffer: mbox is required');
    var success = typeof options.success === 'function' ? options.success : function () {};
    var error = typeof options.error === 'function' ? options.error : function () {};
    var params = options.params || {};
    target.requests.push({ mbox: options.mbox, params: JSON.parse(JSON.stringify(params)), timeout: options.timeout, path: window.location.pathname });
    var timeout = typeof options.timeout === 'number' ? options.timeout : 15000;
    if (timeout < LATENCY_MS) {
      window.setTimeout(function () { error('timeout', 'Request timed out'); }, timeout);
      return;
    }
    var answer = offersFor(options.mbox);
    window.setTimeout(function () { success(answer); }, LATENCY_MS);
  }

  // The offer's HTML as nodes (parsed inert: scripts in it never run, as with at.js's own parsing under a CSP).
  function fragment(content) {
    var parsed = new window.DOMParser().parseFromString(String(content), 'text/html');
    return Array.prototype.slice.call(parsed.body.childNodes).map(function (node) { return document.importNode(node, true); });
  }

  function perform(action) {
    var elements = document.querySelectorAll(action.selector);
    for (var i = 0; i < elements.length; i += 1) {
      var element = elements[i];
      if (action.action === 'setContent' || action.action === 'setHtml') element.replaceChildren.apply(element, fragment(action.content));
      else if (action.action === 'setText') element.textContent = String(action.content);
      else if (action.action === 'setAttribute' && action.content && typeof action.content === 'object') {
        Object.keys(action.content).forEach(function (name) { element.setAttribute(name, String(action.content[name])); });
      }
    }
    return elements.length > 0;
  }

  function applyOffer(options) {
    if (!options || typeof options.mbox !== 'string' || !Array.isArray(options.offer)) throw new Error('applyOffer: mbox and offer are required');
    var rendered = options.offer.every(function (action) { return typeof action.selector === 'string' && perform(action); });
    emit(rendered ? 'at-content-rendering-succeeded' : 'at-content-rendering-failed', { mbox: options.mbox });
  }

  var target = { VERSION: '2.11.4-ltn', getOffer: getOffer, applyOffer: applyOffer, requests: [] };
  window.setTimeout(function () {
    window.adobe = window.adobe || {};
    window.adobe.target = target;
    emit('at-library-loaded', { version: target.VERSION });
  }, 150);
})();
