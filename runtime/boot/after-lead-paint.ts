/**
 * The boot of a page the server drew: a module of its own, with no imports,
 * that a server-drawn page loads instead of the runtime's entry. The page is
 * painted before any script runs, and the runtime only hydrates it, so the
 * runtime is fetched once the lead picture is on screen: until then its
 * bytes would share the visitor's connection with that picture, and its
 * evaluation would hold back the frame that shows it. Links in the drawn
 * page are ordinary links meanwhile.
 *
 * Its `<script>` carries the entry (`data-tf-entry`) and the first page's
 * island chunks (`data-tf-preload`, space-separated), written by the server
 * (`server/page-html.ts`). Kept free of imports: any import would be a
 * request before the lead picture's.
 */

/** The attributes of the boot's `<script>`. */
export const BOOT_ENTRY_ATTRIBUTE = 'data-tf-entry';
export const BOOT_PRELOAD_ATTRIBUTE = 'data-tf-preload';

/**
 * The longest the runtime waits for the lead picture: on a slow connection
 * a page whose picture has not arrived after this becomes interactive first.
 */
export const LEAD_PAINT_WAIT_MS = 3000;

export interface BootOptions {
  /** Imports the entry; `import()` by default. */
  load?: (url: string) => Promise<unknown>;
}

/** An http(s) address resolved against the document, or undefined. */
function scriptUrl(value: string, base: string): string | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Once `doc`'s lead picture (the drawn `<img fetchpriority="high">`) has
 * loaded or failed and a frame has been drawn with it, or after
 * `LEAD_PAINT_WAIT_MS`, adds a modulepreload for each of `script`'s chunks
 * and imports its entry; a page without a lead picture waits for one frame.
 * Resolves when the entry has loaded; rejects when the script names no
 * http(s) entry.
 */
export function bootAfterLeadPaint(doc: Document, script: Element, { load = (url) => import(/* @vite-ignore */ url) }: BootOptions = {}): Promise<unknown> {
  const win = doc.defaultView!;
  const entry = scriptUrl(script.getAttribute(BOOT_ENTRY_ATTRIBUTE) ?? '', doc.baseURI);
  if (!entry) return Promise.reject(new Error(`The boot script's ${BOOT_ENTRY_ATTRIBUTE} is not an http(s) address`));
  // Kept as written (root-relative from the server): the bundler's preload
  // helper finds a link by its href attribute and adds none of its own then.
  const chunks = (script.getAttribute(BOOT_PRELOAD_ATTRIBUTE) ?? '').split(/\s+/).filter((value) => value !== '' && scriptUrl(value, doc.baseURI));
  return new Promise((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      win.clearTimeout(cap);
      for (const href of chunks) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = 'anonymous';
        link.setAttribute('href', href);
        doc.head.append(link);
      }
      load(entry).then(resolve, reject);
    };
    // The task after the frame: that frame has painted the picture.
    const afterFrame = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));
    // A hidden tab draws no frames; its timers still run, if throttled.
    const cap = win.setTimeout(start, LEAD_PAINT_WAIT_MS);
    const lead = doc.querySelector('img[fetchpriority="high"]');
    if (!(lead instanceof win.HTMLImageElement) || lead.complete) return afterFrame();
    lead.addEventListener('load', afterFrame, { once: true });
    lead.addEventListener('error', afterFrame, { once: true });
  });
}

// Without a document (the server reads the attribute names) or the server's
// script (a test importing this module) there is nothing to boot.
const own = typeof document === 'undefined' ? null : document.querySelector(`script[${BOOT_ENTRY_ATTRIBUTE}]`);
if (own) {
  bootAfterLeadPaint(document, own).catch((error: unknown) => {
    // Nothing else on the page can report it: the runtime is what failed to arrive.
    console.error('Triforce could not start:', error);
  });
}
