/**
 * The ad library adapter: the only file that knows Google Publisher Tag's
 * names. Everything goes through `googletag.cmd`, so calls
 * made before the library has loaded run, in order, once it has; a define
 * is therefore always run before the destroy of the same slot.
 *
 * The page is set up once, before its first slot: the repository's key
 * values and exclusion categories as page targeting, the privacy setting
 * that follows consent, `disableInitialLoad()` (a slot is displayed when
 * defined but requested only when the visibility checks say so, with
 * `refresh`), one request for all slots unless the repository says
 * otherwise, the two listeners, then `enableServices()`.
 */
import type { AdSize } from './ad-size.js';

/** The slice of GPT's public API used here (developers.google.com/publisher-tag/reference). */
export interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  setTargeting(key: string, value: string | string[]): GptSlot;
}

export interface GptPubAds {
  setTargeting(key: string, value: string | string[]): GptPubAds;
  setCategoryExclusion(category: string): GptPubAds;
  setPrivacySettings(settings: { nonPersonalizedAds?: boolean }): GptPubAds;
  enableSingleRequest(): boolean;
  disableInitialLoad(): void;
  refresh(slots?: GptSlot[] | null): void;
  addEventListener(type: 'slotRenderEnded', listener: (event: { slot: GptSlot; isEmpty: boolean; size: number[] | string | null }) => void): GptPubAds;
  addEventListener(type: 'impressionViewable', listener: (event: { slot: GptSlot }) => void): GptPubAds;
}

export interface Googletag {
  cmd: { push(...commands: (() => void)[]): unknown };
  defineSlot(adUnitPath: string, size: number[][], div?: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(div: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}

export interface PageSetup {
  singleRequest: boolean;
  nonPersonalized: boolean;
  keyValues: Record<string, string | string[]>;
  exclusions: string[];
}

export interface SlotDefinition {
  path: string;
  sizes: AdSize[];
  /** The element's id, where the library draws. */
  id: string;
  targeting: Record<string, string>;
}

/** An opaque handle: the library's slot once its command has run. */
export interface AdSlot {
  readonly id: string;
}

export interface SlotEvents {
  rendered(slot: AdSlot, outcome: { empty: boolean; size: AdSize | undefined }): void;
  viewable(slot: AdSlot): void;
}

export interface AdLibrary {
  setUp(page: PageSetup, events: SlotEvents): void;
  setNonPersonalized(value: boolean): void;
  define(definition: SlotDefinition): AdSlot;
  /** Requests (or requests again) the slot's ad. */
  request(slot: AdSlot): void;
  destroy(slot: AdSlot): void;
}

type GptWindow = Window & { googletag?: Partial<Googletag> };

interface Entry extends AdSlot {
  gpt: GptSlot | null;
  destroyed: boolean;
}

export interface AdLibraryOptions {
  window: Window;
  /** Loads the library script once (`adLibrarySrc`). */
  load(): void;
  /** A command that threw (a broken or partial library): logged, the next ones still run. */
  failed(error: unknown): void;
}

/** The rendered size GPT reports: `[w, h]`, or undefined for a fluid or empty one. */
function renderedSize(size: number[] | string | null): AdSize | undefined {
  return Array.isArray(size) && size.length === 2 && size.every((n) => Number.isFinite(n)) ? [size[0]!, size[1]!] : undefined;
}

export function createGpt(options: AdLibraryOptions): AdLibrary {
  const win = options.window as GptWindow;
  const entries = new Map<GptSlot, Entry>();
  let loaded = false;

  /** Queues a command on `googletag.cmd`, the library's own queue (it exists before the library does). */
  function run(command: (tag: Googletag) => void): void {
    win.googletag ??= { cmd: [] };
    const tag = win.googletag;
    tag.cmd ??= [];
    tag.cmd.push(() => {
      try {
        // The global as it is when the command runs: the library that arrived may be another object than the queue.
        command(win.googletag as Googletag);
      } catch (error) {
        options.failed(error);
      }
    });
    if (!loaded) {
      loaded = true;
      options.load();
    }
  }

  return {
    setUp(page, events) {
      run((tag) => {
        const pubads = tag.pubads();
        for (const [key, value] of Object.entries(page.keyValues)) pubads.setTargeting(key, value);
        for (const category of page.exclusions) pubads.setCategoryExclusion(category);
        pubads.setPrivacySettings({ nonPersonalizedAds: page.nonPersonalized });
        pubads.disableInitialLoad();
        if (page.singleRequest) pubads.enableSingleRequest();
        pubads.addEventListener('slotRenderEnded', (event) => {
          const entry = entries.get(event.slot);
          if (entry) events.rendered(entry, { empty: event.isEmpty, size: event.isEmpty ? undefined : renderedSize(event.size) });
        });
        pubads.addEventListener('impressionViewable', (event) => {
          const entry = entries.get(event.slot);
          if (entry) events.viewable(entry);
        });
        tag.enableServices();
      });
    },
    setNonPersonalized(value) {
      run((tag) => void tag.pubads().setPrivacySettings({ nonPersonalizedAds: value }));
    },
    define(definition) {
      const entry: Entry = { id: definition.id, gpt: null, destroyed: false };
      run((tag) => {
        if (entry.destroyed) return;
        const slot = tag.defineSlot(definition.path, definition.sizes.map(([w, h]) => [w, h]), definition.id);
        // null: the id is taken by another slot, or the library refused the definition.
        if (!slot) throw new Error(`defineSlot(${definition.path}, ${definition.id}) returned null`);
        slot.addService(tag.pubads());
        for (const [key, value] of Object.entries(definition.targeting)) slot.setTargeting(key, value);
        entry.gpt = slot;
        entries.set(slot, entry);
        tag.display(definition.id);
      });
      return entry;
    },
    request(slot) {
      const entry = slot as Entry;
      run((tag) => {
        if (entry.gpt && !entry.destroyed) tag.pubads().refresh([entry.gpt]);
      });
    },
    destroy(slot) {
      const entry = slot as Entry;
      entry.destroyed = true;
      run((tag) => {
        if (!entry.gpt) return;
        tag.destroySlots([entry.gpt]);
        entries.delete(entry.gpt);
        entry.gpt = null;
      });
    },
  };
}
