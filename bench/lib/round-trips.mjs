// Round trips of a page load, from the start and end time of each request.

/**
 * The round trip of each request: 1 + the deepest request that had finished when it started (the
 * HTML is 0). A request cannot need what has not arrived yet, so this counts the waves of
 * requests that wait for each other (HTML -> main.js -> chunks -> /config.json -> manifest ...).
 */
export function roundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const request of sorted) {
    const before = sorted.filter(
      (other) => other !== request && other.depth !== undefined && other.end <= request.start,
    );
    request.depth = request.isDocument ? 0 : 1 + Math.max(0, ...before.map((other) => other.depth));
  }
  return sorted;
}
