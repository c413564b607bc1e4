/**
 * Small fakes of the seams passes.ts composes (runtime/tve/signin/pass-types.ts):
 * a `SpecialPreview` a test drives through the `PreviewHooks` it was given,
 * and an `IdentityGate` whose `sessionWithin` answers after the time asked
 * (on the page's timers, so fake timers hold it). Not helper B's modules:
 * these decide nothing, they record calls and let a test play the route.
 */
import type { IdentityGate, PreviewHooks, SpecialPreview } from '../../runtime/tve/signin/pass-types.js';
import type { IdentitySession, PreviewInfo, Provider } from '../../runtime/tve/signin/index.js';

export class FakePreview implements SpecialPreview {
  info: PreviewInfo = { state: 'none', social: true, terminatedMessage: false };
  loginActive = false;
  readonly calls: string[] = [];
  /** What `restore` resolves with (and the state it leaves). */
  restoreTo: PreviewInfo | undefined;
  constructor(readonly hooks: PreviewHooks) {}
  get active(): boolean {
    return this.info.state === 'active';
  }
  /** Plays a sign-in or restore that ends active for `provider`. */
  activate(provider: Provider, login: boolean): void {
    this.loginActive = false;
    this.info = { ...this.info, state: 'active', provider, duration: 3600 };
    this.hooks.changed(this.info);
    this.hooks.activated(login);
  }
  restore(): Promise<boolean> {
    this.calls.push('restore');
    if (this.restoreTo) this.info = this.restoreTo;
    return Promise.resolve(this.active);
  }
  begin(provider: Provider): void {
    this.calls.push(`begin(${provider.id})`);
    this.loginActive = true;
    this.hooks.needsLogin(provider);
  }
  signIn(method: string): void {
    this.calls.push(`signIn(${method})`);
  }
  resetPassword(token: string): void {
    this.calls.push(`resetPassword(${token})`);
    this.hooks.identityForm('reset');
  }
  cancel(): void {
    this.calls.push('cancel');
    this.loginActive = false;
  }
  signOut(): void {
    this.calls.push('signOut');
    this.info = { ...this.info, state: 'none' };
  }
  clear(): void {
    this.calls.push('clear');
    this.info = { ...this.info, state: 'none' };
  }
  destroy(): void {
    this.calls.push('destroy');
  }
}

export function fakeIdentityGate(session: () => IdentitySession | null, configured = true): IdentityGate & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    configured,
    ready: () => Promise.resolve(undefined),
    sessionWithin(ms) {
      asked.push(ms);
      return new Promise((resolve) => void setTimeout(() => resolve(session()), ms));
    },
  };
}
