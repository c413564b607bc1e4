/**
 * The stand-in's `googletag`: Google Publisher Tag's public API as a page
 * meets it (defineSlot, defineOutOfPageSlot, pubads, enableServices,
 * display, destroySlots, sizeMapping, cmd, apiReady, pubadsReady), over the
 * slots of slot.ts and the service of pubads.ts, plus the stand-in-only
 * `__record` (record.ts). `installGoogletag` takes over a page's
 * `googletag = {cmd: []}` as GPT does: the queued functions run in order,
 * and `cmd` becomes an object whose `push` runs each function at once.
 */
import type { AdSize } from './inventory.js';
import { PubAdsService } from './pubads.js';
import { addEntry, type RecordEntry } from './record.js';
import { Slot, type GeneralSize, type SizeMapping } from './slot.js';

export const STAND_IN_VERSION = 'ltn-house-ads-1';

type Command = () => void;

class SizeMappingBuilder {
  readonly #mapping: (readonly [readonly [number, number], GeneralSize])[] = [];
  addSize(viewportSize: readonly [number, number], slotSize: GeneralSize): this {
    this.#mapping.push([viewportSize, slotSize]);
    return this;
  }
  build(): SizeMapping {
    return [...this.#mapping];
  }
}

export class Googletag {
  apiReady = true;
  pubadsReady = false;
  readonly __record: RecordEntry[] = [];
  cmd: { push(...commands: Command[]): number };
  readonly #slots: Slot[] = [];
  readonly #pubads: PubAdsService;
  #enabled = false;

  constructor() {
    this.#pubads = new PubAdsService(this.__record, { slots: () => this.#slots, servicesEnabled: () => this.#enabled });
    this.cmd = { push: (...commands: Command[]) => { for (const command of commands) this.#run(command); return commands.length; } };
  }

  #run(command: unknown): void {
    if (typeof command !== 'function') return;
    try {
      (command as Command)();
    } catch (error) {
      // GPT catches what a queued function throws and logs it; the rest of the queue runs.
      console.error('[gpt stand-in] a googletag.cmd function failed:', error);
    }
  }

  #log(call: string, args: readonly unknown[], result?: unknown): void {
    addEntry(this.__record, call, args, result);
  }

  #define(call: string, adUnitPath: unknown, size: GeneralSize, elementId: unknown, outOfPage: boolean): Slot | null {
    const problem = typeof adUnitPath !== 'string' || !adUnitPath ? 'an ad unit path is required'
      : typeof elementId !== 'string' || !elementId ? 'an element id is required (the stand-in draws only into a named element)'
        : this.#slots.some((slot) => slot.getSlotElementId() === elementId) ? `the element id ${elementId} is already used by a slot`
          : undefined;
    if (problem) {
      // GPT refuses (null) and says why in its console.
      console.warn(`[gpt stand-in] ${call}(${String(adUnitPath)}) refused: ${problem}`);
      this.#log(call, [adUnitPath, size, elementId], null);
      return null;
    }
    const slot = new Slot(this.__record, adUnitPath as string, size, elementId as string, outOfPage);
    this.#slots.push(slot);
    this.#log(call, [adUnitPath, size, elementId], elementId);
    return slot;
  }

  defineSlot(adUnitPath: string, size: GeneralSize, elementId?: string): Slot | null {
    return this.#define('defineSlot', adUnitPath, size, elementId, false);
  }

  defineOutOfPageSlot(adUnitPath: string, elementId?: string): Slot | null {
    return this.#define('defineOutOfPageSlot', adUnitPath, [1, 1], elementId, true);
  }

  pubads(): PubAdsService {
    return this.#pubads;
  }

  enableServices(): void {
    this.#log('enableServices', []);
    this.#enabled = true;
    this.pubadsReady = true;
  }

  display(divOrSlot: string | Element | Slot): void {
    this.#log('display', [divOrSlot]);
    const id = divOrSlot instanceof Slot ? divOrSlot.getSlotElementId() : divOrSlot instanceof Element ? divOrSlot.id : divOrSlot;
    const slot = this.#slots.find((item) => item.getSlotElementId() === id);
    if (!slot) return console.warn(`[gpt stand-in] display(${String(id)}): no slot is defined for that element`);
    if (!this.#enabled) return console.warn('[gpt stand-in] display before enableServices: nothing fetched');
    this.#pubads.displayed(slot);
  }

  /** Destroys `slots` (every slot when none are named): their ads go, their element ids are free again. */
  destroySlots(slots?: readonly Slot[] | null): boolean {
    this.#log('destroySlots', [slots ?? null]);
    const doomed = slots ?? [...this.#slots];
    let any = false;
    for (const slot of doomed) {
      const index = this.#slots.indexOf(slot);
      if (index < 0) continue;
      this.#slots.splice(index, 1);
      this.#pubads.forget(slot);
      slot.destroyed = true;
      any = true;
    }
    return any;
  }

  sizeMapping(): SizeMappingBuilder {
    return new SizeMappingBuilder();
  }

  getVersion(): string {
    return STAND_IN_VERSION;
  }

  openConsole(): void {
    this.#log('openConsole', []);
  }

  /** Stand-in only: the sizes a slot asks for in the current viewport. */
  __sizesOf(slot: Slot): AdSize[] {
    return slot.sizesFor(innerWidth, innerHeight);
  }
}

/** Installs the stand-in as `window.googletag`, running what the page queued; a second load keeps the first. */
export function installGoogletag(win: Window & { googletag?: unknown }): Googletag {
  const existing = win.googletag as { cmd?: unknown; apiReady?: unknown } | undefined;
  // Loaded already (by this script or the real one): GPT too keeps the first.
  if (existing?.apiReady === true) return existing as Googletag;
  const queued = Array.isArray(existing?.cmd) ? existing.cmd : [];
  const googletag = new Googletag();
  win.googletag = googletag;
  for (const command of queued) googletag.cmd.push(command as Command);
  return googletag;
}
