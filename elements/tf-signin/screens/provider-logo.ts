/**
 * A provider's logo, from the URLs of the allowed list. They come from a
 * service answer: only http(s) URLs (a relative one is read against the
 * page, so it stays on its origin) ever reach `src`; any other scheme is
 * dropped and the provider's name is shown as text instead. The name is
 * always bound as text or `alt`, never parsed as HTML.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Provider } from '../../../runtime/tve/signin/index.js';
import { httpUrl } from '../../../runtime/util/url.js';

/** Which of the list's logos each place uses, best first. */
const ORDER = {
  picker: ['pickerLogoUrl', 'defaultLogoUrl', 'cobrandingLogoUrl'],
  cobranding: ['cobrandingLogoUrl', 'defaultLogoUrl', 'pickerLogoUrl'],
  logout: ['logoutLogoUrl', 'cobrandingLogoUrl', 'defaultLogoUrl', 'pickerLogoUrl'],
} as const;

export type LogoKind = keyof typeof ORDER;

/** The first usable logo URL of `provider` for `kind`, or undefined. */
export function logoUrl(provider: Provider, kind: LogoKind, base = document.baseURI): string | undefined {
  for (const key of ORDER[kind]) {
    const url = httpUrl(provider[key], base);
    if (url) return url.href;
  }
  return undefined;
}

/** The logo as an image named by the provider, or the name as text when it has no usable logo. */
export function providerLogo(provider: Provider, kind: LogoKind): TemplateResult {
  const src = logoUrl(provider, kind);
  return src
    ? html`<img part="logo-image" class="logo-image" src=${src} alt=${provider.displayName} loading="lazy" decoding="async" />`
    : html`<span class="logo-name">${provider.displayName}</span>`;
}

/** `provider`'s logo, or nothing without a provider. */
export function maybeLogo(provider: Provider | null | undefined, kind: LogoKind): TemplateResult | typeof nothing {
  return provider ? providerLogo(provider, kind) : nothing;
}
