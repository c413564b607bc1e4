// The demo's stand-in for Adobe AppMeasurement, the network's analytics
// library: the same public API (`s_gi(reportSuite)`, an
// `s` object with `t()`, `tl(element, linkType, name)`, `pageName`,
// `channel`, `contextData`, eVars and props), and real beacons in
// AppMeasurement's image-request format, sent to this origin's
// `/b/ss/{report suite}/1/{version}/s{cache buster}`, which the demo server
// logs and lists at `/b/recent`. Like the classic s_code it makes `window.s`
// from `window.s_account` when that is set before it loads. A classic
// script: pages load it by URL (`analyticsSrc`), never inline.
(function () {
  'use strict';
  var VERSION = 'JS-2.22.0-LTN';
  var suites = {};

  /** `contextData` as AppMeasurement writes it: keys nested on their dots, `c.` … `.c`. */
  function contextParams(data) {
    var tree = {};
    Object.keys(data || {}).forEach(function (key) {
      var value = data[key];
      if (value === undefined || value === null || typeof value === 'object') return;
      var parts = key.split('.');
      var node = tree;
      for (var i = 0; i < parts.length - 1; i++) node = node[parts[i]] = typeof node[parts[i]] === 'object' ? node[parts[i]] : {};
      node[parts[parts.length - 1]] = String(value);
    });
    var out = [];
    (function walk(node) {
      Object.keys(node).forEach(function (key) {
        if (typeof node[key] === 'object') {
          out.push(encodeURIComponent(key) + '.');
          walk(node[key]);
          out.push('.' + encodeURIComponent(key));
        } else {
          out.push(encodeURIComponent(key) + '=' + encodeURIComponent(node[key]));
        }
      });
    })(tree);
    return out.length ? ['c.'].concat(out, ['.c']) : [];
  }

  /** The variables every beacon carries, by their query names. */
  var VARIABLES = { pageName: 'pageName', channel: 'ch', server: 'server', visitorNamespace: 'ns', hier1: 'h1' };

  function beacon(s, extra) {
    var params = ['AQB=1', 'ndh=1', 'pf=1', 't=' + encodeURIComponent(new Date().toISOString())];
    Object.keys(VARIABLES).forEach(function (name) {
      if (typeof s[name] === 'string' && s[name] !== '') params.push(VARIABLES[name] + '=' + encodeURIComponent(s[name]));
    });
    Object.keys(s).forEach(function (name) {
      var match = /^(eVar|prop)(\d+)$/.exec(name);
      if (match && typeof s[name] === 'string') params.push((match[1] === 'eVar' ? 'v' : 'c') + match[2] + '=' + encodeURIComponent(s[name]));
    });
    params.push('g=' + encodeURIComponent(window.location.href));
    params = params.concat(extra, contextParams(s.contextData), ['AQE=1']);
    var url = '/b/ss/' + encodeURIComponent(s.account) + '/1/' + VERSION + '/s' + Math.floor(Math.random() * 1e13) + '?' + params.join('&');
    var image = new window.Image(1, 1);
    image.src = url;
    s.lastBeacon = url;
    return url;
  }

  function AppMeasurement(account) {
    this.account = account;
    this.contextData = {};
    this.linkInternalFilters = 'javascript:';
  }
  /** A page view. */
  AppMeasurement.prototype.t = function () {
    return beacon(this, []);
  };
  /** A link event: `linkType` `o` custom, `e` exit, `d` download; `element` may be `true`. */
  AppMeasurement.prototype.tl = function (element, linkType, linkName) {
    var type = linkType === 'e' || linkType === 'd' ? linkType : 'o';
    var href = element && element.href ? String(element.href) : '';
    var extra = ['pe=lnk_' + type, 'pev2=' + encodeURIComponent(linkName || href || 'link')];
    if (href) extra.push('pev1=' + encodeURIComponent(href));
    return beacon(this, extra);
  };
  AppMeasurement.prototype.clearVars = function () {
    for (var name of Object.keys(this)) {
      if (/^(eVar|prop)\d+$/.test(name) || name === 'pageName' || name === 'channel') delete this[name];
    }
    this.contextData = {};
  };

  window.s_gi = function (account) {
    var key = String(account || '');
    if (!suites[key]) suites[key] = new AppMeasurement(key);
    return suites[key];
  };
  if (typeof window.s_account === 'string' && window.s_account && !window.s) window.s = window.s_gi(window.s_account);
})();
