import type { EventBus } from '../events/event-bus';
import { createStorage, type TypedStorage } from '../storage/storage';

/**
 * The product's typed storage on a Map instead of localStorage: a test's own, so tests do not
 * share values, and events go to the test's `bus` only (no other tab listens: no `storage` events).
 */
export function memoryStorage(bus: EventBus): TypedStorage {
  const values = new Map<string, string>();
  const backend = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return createStorage({ backend, bus, target: null });
}
