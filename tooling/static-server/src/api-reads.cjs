// The API reads a page's head is made from (a product's name, price and pictures), fetched within a
// short time budget and kept a little while: the first HTML never waits on a slow API for more than
// the budget, and a page asked again soon costs no API call (docs/adr/0130).

/** How long a page waits for its reads before it is served with the brand's head. */
const HEAD_BUDGET_MS = 150;
/** A read that missed the budget still finishes (up to this), so the next visitor gets its head. */
const READ_TIMEOUT_MS = 3000;
/** An answer is reused this long; a failed read is retried after FAILURE_TTL_MS. */
const ANSWER_TTL_MS = 60_000;
const FAILURE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * @typedef {{ method: 'GET' | 'POST', path: string, body?: unknown }} HeadRead
 * @typedef {unknown | null | undefined} ReadResult the answer's JSON; null when the API says there is
 *   no such thing (404, 400); undefined when it did not answer in time or failed
 */

/**
 * @param {object} [options]
 * @param {number} [options.budgetMs]
 * @param {typeof fetch} [options.fetchImpl]
 * @param {() => number} [options.now]
 */
function createApiReader({ budgetMs = HEAD_BUDGET_MS, fetchImpl = fetch, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, result: Promise<ReadResult> }>} */
  const cache = new Map();

  async function fetchRead(url, read) {
    try {
      const response = await fetchImpl(url, {
        method: read.method,
        headers: {
          Accept: 'application/json',
          ...(read.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: read.body === undefined ? undefined : JSON.stringify(read.body),
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) return undefined;
      return await response.json();
    } catch {
      return undefined;
    }
  }

  function remember(key, result) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
    const entry = { expires: now() + ANSWER_TTL_MS, result };
    cache.set(key, entry);
    // A failure is kept briefly: an API that is down costs one budget per few seconds, not one per page.
    result.then((value) => {
      if (value === undefined) entry.expires = Math.min(entry.expires, now() + FAILURE_TTL_MS);
    });
    return result;
  }

  /**
   * One read's result, or undefined when it takes longer than the budget.
   * @param {string} apiBaseUrl
   * @param {HeadRead} read
   * @returns {Promise<ReadResult>}
   */
  async function readWithinBudget(apiBaseUrl, read) {
    const url = new URL(read.path, apiBaseUrl).href;
    const key = `${read.method} ${url} ${JSON.stringify(read.body ?? null)}`;
    const cached = cache.get(key);
    const result = cached && cached.expires > now() ? cached.result : remember(key, fetchRead(url, read));
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, budgetMs, undefined);
    });
    try {
      return await Promise.race([result, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Every read of a page at once, by name.
   * @param {string | undefined} apiBaseUrl
   * @param {Record<string, HeadRead>} reads
   * @returns {Promise<Record<string, ReadResult>>}
   */
  return async function readAll(apiBaseUrl, reads) {
    const entries = Object.entries(reads ?? {});
    if (!apiBaseUrl || entries.length === 0) return {};
    const results = await Promise.all(entries.map(([, read]) => readWithinBudget(apiBaseUrl, read)));
    return Object.fromEntries(entries.map(([name], i) => [name, results[i]]));
  };
}

module.exports = { createApiReader, HEAD_BUDGET_MS };
