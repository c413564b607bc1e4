// The demo's stand-in for the network's coda script: loaded asynchronously by
// URL (`codaSrc`); it announces itself
// as `window.coda` a moment after it runs, as the real one does once its own
// setup is done, and the page's runtime polls for it (every 250 ms, up to 60
// times). Its API: `coda.version`, `coda.init()` (called by the runtime once
// found; idempotent) and `coda.ready`, with a `coda:ready` event on document.
(function () {
  'use strict';
  if (window.coda) return;
  window.setTimeout(function () {
    window.coda = {
      version: '1.4.0-ltn',
      ready: false,
      init: function () {
        if (this.ready) return;
        this.ready = true;
        document.dispatchEvent(new window.CustomEvent('coda:ready', { detail: { version: this.version } }));
      },
    };
  }, 100);
})();
