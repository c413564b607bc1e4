/**
 * The overlay's screens (spec 001 §2) by name. The special-preview, identity
 * and free-pass screens (elvis*, vipLogin, fp*) come with issue 16: until
 * then nothing shows them, and asking for one draws no screen.
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

export function screenView(screen: SigninScreen, ctx: ScreenContext, close: () => void): ScreenView | undefined {
  switch (screen) {
    case 'selectProvider': return selectProvider(ctx);
    case 'dontSeeUrMvpd': return dontSeeUrMvpd(ctx);
    case 'successMessage': return successMessage(ctx);
    case 'signOut': return signOut(ctx);
    case 'error': return errorScreen(ctx, close);
    case 'learnMore': return learnMore(ctx);
    case 'pleaseWait': return pleaseWait();
    case 'iframeWrapper': return iframeWrapper();
    // The embedded picker is drawn into the page's container, never in the overlay.
    case 'selectProviderNew': return undefined;
    default: return undefined;
  }
}
