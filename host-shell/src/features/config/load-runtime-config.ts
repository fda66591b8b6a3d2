import type { RuntimeConfig } from 'shared-contracts';
import { parseRuntimeConfig, RuntimeConfigError } from './parse-runtime-config';

/** Where the server publishes the deployment's settings (generated per deployment, never built in). */
export const CONFIG_URL = '/config.json';

/**
 * Longest wait for /config.json. Nothing renders before it arrives, so a server that accepts the
 * connection and never answers would otherwise leave a blank page with no way out.
 */
export const CONFIG_TIMEOUT_MS = 15_000;

/** The element the shell's HTML server writes the same config into (tooling/static-server). */
export const INLINE_CONFIG_ID = 'runtime-config';

/**
 * The config the server put into the page, or undefined when there is none or it is no valid
 * config (a page served by another server, a hand-edited file): then /config.json decides.
 */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    console.warn(`host-shell: the inline runtime config is not usable, fetching ${CONFIG_URL}`, error);
    return undefined;
  }
}

/**
 * The config inlined in the page (no round trip before the first render), else /config.json,
 * fetched and validated. `no-cache` makes the browser revalidate, so a changed deployment (new
 * remote URLs after a redeploy) is picked up on the next visit.
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  timeoutMs: number = CONFIG_TIMEOUT_MS,
  readInline: () => RuntimeConfig | undefined = readInlineRuntimeConfig,
): Promise<RuntimeConfig> {
  const inline = readInline();
  if (inline) return inline;
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
