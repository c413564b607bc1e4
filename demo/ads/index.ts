/**
 * The GPT stand-in's classic script, served at `/vendor/gpt.js`
 * (vite-plugin.ts): the page's `adLibrarySrc` in the demo. See googletag.ts.
 */
import { installGoogletag } from './googletag.js';

installGoogletag(window);
