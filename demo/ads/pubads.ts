/**
 * GPT's publisher ads service (`googletag.pubads()`) and the stand-in's ad
 * server behind it. Page-level targeting and category exclusions, privacy
 * settings, single request, initial load, collapsing, event listeners,
 * `refresh`, `clear`, `getSlots`, with GPT's signatures. A request is sent
 * a task after the call (as GPT's network request is), answered by
 * inventory.ts from the merged targeting, and drawn by render.ts; its events
 * follow GPT's order: slotRequested, slotResponseReceived, slotRenderEnded,
 * slotOnload, then impressionViewable once viewable. Every request and its
 * answer is recorded as an `adRequest` entry.
 */
import { readCookie } from '../../runtime/util/cookies.js';
import { chooseAd, EMPTY_COOKIE, type AdAnswer } from './inventory.js';
import { addEntry, type RecordEntry } from './record.js';
import { clearSlotElement, drawAnswer, type Undraw } from './render.js';
import { Targetable, type Slot } from './slot.js';

export type AdEventType = 'slotRequested' | 'slotResponseReceived' | 'slotRenderEnded' | 'slotOnload' | 'impressionViewable' | 'slotVisibilityChanged';
export const EVENT_TYPES: readonly AdEventType[] = ['slotRequested', 'slotResponseReceived', 'slotRenderEnded', 'slotOnload', 'impressionViewable', 'slotVisibilityChanged'];

export interface AdEvent {
  serviceName: 'publisher_ads';
  slot: Slot;
  [field: string]: unknown;
}
type Listener = (event: AdEvent) => void;

export interface PrivacySettings {
  nonPersonalizedAds?: boolean;
  restrictDataProcessing?: boolean;
  childDirectedTreatment?: boolean | null;
  limitedAds?: boolean;
  underAgeOfConsent?: boolean | null;
}

/** The part of `googletag` the service needs: the slots, and whether services are on. */
export interface SlotSource {
  slots(): readonly Slot[];
  servicesEnabled(): boolean;
}

let requests = 0;

export class PubAdsService extends Targetable {
  readonly privacy: PrivacySettings = {};
  singleRequest = false;
  initialLoadDisabled = false;
  collapse = false;
  readonly #listeners = new Map<AdEventType, Set<Listener>>();
  /** Per slot: the latest request (older answers are dropped) and what its drawing left to undo. */
  readonly #requestOf = new WeakMap<Slot, number>();
  readonly #undrawOf = new WeakMap<Slot, Undraw>();

  constructor(private readonly record: RecordEntry[], private readonly source: SlotSource) {
    super();
  }

  protected override log(call: string, args: readonly unknown[], result?: unknown): void {
    addEntry(this.record, `pubads.${call}`, args, result);
  }


  setPrivacySettings(settings: PrivacySettings): this {
    this.log('setPrivacySettings', [settings]);
    if (typeof settings === 'object' && settings !== null) Object.assign(this.privacy, settings);
    return this;
  }

  enableSingleRequest(): boolean {
    this.log('enableSingleRequest', []);
    // Like GPT: only before services are enabled.
    if (this.source.servicesEnabled()) return false;
    return (this.singleRequest = true);
  }
  disableInitialLoad(): void {
    this.log('disableInitialLoad', []);
    this.initialLoadDisabled = true;
  }
  isInitialLoadDisabled(): boolean { return this.initialLoadDisabled; }
  collapseEmptyDivs(_collapseBeforeAdFetch?: boolean): boolean {
    this.log('collapseEmptyDivs', []);
    return (this.collapse = true);
  }
  enableLazyLoad(config?: unknown): void { this.log('enableLazyLoad', [config]); }
  setCentering(center: boolean): void { this.log('setCentering', [center]); }
  updateCorrelator(): this { this.log('updateCorrelator', []); return this; }

  addEventListener(type: AdEventType, listener: Listener): this {
    this.log('addEventListener', [type, listener]);
    if (EVENT_TYPES.includes(type) && typeof listener === 'function') {
      let set = this.#listeners.get(type);
      if (!set) this.#listeners.set(type, (set = new Set()));
      set.add(listener);
    }
    return this;
  }
  removeEventListener(type: AdEventType, listener: Listener): boolean {
    this.log('removeEventListener', [type, listener]);
    return this.#listeners.get(type)?.delete(listener) ?? false;
  }

  getSlots(): Slot[] {
    return this.source.slots().filter((slot) => slot.services.has(this));
  }

  /** Fetches new ads for `slots` (every slot of this service when none are named). */
  refresh(slots?: readonly Slot[] | null, options?: { changeCorrelator?: boolean }): void {
    this.log('refresh', [slots ?? null, options ?? null]);
    const asked = slots ?? this.getSlots();
    if (!this.source.servicesEnabled()) return console.warn('[gpt stand-in] refresh before enableServices: nothing fetched');
    for (const slot of asked) if (slot.services.has(this) && !slot.destroyed) this.fetch(slot);
  }

  /** Removes the ads of `slots` (all when none are named) without destroying them. */
  clear(slots?: readonly Slot[] | null): boolean {
    this.log('clear', [slots ?? null]);
    for (const slot of slots ?? this.getSlots()) this.forget(slot);
    return true;
  }

  /** googletag.display(slot): the slot is shown, and fetched unless the initial load is off (with SRA: every slot not fetched yet). */
  displayed(slot: Slot): void {
    const first = !slot.displayed;
    slot.displayed = true;
    if (this.initialLoadDisabled || !first) return;
    const batch = this.singleRequest ? this.getSlots().filter((other) => other === slot || (!this.#requestOf.has(other) && !other.destroyed)) : [slot];
    for (const item of batch) if (!this.#requestOf.has(item)) this.fetch(item);
  }

  /** Stops watching a slot's creative and clears its element (`clear`, `destroySlots`). */
  forget(slot: Slot): void {
    this.#requestOf.set(slot, -1);
    this.#undrawOf.get(slot)?.();
    this.#undrawOf.delete(slot);
    slot.response = null;
    const element = document.getElementById(slot.getSlotElementId());
    if (element) clearSlotElement(element);
  }

  fetch(slot: Slot): void {
    const id = ++requests;
    this.#requestOf.set(slot, id);
    setTimeout(() => {
      if (this.#requestOf.get(slot) !== id) return;
      this.#emit('slotRequested', slot, {});
      const targeting = { ...this.targeting.all(), ...slot.targeting.all() };
      const exclusions = [...new Set([...this.targeting.exclusions(), ...slot.getCategoryExclusions()])];
      const sizes = slot.sizesFor(innerWidth, innerHeight);
      const nonPersonalizedAds = this.privacy.nonPersonalizedAds === true;
      const answer = chooseAd({ adUnitPath: slot.getAdUnitPath(), sizes, targeting, nonPersonalizedAds, emptyList: readCookie(EMPTY_COOKIE), sequence: id });
      addEntry(this.record, 'adRequest', [{ ...slot.toRecord(), sizes, targeting, categoryExclusions: exclusions, nonPersonalizedAds }],
        answer ? { size: answer.size, show: answer.show, personalized: answer.personalized } : null);
      setTimeout(() => this.#answer(slot, id, answer));
    });
  }

  #answer(slot: Slot, id: number, answer: AdAnswer | undefined): void {
    if (this.#requestOf.get(slot) !== id || slot.destroyed) return;
    this.#emit('slotResponseReceived', slot, {});
    this.#undrawOf.get(slot)?.();
    this.#undrawOf.delete(slot);
    const element = document.getElementById(slot.getSlotElementId());
    if (!element) return console.warn(`[gpt stand-in] no element with id ${slot.getSlotElementId()}: ${slot.getAdUnitPath()} not drawn`);
    const info = answer ? { advertiserId: 1, campaignId: 2, creativeId: id, lineItemId: 3 } : null;
    slot.response = info;
    if (!answer) {
      clearSlotElement(element);
      if (slot.collapseEmptyDiv ?? this.collapse) element.hidden = true;
    } else {
      this.#undrawOf.set(slot, drawAnswer(element, slot, answer, {
        onload: () => this.#emit('slotOnload', slot, {}),
        visibility: (inViewPercentage) => this.#emit('slotVisibilityChanged', slot, { inViewPercentage }),
        viewable: () => this.#emit('impressionViewable', slot, {}),
      }));
    }
    this.#emit('slotRenderEnded', slot, {
      isEmpty: !answer, size: answer ? [...answer.size] : null, ...(info ?? { advertiserId: null, campaignId: null, creativeId: null, lineItemId: null }),
      isBackfill: false, slotContentChanged: true, sourceAgnosticCreativeId: info?.creativeId ?? null, sourceAgnosticLineItemId: info?.lineItemId ?? null,
      companyIds: null, yieldGroupIds: null, labelIds: null,
    });
  }

  #emit(type: AdEventType, slot: Slot, fields: Record<string, unknown>): void {
    const event: AdEvent = { serviceName: 'publisher_ads', slot, ...fields };
    addEntry(this.record, `event.${type}`, [{ ...slot.toRecord(), ...fields }]);
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        console.error(`[gpt stand-in] a ${type} listener failed:`, error);
      }
    }
  }
}
