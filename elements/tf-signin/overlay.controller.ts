/**
 * Which screen the overlay shows, and when: the core's events
 * become screens here, for every access route, and the dialog
 * (DialogController) opens, moves focus or closes after the element drew
 * the change.
 *
 * - The provider's sign-in: pickProvider → selectProvider, loginFrame →
 *   iframeWrapper; the special preview's: previewLogin → elvisLogin,
 *   identityForm → vipLogin, previewOver → elvisEnded / elvisTerminated.
 * - A sign-in of this session → the route's success screen (fpSuccess;
 *   elvisSuccess or successMessage when the brand asks for it), else the
 *   overlay closes; one nobody waited on (house-based access at load)
 *   opens nothing.
 * - Errors and waits show only while the viewer is waiting on the overlay;
 *   closing it in the middle of a sign-in cancels that sign-in.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Provider, SigninCore, SigninCoreEvents, SigninError, SigninScreen } from '../../runtime/tve/signin/index.js';
import { DialogController } from './dialog.controller.js';
import { sizeFrame } from './login-frame.js';
import { loginScreen, overlayHas, previewOverScreen, successScreen } from './screens/index.js';

export interface OverlayOptions {
  dialog(): HTMLDialogElement | null | undefined;
  /** The element's light-DOM box of the login frame and the identity's forms. */
  frameHost(): HTMLElement | undefined;
  /** The list is shown anew: its search starts empty. */
  resetSearch(): void;
  /** Every error the core reports (the element emits it). */
  error(error: SigninError): void;
}

/**
 * The overlay's state is written here only: the element reads it and asks
 * for the transitions (`show`, `close`, `awaitLogin`, `forgetLogin`).
 */
export class OverlayController implements ReactiveController {
  #open = false;
  #screen: SigninScreen | undefined;
  #loginPending = false;
  #error: SigninError | undefined;
  #previewProvider: Provider | undefined;
  #identityReset = false;
  #core: SigninCore | undefined;
  /** open or screen changed since the dialog last followed. */
  #moved = false;
  readonly #host: ReactiveControllerHost;
  readonly #options: OverlayOptions;
  readonly #dialog: DialogController;

  constructor(host: ReactiveControllerHost, options: OverlayOptions) {
    this.#host = host;
    this.#options = options;
    this.#dialog = new DialogController(host, { dialog: options.dialog, dismiss: () => this.close() });
    host.addController(this);
  }

  get open(): boolean {
    return this.#open;
  }

  get screen(): SigninScreen | undefined {
    return this.#screen;
  }

  /** A sign-in of the viewer's is under way: closing the overlay cancels it. */
  get loginPending(): boolean {
    return this.#loginPending;
  }

  /** The error the error screen shows. */
  get error(): SigninError | undefined {
    return this.#error;
  }

  /** The special provider previewLogin named (the core's preview may not know it before the setup). */
  get previewProvider(): Provider | undefined {
    return this.#previewProvider;
  }

  /** vipLogin shows the identity's password reset. */
  get identityReset(): boolean {
    return this.#identityReset;
  }

  /** The viewer started a sign-in (login, a provider picked, the free pass): its answers open the overlay. */
  awaitLogin(): void {
    this.#loginPending = true;
  }

  /** The core is gone (the element removed for good): no sign-in is awaited any more. */
  forgetLogin(): void {
    this.#loginPending = false;
  }

  get onCancel() {
    return this.#dialog.onCancel;
  }

  get onClose() {
    return this.#dialog.onClose;
  }

  get onKeydown() {
    return this.#dialog.onKeydown;
  }

  /** Shows `screen` (if the overlay has it), opening the overlay. */
  show(screen: SigninScreen): void {
    if (!overlayHas(screen)) return;
    // Leaving a sign-in under way for the list: it is canceled, a new pick starts another.
    if (this.#open && loginScreen(this.#screen) && screen === 'selectProvider') this.#core?.cancelLogin();
    if (screen === 'selectProvider' && this.#screen !== 'selectProvider') this.#options.resetSearch();
    this.#screen = screen;
    this.#set(true);
  }

  /** Closes the overlay; a sign-in in progress is canceled. */
  close(): void {
    if (this.#loginPending) {
      this.#loginPending = false;
      this.#core?.cancelLogin();
    }
    this.#set(false);
  }

  /** Follows `core`'s events; returns the unsubscriptions. */
  subscribe(core: SigninCore): (() => void)[] {
    this.#core = core;
    const wait = () => this.awaitLogin();
    const on = <K extends keyof SigninCoreEvents>(type: K, listener: (detail: SigninCoreEvents[K]) => void) => core.on(type, listener);
    return [
      on('error', (error) => this.#failed(error)),
      on('pickProvider', () => {
        wait();
        this.#options.resetSearch();
        this.show('selectProvider');
      }),
      on('loginFrame', (size) => {
        wait();
        const host = this.#options.frameHost();
        if (host) sizeFrame(host, size);
        this.show('iframeWrapper');
      }),
      on('busy', (busy) => this.#busy(busy)),
      on('signedIn', ({ via }) => {
        if (!this.#open && !this.#loginPending) return;
        this.#loginPending = false;
        const next = successScreen(via, core.brand);
        if (next) this.show(next);
        else this.#set(false);
      }),
      on('signedOut', () => {
        this.#loginPending = false;
        // The special preview's end signs out too, under the screen that says so.
        if (!previewOverScreen(this.#screen)) this.#set(false);
      }),
      on('previewLogin', ({ provider }) => {
        wait();
        this.#previewProvider = provider;
        this.show('elvisLogin');
      }),
      on('identityForm', ({ purpose }) => {
        wait();
        this.#identityReset = purpose === 'reset';
        // The identity's form takes the height it needs, not the one the provider's frame asked for.
        this.#options.frameHost()?.style.removeProperty('height');
        this.show('vipLogin');
      }),
      on('previewOver', ({ screen }) => {
        this.#loginPending = false;
        this.show(screen);
      }),
    ];
  }

  hostUpdated(): void {
    if (!this.#moved) return;
    this.#moved = false;
    if (this.#open) this.#dialog.show();
    else this.#dialog.hide();
  }

  #set(open: boolean): void {
    // Closing a closed overlay is nothing (the dialog's own close event comes back as a dismissal).
    if (!open && !this.#open) return;
    this.#open = open;
    this.#moved = true;
    this.#host.requestUpdate();
  }

  #failed(error: SigninError): void {
    this.#error = error;
    this.#options.error(error);
    // An error the viewer is waiting on is shown; one found while nobody asked (at load) is only reported.
    if (this.#open || this.#loginPending) {
      this.#loginPending = false;
      this.show('error');
    }
  }

  #busy(busy: boolean): void {
    if (busy) {
      if (this.#core?.brand?.waitScreen === false) return;
      if (this.#open || this.#loginPending) this.show('pleaseWait');
    } else if (this.#open && this.#screen === 'pleaseWait') {
      // The work ended without another screen to show (the next event, if any, opens one).
      this.#set(false);
    }
  }
}
