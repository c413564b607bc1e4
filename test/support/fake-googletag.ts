/**
 * A small recording googletag (Google Publisher Tag's public API, the slice
 * runtime/ads/gpt.ts speaks): `cmd` is a plain array until `load()`, then
 * runs commands at once, as the real library does. Every call is recorded
 * by name; `render` and `viewable` fire the page's listeners for a slot.
 */
export interface FakeSlot {
  path: string;
  sizes: number[][];
  id: string;
  targeting: Record<string, string | string[]>;
  destroyed: boolean;
}

type Listener = (event: Record<string, unknown>) => void;

export function fakeGoogletag() {
  const calls: { name: string; args: unknown[] }[] = [];
  const slots: FakeSlot[] = [];
  const listeners: Record<string, Listener[]> = {};
  const record = (name: string, ...args: unknown[]) => void calls.push({ name, args });
  const pubads = {
    setTargeting: (key: string, value: unknown) => (record('pubads.setTargeting', key, value), pubads),
    setCategoryExclusion: (category: string) => (record('pubads.setCategoryExclusion', category), pubads),
    setPrivacySettings: (settings: unknown) => (record('pubads.setPrivacySettings', settings), pubads),
    enableSingleRequest: () => (record('pubads.enableSingleRequest'), true),
    disableInitialLoad: () => void record('pubads.disableInitialLoad'),
    refresh: (list: FakeSlot[]) => void record('pubads.refresh', list.map((slot) => slot.id)),
    addEventListener: (type: string, listener: Listener) => ((listeners[type] ??= []).push(listener), pubads),
  };
  const tag = {
    cmd: [] as (() => void)[] | { push(...fns: (() => void)[]): number },
    defineSlot(path: string, sizes: number[][], id: string) {
      record('defineSlot', path, sizes, id);
      if (slots.some((slot) => slot.id === id && !slot.destroyed)) return null;
      const slot = {
        path, sizes, id, targeting: {} as Record<string, string | string[]>, destroyed: false,
        addService: () => slot,
        setTargeting: (key: string, value: string | string[]) => ((slot.targeting[key] = value), slot),
      };
      slots.push(slot);
      return slot;
    },
    pubads: () => pubads,
    enableServices: () => void record('enableServices'),
    display: (id: string) => void record('display', id),
    destroySlots(list: FakeSlot[]) {
      record('destroySlots', list.map((slot) => slot.id));
      for (const slot of list) slot.destroyed = true;
      return true;
    },
  };
  const fire = (type: string, event: Record<string, unknown>) => listeners[type]?.forEach((listener) => listener(event));
  return {
    googletag: tag,
    calls,
    slots,
    /** The names called, in order. */
    names: () => calls.map((call) => call.name),
    count: (name: string) => calls.filter((call) => call.name === name).length,
    /** The library arrives: queued commands run, later ones at once. */
    load() {
      const queued = tag.cmd as (() => void)[];
      tag.cmd = { push: (...fns) => (fns.forEach((fn) => fn()), 0) };
      queued.forEach((fn) => fn());
    },
    live: () => slots.filter((slot) => !slot.destroyed),
    render(id: string, outcome: { isEmpty: boolean; size: number[] | null }) {
      fire('slotRenderEnded', { slot: slots.find((slot) => slot.id === id && !slot.destroyed), ...outcome });
    },
    viewable(id: string) {
      fire('impressionViewable', { slot: slots.find((slot) => slot.id === id && !slot.destroyed) });
    },
  };
}
