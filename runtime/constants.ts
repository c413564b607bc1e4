/** Business constants used by page assembly. */
export const PRIORITY_WAIT_MS = 300;
export const STRAGGLERS_WAIT_MS = 3000;
export const MODULE_TIMEOUT_MS = 30_000;
export const RETRY_ATTEMPTS = 3;
export const WAIT_INCREMENT_MS = 500;
export const QUEUE_RELEASE_AFTER_FIRST_RETRY_MS = 1500;
/**
 * Module renders run back to back until this much time has passed since the
 * slice began, then yield to the browser (issue 13: no long task). A yield per
 * module cost a task boundary, often a frame, each (assembly 1.54× bare roots
 * against 1.38× without); 8 ms leaves a 4×-throttled task, one module's render
 * past the budget included, well under the 50 ms of a long task, and half a
 * 60 Hz frame for input and paint.
 */
export const RENDER_TASK_BUDGET_MS = 8;
export const DEFAULT_LANGUAGE = 'eng';
export const DEFAULT_MANIFEST_SRC = '/feeds/triforce/manifest/v2';
export const DEFAULT_SCRIPT_BASE = '/modules/';
export const DEFAULT_STYLE_BASE = '/styles/';
/** The global zones every page may have; configured ones are added per page. */
export const GLOBAL_ZONES = ['header', 'menu', 'report', 'footer', 'ads-reporting', 'roadblock', 'app_interstitial', 'ENT_M171'] as const;
/** Scroll and resize timings of the page services. */
export const PAGE_IN_TOUCH_DELAY_MS = 50;
export const PAGE_IN_TOUCH_EVERY = 10;
export const SCROLL_LOAD_DEBOUNCE_MS = 250;
export const RESIZE_RECHECK_MS = 300;
/** Anchor links: the target lands this far below the viewport top… */
export const ANCHOR_OFFSET_PX = 50;
/** …after a smooth scroll of this length (instant under prefers-reduced-motion). */
export const ANCHOR_SCROLL_MS = 300;
/**
 * Prefetching on intent (a choice of this runtime: the site's rules leave prefetching open): a link
 * hovered this long is probably about to be clicked (instant.page's figure),
 * and what was fetched for it is used if the click comes within the TTL
 * (Turbo's prefetch cache keeps 10 s too).
 */
export const PREFETCH_HOVER_MS = 65;
export const PREFETCH_TTL_MS = 10_000;
/**
 * Sent with `prefetch` on every prefetch request, as Turbo does (browsers'
 * own `Sec-Purpose` cannot be set by scripts), so servers and analytics can
 * tell a prefetch from a visit.
 */
export const PURPOSE_HEADER = 'X-Sec-Purpose';
/** The activity indicator fades out over this long once a page has rendered. */
export const ACTIVITY_FADE_MS = 100;
/**
 * The progress bar shows only once a load has taken this long (`busy` is set
 * at once): a visit answered from prefetched data is placed sooner, and a bar
 * flashed for it would be one more restyle and paint on the visit's busiest frames.
 */
export const ACTIVITY_SHOW_DELAY_MS = 150;
/**
 * Deferred images: the quality asked of the image
 * service (the page-assembly reading; the site configuration's 0.7 is its own),
 * aspect ratios compared at one decimal, and sizes within 1 px treated as equal.
 */
export const IMAGE_QUALITY = 0.85;
export const IMAGE_RATIO_DECIMALS = 1;
export const IMAGE_SNAP_TOLERANCE_PX = 1;
/** "Near the viewport": images start loading this far before they scroll into view. */
export const IMAGE_ROOT_MARGIN = '300px 0px';
/**
 * The IndexedDB copy of feeds: "an entry older than 7
 * days is never used", and the store is bounded, oldest entries evicted. 200
 * holds the feeds of fifteen-odd distinct pages of a dozen zones (the header
 * and footer feeds are shared by all), more than a week's return visits use,
 * and at the tens of kilobytes a feed weighs, a few megabytes: far below any
 * origin's quota, and little to read back when the bound is enforced.
 */
export const FEED_STORE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
export const FEED_STORE_MAX_ENTRIES = 200;

/**
 * This build's version, `package.json`'s at build time (each Vite build and
 * the unit tests define `__TF_VERSION__`); `development` where nothing does.
 * `window.Triforce.version` reads it, and each element's definition carries it.
 */
declare const __TF_VERSION__: string | undefined;
export const TRIFORCE_VERSION: string = typeof __TF_VERSION__ === 'string' ? __TF_VERSION__ : 'development';
