/**
 * The overlay's screens by name, and which one follows a
 * sign-in or greets a signed-in viewer for each access route. The embedded
 * picker (selectProviderNew) is drawn into the page's container, never in
 * the overlay. The overlay does not open for a screen it cannot draw.
 */
import type { BrandOptions, SigninScreen, SigninVia } from '../../../runtime/tve/signin/index.js';
import type { ScreenContext, ScreenView } from './context.js';
import { dontSeeUrMvpd } from './dont-see.js';
import { errorScreen } from './error.js';
import { fpSignOut, fpSuccess } from './free-pass.js';
import { iframeWrapper, vipLogin } from './iframe-wrapper.js';
import { learnMore } from './learn-more.js';
import { pleaseWait } from './please-wait.js';
import { elvisEnded, elvisLogin, elvisSignOut, elvisSuccess, elvisTerminated } from './preview.js';
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
  elvisLogin,
  elvisSuccess,
  elvisSignOut,
  elvisEnded,
  elvisTerminated,
  vipLogin,
  fpSuccess,
  fpSignOut,
};

/** The overlay has this screen. */
export function overlayHas(screen: SigninScreen): boolean {
  return Object.hasOwn(SCREENS, screen);
}

export function screenView(screen: SigninScreen, ctx: ScreenContext, close: () => void): ScreenView | undefined {
  return SCREENS[screen]?.(ctx, close);
}

/** Screens of a sign-in under way (a third party's, or the choice of identity): leaving them for the list cancels it. */
export const loginScreen = (screen: SigninScreen | undefined) => screen === 'iframeWrapper' || screen === 'elvisLogin' || screen === 'vipLogin';

/** Screens telling a signed-out viewer that the special preview is over: the sign-out that comes with them does not close them. */
export const previewOverScreen = (screen: SigninScreen | undefined) => screen === 'elvisEnded' || screen === 'elvisTerminated';

/** What open() shows a viewer signed in `via`. */
export const signedInScreen = (via: SigninVia | null): SigninScreen => (via === '24h' ? 'fpSignOut' : via === 'vipElvis' ? 'elvisSignOut' : 'signOut');

/** What follows a sign-in of this session `via`; undefined: the overlay closes. */
export function successScreen(via: SigninVia | null, brand: BrandOptions | undefined): SigninScreen | undefined {
  if (via === '24h') return 'fpSuccess';
  if (via === 'vipElvis') return brand?.elvisSuccessScreen ? 'elvisSuccess' : undefined;
  return brand?.successScreen ? 'successMessage' : undefined;
}
