import type { ClusterBus } from './bus';

/** Past this many tags one message says "drop everything": a NOTIFY payload is under 8,000 bytes. */
export const MAX_TAGS_PER_MESSAGE = 50;

/**
 * A tag invalidation (`{ tags }`, null for everything) applied here at once and sent to the other
 * servers once per turn of the event loop, with the union of the turn's tags: under a rush of
 * cart writes one message (one NOTIFY, whose commits PostgreSQL serializes) carries many writes'
 * tags instead of one each (docs/adr/0160-cart-writes-one-statement.md). The message is the one
 * `sharedInvalidation` sends (ADR 0120), so servers of either kind understand each other.
 */
export function coalescedTagInvalidation(
  bus: ClusterBus,
  topic: string,
  apply: (message: { tags: string[] | null }) => void,
): (message: { tags: string[] | null }) => void {
  bus.on(topic, (message) => apply(message as { tags: string[] | null }));
  let pending: Set<string> | null = null;
  let everything = false;
  let scheduled = false;
  const send = () => {
    scheduled = false;
    const tags = everything || !pending || pending.size > MAX_TAGS_PER_MESSAGE ? null : [...pending];
    pending = null;
    everything = false;
    bus.publish(topic, { tags });
  };
  return (message) => {
    apply(message);
    if (message.tags === null) everything = true;
    else {
      pending ??= new Set();
      for (const tag of message.tags) pending.add(tag);
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(send);
  };
}
