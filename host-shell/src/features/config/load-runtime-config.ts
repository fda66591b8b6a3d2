import type { RuntimeConfig } from 'shared-contracts';
import { parseRuntimeConfig, RuntimeConfigError } from './parse-runtime-config';

/** Where the server publishes the deployment's settings (generated per deployment, never built in). */
export const CONFIG_URL = '/config.json';

/**
 * Longest wait for /config.json. Nothing renders before it arrives, so a server that accepts the
 * connection and never answers would otherwise leave a blank page with no way out.
 */
export const CONFIG_TIMEOUT_MS = 15_000;

/**
 * Fetches and validates /config.json. `no-cache` makes the browser revalidate, so a changed
 * deployment (new remote URLs after a redeploy) is picked up on the next visit.
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  timeoutMs: number = CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () =>
    new RuntimeConfigError(`${CONFIG_URL} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  try {
    let response: Response;
    try {
      response = await fetchFn(CONFIG_URL, {
        cache: 'no-cache',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw timedOut();
      throw new RuntimeConfigError(`${CONFIG_URL} could not be fetched (${String(error)}).`);
    }
    if (!response.ok) throw new RuntimeConfigError(`${CONFIG_URL} answered HTTP ${response.status}.`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // The signal also stops a body that stalls half-way.
      if (controller.signal.aborted) throw timedOut();
      throw new RuntimeConfigError(`${CONFIG_URL} is not valid JSON.`);
    }
    return parseRuntimeConfig(body);
  } finally {
    clearTimeout(timer);
  }
}
