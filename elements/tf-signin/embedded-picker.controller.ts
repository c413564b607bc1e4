/**
 * The embedded picker (selectProviderNew): `showPicker(container)`
 * draws the primary logos into a page element. It works only once the
 * core's local copy of the list is fresh: the core is asked every 100 ms,
 * 20 times after a first try, then the picker gives up with a warning.
 *
 * The picker is drawn in a shadow root of its own (on a `<div>` it adds to
 * the container), so the element's styles, custom properties and
 * `customCSS` reach it and the page's rules do not break it.
 */
import { render, type CSSResult, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { BrandOptions, Provider } from '../../runtime/tve/signin/index.js';
import { selectProviderNew } from './screens/select-provider-new.js';

export const PICKER_POLL_MS = 100;
export const PICKER_POLLS = 20;

/** The marker of the `<div>` the picker adds to its container. */
const PICKER_HOST = 'data-tf-signin-picker';

export interface EmbeddedPickerOptions {
  fresh(): readonly Provider[] | undefined;
  brand(): BrandOptions | undefined;
  styles: CSSResult;
  /** Extra sheets (the element's `customCSS`) after the styles. */
  extraSheets(): readonly CSSStyleSheet[];
  pick(provider: Provider): void;
  seeAll(): void;
  /** The list never became fresh. */
  gaveUp(): void;
}

export class EmbeddedPickerController implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #root: ShadowRoot | undefined;
  #providers: readonly Provider[] | undefined;
  readonly #options: EmbeddedPickerOptions;

  constructor(host: ReactiveControllerHost, options: EmbeddedPickerOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** The picker is drawn somewhere. */
  get shown(): boolean {
    return this.#root !== undefined && this.#root.host.isConnected;
  }

  /**
   * Draws the picker into `container` once the list is fresh. A second call
   * moves it to the new container (or redraws it in the same one).
   */
  show(container: HTMLElement): void {
    this.#stop();
    let polls = 0;
    const attempt = () => {
      this.#timer = undefined;
      const providers = this.#options.fresh();
      if (providers) return this.#draw(container, providers);
      if (polls++ < PICKER_POLLS) this.#timer = setTimeout(attempt, PICKER_POLL_MS);
      else this.#options.gaveUp();
    };
    attempt();
  }

  /** Redraws a shown picker (new styles, the viewer signed out). */
  refresh(): void {
    if (this.#root && this.#providers) this.#render(this.#root, this.#providers);
  }

  /** Removes the picker from its container. */
  remove(): void {
    this.#stop();
    this.#root?.host.remove();
    this.#root = undefined;
  }

  #draw(container: HTMLElement, providers: readonly Provider[]): void {
    let host = container.querySelector<HTMLElement>(`:scope > [${PICKER_HOST}]`);
    if (!host) {
      this.#root?.host.remove();
      host = container.ownerDocument.createElement('div');
      host.setAttribute(PICKER_HOST, '');
      container.append(host);
    }
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    this.#root = root;
    this.#providers = providers;
    this.#render(root, providers);
  }

  #render(root: ShadowRoot, providers: readonly Provider[]): void {
    // Adopted sheets only: the page's strict Content Security Policy allows no <style>.
    const base = this.#options.styles.styleSheet;
    root.adoptedStyleSheets = [...(base ? [base] : []), ...this.#options.extraSheets()];
    render(selectProviderNew({ providers, brand: this.#options.brand(), pick: this.#options.pick, seeAll: this.#options.seeAll }), root);
  }

  #stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  hostDisconnected(): void {
    this.#stop();
  }
}
