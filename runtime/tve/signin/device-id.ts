import type { SigninStorage } from './storage.js';

/**
 * The ids that bind the free pass, the non-social special preview (`UUID`)
 * and house-based access (`HBA_UUID`) to this device (local
 * storage keys): made once with `crypto.randomUUID()` and kept. A stored value
 * that is not a UUID is corrupt and reads as absent (a new id replaces it);
 * a valid one is never replaced, since the services hold the device's pass
 * under it.
 */

export type DeviceIdKey = 'UUID' | 'HBA_UUID';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored id, or undefined when absent or corrupt. */
export function storedDeviceId(storage: SigninStorage, key: DeviceIdKey): string | undefined {
  const value = storage.get(key)?.trim();
  return value !== undefined && UUID_PATTERN.test(value) ? value : undefined;
}

/** The stored id, made and stored first when there is none. */
export function deviceId(storage: SigninStorage, key: DeviceIdKey): string {
  let id = storedDeviceId(storage, key);
  if (id === undefined) {
    id = crypto.randomUUID();
    storage.set(key, id);
  }
  return id;
}
