/**
 * The stand-in's recording: every call a page makes on its `googletag`, in
 * order, plus each ad request it sends and what came back, readable from the
 * page as `googletag.__record` (an array of plain, JSON-safe entries). Only
 * the stand-in has it; tests read it to prove what the product asked of the
 * ad library (defineSlot against destroySlots, targeting before and after
 * consent). Browser-safe; no DOM.
 */

export interface RecordEntry {
  /** The API name (`defineSlot`, `pubads.setTargeting`, `slot.setTargeting`, …) or `adRequest`. */
  call: string;
  /** The arguments, made plain: a slot is `{slot: elementId, adUnitPath}`, a function `'[function]'`. */
  args: unknown[];
  /** What a call gave back when it matters (`defineSlot`'s element id, or null when refused). */
  result?: unknown;
  /** `performance.now()` at the call. */
  time: number;
}

/** The plain form of a slot in the record. */
export interface SlotRef {
  slot: string;
  adUnitPath: string;
}

/** Anything that can say how it appears in the record (the stand-in's Slot). */
export interface Recordable {
  toRecord(): unknown;
}

const isRecordable = (value: unknown): value is Recordable =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Recordable>).toRecord === 'function';

/** A JSON-safe copy of a call's argument. */
export function plain(value: unknown, depth = 0): unknown {
  if (isRecordable(value)) return value.toRecord();
  if (typeof value === 'function') return '[function]';
  if (value === null || typeof value !== 'object') return value === undefined ? null : value;
  if (depth > 4) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  if (value instanceof Element) return `[element #${value.id}]`;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, depth + 1)]));
}

/** Appends one entry to `record`. */
export function addEntry(record: RecordEntry[], call: string, args: readonly unknown[], result?: unknown): RecordEntry {
  const entry: RecordEntry = { call, args: args.map((arg) => plain(arg)), time: performance.now() };
  if (result !== undefined) entry.result = plain(result);
  record.push(entry);
  return entry;
}
