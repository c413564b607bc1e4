import { ReactiveElement } from 'lit';

/**
 * One zone of a page (CONTRACT §2). The page's runtime creates it, mirrors
 * the module's state on `state`, and the module draws into its light DOM
 * (a React island mounts its own root here). It dispatches no events of its
 * own: the page's events (`tf:modulerender`, `tf:moduleremove`, …) name the
 * zone and are dispatched on `<tf-page>`.
 *
 * @tag tf-zone
 * @attr zone - the manifest's zone name, e.g. `t1_1c`
 * @attr driver - the module driver that draws the zone
 * @attr state - `loading` until drawn, then `rendered`, or `refreshing`
 * @cssproperty --tf-zone-placeholder-height - height a zone keeps while its module loads (default 0)
 */
export class TfZone extends ReactiveElement {
  static override properties = {
    zone: { type: String, reflect: true },
    driver: { type: String, reflect: true },
    state: { type: String, reflect: true },
  };

  declare zone: string;
  declare driver: string | undefined;
  declare state: 'loading' | 'rendered' | 'refreshing';

  constructor() {
    super();
    this.zone = '';
    this.state = 'loading';
  }

  // Light DOM and no template: the module owns the zone's children (a
  // LitElement would keep a render marker there that modules replace).
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
