import { ReactiveElement } from 'lit';
import { createPageSession, type PageSession } from '../../runtime/page-session.js';
import { defaultConfig, mergeConfig, readConfigBlock, type TriforceConfig } from '../../runtime/config.js';
import { DEFAULT_LANGUAGE, DEFAULT_MANIFEST_SRC, DEFAULT_SCRIPT_BASE, DEFAULT_STYLE_BASE } from '../../runtime/constants.js';
import { documentScope } from '../../runtime/document-scope.js';
import type { Manifest } from '../../runtime/types.js';
import { adoptStyles } from '../../runtime/util/adopt-styles.js';
import { DEBUG_COOKIE, readCookie } from '../../runtime/util/cookies.js';
import { afterNextPaint } from '../../runtime/util/next-task.js';
import { SERVER_RENDERED } from '../../runtime/modules/zone-module.js';
import type { TfEvent } from '../../runtime/events.js';
import { debugOverride, isDebugMode } from '../../runtime/debug/gate.js';
import { loadDebugBarIfAuthorized } from '../tf-debug-bar/load-debug-bar.js';
import { whenRemovedForGood } from '../shared/removal.js';
import { tfPageStyles } from './tf-page.styles.js';

/**
 * The text of the server's inline manifest answer, a child
 * `<script type="application/json" data-tf-manifest>`. Only
 * read here: the manifest client parses and validates it like a fetched body.
 */
function readManifestBlock(host: Element): string | undefined {
  return host.querySelector(':scope > script[type="application/json"][data-tf-manifest]')?.textContent ?? undefined;
}

/**
 * Assembles a page from its manifest: tiers of columns of
 * `<tf-zone>`s in light DOM, each drawn by its module. Site configuration
 * comes from a child `<script type="application/json" data-tf-config>` or
 * the `config` property. A child `<script type="application/json"
 * data-tf-manifest>` holding `{"manifest": …}` for the document's URL (the
 * server's answer, inlined) serves the initial load instead of a request,
 * validated like a fetched one; every later load requests. Every event
 * bubbles and is composed.
 *
 * A move in the document (disconnected and connected again in the same
 * task: a page script re-parenting it, a framework reordering children)
 * keeps the page as it is: its zones, the visit under way, its requests.
 * Removed for good, it is torn down; connected again after that, it is a
 * new page that loads the document's URL of that moment.
 *
 * @tag tf-page
 * @attr manifest-src - manifest feed, default `/feeds/triforce/manifest/v2`
 * @attr script-base - script concatenator prefix, default `/modules/`
 * @attr language - default language, default `eng`; the first value of the `languagePreferences` cookie overrides it
 * @attr style-base - per-page stylesheet prefix, default `/styles/`
 * @attr global-zones - extra global zone names, space separated
 * @attr busy - set by the element while a page loads (activity indicator); not meant to be set by the page
 * @fires {CustomEvent<{url: string, initial: boolean}>} tf:pagestartload - a page load begins
 * @fires {CustomEvent<{url: string, manifest: Manifest}>} tf:pageready - manifest applied, layout placed
 * @fires {CustomEvent<{zone: string, driver: string, priority: number | undefined}>} tf:modulerender - one module drawn
 * @fires {CustomEvent<{zone: string, driver: string, reason: 'output-false' | 'failed' | 'destroyed'}>} tf:moduleremove - a module removed
 * @fires {CustomEvent<{url: string, rendered: string[], failed: string[]}>} tf:rendercomplete - every module rendered or given up
 * @fires {CustomEvent<{url: string}>} tf:complete - after tf:rendercomplete
 * @fires {CustomEvent<{level: 'debug' | 'info' | 'warn' | 'error', text: string, time: number}>} tf:message - a line of the message catalogue, text exact, time in epoch ms
 * @fires {CustomEvent<{message: string}>} tf:pageerror - no zones in the feed, or no manifest
 * @fires {CustomEvent<{url: string}>} tf:scrolltop - cancelable: before scrolling to the top of a new page; `preventDefault()` keeps the scroll position
 * @fires {CustomEvent<{url: string}>} tf:modalopen - a modal page opened over the page
 * @fires {CustomEvent<{url: string}>} tf:modalclose - the modal page closed
 * @fires {CustomEvent<{}>} tf:pageintouch - 50 ms after scrolling stops, and on every 10th scroll event
 * @fires {CustomEvent<{}>} tf:scrollload - while scrolling, debounced 250 ms
 * @fires {CustomEvent<{}>} tf:resizecheck - 300 ms after the last resize
 * @cssproperty --tf-page-max-width - width of the content column (default 1280px)
 * @cssproperty --tf-page-padding - padding around the content column
 * @cssproperty --tf-tier-gap - space between tiers
 * @cssproperty --tf-column-gap - space between columns of a tier
 * @cssproperty --tf-zone-gap - space between the zones of a column
 * @cssproperty --tf-2col-main - width of the first column of a 2-column tier (default 2fr)
 * @cssproperty --tf-2col-side - width of the second column of a 2-column tier (default 1fr)
 * @cssproperty --tf-color-primary - colour of the activity bar and focus rings (default #ffcc00)
 * @cssproperty --tf-modal-background - background of a modal page
 * @cssproperty --tf-modal-color - text colour of a modal page
 */
export class TfPage extends ReactiveElement {
  static override properties = {
    manifestSrc: { type: String, attribute: 'manifest-src' },
    scriptBase: { type: String, attribute: 'script-base' },
    language: { type: String },
    styleBase: { type: String, attribute: 'style-base' },
    globalZones: { type: String, attribute: 'global-zones' },
  };

  declare manifestSrc: string;
  declare scriptBase: string;
  declare language: string;
  declare styleBase: string;
  declare globalZones: string;

  #config: TriforceConfig | undefined;
  #session: PageSession | undefined;
  #stopRegistryLog: (() => void) | undefined;
  /** The inline manifest is for the document's first load: a reconnected page requests. */
  #inlineTaken = false;

  constructor() {
    super();
    this.manifestSrc = DEFAULT_MANIFEST_SRC;
    this.scriptBase = DEFAULT_SCRIPT_BASE;
    this.language = DEFAULT_LANGUAGE;
    this.styleBase = DEFAULT_STYLE_BASE;
    this.globalZones = '';
  }

  /** Site configuration: the page's JSON block or what was set, over defaults. */
  get config(): TriforceConfig {
    this.#config ??= mergeConfig(readConfigBlock(this), defaultConfig);
    return this.#config;
  }

  set config(value: Partial<TriforceConfig>) {
    this.#config = mergeConfig(value, mergeConfig(readConfigBlock(this), defaultConfig));
  }

  /** The manifest of the page on screen. */
  get manifest(): Manifest | undefined {
    return this.#session?.manifest;
  }

  // Light DOM: zones are part of the document so site styles and legacy
  // scripts reach them.
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Debug mode: the debug cookie exists, the `tfDebug` override is in the URL, or the config says so. */
  get debugMode(): boolean {
    return isDebugMode({ cookie: readCookie(DEBUG_COOKIE) !== undefined, override: debugOverride(location.search), config: this.config.debug });
  }

  // Messages are only logged, never shown to visitors; in debug
  // mode they also reach the console with their timestamp. A listener, not a
  // hook, because elements inside the page (<tf-image>, islands) log through
  // the same bubbling event; it only copies lines out and steers nothing.
  #logToConsole = (event: TfEvent<'tf:message'>) => {
    if (!this.debugMode) return;
    const { level, text, time } = event.detail;
    console[level === 'warn' || level === 'error' ? level : 'log'](`[triforce ${new Date(time).toISOString()}] ${text}`);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    // A move keeps the session: its zones, the visit under way and its requests
    // (the teardown waiting in a microtask sees the page connected again).
    if (this.#session) return;
    adoptStyles('tf-page', tfPageStyles);
    this.addEventListener('tf:message', this.#logToConsole);
    // The document's scope, which `tf.js`'s entry filled with the islands and the
    // global before defining this element; this class knows neither, so a page
    // without that entry (a test) gets a plain runtime.
    const scope = documentScope(this.ownerDocument.defaultView ?? window);
    const inlineManifest = this.#inlineTaken ? undefined : readManifestBlock(this);
    this.#inlineTaken = true;
    const session = createPageSession({
      page: this,
      inlineManifest,
      scope,
      settings: () => ({
        manifestSrc: this.manifestSrc || DEFAULT_MANIFEST_SRC,
        scriptBase: this.scriptBase || DEFAULT_SCRIPT_BASE,
        styleBase: this.styleBase || DEFAULT_STYLE_BASE,
        language: this.language || DEFAULT_LANGUAGE,
        globalZones: [...this.globalZones.split(/\s+/).filter(Boolean), ...this.config.globalZones],
      }),
      tracking: () => this.config,
      adBlock: () => this.config,
      personalization: () => this.config,
    });
    this.#session = session;
    this.#stopRegistryLog = scope.addRegistryLog(session.log);
    scope.pageConnected(session.services);
    // A page the server drew is whole before any script: it is painted first,
    // and its islands hydrate on the task after. Starting at once would hold
    // the first paint back until every island of the first group hydrated.
    if (inlineManifest && this.querySelector(`tf-zone[${SERVER_RENDERED}]`)) {
      afterNextPaint(this.ownerDocument.defaultView ?? window, () => {
        if (this.#session === session) void session.start();
      });
    } else {
      void session.start();
    }
    // Staff only (the authorization cookie): the debug bar's code loads lazily.
    void loadDebugBarIfAuthorized(document);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Removed for good, the page is torn down: its modules go without events
    // and its regions with them. Connected again later, it is a new session,
    // whose first load requests the document's URL of that moment.
    whenRemovedForGood(this, () => this.#tearDown());
  }

  #tearDown(): void {
    this.removeEventListener('tf:message', this.#logToConsole);
    this.#stopRegistryLog?.();
    this.#stopRegistryLog = undefined;
    this.#session?.destroy();
    this.#session = undefined;
  }

  /** Loads another page of the site in place, adding a history entry. */
  navigate(url: string): Promise<void> {
    return this.#session?.navigate(url) ?? Promise.resolve();
  }

  /** Loads the current location's manifest again. */
  reload(): Promise<void> {
    return this.#session?.reload() ?? Promise.resolve();
  }

  /**
   * Forgets this page's stored state, for the debug bar's Clear This Page:
   * the stored copies of the feeds of the zones on screen, and nothing of
   * any other page. Resolves to how many stored feeds there were.
   */
  clearCache(): Promise<number> {
    return this.#session?.clearCache() ?? Promise.resolve(0);
  }
}
