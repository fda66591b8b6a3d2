import type { ContentCache } from '../modules/ab/content-cache';
import type { ClusterBus } from './bus';

/**
 * An invalidation applied here and on every other server of the deployment: `apply` drops what
 * the message names from this server's cache, and runs on the others when the bus brings them
 * the message (ADR 0120). Lost messages are bounded by each cache's own expiry.
 */
export function sharedInvalidation<T>(
  bus: ClusterBus,
  topic: string,
  apply: (message: T) => void,
): (message: T) => void {
  bus.on(topic, (message) => apply(message as T));
  return (message) => {
    apply(message);
    bus.publish(topic, message);
  };
}

/** The A/B content cache, whose invalidations reach every server. */
export function sharedContentCache(cache: ContentCache, bus: ClusterBus): ContentCache {
  const invalidate = sharedInvalidation<object>(bus, 'ab-content', () => cache.invalidate());
  return { get: () => cache.get(), peek: () => cache.peek(), invalidate: () => invalidate({}) };
}
