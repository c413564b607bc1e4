// The demo's stand-in for the network's video player library, speaking the
// public MTVN Player Embed API
// (github.com/mtvn-player/embed-api, 2.x) that runtime/tve/player.ts uses:
// - `new MTVNPlayer.Player(elementOrId, config, events)` (also without
//   `new`): draws a player into the element. `config`: `uri`, `width`,
//   `height` (set on the element), `flashVars.autoPlay`, `flashVars.startTime`
//   (seconds: where playback begins, as `playIndex(index, startTime)`'s
//   argument), plus what the site
//   passes (`multiplayer`, `consent`, `reporters`, `placeholder: {title,
//   poster, duration}`); the player keeps it as its live `config`, so a
//   consent change made there shows on its next read (`data-consent` on the
//   surface says what it holds).
// - Events (constructor object, `MTVNPlayer.defaultEvents`, or `on`/`bind`,
//   `off`/`unbind`, `one`/`once`; with or without the `on` prefix): `onReady`,
//   `onMetadata`, `onMediaStart`, `onStateChange` (data: a `PlayState`),
//   `onPlayheadUpdate` (data: seconds), `onMediaEnd`, `onPlaylistComplete`;
//   each callback gets `{type, target, data}`.
// - Methods `play()`, `pause()`, `seek(seconds)`, `destroy()`; properties
//   `element`, `state`, `playhead`, `currentMetadata`.
// - `MTVNPlayer.PlayState`, `getPlayers()`, `onPlayer(fn)`, `removeOnPlayer(fn)`,
//   `isReady`, and the `_mtvnPlayerAPIReady` / `_mtvnPlayerReady` queues.
// No real video: the picture is the poster on a canvas, slowly panning while
// it plays (still under prefers-reduced-motion), with a running clock, a
// seek bar and a play/pause button, all keyboard operable and named. Styles
// are one adopted sheet, so it runs under the strict CSP.
(function () {
  'use strict';
  var api = window.MTVNPlayer || {};
  if (api.Player) return;
  window.MTVNPlayer = api;

  var PlayState = { PLAYING: 'playing', PAUSED: 'paused', STOPPED: 'stopped', BUFFERING: 'buffering', SEEKING: 'seeking' };
  var players = [];
  var creationListeners = [];
  var styled = false;
  // The surface is its own size container: the bar fits the player's width
  // (down to a 320 px phone's column), never its content's. The one grid
  // column may shrink below the bar's content (the range input's intrinsic
  // width would otherwise widen it past the frame), narrow players get a
  // tighter bar, and the narrowest drop the total from the clock (the seek
  // bar still speaks it). Every control stays at least 24 px tall. Nothing in
  // the bar changes width while it plays, so the seek bar never moves: the
  // toggle is as wide as its wider label (a hidden "Pause" under "Play"), and
  // the running time as wide as the total (9:59 to 10:00 in a 10:18 video).
  var CSS = '.mtvn-player{position:absolute;inset:0;display:grid;grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(0,1fr) auto;' +
    'container-type:inline-size;background:#0c0b10;color:#fff;font:inherit}' +
    '.mtvn-player__picture{width:100%;height:100%;min-height:0;display:block}' +
    '.mtvn-player__bar{display:flex;align-items:center;gap:14px;min-width:0;padding:12px 16px;background:#0c0b10e6}' +
    '.mtvn-player__toggle{flex:none;min-width:84px;min-height:36px;padding:8px 14px;border:2px solid #fff;border-radius:999px;background:transparent;color:#fff;' +
    'font:inherit;font-weight:900;font-size:13px;line-height:1.1;text-transform:uppercase;cursor:pointer}' +
    '.mtvn-player__seek{flex:1 1 0;width:0;min-width:0;height:24px;margin:0;accent-color:#ff3d7f}' +
    '.mtvn-player__toggle::after{content:"Pause";display:block;height:0;overflow:hidden;visibility:hidden}' +
    '.mtvn-player__time{flex:none;font-variant-numeric:tabular-nums;font-weight:800;font-size:13px;white-space:nowrap}' +
    '.mtvn-player__now{display:inline-block;text-align:end}.mtvn-player__now[data-chars="5"]{min-width:5ch}' +
    '.mtvn-player__now[data-chars="7"]{min-width:7ch}.mtvn-player__now[data-chars="8"]{min-width:8ch}' +
    '.mtvn-player__toggle:focus-visible,.mtvn-player__seek:focus-visible{outline:3px solid #ffd23f;outline-offset:2px}' +
    '@container (max-width:440px){.mtvn-player__bar{gap:10px;padding:6px 10px}' +
    '.mtvn-player__toggle{min-width:64px;min-height:32px;padding:4px 10px;font-size:12px}.mtvn-player__time{font-size:12px}}' +
    '@container (max-width:300px){.mtvn-player__bar{gap:8px;padding:4px 8px}.mtvn-player__total{display:none}}';

  function adoptStyles() {
    if (styled || !('adoptedStyleSheets' in document) || typeof window.CSSStyleSheet !== 'function') return;
    styled = true;
    var sheet = new window.CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  }

  function clock(seconds) {
    var s = Math.max(0, Math.floor(seconds));
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var rest = String(s % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + rest : m + ':' + rest;
  }

  function spoken(seconds) {
    var s = Math.max(0, Math.floor(seconds));
    var m = Math.floor(s / 60);
    return (m > 0 ? m + (m === 1 ? ' minute ' : ' minutes ') : '') + (s % 60) + ((s % 60) === 1 ? ' second' : ' seconds');
  }

  /** `onReady` and `ready` name the same event. */
  function eventName(name) {
    var bare = String(name).replace(/^on/, '');
    return 'on' + bare.charAt(0).toUpperCase() + bare.slice(1);
  }

  function el(tag, className, attrs) {
    var node = document.createElement(tag);
    node.className = className;
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    return node;
  }

  function Player(target, config, events) {
    if (!(this instanceof Player)) return new Player(target, config, events);
    // An ES5 constructor (as the Embed API's): the callbacks below need the instance.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var self = this;
    var host = typeof target === 'string' ? document.getElementById(target) : target;
    if (!host) throw new Error('MTVNPlayer.Player: no element ' + target);
    adoptStyles();
    this.config = config || {};
    var placeholder = this.config.placeholder || {};
    this.element = host;
    this.state = null;
    this.playhead = 0;
    var flashVars = this.config.flashVars || {};
    this.currentMetadata = { index: 0, duration: Number(placeholder.duration) || 0, live: false, isAd: false, isBumper: false, rss: { title: placeholder.title || '' } };
    var listeners = {};
    var defaults = api.defaultEvents || {};
    var started = false;
    var ticker = 0;
    var frame = 0;
    var destroyed = false;
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var poster = new window.Image();

    var startTime = Math.floor(Number(flashVars.startTime));
    if (startTime > 0 && startTime < this.currentMetadata.duration) this.playhead = startTime;
    if (this.config.width) host.style.width = this.config.width;
    if (this.config.height) host.style.height = this.config.height;
    var title = placeholder.title || 'Video';
    var surface = el('div', 'mtvn-player', { role: 'region', 'aria-label': 'Video player: ' + title, 'data-state': 'stopped' });
    var canvas = el('canvas', 'mtvn-player__picture', { 'aria-hidden': 'true' });
    var bar = el('div', 'mtvn-player__bar', {});
    var toggle = el('button', 'mtvn-player__toggle', { type: 'button' });
    var seekBar = el('input', 'mtvn-player__seek', { type: 'range', min: '0', step: '1', 'aria-label': 'Seek' });
    var time = el('span', 'mtvn-player__time', { 'aria-hidden': 'true' });
    var now = el('span', 'mtvn-player__now', {});
    var total = el('span', 'mtvn-player__total', {});
    time.append(now, total);
    bar.append(toggle, seekBar, time);
    surface.append(canvas, bar);
    host.append(surface);

    function fire(name, data) {
      var type = eventName(name);
      var event = { type: type, target: self, data: data };
      var list = [];
      if (typeof (events || {})[type] === 'function') list.push(events[type]);
      if (typeof defaults[type] === 'function') list.push(defaults[type]);
      list = list.concat(listeners[type] || []);
      list.forEach(function (fn) {
        try { fn(event); } catch (error) { window.setTimeout(function () { throw error; }); }
      });
    }

    function draw(now) {
      var ctx = canvas.getContext('2d');
      var w = canvas.clientWidth;
      var h = canvas.clientHeight;
      var ratio = window.devicePixelRatio || 1;
      if (!ctx || w === 0 || h === 0) return;
      if (canvas.width !== Math.round(w * ratio)) canvas.width = Math.round(w * ratio);
      if (canvas.height !== Math.round(h * ratio)) canvas.height = Math.round(h * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = '#0c0b10';
      ctx.fillRect(0, 0, w, h);
      var playing = self.state === PlayState.PLAYING;
      if (poster.complete && poster.naturalWidth > 0) {
        // Cover the box; while playing the picture drifts slowly, as a camera would.
        var drift = playing && !reduced ? (now / 1000) % 20 / 20 : 0.5;
        var zoom = 1.08;
        var scale = Math.max(w / poster.naturalWidth, h / poster.naturalHeight) * zoom;
        var dw = poster.naturalWidth * scale;
        var dh = poster.naturalHeight * scale;
        ctx.globalAlpha = playing ? 1 : 0.55;
        ctx.drawImage(poster, (w - dw) * (0.25 + drift * 0.5), (h - dh) / 2, dw, dh);
        ctx.globalAlpha = 1;
      }
      if (playing && !reduced) {
        // A soft light sweeping across, so the picture visibly "plays".
        var x = ((now / 4000) % 1) * (w + 200) - 100;
        var light = ctx.createLinearGradient(x - 100, 0, x + 100, 0);
        light.addColorStop(0, 'rgba(255,255,255,0)');
        light.addColorStop(0.5, 'rgba(255,255,255,0.12)');
        light.addColorStop(1, 'rgba(255,255,255,0)');
        ctx.fillStyle = light;
        ctx.fillRect(0, 0, w, h);
      }
    }

    function animate(now) {
      frame = 0;
      if (destroyed) return;
      draw(now || 0);
      if (self.state === PlayState.PLAYING && !reduced) frame = window.requestAnimationFrame(animate);
    }

    function render() {
      var duration = self.currentMetadata.duration;
      var playing = self.state === PlayState.PLAYING;
      surface.setAttribute('data-state', self.state || 'stopped');
      surface.setAttribute('data-consent', String(self.config.consent));
      // The ad parameters its ad calls would carry (the Embed API reads them from the config).
      if (self.config.adNetworkId) surface.setAttribute('data-ad-network', String(self.config.adNetworkId));
      if (self.config.mediaSiteParameter) surface.setAttribute('data-media-site', String(self.config.mediaSiteParameter));
      if (self.config.siteSectionId) surface.setAttribute('data-site-section', String(self.config.siteSectionId));
      // The content set the page chose for this kind of item (its settings and reporting), as the Embed API reads it.
      if (self.config.contentSet) surface.setAttribute('data-content-set', String(self.config.contentSet));
      toggle.textContent = playing ? 'Pause' : 'Play';
      toggle.setAttribute('aria-label', (playing ? 'Pause ' : 'Play ') + title);
      seekBar.max = String(duration);
      seekBar.value = String(Math.floor(self.playhead));
      seekBar.setAttribute('aria-valuetext', spoken(self.playhead) + ' of ' + spoken(duration));
      now.textContent = clock(self.playhead);
      now.setAttribute('data-chars', String(clock(duration).length));
      total.textContent = ' / ' + clock(duration);
      if (!frame) frame = window.requestAnimationFrame(animate);
    }

    function setState(state) {
      if (self.state === state) return;
      self.state = state;
      render();
      fire('onStateChange', state);
    }

    function tick() {
      var duration = self.currentMetadata.duration;
      self.playhead = Math.min(self.playhead + 1, duration);
      fire('onPlayheadUpdate', self.playhead);
      if (self.playhead >= duration) {
        window.clearInterval(ticker);
        ticker = 0;
        setState(PlayState.STOPPED);
        // Played again from here, the item starts anew (mediaStart is once per play of an item).
        started = false;
        fire('onMediaEnd');
        fire('onPlaylistComplete');
        return;
      }
      render();
    }

    this.play = function () {
      if (destroyed || self.state === PlayState.PLAYING) return;
      if (self.playhead >= self.currentMetadata.duration) self.playhead = 0;
      if (!started) {
        started = true;
        fire('onMediaStart');
      }
      window.clearInterval(ticker);
      ticker = window.setInterval(tick, 1000);
      setState(PlayState.PLAYING);
    };
    this.pause = function () {
      if (destroyed || self.state !== PlayState.PLAYING) return;
      window.clearInterval(ticker);
      ticker = 0;
      setState(PlayState.PAUSED);
    };
    this.seek = function (seconds) {
      if (destroyed) return;
      self.playhead = Math.max(0, Math.min(Number(seconds) || 0, self.currentMetadata.duration));
      render();
      fire('onPlayheadUpdate', self.playhead);
    };
    this.destroy = function () {
      if (destroyed) return;
      destroyed = true;
      window.clearInterval(ticker);
      if (frame) window.cancelAnimationFrame(frame);
      surface.remove();
      var at = players.indexOf(self);
      if (at >= 0) players.splice(at, 1);
    };
    this.on = this.bind = function (name, fn) {
      var type = eventName(name);
      (listeners[type] = listeners[type] || []).push(fn);
    };
    this.off = this.unbind = function (name, fn) {
      var type = eventName(name);
      listeners[type] = (listeners[type] || []).filter(function (f) { return f !== fn; });
    };
    this.one = this.once = function (name, fn) {
      var wrapped = function (event) {
        self.off(name, wrapped);
        fn(event);
      };
      self.on(name, wrapped);
    };

    toggle.addEventListener('click', function () {
      if (self.state === PlayState.PLAYING) self.pause();
      else self.play();
    });
    seekBar.addEventListener('input', function () { self.seek(Number(seekBar.value)); });
    poster.addEventListener('load', render);
    if (placeholder.poster) poster.src = placeholder.poster;

    players.push(this);
    render();
    // Like the real player, ready comes after the constructor returns.
    window.setTimeout(function () {
      if (destroyed) return;
      creationListeners.concat(window._mtvnPlayerReady || []).forEach(function (fn) { fn(self); });
      fire('onReady');
      fire('onMetadata', self.currentMetadata);
      if (String(flashVars.autoPlay) === 'true') self.play();
    }, 0);
  }

  api.Player = Player;
  api.PlayState = PlayState;
  api.version = '2.11.4-ltn';
  api.isHTML5Player = true;
  api.getPlayers = function () { return players.slice(); };
  api.onPlayer = function (fn) { creationListeners.push(fn); };
  api.removeOnPlayer = function (fn) { creationListeners = creationListeners.filter(function (f) { return f !== fn; }); };
  api.isReady = true;
  var ready = window._mtvnPlayerAPIReady || [];
  if (typeof api.onAPIReady === 'function') ready = ready.concat([api.onAPIReady]);
  ready.forEach(function (fn) { fn(); });
})();
