/**
 * What a screen of the overlay is drawn from, and what it returns to the
 * dialog frame (tf-signin.component.ts draws the header with the title, the
 * back and close buttons, and the screen's body under it).
 */
import type { TemplateResult } from 'lit';
import type {
  BrandOptions,
  FreePassInfo,
  IdentityMethod,
  PreviewInfo,
  Provider,
  SigninError,
  SigninScreen,
  SigninStatus,
} from '../../../runtime/tve/signin/index.js';
import type { ProviderSearchController } from '../provider-search.controller.js';

export interface ScreenContext {
  readonly providers: readonly Provider[];
  readonly brand: BrandOptions | undefined;
  readonly status: SigninStatus;
  /** The error the error screen shows. */
  readonly error: SigninError | undefined;
  readonly search: ProviderSearchController;
  /** The FAQ of learnMore as collapsible sections (the element's `collapsible-faq`). */
  readonly collapsibleFaq: boolean;
  /** The free pass as the core knows it (dontSeeUrMvpd's offer). */
  readonly freePass: FreePassInfo;
  /** The special preview as the core knows it. */
  readonly preview: PreviewInfo;
  /** vipLogin shows the identity's password reset (the `resetToken` parameter), not its mail sign-in. */
  readonly identityReset: boolean;
  /** Whole seconds left on a running free pass (the countdown of fpSuccess and fpSignOut). */
  readonly secondsLeft: number;
  /** Shows another screen of the overlay. */
  go(screen: SigninScreen): void;
  /** The viewer chose a provider. */
  pick(provider: Provider): void;
  logout(): void;
  /** Watch Now: the overlay closes, the viewer goes on to the video. */
  watch(): void;
  /** dontSeeUrMvpd's offer: starts the 24-hour free pass. */
  startFreePass(): void;
  /** elvisLogin's choice of identity sign-in. */
  previewSignIn(method: IdentityMethod): void;
}

export interface ScreenView {
  /** The dialog's heading and accessible name. */
  title: string;
  body: TemplateResult;
  /** Where the back button leads; no back button when absent. */
  back?: SigninScreen;
  /** A screen the viewer waits on (pleaseWait): busy for assistive technology. */
  busy?: boolean;
}
