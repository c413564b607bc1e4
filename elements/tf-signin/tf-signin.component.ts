import { LitElement, type PropertyValues } from 'lit';
import { emit } from '../../runtime/events.js';
import type { Provider, SigninCore, SigninCoreEvents, SigninError, SigninInit, SigninReporter, SigninScreen, SigninStatus } from '../../runtime/tve/signin/types.js';
import type { FreePassInfo } from '../../runtime/tve/signin/pass-types.js';
import { createCore, lazyReporter } from './create-core.js';
import { customSheet } from './custom-css.js';
import { DialogController } from './dialog.controller.js';
import { EmbeddedPickerController } from './embedded-picker.controller.js';
import { frameHost, sizeFrame } from './login-frame.js';
import { ProviderSearchController } from './provider-search.controller.js';
import { dialogChrome } from './screens/chrome.js';
import type { ScreenContext } from './screens/context.js';
import { overlayHas, screenView } from './screens/index.js';
import { tfSigninStyles } from './tf-signin.styles.js';
import './tf-signin.events.js';

const SIGNED_OUT: SigninStatus = Object.freeze({ isLoggedIn: false, provider: null, via: null });
const DEFAULT_LOCALE = 'en_US';

/**
 * The TV-provider sign-in (CONTRACT §6, spec 001 §2). The sign-in core
 * (runtime/tve/signin/) owns every rule: init validation, the provider list,
 * the entitlement library, tokens and errors. This element draws what the
 * core asks for and hands it the viewer's choices: the overlay is a modal
 * `<dialog>` showing one screen at a time, and `showPicker(container)` draws
 * the embedded picker into a page element.
 *
 * The core is initialized once, with the attributes as they are at the first
 * update after the element is connected (a React wrapper sets its props by
 * then); later changes are not a second init (spec 001 §5).
 *
 * @attr requestor - the requestor id (required: 'Wrong RequestorID/ResourceID' without it)
 * @attr resource - the resource id (required)
 * @attr brand - the brand whose options are loaded
 * @attr locale - default `en_US`; any other locale takes the international flow
 * @attr service-base - base URL of the TV-everywhere services
 * @attr entitlement-src - URL of the entitlement library script
 * @attr dev - development hosts
 * @attr reporting-src - URL of the reporting collector (spec 001 §7 beacons, topic added as a query parameter); none: nothing is reported. Beacons go only with consent
 * @attr custom-css - CSS text for the overlay and the picker, adopted as a stylesheet (ignored when nothing in it parses)
 * @attr collapsible-faq - the learnMore FAQ as collapsible sections
 * @attr screen - the screen shown (spec 001 §2 name, reflected; read only): an overlay screen, or `selectProviderNew` for the embedded picker alone
 * @slot frame - holds the provider's login frame (the element adds it; do not fill it)
 * @fires tf:signinload - the provider list is ready and the configuration received (componentLoaded); detail `{providers, brand}`
 * @fires tf:signinstatus - the viewer's status, first known and on every change; detail `{isLoggedIn, provider, via}`
 * @fires tf:signinerror - an error of the spec 001 §8 catalogue; detail `{code, message, id}`
 * @fires tf:signinwarning - a warning or info from the library or the flows; detail `{message, id}`
 * @csspart dialog - the modal dialog
 * @csspart header - the title row with the back and close buttons
 * @csspart title - the screen's heading
 * @csspart back - the back button
 * @csspart close - the close button
 * @csspart body - the screen's content
 * @csspart steps - the three steps (select provider, sign in, watch)
 * @csspart logos - the grid of provider logos
 * @csspart logo - each provider logo button
 * @csspart logo-image - each logo image
 * @csspart search - the search box and its list
 * @csspart search-input - the search text box
 * @csspart listbox - the list of matching providers
 * @csspart option - each provider of the list (the highlighted one is also `option-active`)
 * @csspart option-active - the highlighted provider
 * @csspart button - the screens' buttons
 * @csspart link - the screens' text links
 * @csspart message - a screen's message text
 * @csspart provider - the signed-in provider's logo box
 * @csspart faq - the learnMore questions
 * @csspart frame - the box of the provider's login frame
 * @csspart spinner - the pleaseWait indicator
 * @cssproperty --tf-signin-accent - buttons, links, highlight; default `#0b57d0`
 * @cssproperty --tf-signin-accent-contrast - text on the accent; default `#fff`
 * @cssproperty --tf-signin-color - text colour; default `#1b1b1f`
 * @cssproperty --tf-signin-muted-color - secondary text; default `#4a4a52`
 * @cssproperty --tf-signin-background - dialog background; default `#fff`
 * @cssproperty --tf-signin-border-color - lines and boxes; default `#c4c4cc`
 * @cssproperty --tf-signin-logo-background - behind each logo; default `#fff`
 * @cssproperty --tf-signin-backdrop - behind the dialog; default `rgb(0 0 0 / .6)`
 * @cssproperty --tf-signin-radius - dialog corners; default `12px`
 * @cssproperty --tf-signin-width - dialog width; default `560px`
 * @cssproperty --tf-signin-font - the font shorthand
 * @cssproperty --tf-signin-focus-color - focus ring colour
 */
export class TfSignin extends LitElement {
  /** Makes the element's core. Tests and hosts may replace it before elements connect. */
  static createCore: (reporter?: SigninReporter) => SigninCore = createCore;

  static override styles = tfSigninStyles;
  static override properties = {
    requestor: { type: String },
    resource: { type: String },
    brand: { type: String },
    locale: { type: String },
    serviceBase: { type: String, attribute: 'service-base' },
    entitlementSrc: { type: String, attribute: 'entitlement-src' },
    reportingSrc: { type: String, attribute: 'reporting-src' },
    dev: { type: Boolean },
    customCSS: { type: String, attribute: 'custom-css' },
    collapsibleFaq: { type: Boolean, attribute: 'collapsible-faq' },
    _screen: { state: true },
    _open: { state: true },
  };

  declare requestor: string | undefined;
  declare resource: string | undefined;
  declare brand: string | undefined;
  declare locale: string;
  declare serviceBase: string | undefined;
  declare entitlementSrc: string | undefined;
  declare reportingSrc: string | undefined;
  declare dev: boolean;
  declare customCSS: string | undefined;
  declare collapsibleFaq: boolean;
  declare _screen: SigninScreen | undefined;
  declare _open: boolean;

  #core: SigninCore | undefined;
  #reporter: (SigninReporter & { destroy(): void }) | undefined;
  #subscriptions: (() => void)[] = [];
  #initialized = false;
  /** A sign-in of the viewer's is under way: closing the overlay cancels it. */
  #loginPending = false;
  #error: SigninError | undefined;
  #customSheet: CSSStyleSheet | undefined;
  #baseSheets: CSSStyleSheet[] = [];

  readonly #dialog = new DialogController(this, {
    dialog: () => this.renderRoot?.querySelector?.('dialog'),
    dismiss: () => this.close(),
  });

  readonly #search = new ProviderSearchController(this, {
    providers: () => this.#core?.providers ?? [],
    pick: (provider) => this.#pick(provider),
  });

  readonly #picker = new EmbeddedPickerController(this, {
    fresh: () => this.#core?.freshProviders(),
    brand: () => this.#core?.brand,
    styles: tfSigninStyles,
    extraSheets: () => (this.#customSheet ? [this.#customSheet] : []),
    pick: (provider) => this.#pick(provider),
    seeAll: () => this.login(),
    gaveUp: () => emit(this, 'tf:signinwarning', { message: 'The provider list is not ready: the embedded picker is not shown', id: 'selectProviderNew' }),
  });

  constructor() {
    super();
    this.locale = 'en_US';
    this.dev = false;
    this.collapsibleFaq = false;
    this._open = false;
  }

  /** CONTRACT §6: `{isLoggedIn, provider, via}`, as the core knows it. */
  get status(): SigninStatus {
    return this.#core?.status ?? SIGNED_OUT;
  }

  /** The 24-hour free pass as the core knows it (issue 16): a page shows a running pass's end (`expiresAt`). */
  get freePass(): FreePassInfo | undefined {
    return this.#core?.freePass;
  }

  /** The screen shown (reflected as the `screen` attribute). */
  get screen(): SigninScreen | undefined {
    if (this._open && this._screen) return this._screen;
    return this.#picker.shown ? 'selectProviderNew' : undefined;
  }

  /** Starts a sign-in: the core answers with the provider list, the login frame, or an error. */
  login(): void {
    this.#loginPending = true;
    this.#core?.login();
  }

  logout(): void {
    this.#core?.logout();
  }

  /** Opens the overlay: signOut for a signed-in viewer, else a sign-in. */
  open(): void {
    if (this.status.isLoggedIn) this.#show('signOut');
    else this.login();
  }

  /** Closes the overlay; a sign-in in progress is canceled. */
  close(): void {
    if (this.#loginPending) {
      this.#loginPending = false;
      this.#core?.cancelLogin();
    }
    this._open = false;
  }

  /** Draws the embedded picker (selectProviderNew) into `container` once the provider list is fresh. */
  showPicker(container: HTMLElement): void {
    if (!(container instanceof HTMLElement)) return;
    this.#picker.show(container);
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#core) this.#connectCore();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move in the document (disconnected, then connected again at once) keeps the core and the viewer's sign-in.
    queueMicrotask(() => {
      if (!this.isConnected) this.#disconnectCore();
    });
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot) this.#baseSheets = [...root.adoptedStyleSheets];
    return root;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('customCSS')) this.#applyCustomCss();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.#initialized && this.#core && this.isConnected) {
      this.#initialized = true;
      this.#core.init(this.#initParams());
    }
    const screen = this.screen;
    if (screen) this.setAttribute('screen', screen);
    else this.removeAttribute('screen');
    if (changed.has('_open') || changed.has('_screen')) {
      if (this._open) this.#dialog.show();
      else this.#dialog.hide();
    }
  }

  #initParams(): SigninInit {
    return {
      requestor: this.requestor ?? '',
      resource: this.resource ?? '',
      brand: this.brand ?? '',
      locale: this.locale || DEFAULT_LOCALE,
      serviceBase: this.serviceBase ?? '',
      entitlementSrc: this.entitlementSrc ?? '',
      dev: this.dev,
      ...(this.customCSS ? { customCSS: this.customCSS } : {}),
    };
  }

  #connectCore(): void {
    this.#reporter = lazyReporter(() => (this.reportingSrc ? { collectorUrl: this.reportingSrc, init: this.#initParams() } : undefined));
    const core = (this.constructor as typeof TfSignin).createCore(this.#reporter);
    this.#core = core;
    this.#initialized = false;
    core.setFrameHost(() => frameHost(this));
    const on = <K extends keyof SigninCoreEvents>(type: K, listener: (detail: SigninCoreEvents[K]) => void) =>
      this.#subscriptions.push(core.on(type, listener));
    on('load', (detail) => {
      this.requestUpdate();
      emit(this, 'tf:signinload', detail);
    });
    on('status', (status) => {
      this.requestUpdate();
      this.#picker.refresh();
      emit(this, 'tf:signinstatus', status);
    });
    on('error', (error) => this.#onError(error));
    on('warning', (warning) => emit(this, 'tf:signinwarning', warning));
    on('pickProvider', () => {
      this.#loginPending = true;
      this.#search.reset();
      this.#show('selectProvider');
    });
    on('loginFrame', (size) => {
      this.#loginPending = true;
      const host = frameHost(this);
      if (host) sizeFrame(host, size);
      this.#show('iframeWrapper');
    });
    on('busy', (busy) => this.#onBusy(busy));
    on('signedIn', () => {
      this.#loginPending = false;
      if (this.#core?.brand?.successScreen) this.#show('successMessage');
      else this._open = false;
    });
    on('signedOut', () => {
      this.#loginPending = false;
      this._open = false;
    });
  }

  #disconnectCore(): void {
    for (const unsubscribe of this.#subscriptions.splice(0)) unsubscribe();
    this.#core?.destroy();
    this.#core = undefined;
    this.#reporter?.destroy();
    this.#reporter = undefined;
    this.#initialized = false;
    this.#loginPending = false;
    this.#picker.remove();
  }

  #onError(error: SigninError): void {
    this.#error = error;
    emit(this, 'tf:signinerror', { code: error.code, message: error.message, id: error.id });
    // An error the viewer is waiting on is shown; one found while nobody asked (at load) is only reported.
    if (this._open || this.#loginPending) {
      this.#loginPending = false;
      this.#show('error');
    }
  }

  #onBusy(busy: boolean): void {
    if (busy) {
      if (this.#core?.brand?.waitScreen === false) return;
      if (this._open || this.#loginPending) this.#show('pleaseWait');
    } else if (this._open && this._screen === 'pleaseWait') {
      // The work ended without another screen to show (the next event, if any, opens one).
      this._open = false;
    }
  }

  #show(screen: SigninScreen): void {
    if (!overlayHas(screen)) return;
    // Leaving the login frame for the list: the frame's sign-in is canceled, a new pick starts another.
    if (this._open && this._screen === 'iframeWrapper' && screen === 'selectProvider') this.#core?.cancelLogin();
    if (screen === 'selectProvider' && this._screen !== 'selectProvider') this.#search.reset();
    this._screen = screen;
    this._open = true;
  }

  #pick(provider: Provider): void {
    this.#loginPending = true;
    this.#core?.selectProvider(provider.id);
  }

  #applyCustomCss(): void {
    const text = this.customCSS;
    this.#customSheet = customSheet(text);
    if (text && text.trim() && !this.#customSheet) {
      emit(this, 'tf:signinwarning', { message: 'customCSS could not be parsed and is ignored', id: 'customCSS' });
    }
    const root = this.shadowRoot;
    if (root) root.adoptedStyleSheets = [...this.#baseSheets, ...(this.#customSheet ? [this.#customSheet] : [])];
    this.#picker.refresh();
  }

  #context(): ScreenContext {
    return {
      providers: this.#core?.providers ?? [],
      brand: this.#core?.brand,
      status: this.status,
      error: this.#error,
      search: this.#search,
      collapsibleFaq: this.collapsibleFaq,
      go: (screen) => this.#show(screen),
      pick: (provider) => this.#pick(provider),
      logout: () => this.logout(),
      watch: () => {
        this._open = false;
      },
    };
  }

  protected override render() {
    const view = this._open && this._screen ? screenView(this._screen, this.#context(), () => this.close()) : undefined;
    return dialogChrome(view, {
      back: (screen) => this.#show(screen),
      close: () => this.close(),
      cancel: this.#dialog.onCancel,
      closed: this.#dialog.onClose,
    });
  }
}
