import type { ChatMessage } from 'shared-contracts';

/**
 * A message as the conversation holds it: a stored one (with its id), or the user's message while
 * it is on its way (`id` null until the server acknowledges it, matched by `client_id`).
 */
export interface LiveMessage extends Omit<ChatMessage, 'id' | 'created_at'> {
  id: number | null;
  created_at: string | null;
  /** Why the server refused it, when it did (it was not stored). */
  error?: string;
}

/** The key a message is rendered and found by: its id once stored, else its client id. */
export function messageKey(message: LiveMessage): string {
  return message.id !== null ? `id-${message.id}` : `client-${message.client_id ?? ''}`;
}

/** Stored messages by id (ids grow with time), then pending ones in the order they were sent. */
function ordered(messages: LiveMessage[]): LiveMessage[] {
  const stored = messages.filter((message) => message.id !== null);
  const pending = messages.filter((message) => message.id === null);
  stored.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  return [...stored, ...pending];
}

/**
 * Adds a stored message to a conversation, never twice (docs/product.md §4: duplicates by id are ignored):
 * one with a known id replaces that one (a newer copy, such as one with feedback), a user message
 * whose client id matches a pending one becomes that message (it gets its id and file), anything
 * else is added in id order.
 */
export function upsertMessage(messages: LiveMessage[], incoming: ChatMessage): LiveMessage[] {
  const sameId = messages.findIndex((message) => message.id === incoming.id);
  if (sameId >= 0) return messages.map((message, index) => (index === sameId ? { ...incoming } : message));
  const pending = incoming.is_ai
    ? -1
    : messages.findIndex((message) => message.id === null && message.client_id === incoming.client_id);
  if (pending >= 0)
    return ordered(messages.map((message, index) => (index === pending ? { ...incoming } : message)));
  return ordered([...messages, { ...incoming }]);
}

/**
 * What a room shows: the history pages read from the API merged with what arrived on the socket
 * since, each message once. A live copy wins over the history's (it is newer).
 */
export function visibleMessages(
  history: readonly ChatMessage[],
  live: readonly LiveMessage[],
): LiveMessage[] {
  const byId = new Map<number, LiveMessage>();
  for (const message of history) byId.set(message.id, message);
  for (const message of live) if (message.id !== null) byId.set(message.id, message);
  const stored = [...byId.values()].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  // A pending message whose stored copy came with the history (after a reconnect) is shown once.
  const storedClientIds = new Set(stored.filter((m) => !m.is_ai).map((m) => m.client_id));
  const pending = live.filter((message) => message.id === null && !storedClientIds.has(message.client_id));
  return [...stored, ...pending];
}

/** The highest stored id among these messages, or null: where "what was missed" starts. */
export function lastStoredId(...lists: readonly (readonly LiveMessage[])[]): number | null {
  let last: number | null = null;
  for (const list of lists)
    for (const { id } of list) if (id !== null && (last === null || id > last)) last = id;
  return last;
}
