// The element pages' script, /developers/gallery.js (bundled by
// demo/server/build.mjs): a module script runs once the page is parsed.
import { startGallery } from './gallery.js';

startGallery(document);
