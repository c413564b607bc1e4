import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  ARC_STAGES, debugOverride, isDebugMode, isOn, MODE_KEYS, selectedArcStage, selectedManifest, SWITCHES,
  withArcStage, withManifest, withSwitch, type DebugSwitch,
} from '../../runtime/debug/debug-state.js';
import {
  authCookieName, DEBUG_ENDPOINTS, DEFAULT_AUTH_COOKIE, fragmentLinks, PAGE_CLEAR_EVENT, pageClearResult, parseManifestList,
  type ManifestChoice, type PageClearResult,
} from '../../runtime/debug/debug-api.js';
import type { MonitorEvent } from '../../runtime/debug/page-monitor.js';
import { pageConsent } from '../../runtime/debug/tracking-monitor.js';
import { emit } from '../../runtime/events.js';
import type { Manifest } from '../../runtime/types.js';
import { removeCookie } from '../../runtime/util/cookies.js';
import { AccessController } from './access-controller.js';
import { DebugModesController } from './debug-modes-controller.js';
import { PageMonitorController } from './page-monitor-controller.js';
import { SpriteController } from './sprite-controller.js';
import { fragmentLinksPanel, logPanel, modulesPanel, spriteIcon, timingsPanel, trackingPanel } from './tf-debug-bar.panels.js';
import { tfDebugBarStyles } from './tf-debug-bar.styles.js';
import './tf-debug-bar.events.js';

/** What the bar needs of a `<tf-page>`, which a legacy page does not have. */
interface PageLike extends Element {
  manifest?: Manifest;
  debugMode?: boolean;
  reload?(): Promise<void>;
}

type ManifestList = 'idle' | 'loading' | 'error' | ManifestChoice[];

/** What the status line says once page-clear has reported. */
function pageClearStatus(result: PageClearResult | undefined): string {
  if (result === undefined) return 'Clear This Page failed: the script gave no count.';
  if ('error' in result) return `Clear This Page failed: ${result.error}`;
  return `Cleared ${result.cleared} stored ${result.cleared === 1 ? 'feed' : 'feeds'} of this page.`;
}

/**
 * The staff debug bar. Shows
 * nothing unless the authorization cookie exists and `GET /debugbar` grants
 * access; then a corner icon opens an overlay with the manifest and arc stage
 * selectors, Clear This Page, the switches persisted in cookie `tf_debug`,
 * StandAlone fragment links, the live module panel, the message log, the
 * tracking panel (consent, this page's `tf:track` calls and pixels), timings
 * and Logout. Works with or without `<tf-page>` on the page.
 *
 * @attr open - the overlay is shown (reflected)
 * @attr auth-cookie - the authorization cookie to look for, default `crabappleAuth`
 * @attr sme-src - URL of the content tool's SME script; the SME switch shows only when set
 * @fires tf:debugaccess - `{access}`: the `/debugbar` answer
 * @fires tf:debugchange - `{modes}`: a control changed the `tf_debug` cookie
 * @fires tf:debugtoggle - `{open}`: the overlay opened or closed
 * @csspart toggle - the corner button
 * @csspart icon - the animated sprite inside it (`data-frame` is the frame)
 * @csspart overlay - the dialog
 * @csspart controls - selectors, buttons and switches
 * @csspart switch - each switch
 * @csspart fragments - StandAlone fragment links
 * @csspart modules - the live module panel
 * @csspart log - the message log
 * @csspart tracking - consent, this page's tracking calls (`data-status` sent, waiting, not-sent) and pixels
 * @csspart timings - navigation timings
 * @csspart logout - the Logout button
 * @cssproperty --tf-debug-bar-accent - highlight colour (default #ffd23f)
 * @cssproperty --tf-debug-bar-background - overlay and button background
 * @cssproperty --tf-debug-bar-foreground - text colour
 * @cssproperty --tf-debug-bar-muted - secondary text colour
 * @cssproperty --tf-debug-bar-line - borders and switch tracks
 * @cssproperty --tf-debug-bar-font - font family
 * @cssproperty --tf-debug-bar-inset - distance from the bottom-right corner
 * @cssproperty --tf-debug-bar-z-index - stacking above the page
 */
export class TfDebugBar extends LitElement {
  static override styles = tfDebugBarStyles;
  static override properties = {
    open: { type: Boolean, reflect: true },
    authCookie: { type: String, attribute: 'auth-cookie' },
    smeSrc: { type: String, attribute: 'sme-src' },
  };

  declare open: boolean;
  declare authCookie: string;
  declare smeSrc: string;

  #more = false;
  #status = '';
  #manifests: ManifestList = 'idle';
  readonly #access = new AccessController(this, (state) => {
    if (state !== 'granted') this.open = false;
    if (state === 'granted' || state === 'denied') emit(this, 'tf:debugaccess', { access: state === 'granted' });
  });
  readonly #modes = new DebugModesController(this, (state) => emit(this, 'tf:debugchange', { modes: state.modes }));
  readonly #sprite = new SpriteController(this, () => this.#access.state === 'granted' && !this.open);
  readonly #monitor = new PageMonitorController(this, () => this.open);

  constructor() {
    super();
    this.open = false;
    this.authCookie = DEFAULT_AUTH_COOKIE;
    this.smeSrc = '';
  }

  /** `checking` until `/debugbar` answers; `granted` when the bar shows. */
  get access(): string {
    return this.#access.state;
  }

  show(): void {
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }

  toggle(): void {
    this.open = !this.open;
  }

  /**
   * @internal Events `<tf-page>` recorded before this bar was loaded, so the
   * panels cover the page's first load too.
   */
  seedEvents(events: readonly MonitorEvent[]): void {
    this.#monitor.seed(events);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('authCookie') && changed.get('authCookie') !== undefined) void this.#access.check();
    if (changed.has('open') && (this.open || changed.get('open') === true)) {
      if (this.open) {
        this.shadowRoot?.querySelector<HTMLElement>('#title')?.focus();
        void this.#loadManifests();
      }
      if (this.#access.state === 'granted') emit(this, 'tf:debugtoggle', { open: this.open });
    }
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.#access.state !== 'granted') return nothing;
    return html`
      <button class="toggle" part="toggle" aria-expanded=${String(this.open)} aria-controls="overlay"
        aria-label=${this.open ? 'Close the debug bar' : 'Open the debug bar'} @click=${() => this.toggle()}>
        ${spriteIcon(this.#sprite.frame)}
      </button>
      ${this.open ? this.#overlay() : nothing}`;
  }

  #overlay(): TemplateResult {
    const page = this.#page();
    const debugOn = typeof page?.debugMode === 'boolean'
      ? page.debugMode
      : isDebugMode({ cookie: this.#modes.cookiePresent, override: debugOverride(location.search), config: false });
    const switches = SWITCHES.filter((s) => (!s.advanced || this.#more) && (s.key !== MODE_KEYS.sme || this.smeSrc));
    return html`<div id="overlay" class="overlay" part="overlay" role="dialog" aria-labelledby="title" @keydown=${this.#onKeydown}>
      <div class="head">
        <h2 id="title" tabindex="-1">Triforce debug</h2>
        <span class="mode">Debug mode ${debugOn ? 'on' : 'off'}</span>
        <button class="close" aria-label="Close the debug bar" @click=${this.#closeFromInside}>×</button>
      </div>
      <div class="controls" part="controls">
        <label class="field">Manifest ${this.#manifestSelect()}</label>
        <label class="field">Arc stage
          <select name="arcStage" @change=${this.#onArcStage}>
            ${ARC_STAGES.map((s) => html`<option value=${s.value} ?selected=${s.value === selectedArcStage(this.#modes.state)}>${s.label}</option>`)}
          </select>
        </label>
        <div class="row">
          <button class="action" name="clear" @click=${this.#clearPage}>Clear This Page</button>
          <button class="action" name="more" aria-expanded=${String(this.#more)} aria-controls="switches"
            @click=${() => { this.#more = !this.#more; this.requestUpdate(); }}>${this.#more ? 'Fewer Options' : 'More Options'}</button>
        </div>
        <p class="status" role="status">${this.#status}</p>
        <div class="switches" id="switches" role="group" aria-label="Debug switches">${switches.map((s) => this.#switch(s))}</div>
        ${this.#more && this.smeSrc && isOn(this.#modes.state, MODE_KEYS.sme)
          ? html`<p class="hint">Turning SME off takes effect on the next page load.</p>` : nothing}
      </div>
      ${fragmentLinksPanel(fragmentLinks(page?.manifest?.zones))}
      ${modulesPanel(this.#monitor.state)}
      ${logPanel(this.#monitor.state)}
      ${trackingPanel(this.#monitor.state.tracking, pageConsent())}
      ${timingsPanel(this.#monitor.state, performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)}
      <button class="action logout" part="logout" @click=${this.#logout}>Logout</button>
    </div>`;
  }

  #manifestSelect(): TemplateResult {
    const current = selectedManifest(this.#modes.state);
    const list = Array.isArray(this.#manifests) ? this.#manifests : [];
    // The override in the cookie is shown even when the list lacks it (or has not loaded).
    const choices = current && !list.some((m) => m.id === current) ? [{ id: current, name: current }, ...list] : list;
    return html`<select name="manifest" aria-busy=${String(this.#manifests === 'loading')} @change=${this.#onManifest}>
      <option value="" ?selected=${current === ''}>Default (production)</option>
      ${choices.map((m) => html`<option value=${m.id} ?selected=${m.id === current}>${m.name}</option>`)}
      ${this.#manifests === 'error' ? html`<option disabled>Manifest list unavailable</option>` : nothing}
    </select>`;
  }

  #switch(s: DebugSwitch): TemplateResult {
    const on = isOn(this.#modes.state, s.key);
    return html`<button class="switch" part="switch" role="switch" aria-checked=${String(on)} data-key=${s.key}
      @click=${() => this.#modes.set(withSwitch(this.#modes.state, s.key, !on))}>
      <span>${s.label}</span><span class="track" aria-hidden="true"></span>
    </button>`;
  }

  async #loadManifests(): Promise<void> {
    if (this.#manifests !== 'idle' && this.#manifests !== 'error') return;
    this.#manifests = 'loading';
    try {
      const response = await window.fetch(DEBUG_ENDPOINTS.manifestList, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      this.#manifests = response.ok ? parseManifestList(await response.json()) : 'error';
    } catch {
      this.#manifests = 'error';
    }
    this.requestUpdate();
  }

  #onManifest = (event: Event): void => {
    this.#modes.set(withManifest(this.#modes.state, (event.target as HTMLSelectElement).value));
    this.#reloadPage();
  };

  #onArcStage = (event: Event): void => {
    this.#modes.set(withArcStage(this.#modes.state, (event.target as HTMLSelectElement).value));
    this.#reloadPage();
  };

  /**
   * Page-clear is a script of the content server, run in the
   * page. It forgets this page's stored feeds, then reports on its own
   * `<script>` element how many there were.
   */
  #clearPage = (): void => {
    this.#setStatus('Clearing this page…');
    const script = document.createElement('script');
    script.src = DEBUG_ENDPOINTS.pageClear;
    script.dataset.tfPageClear = '';
    const done = (text: string) => { script.remove(); this.#setStatus(text); };
    script.addEventListener(PAGE_CLEAR_EVENT, (event) => done(pageClearStatus(pageClearResult((event as CustomEvent).detail))), { once: true });
    script.addEventListener('error', () => done('Clear This Page failed: the script did not load.'), { once: true });
    document.head.append(script);
  };

  #logout = (): void => {
    const hadOverrides = selectedManifest(this.#modes.state) !== '' || selectedArcStage(this.#modes.state) !== 'default';
    removeCookie(authCookieName(this.authCookie));
    this.#modes.clear();
    this.#access.revoke();
    if (hadOverrides) this.#reloadPage();
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    void this.#closeFromInside();
  };

  #closeFromInside = async (): Promise<void> => {
    this.open = false;
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLElement>('.toggle')?.focus();
  };

  #setStatus(text: string): void {
    this.#status = text;
    this.requestUpdate();
  }

  #page(): PageLike | null {
    return document.querySelector('tf-page');
  }

  /** The page's manifest again, in place when `<tf-page>` runs it; a legacy page reloads. */
  #reloadPage(): void {
    const page = this.#page();
    if (typeof page?.reload === 'function') void page.reload();
    else location.reload();
  }
}
