/**
 * selectProviderNew: the embedded picker `showPicker(container)`
 * draws into a page element: the primary providers as logos (at most 12)
 * and 'see all providers', which opens the overlay's full list.
 */
import { html } from 'lit';
import type { BrandOptions, Provider } from '../../../runtime/tve/signin/index.js';
import { primaryProviders } from '../provider-filter.js';
import { logoGrid } from './select-provider.js';

export interface PickerContext {
  providers: readonly Provider[];
  brand: BrandOptions | undefined;
  pick(provider: Provider): void;
  seeAll(): void;
}

export function selectProviderNew(ctx: PickerContext) {
  return html`<section part="picker" class="picker" aria-labelledby="picker-title">
    <h2 id="picker-title" class="picker-title">Select your TV provider</h2>
    ${logoGrid(primaryProviders(ctx.providers, ctx.brand?.primaryList), ctx.pick)}
    <button type="button" part="button" class="button secondary" data-tf-track="TVE: See All Providers" @click=${ctx.seeAll}>see all providers</button>
  </section>`;
}
