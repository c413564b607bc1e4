import { LitElement, type PropertyValues } from 'lit';
import { emit } from '../../runtime/events.js';
import type {
  FreePassInfo,
  IdentityMethod,
  PreviewInfo,
  Provider,
  SigninCore,
  SigninCoreEvents,
  SigninInit,
  SigninReporter,
  SigninScreen,
  SigninStatus,
} from '../../runtime/tve/signin/index.js';
import { createCore, lazyReporter } from './create-core.js';
import { CountdownController } from './countdown.controller.js';
import { customSheet } from './custom-css.js';
import { EmbeddedPickerController } from './embedded-picker.controller.js';
import { frameHost } from './login-frame.js';
import { OverlayController } from './overlay.controller.js';
import { ProviderSearchController } from './provider-search.controller.js';
import { dialogChrome } from './screens/chrome.js';
import type { ScreenContext } from './screens/context.js';
import { screenView, signedInScreen } from './screens/index.js';
import { whenRemovedForGood } from '../shared/removal.js';
import { tfSigninStyles } from './tf-signin.styles.js';
import './tf-signin.events.js';

const SIGNED_OUT: SigninStatus = Object.freeze({ isLoggedIn: false, provider: null, via: null });
const DEFAULT_LOCALE = 'en_US';
const NO_PASS: FreePassInfo = Object.freeze({ state: 'unavailable', duration: 0 });
const NO_PREVIEW: PreviewInfo = Object.freeze({ state: 'none', social: true, terminatedMessage: false });

/**
 * The TV-provider sign-in. The sign-in core
 * (runtime/tve/signin/) owns every rule: init validation, the provider list,
 * the entitlement library, tokens and errors. This element draws what the
 * core asks for and hands it the viewer's choices: the overlay is a modal
 * `<dialog>` showing one screen at a time, and `showPicker(container)` draws
 * the embedded picker into a page element.
 *
 * The core is initialized once, with the attributes as they are at the first
 * update after the element is connected (a React wrapper sets its props by
 * then); later changes are not a second init.
 *
 * @attr requestor - the requestor id (required: 'Wrong RequestorID/ResourceID' without it)
 * @attr resource - the resource id (required)
 * @attr brand - the brand whose options are loaded
 * @attr locale - default `en_US`; any other locale takes the international flow
 * @attr service-base - base URL of the TV-everywhere services
 * @attr entitlement-src - URL of the entitlement library script
 * @attr identity-src - URL of the identity adapter module of the special preview (an ES module whose default export is an `IdentityFactory`); none: no social or mail sign-in
 * @attr dev - development hosts
 * @attr reporting-src - URL of the reporting collector (reporting beacons, topic added as a query parameter); none: nothing is reported. Beacons go only with consent
 * @attr custom-css - CSS text for the overlay and the picker, adopted as a stylesheet (ignored when nothing in it parses)
 * @attr collapsible-faq - the learnMore FAQ as collapsible sections
 * @attr screen - the screen shown (its screen name, reflected; read only): an overlay screen, or `selectProviderNew` for the embedded picker alone
 * @slot frame - holds the provider's login frame and the identity's forms (the element adds it; do not fill it)
 * @slot social - the brand's social links elvisEnded offers (`<a slot="social" href="…">Facebook</a>`)
 * @fires tf:signinload - the provider list is ready and the configuration received (componentLoaded); detail `{providers, brand}`
 * @fires tf:signinstatus - the viewer's status, first known and on every change; detail `{isLoggedIn, provider, via}`
 * @fires tf:signinerror - an error of the sign-in error catalogue; detail `{code, message, id}`
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
 * @csspart countdown - the free pass's time left (fpSuccess, fpSignOut)
 * @csspart social - the group of social links on elvisEnded
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
// Past 300 lines with the tags above, which the element manifest and the
// React wrapper are generated from; the behaviours are in controllers.
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
    identitySrc: { type: String, attribute: 'identity-src' },
    reportingSrc: { type: String, attribute: 'reporting-src' },
    dev: { type: Boolean },
    customCSS: { type: String, attribute: 'custom-css' },
    collapsibleFaq: { type: Boolean, attribute: 'collapsible-faq' },
  };

  declare requestor: string | undefined;
  declare resource: string | undefined;
  declare brand: string | undefined;
  declare locale: string;
  declare serviceBase: string | undefined;
  declare entitlementSrc: string | undefined;
  declare identitySrc: string | undefined;
  declare reportingSrc: string | undefined;
  declare dev: boolean;
  declare customCSS: string | undefined;
  declare collapsibleFaq: boolean;

  #core: SigninCore | undefined;
  #reporter: (SigninReporter & { destroy(): void }) | undefined;
  #subscriptions: (() => void)[] = [];
  #initialized = false;
  #customSheet: CSSStyleSheet | undefined;
  #baseSheets: CSSStyleSheet[] = [];

  readonly #overlay = new OverlayController(this, {
    dialog: () => this.renderRoot?.querySelector?.('dialog'),
    frameHost: () => frameHost(this),
    resetSearch: () => this.#search.reset(),
    error: (error) => emit(this, 'tf:signinerror', { code: error.code, message: error.message, id: error.id }),
  });

  readonly #search = new ProviderSearchController(this, {
    providers: () => this.#core?.providers ?? [],
    pick: (provider) => this.#pick(provider),
  });

  readonly #countdown = new CountdownController(this, {
    pass: () => this.#core?.freePass ?? NO_PASS,
    shown: () => this.#overlay.open && (this.#overlay.screen === 'fpSuccess' || this.#overlay.screen === 'fpSignOut'),
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
  }

  /** `{isLoggedIn, provider, via}`, as the core knows it. */
  get status(): SigninStatus {
    return this.#core?.status ?? SIGNED_OUT;
  }

  /**
   * Whether the provider list and the brand's configuration have arrived
   * (`tf:signinload` has fired): a shell created after that event reads
   * this instead of waiting for it.
   */
  get loaded(): boolean {
    return this.#core?.state === 'loaded';
  }

  /** The 24-hour free pass as the core knows it (issue 16): a page shows a running pass's end (`expiresAt`). */
  get freePass(): FreePassInfo | undefined {
    return this.#core?.freePass;
  }

  /** The screen shown (reflected as the `screen` attribute). */
  get screen(): SigninScreen | undefined {
    if (this.#overlay.open && this.#overlay.screen) return this.#overlay.screen;
    return this.#picker.shown ? 'selectProviderNew' : undefined;
  }

  /** Starts a sign-in: the core answers with the provider list, the login frame, or an error. */
  login(): void {
    this.#overlay.awaitLogin();
    this.#core?.login();
  }

  logout(): void {
    this.#core?.logout();
  }

  /** Opens the overlay: the signed-in screen of the viewer's access (signOut, fpSignOut, elvisSignOut), else a sign-in. */
  open(): void {
    if (this.status.isLoggedIn) this.#overlay.show(signedInScreen(this.status.via));
    else this.login();
  }

  /** Closes the overlay; a sign-in in progress is canceled. */
  close(): void {
    this.#overlay.close();
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
    whenRemovedForGood(this, () => this.#disconnectCore());
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot) this.#baseSheets = [...root.adoptedStyleSheets];
    return root;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('customCSS')) this.#applyCustomCss();
  }

  protected override updated(): void {
    if (!this.#initialized && this.#core && this.isConnected) {
      this.#initialized = true;
      this.#core.init(this.#initParams());
    }
    const screen = this.screen;
    if (screen) this.setAttribute('screen', screen);
    else this.removeAttribute('screen');
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
      ...(this.identitySrc ? { identitySrc: this.identitySrc } : {}),
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
    on('warning', (warning) => emit(this, 'tf:signinwarning', warning));
    // The pass and the preview change what dontSeeUrMvpd offers and what the countdown reads.
    on('freePass', () => this.requestUpdate());
    on('preview', () => this.requestUpdate());
    this.#subscriptions.push(...this.#overlay.subscribe(core));
  }

  #disconnectCore(): void {
    for (const unsubscribe of this.#subscriptions.splice(0)) unsubscribe();
    this.#core?.destroy();
    this.#core = undefined;
    this.#reporter?.destroy();
    this.#reporter = undefined;
    this.#initialized = false;
    this.#overlay.forgetLogin();
    this.#picker.remove();
  }

  #pick(provider: Provider): void {
    this.#overlay.awaitLogin();
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
    const core = this.#core;
    const overlay = this.#overlay;
    return {
      providers: core?.providers ?? [],
      brand: core?.brand,
      status: this.status,
      error: overlay.error,
      search: this.#search,
      collapsibleFaq: this.collapsibleFaq,
      freePass: core?.freePass ?? NO_PASS,
      preview: { ...(core?.preview ?? NO_PREVIEW), provider: core?.preview.provider ?? overlay.previewProvider },
      identityReset: overlay.identityReset,
      secondsLeft: this.#countdown.seconds,
      go: (screen) => overlay.show(screen),
      pick: (provider) => this.#pick(provider),
      logout: () => this.logout(),
      // Watch: the sign-in is over (no cancel), the viewer goes on to the video.
      watch: () => overlay.close(),
      startFreePass: () => {
        overlay.awaitLogin();
        core?.startFreePass();
      },
      previewSignIn: (method: IdentityMethod) => core?.previewSignIn(method),
    };
  }

  protected override render() {
    const { open, screen } = this.#overlay;
    const view = open && screen ? screenView(screen, this.#context(), () => this.close()) : undefined;
    return dialogChrome(view, {
      back: (to) => this.#overlay.show(to),
      close: () => this.close(),
      cancel: this.#overlay.onCancel,
      keydown: this.#overlay.onKeydown,
      closed: this.#overlay.onClose,
    });
  }
}
