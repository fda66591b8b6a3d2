// Repeated measurements reduced to median, min and max.

/** `{ median, min, max, runs }` of numbers (null values, failed runs, are left out). */
export function summarize(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/** Runs `measure` `runs` times one after the other and collects the results. */
export async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(run));
  return results;
}
