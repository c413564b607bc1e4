/**
 * Ad-block detection, a chunk of its own imported by the
 * front (`index.ts`) on the pages it applies to. Two baits, because blockers
 * work two ways:
 * - a bait script (`adBlockBaitSrc`, a same-origin URL shaped like an ad
 *   library's) that network filters refuse: its `error` event says blocked.
 *   The real ad library is not used as the probe: it belongs to the ads
 *   adapter (loaded once, only with ads on), and requesting it a second time
 *   here would run it twice;
 * - a bait element with the class names element-hiding lists hide: once the
 *   script has settled (style recalculated meanwhile), a computed
 *   `display: none` or `visibility: hidden` says blocked. It is empty and
 *   last in `<body>`, so it takes no room: nothing shifts.
 * Blocked, the message (`<tf-adblock-message>`, an element `tf.js` defines
 * on first use) is added to `<body>` unless one is still counting down.
 */
/** The message shows for 30 seconds, counting down to resume. */
export const AD_BLOCK_MESSAGE_SECONDS = 30;
export const AD_BLOCK_MESSAGE_TAG = 'tf-adblock-message';
/** Class names of EasyList's generic element-hiding rules. */
export const BAIT_CLASSES = ['adsbox', 'ad-banner', 'ad-placement', 'pub_300x250', 'textads'];
/** Without a bait script, how long the element is left for a blocker's late (observer-driven) hiding. */
const ELEMENT_SETTLE_MS = 100;

/**
 * The configuration keys ad-block detection reads (runtime/config.ts), read
 * on each page. Declared here, where they are used, so the front in `tf.js`
 * imports the chunk's types and the chunk imports nothing back.
 */
export interface AdBlockConfig {
  adBlockDetection: number;
  adBlockParentIds: readonly string[];
  adBlockBaitSrc: string;
  adBlockHelpUrl: string;
}

export interface AdBlockCheckOptions {
  document: Document;
  config: AdBlockConfig;
  signal: AbortSignal;
}

export type AdBlockCheck = (options: AdBlockCheckOptions) => Promise<boolean>;

/** Resolves true when the bait script fails to load. */
function baitScriptBlocked(doc: Document, src: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.async = true;
    // Each check requests it again (from the cache when allowed): a visitor may have turned the blocker off meanwhile.
    script.src = src;
    const done = (blocked: boolean) => {
      script.remove();
      resolve(blocked);
    };
    script.addEventListener('load', () => done(false), { once: true });
    script.addEventListener('error', () => done(true), { once: true });
    signal.addEventListener('abort', () => done(false), { once: true });
    (doc.head ?? doc.documentElement).append(script);
  });
}

function elementHidden(bait: HTMLElement): boolean {
  const style = bait.ownerDocument.defaultView?.getComputedStyle(bait);
  return !bait.isConnected || style?.display === 'none' || style?.visibility === 'hidden';
}

export const checkAdBlock: AdBlockCheck = async ({ document: doc, config, signal }) => {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES.join(' ');
  bait.setAttribute('aria-hidden', 'true');
  doc.body.append(bait);
  try {
    const scriptBlocked = config.adBlockBaitSrc === ''
      ? await new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ELEMENT_SETTLE_MS))
      : await baitScriptBlocked(doc, config.adBlockBaitSrc, signal);
    const blocked = scriptBlocked || elementHidden(bait);
    if (blocked && !signal.aborted) showMessage(doc, config.adBlockHelpUrl);
    return blocked && !signal.aborted;
  } finally {
    bait.remove();
  }
};

/** Adds the message, unless one is still counting down (a second right page within its 30 s). */
function showMessage(doc: Document, helpUrl: string): void {
  if (doc.querySelector(AD_BLOCK_MESSAGE_TAG)) return;
  const message = doc.createElement(AD_BLOCK_MESSAGE_TAG);
  message.setAttribute('help-href', helpUrl);
  message.setAttribute('seconds', String(AD_BLOCK_MESSAGE_SECONDS));
  doc.body.append(message);
}
