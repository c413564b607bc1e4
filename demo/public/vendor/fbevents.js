// The demo's stand-in for the Meta pixel library, fbevents.js: the same public
// API, `fbq('init', pixelId)`, `fbq('track', event,
// params)` and `fbq('trackCustom', event, params)`. It takes over the
// standard snippet's queueing stub (`fbq.queue`, then `fbq.callMethod`), so
// calls made before it loaded run in order, and sends each event as a real
// image request to this origin's `/fb/tr?id=&ev=&dl=` (Meta's `/tr` format),
// which the demo server logs and lists at `/fb/recent`. A classic script,
// loaded by URL (`socialPixelSrc`).
(function () {
  'use strict';
  var VERSION = '2.9.0-ltn';
  var stub = window.fbq;
  var pixels = [];

  function send(pixelId, event, params) {
    var query = ['id=' + encodeURIComponent(pixelId), 'ev=' + encodeURIComponent(event),
      'dl=' + encodeURIComponent(window.location.href), 'rl=' + encodeURIComponent(document.referrer), 'ts=' + Date.now()];
    Object.keys(params || {}).forEach(function (key) {
      var value = params[key];
      if (value !== null && typeof value !== 'object' && typeof value !== 'function') query.push('cd[' + encodeURIComponent(key) + ']=' + encodeURIComponent(String(value)));
    });
    var img = new window.Image(1, 1);
    img.src = '/fb/tr?' + query.join('&');
  }

  function callMethod(command, a, b) {
    if (command === 'init') {
      if (typeof a === 'string' && a !== '' && pixels.indexOf(a) < 0) pixels.push(a);
    } else if (command === 'track' || command === 'trackCustom') {
      if (typeof a !== 'string' || a === '') return;
      // Like Meta's library: every initialised pixel receives the event.
      pixels.forEach(function (id) { send(id, a, b); });
    }
  }

  var fbq = typeof stub === 'function' ? stub : function () { fbq.callMethod.apply(fbq, arguments); };
  var queued = typeof stub === 'function' && stub.queue ? stub.queue.splice(0) : [];
  fbq.callMethod = callMethod;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = VERSION;
  fbq.getState = function () { return { pixels: pixels.slice(), version: VERSION }; };
  window.fbq = fbq;
  if (!window._fbq) window._fbq = fbq;
  queued.forEach(function (args) { callMethod.apply(null, Array.prototype.slice.call(args)); });
})();
