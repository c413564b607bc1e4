/**
 * The overlay's screens (spec 001 §2) by name. The special-preview, identity
 * and free-pass screens (elvis*, vipLogin, fp*) come with issue 16; the
 * embedded picker (selectProviderNew) is drawn into the page's container,
 * never in the overlay. The overlay does not open for a screen it cannot draw.
 */
import type { SigninScreen } from '../../../runtime/tve/signin/types.js';
import type { ScreenContext, ScreenView } from './context.js';
import { dontSeeUrMvpd } from './dont-see.js';
import { errorScreen } from './error.js';
import { iframeWrapper } from './iframe-wrapper.js';
import { learnMore } from './learn-more.js';
import { pleaseWait } from './please-wait.js';
import { selectProvider } from './select-provider.js';
import { signOut, successMessage } from './success.js';

type Draw = (ctx: ScreenContext, close: () => void) => ScreenView;

const SCREENS: Partial<Record<SigninScreen, Draw>> = {
  selectProvider,
  dontSeeUrMvpd,
  successMessage,
  signOut,
  error: errorScreen,
  learnMore,
  pleaseWait,
  iframeWrapper,
};

/** The overlay has this screen. */
export function overlayHas(screen: SigninScreen): boolean {
  return Object.hasOwn(SCREENS, screen);
}

export function screenView(screen: SigninScreen, ctx: ScreenContext, close: () => void): ScreenView | undefined {
  return SCREENS[screen]?.(ctx, close);
}
