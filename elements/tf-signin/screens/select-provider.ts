/**
 * selectProvider: the three steps, the primary providers as
 * logos, the searchable list (ProviderSearchController: a combobox with a
 * listbox popup), 'View all providers' and "Don't see Your Provider?".
 */
import { html, nothing } from 'lit';
import type { Provider } from '../../../runtime/tve/signin/index.js';
import { primaryProviders } from '../provider-filter.js';
import type { ScreenContext, ScreenView } from './context.js';
import { providerLogo } from './provider-logo.js';

const STEPS = ['Select provider', 'Sign in', 'Watch'];

export function steps(current: number) {
  return html`<ol part="steps" class="steps" aria-label="Steps">
    ${STEPS.map((name, i) => html`<li class="step" aria-current=${i === current ? 'step' : 'false'}><span class="step-number" aria-hidden="true">${i + 1}</span> ${name}</li>`)}
  </ol>`;
}

/** The logo buttons: each named by its provider (the image's alt, or the name as text). */
export function logoGrid(providers: readonly Provider[], pick: (provider: Provider) => void) {
  if (providers.length === 0) return nothing;
  return html`<ul part="logos" class="logos" aria-label="Popular providers">
    ${providers.map((provider) => html`<li><button type="button" part="logo" class="logo" data-provider=${provider.id}
      data-tf-track="TVE: Provider Logo" @click=${() => pick(provider)}>${providerLogo(provider, 'picker')}</button></li>`)}
  </ul>`;
}

function listbox(ctx: ScreenContext) {
  const { search } = ctx;
  if (!search.expanded) return nothing;
  const rows = search.results;
  return html`<ul part="listbox" class="listbox" id="providers" role="listbox" aria-label="TV providers">
    ${rows.map((provider, i) => html`<li part=${i === search.active ? 'option option-active' : 'option'} class="option" role="option"
      id=${`provider-${i}`} aria-selected=${i === search.active ? 'true' : 'false'} data-provider=${provider.id}
      @click=${() => ctx.pick(provider)} @pointermove=${() => search.highlight(i)}>${provider.displayName}</li>`)}
  </ul>`;
}

export function selectProvider(ctx: ScreenContext): ScreenView {
  const { search } = ctx;
  // The button goes once the list shows: focus moves to the search box, where the arrows walk the list.
  const showAll = (event: Event) => {
    search.showAll();
    ((event.currentTarget as Element).getRootNode() as ShadowRoot).getElementById('search')?.focus();
  };
  const count = search.results.length;
  const announcement = !search.expanded ? '' : count === 0 ? 'No providers found' : count === 1 ? '1 provider found' : `${count} providers found`;
  const active = search.active >= 0 ? `provider-${search.active}` : undefined;
  return {
    title: 'Sign in with your TV provider',
    body: html`${steps(0)}
      <p class="lead">Choose your TV provider to watch full episodes. <button type="button" part="link" class="link"
        data-tf-track="TVE: Learn More" @click=${() => ctx.go('learnMore')}>Learn more</button></p>
      ${search.expanded ? nothing : logoGrid(primaryProviders(ctx.providers, ctx.brand?.primaryList), ctx.pick)}
      <div class="search" part="search">
        <label for="search">Search for your provider</label>
        <input id="search" part="search-input" type="text" role="combobox" autocomplete="off" spellcheck="false" data-autofocus
          aria-autocomplete="list" aria-controls="providers" aria-expanded=${search.expanded ? 'true' : 'false'}
          aria-activedescendant=${active ?? nothing} .value=${search.query} @input=${search.onInput} @keydown=${search.onKeyDown} />
        ${listbox(ctx)}
        <p class="visually-hidden" role="status">${announcement}</p>
      </div>
      <div class="actions">
        ${search.showingAll ? nothing : html`<button type="button" part="button" class="button secondary" data-tf-track="TVE: View All Providers"
          @click=${showAll}>View all providers</button>`}
        <button type="button" part="link" class="link" data-tf-track="TVE: Don't See Your Provider"
          @click=${() => ctx.go('dontSeeUrMvpd')}>Don't see Your Provider?</button>
      </div>`,
  };
}
