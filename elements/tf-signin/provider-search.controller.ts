/**
 * The selectProvider screen's search, following the
 * WAI-ARIA combobox pattern with a listbox popup: focus stays in the text
 * box, up and down arrows move the highlight (`aria-activedescendant`),
 * Enter picks the highlighted provider, a click picks any. Matching is the
 * pure `filterProviders`; this controller only keeps what was typed and
 * which row is highlighted.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Provider } from '../../runtime/tve/signin/index.js';
import { byName, filterProviders } from './provider-filter.js';

export interface ProviderSearchOptions {
  providers(): readonly Provider[];
  pick(provider: Provider): void;
}

export class ProviderSearchController implements ReactiveController {
  #query = '';
  #showAll = false;
  #active = -1;
  #results: Provider[] = [];
  readonly #host: ReactiveControllerHost;
  readonly #options: ProviderSearchOptions;

  constructor(host: ReactiveControllerHost, options: ProviderSearchOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get query(): string {
    return this.#query;
  }

  /** The listbox is shown: something was typed, or 'View all providers' was pressed. */
  get expanded(): boolean {
    return this.#query.trim() !== '' || this.#showAll;
  }

  get showingAll(): boolean {
    return this.#showAll;
  }

  /** The rows of the listbox, in order. */
  get results(): readonly Provider[] {
    return this.#results;
  }

  /** Index of the highlighted row, -1 for none. */
  get active(): number {
    return this.#active;
  }

  /** Back to nothing typed, no list (the screen was left or opened anew). */
  reset(): void {
    this.#query = '';
    this.#showAll = false;
    this.#refresh();
  }

  /** The providers changed (a new list arrived): the rows follow. */
  hostUpdate(): void {
    const rows = this.#compute();
    if (rows.length !== this.#results.length || rows.some((row, i) => row !== this.#results[i])) {
      this.#results = rows;
      this.#active = Math.min(this.#active, rows.length - 1);
    }
  }

  showAll(): void {
    this.#showAll = true;
    this.#refresh();
  }

  readonly onInput = (event: Event): void => {
    this.#query = (event.target as HTMLInputElement).value;
    this.#refresh();
  };

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const count = this.#results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, Down starts at the first row and Up at the last; both wrap.
      this.#active = this.#active < 0 ? (step > 0 ? 0 : count - 1) : (this.#active + step + count) % count;
      this.#host.requestUpdate();
    } else if (event.key === 'Enter') {
      const provider = this.#results[this.#active];
      if (!provider) return;
      event.preventDefault();
      this.#options.pick(provider);
    }
  };

  /** A row was pointed at: it becomes the highlight, as for the arrows. */
  highlight(index: number): void {
    if (index === this.#active || index < 0 || index >= this.#results.length) return;
    this.#active = index;
    this.#host.requestUpdate();
  }

  #compute(): Provider[] {
    const providers = this.#options.providers();
    if (this.#query.trim() !== '') return filterProviders(providers, this.#query);
    return this.#showAll ? byName(providers) : [];
  }

  #refresh(): void {
    this.#results = this.#compute();
    this.#active = -1;
    this.#host.requestUpdate();
  }
}
