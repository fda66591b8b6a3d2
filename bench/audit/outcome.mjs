// What a case saw and whether that is what was expected; pure, so the table can be tested.

/** The outcome of one case: what it observed (in words) and whether that passes. */
export const outcome = (observed, pass) => ({ observed, pass: Boolean(pass) });

/** Statuses as counts, in the order first seen: [401, 429, 429] → "401×1, 429×2". */
export function counted(statuses) {
  const counts = new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}
