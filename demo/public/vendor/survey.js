// The demo's stand-in for a survey intercept vendor, loaded once per document
// by URL (`surveySrc`). Like a real
// intercept (Qualtrics' or Medallia's site intercepts) the vendor's script
// owns the rules and the intercept cookie; the page only says which page
// the visitor landed on. Its public API, `window.LTNSurvey`:
// - `evaluate({pageName, url})`: evaluates the intercept for a page the
//   visitor landed on; returns true when it was shown. The rule: shown to 100 %
//   of visitors, then not again for 7 days, remembered
//   in the `ltn_survey_intercept` cookie (its value: when it was shown,
//   epoch ms). Each evaluation is also a `ltnsurvey:evaluated` event on
//   document, detail `{pageName, url, shown}`.
// - `close()`: closes the intercept; `rule`: `{sample, cookieDays, cookie}`.
// The intercept is a non-modal dialog in a corner (the visitor may ignore
// it), named by its heading, closed by its buttons or Escape; its styles are
// an adopted sheet, so it runs under the strict CSP.
(function () {
  'use strict';
  if (window.LTNSurvey) return;
  var DAY_MS = 24 * 60 * 60 * 1000;
  var rule = { sample: 100, cookieDays: 7, cookie: 'ltn_survey_intercept' };
  var dialog = null;
  var styled = false;

  var CSS = '.ltn-survey{position:fixed;inset:auto 1rem 1rem auto;margin:0;max-width:20rem;padding:1rem 1.25rem;' +
    'border:2px solid #1b1b1f;border-radius:.5rem;background:#fff;color:#1b1b1f;font:inherit;z-index:900;box-shadow:0 .25rem 1rem #0004}' +
    '.ltn-survey h2{margin:0 0 .5rem;font-size:1.1rem}.ltn-survey p{margin:0 0 .75rem}' +
    '.ltn-survey button{font:inherit;margin-inline-end:.5rem;padding:.35rem .8rem;border:2px solid #1b1b1f;border-radius:.25rem;background:#fff;color:#1b1b1f;cursor:pointer}' +
    '.ltn-survey button[data-take]{background:#1b1b1f;color:#fff}.ltn-survey button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}';

  function adoptStyles() {
    if (styled || !('adoptedStyleSheets' in document) || typeof window.CSSStyleSheet !== 'function') return;
    styled = true;
    var sheet = new window.CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  }

  function shownAt() {
    var match = document.cookie.split(/;\s*/).filter(function (part) { return part.indexOf(rule.cookie + '=') === 0; })[0];
    var value = match ? Number(match.slice(rule.cookie.length + 1)) : NaN;
    return Number.isFinite(value) ? value : undefined;
  }

  function remember(now) {
    var expires = new Date(now + rule.cookieDays * DAY_MS).toUTCString();
    document.cookie = rule.cookie + '=' + now + '; expires=' + expires + '; path=/; SameSite=Lax';
  }

  function close() {
    if (!dialog) return;
    dialog.close();
    dialog.remove();
    dialog = null;
  }

  function element(tag, text, attrs) {
    var el = document.createElement(tag);
    if (text) el.textContent = text;
    Object.keys(attrs || {}).forEach(function (name) { el.setAttribute(name, attrs[name]); });
    return el;
  }

  function show() {
    adoptStyles();
    dialog = element('dialog', '', { class: 'ltn-survey', 'aria-labelledby': 'ltn-survey-title' });
    var take = element('button', 'Take the survey', { type: 'button', 'data-take': '' });
    var later = element('button', 'No thanks', { type: 'button' });
    var text = element('p', 'Tell us what you think of Laugh Track Network: two questions, one minute.');
    dialog.append(element('h2', 'Got a minute?', { id: 'ltn-survey-title' }), text, take, later);
    take.addEventListener('click', function () {
      text.textContent = 'Thank you! The survey opens in a new window on the live site.';
      take.remove();
      later.textContent = 'Close';
      later.focus();
    });
    later.addEventListener('click', close);
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') close();
    });
    document.body.append(dialog);
    // Non-modal: the page stays usable and focus stays where the visitor is.
    dialog.show();
  }

  function evaluate(page) {
    var now = Date.now();
    var last = shownAt();
    var shown = !dialog && (last === undefined || now - last >= rule.cookieDays * DAY_MS) && Math.random() * 100 < rule.sample;
    if (shown) {
      remember(now);
      show();
    }
    var detail = { pageName: page && typeof page.pageName === 'string' ? page.pageName : '', url: page && typeof page.url === 'string' ? page.url : window.location.href, shown: shown };
    document.dispatchEvent(new window.CustomEvent('ltnsurvey:evaluated', { detail: detail }));
    return shown;
  }

  window.LTNSurvey = { version: '3.1.0-ltn', rule: rule, evaluate: evaluate, close: close };
})();
