/**
 * GPT's `googletag.Slot` and the targeting both it and the publisher ads
 * service keep (`setTargeting`, `getTargeting`, `getTargetingKeys`,
 * `clearTargeting`, category exclusions), with GPT's public signatures:
 * setters return the object for chaining, getters return copies. Every call
 * is recorded (record.ts). Browser-safe; no DOM.
 */
import { addEntry, type RecordEntry, type SlotRef } from './record.js';
import type { AdSize } from './inventory.js';

/** GPT's size forms: `[w, h]`, `'fluid'`, or a list of them. */
export type GeneralSize = readonly [number, number] | string | readonly (readonly [number, number] | string)[];
/** `googletag.sizeMapping()` output: viewport → sizes. */
export type SizeMapping = readonly (readonly [readonly [number, number], GeneralSize])[];

const isPair = (value: unknown): value is readonly [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0);

/** The fixed sizes of a GeneralSize ('fluid' and malformed entries dropped). */
export function fixedSizes(size: GeneralSize | undefined): AdSize[] {
  if (isPair(size)) return [[size[0], size[1]]];
  if (!Array.isArray(size)) return [];
  return (size as unknown[]).filter(isPair).map(([w, h]) => [w, h] as const);
}

/** A targeting map: key → list of strings, as GPT keeps it. */
export class Targeting {
  readonly #values = new Map<string, string[]>();
  readonly #exclusions = new Set<string>();

  set(key: unknown, value: unknown): boolean {
    if (typeof key !== 'string' || !key) return false;
    const list = (Array.isArray(value) ? value : [value]).filter((item): item is string | number => typeof item === 'string' || typeof item === 'number').map(String);
    this.#values.set(key, list);
    return true;
  }

  get(key: string): string[] {
    return [...(this.#values.get(key) ?? [])];
  }

  keys(): string[] {
    return [...this.#values.keys()];
  }

  clear(key?: string): void {
    if (key === undefined) this.#values.clear();
    else this.#values.delete(key);
  }

  all(): Record<string, string[]> {
    return Object.fromEntries([...this.#values].map(([key, list]) => [key, [...list]]));
  }

  exclude(label: unknown): void {
    if (typeof label === 'string' && label) this.#exclusions.add(label);
  }

  clearExclusions(): void {
    this.#exclusions.clear();
  }

  exclusions(): string[] {
    return [...this.#exclusions];
  }
}

/**
 * The targeting and category-exclusion calls GPT gives both a `Slot` and the
 * `PubAdsService`, written once: each records its calls its own way (`log`).
 */
export abstract class Targetable {
  readonly targeting = new Targeting();

  protected abstract log(call: string, args: readonly unknown[]): void;

  setTargeting(key: string, value: string | readonly string[]): this {
    this.log('setTargeting', [key, value]);
    this.targeting.set(key, value);
    return this;
  }

  getTargeting(key: string): string[] { return this.targeting.get(key); }
  getTargetingKeys(): string[] { return this.targeting.keys(); }

  clearTargeting(key?: string): this {
    this.log('clearTargeting', key === undefined ? [] : [key]);
    this.targeting.clear(key);
    return this;
  }

  setCategoryExclusion(label: string): this {
    this.log('setCategoryExclusion', [label]);
    this.targeting.exclude(label);
    return this;
  }

  clearCategoryExclusions(): this {
    this.log('clearCategoryExclusions', []);
    this.targeting.clearExclusions();
    return this;
  }
}

/** `googletag.Size`. */
export class Size {
  constructor(readonly width: number, readonly height: number) {}
  getWidth(): number { return this.width; }
  getHeight(): number { return this.height; }
}

export interface ResponseInformation {
  advertiserId: number | null;
  campaignId: number | null;
  creativeId: number | null;
  lineItemId: number | null;
}

export class Slot extends Targetable {
  readonly services = new Set<unknown>();
  sizeMapping: SizeMapping | undefined;
  collapseEmptyDiv: boolean | undefined;
  /** Set by the service once an answer is drawn; null while none or empty. */
  response: ResponseInformation | null = null;
  /** Displayed (`googletag.display`) at least once: refresh and SRA fetch it. */
  displayed = false;
  /** Destroyed: every later call on it is recorded and does nothing else. */
  destroyed = false;

  constructor(
    private readonly record: RecordEntry[],
    private readonly adUnitPath: string,
    readonly sizes: GeneralSize,
    private readonly elementId: string,
    readonly outOfPage = false,
  ) {
    super();
  }

  toRecord(): SlotRef {
    return { slot: this.elementId, adUnitPath: this.adUnitPath };
  }

  protected override log(call: string, args: readonly unknown[]): void {
    addEntry(this.record, `slot.${call}`, [this, ...args]);
  }

  addService(service: unknown): this {
    this.log('addService', ['[service]']);
    this.services.add(service);
    return this;
  }


  getCategoryExclusions(): string[] { return this.targeting.exclusions(); }

  defineSizeMapping(mapping: SizeMapping): this {
    this.log('defineSizeMapping', [mapping]);
    this.sizeMapping = Array.isArray(mapping) ? mapping : undefined;
    return this;
  }

  setCollapseEmptyDiv(collapse: boolean, _collapseBeforeAdFetch?: boolean): this {
    this.log('setCollapseEmptyDiv', [collapse]);
    this.collapseEmptyDiv = collapse === true;
    return this;
  }

  getAdUnitPath(): string { return this.adUnitPath; }
  getSlotElementId(): string { return this.elementId; }
  getSlotId(): { getDomId(): string; getAdUnitPath(): string } {
    return { getDomId: () => this.elementId, getAdUnitPath: () => this.adUnitPath };
  }

  getSizes(viewportWidth?: number, viewportHeight?: number): Size[] {
    return this.sizesFor(viewportWidth ?? innerWidth, viewportHeight ?? innerHeight).map(([w, h]) => new Size(w, h));
  }

  getResponseInformation(): ResponseInformation | null { return this.response; }

  /** The sizes requested in a viewport: the first mapping entry the viewport reaches, else the slot's own. */
  sizesFor(width: number, height: number): AdSize[] {
    const entry = this.sizeMapping?.find(([viewport]) => isPair(viewport) && width >= viewport[0] && height >= viewport[1]);
    return fixedSizes(entry ? entry[1] : this.sizes);
  }
}
