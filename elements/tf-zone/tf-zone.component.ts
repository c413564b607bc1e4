/**
 * One zone of a page. The page's runtime creates it, mirrors
 * the module's state on `state`, and the module draws into its light DOM
 * (a React island mounts its own root here). It dispatches no events of its
 * own: the page's events (`tf:modulerender`, `tf:moduleremove`, …) name the
 * zone and are dispatched on `<tf-page>`.
 *
 * A plain custom element, not a Lit one: it has no template and its
 * properties are its attributes, so a page of fifty zones pays for no update
 * cycle, no microtask and no second attribute write per zone and per state
 * change, not even a connected callback (issue 13 item 9: the runtime's own
 * cost per zone). Without a `state` attribute (a zone in the server's
 * markup), `state` reads `loading`.
 *
 * @tag tf-zone
 * @attr {string} zone - the manifest's zone name, e.g. `t1_1c`
 * @attr {string} driver - the module driver that draws the zone
 * @attr {'loading' | 'rendered' | 'refreshing'} state - `loading` until drawn, then `rendered`, or `refreshing`
 * @cssproperty --tf-zone-placeholder-height - height a zone keeps while its module loads (default 0)
 */
export class TfZone extends HTMLElement {
  /**
   * The manifest's zone name (attribute `zone`).
   * @reflect
   */
  get zone(): string {
    return this.getAttribute('zone') ?? '';
  }

  set zone(value: string) {
    this.setAttribute('zone', value);
  }

  /**
   * The module driver that draws the zone (attribute `driver`).
   * @reflect
   */
  get driver(): string | undefined {
    return this.getAttribute('driver') ?? undefined;
  }

  set driver(value: string | undefined) {
    if (value === undefined || value === null) this.removeAttribute('driver');
    else this.setAttribute('driver', value);
  }

  /**
   * `loading` until drawn, then `rendered`, or `refreshing` (attribute `state`).
   * @reflect
   */
  get state(): 'loading' | 'rendered' | 'refreshing' {
    const value = this.getAttribute('state');
    return value === 'rendered' || value === 'refreshing' ? value : 'loading';
  }

  set state(value: 'loading' | 'rendered' | 'refreshing') {
    this.setAttribute('state', value);
  }

  /** Properties are attributes, written at once: there is never an update pending (kept for code written for Lit elements). */
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
