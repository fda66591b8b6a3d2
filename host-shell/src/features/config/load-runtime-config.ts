import type { RuntimeConfig } from 'shared-contracts';
import { parseRuntimeConfig, RuntimeConfigError } from './parse-runtime-config';

/** Where the server publishes the deployment's settings (generated per deployment, never built in). */
export const CONFIG_URL = '/config.json';

/**
 * Fetches and validates /config.json. `no-cache` makes the browser revalidate, so a changed
 * deployment (new remote URLs after a redeploy) is picked up on the next visit.
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn(CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`${CONFIG_URL} could not be fetched (${String(error)}).`);
  }
  if (!response.ok) throw new RuntimeConfigError(`${CONFIG_URL} answered HTTP ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${CONFIG_URL} is not valid JSON.`);
  }
  return parseRuntimeConfig(body);
}
