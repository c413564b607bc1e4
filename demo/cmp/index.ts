/**
 * Entry of the demo's consent platform, built as one classic script
 * (demo/cmp/vite-plugin.ts) and loaded before the runtime, as a real CMP
 * snippet is. It defines `window.__tcfapi` unless a platform is already there.
 */
import { createConsentPlatform } from './platform.js';

// Not a `declare global`: the runtime, which calls this API, types it its own way.
const host = window as unknown as { __tcfapi?: unknown };

function install() {
  if (typeof host.__tcfapi === 'function') return;
  host.__tcfapi = createConsentPlatform().api;
}

// Loaded with `defer`, the body is there; loaded without, wait for it (the banner lives in it).
if (document.body) install();
else document.addEventListener('DOMContentLoaded', install, { once: true });
