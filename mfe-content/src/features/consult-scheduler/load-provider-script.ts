/** How long a provider's script may take before the page gives up on it and keeps the form alone. */
export const PROVIDER_SCRIPT_TIMEOUT_MS = 15_000;

// One load per script and page, however often the consult page is opened: a provider's script
// defines its globals once. A failed load is forgotten, so the next visit of the page tries again.
const loads = new Map<string, Promise<void>>();

/**
 * Loads a third-party script with `<script src>` (allowed by the page's CSP from the runtime
 * config). Rejects when it cannot load (offline, blocked, 404) or has not loaded within
 * `timeoutMs`, as a script from an unreachable host may hang rather than fail.
 */
export function loadProviderScript(
  url: string,
  { timeoutMs = PROVIDER_SCRIPT_TIMEOUT_MS, doc = document }: { timeoutMs?: number; doc?: Document } = {},
): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const timer = setTimeout(() => fail(new Error(`${url} did not load within ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`${url} could not be loaded`)));
    doc.head.appendChild(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

/** Forgets every load, so a test starts from a page that has loaded nothing. */
export function forgetProviderScripts(): void {
  loads.clear();
}
