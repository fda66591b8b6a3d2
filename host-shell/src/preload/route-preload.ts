// Runs inline in the shell's HTML (built apart from the shell, see webpack.config.cjs), before the
// shell's own code has arrived: finds the remote page of the current URL, starts the page's first
// API reads (shared-contracts first-read.ts), fetches its manifest and then preloads its
// remoteEntry.js and page chunk. A cold visit then needs two round trips after the HTML:
// [main.js, manifest, the page's data] in parallel, then [remoteEntry.js, page chunk and every shared
// module the page consumes as it loads, from the shell or the remote: shared-at-load.ts].
// Anything unexpected only means no preload: the shell loads the page as it always does.
import {
  getBrand,
  nextTask,
  resolveBrand,
  startFirstReads,
  START_STEPS,
  type FirstReadPage,
  type RemoteName,
  type RuntimeConfig,
  type StorageKey,
} from 'shared-contracts';
import { rememberPreloadedManifest } from './preloaded-manifests';
import { patternParams, routeForPath } from './route-for-path';
import { tabAsksForFaults } from './tab-fault-request';
import { sharedFilesAtLoad, type LoadNeeds, type RemoteProvided, type ShellLoads } from './shared-at-load';
import { SERVER_RENDERED_ATTRIBUTE, serverCartOf } from './server-rendered-page';

export { matchesPattern } from './route-for-path';

/**
 * The part of an mf-manifest.json the preloader reads. `atLoad` is what our builds add
 * (tooling/webpack load-needs.cjs); a remote built before it has none.
 */
export interface ManifestAssets {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; atLoad?: LoadNeeds } }[];
  shared?: (RemoteProvided & { assets: { js: { sync: string[] } } })[];
}

/** The shell's own provided shared modules and where its chunks are served from. */
export interface ShellAssets {
  loads: ShellLoads;
  /** The shell's chunks are served beside main.js, at the root (HtmlWebpackPlugin's publicPath '/'). */
  baseUrl: string;
}

/**
 * For a remote built without `atLoad`: the shared libraries every remote page needs and the shell
 * does not bring (each remote page has its own store, docs/conventions.md), preloaded from the remote with
 * its page, or they would come in a third wave once its code runs.
 */
const STORE_LIBRARIES = /^(@reduxjs\/toolkit|react-redux)(\/|$)/;
/**
 * redux-saga too, for the remotes whose stores run sagas from the start (the chat socket, the
 * payment). Content and shop load theirs with the first editor or cart request (docs/adr/0010,
 * 0013): preloading it there would download it on every visit again.
 */
const SAGA_LIBRARIES = /^(redux-saga|typed-redux-saga)(\/|$)/;
const SAGAS_AT_START: ReadonlySet<RemoteName> = new Set(['checkout', 'chat']);

/** The remote page the shell will render for a URL, or undefined (not found, bad config). */
export function remotePageFor(
  config: RuntimeConfig,
  url: { hostname: string; pathname: string },
): FirstReadPage | undefined {
  const location = resolveBrand({
    hostname: url.hostname,
    pathname: url.pathname,
    brandHosts: config.brandHosts,
    productWord: config.productWord,
  });
  const path = url.pathname.slice(location.basename.length) || '/';
  const route = routeForPath(getBrand(location.brand, config.productWord).routes, path);
  if (!route) return undefined;
  const { remote, module, pageKey } = route;
  const page: FirstReadPage = { remote, module, pageKey, brand: location.brand };
  if (route.guard) page.guard = route.guard;
  if (route.path.includes(':')) page.params = patternParams(route.path, path.replace(/[?#].*$/, ''));
  return page;
}

/** A value stored as a raw string (the access token, the cart's checkoutId), or null. */
const ACCESS: StorageKey = 'access';
const CHECKOUT_ID: StorageKey = 'checkoutId';
const CHECKOUT_SECRET: StorageKey = 'checkoutSecret';
/** The shared module of Google's sign-in provider, which the shell provides lazily. */
const GOOGLE_PROVIDER = '@react-oauth/google';
/** The data block the shell's index.html carries (tooling/webpack index.cjs `shellLoads`). */
const SHELL_LOADS_ID = 'shell-loads';
function stored(win: Window, key: StorageKey): string | null {
  try {
    return win.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Absolute URLs of the remote's entry, the page module's own chunks (after those of the remote's
 * store steps, which the shell runs first, docs/adr/0193) and the files of the shared modules it
 * consumes as it loads (from the shell or the remote, shared-at-load.ts).
 */
export function pageAssets(
  manifest: ManifestAssets,
  manifestUrl: string,
  page: { remote: RemoteName; module: string },
  shell: ShellAssets = { loads: {}, baseUrl: manifestUrl },
): string[] {
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = new URL(path ? `${path.replace(/\/$/, '')}/${name}` : name, manifestUrl).href;
  const expose = manifest.exposes.find((e) => e.name === page.module);
  const steps = START_STEPS.map((step) => manifest.exposes.find((e) => e.name === step));
  const own = [...steps, expose]
    .flatMap((e) => e?.assets.js.sync ?? [])
    .map((file) => new URL(file, manifestUrl).href);
  const atLoad = expose?.assets.atLoad;
  const shared = atLoad
    ? sharedFilesAtLoad(atLoad.shared, { shared: manifest.shared ?? [], baseUrl: manifestUrl }, shell)
    : storeLibraries(manifest, manifestUrl, page.remote);
  return [entry, ...new Set([...own, ...shared])];
}

/** A manifest without `atLoad`: the store libraries of the remote's shared list (see above). */
function storeLibraries(manifest: ManifestAssets, manifestUrl: string, remote: RemoteName): string[] {
  const sagas = SAGAS_AT_START.has(remote);
  return (manifest.shared ?? [])
    .filter((s) => STORE_LIBRARIES.test(s.name) || (sagas && SAGA_LIBRARIES.test(s.name)))
    .flatMap((s) => s.assets.js.sync)
    .map((file) => new URL(file, manifestUrl).href);
}

/** The shell's provided shared modules from its HTML (`shell-loads`), or none. */
function shellAssets(doc: Document, win: Window): ShellAssets {
  const baseUrl = new URL('/', win.location.href).href;
  try {
    const text = doc.getElementById(SHELL_LOADS_ID)?.textContent;
    return { loads: text ? (JSON.parse(text) as ShellLoads) : {}, baseUrl };
  } catch {
    return { loads: {}, baseUrl };
  }
}

function preloadScript(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  doc.head.append(link);
}

/**
 * Preloads `hrefs` in their order, the first at once and each next one in a task of its own
 * (`nextTask`): starting a download costs the main thread a few milliseconds on a slow phone, and a
 * page's six to ten of them made one task of about 30 ms, on top of the manifest's (docs/adr/0187).
 */
async function preloadScripts(doc: Document, hrefs: string[]): Promise<void> {
  for (const [index, href] of hrefs.entries()) {
    if (index > 0) await nextTask();
    preloadScript(doc, href);
  }
}

/**
 * Fetches the page's manifest (handed over to Module Federation by the shell), then preloads the
 * files it lists; never throws.
 */
function preloadPageFiles(
  doc: Document,
  win: Window,
  { page, manifestUrl, shell }: { page: FirstReadPage; manifestUrl: string; shell: ShellAssets },
): void {
  try {
    // The same request Module Federation makes (a CORS fetch), handed over to it by the shell.
    const body = win.fetch(manifestUrl).then((response) => {
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      return response.text();
    });
    rememberPreloadedManifest(manifestUrl, body, win);
    body.then(
      (json) => {
        void preloadScripts(doc, pageAssets(JSON.parse(json) as ManifestAssets, manifestUrl, page, shell));
      },
      () => undefined,
    );
  } catch {
    // No preload; the shell still loads the page.
  }
}

/**
 * Starts the current page's downloads: its first API reads at once, its manifest and files from
 * the next task on; never throws.
 */
export function preloadCurrentPage(doc: Document = document, win: Window = window): void {
  try {
    const text = doc.getElementById('runtime-config')?.textContent;
    if (!text) return;
    const config = JSON.parse(text) as RuntimeConfig;
    // A tab with faults loads its remotes from faulted URLs: preloading the real ones would only
    // blur what the tester watches.
    if (config.faultInjection === true && tabAsksForFaults(win)) return;
    const shell = shellAssets(doc, win);
    // Google's provider, which the shell's first render waits for when Google sign-in is on
    // (google-sign-in-provider.tsx): fetched beside main.js, not after it.
    if (config.googleClientId?.trim())
      for (const href of sharedFilesAtLoad([GOOGLE_PROVIDER], { shared: [], baseUrl: shell.baseUrl }, shell))
        preloadScript(doc, href);
    const page = remotePageFor(config, win.location);
    const manifestUrl = page && config.remotes[page.remote];
    if (!page || !manifestUrl) return;
    // The page's data first: it is what its content waits for, and as a cross-origin JSON request
    // it pays a CORS preflight before it can be sent.
    const session = {
      accessToken: stored(win, ACCESS),
      checkoutId: stored(win, CHECKOUT_ID),
      checkoutSecret: stored(win, CHECKOUT_SECRET),
    };
    // A page the shell's server rendered carries its reads already (docs/adr/0140), but for those
    // of the stored session, which the server never sees: its personal parts wait for those.
    const sessionOnly = doc.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
    // Nor the guest cart's, when the server rendered the very cart this browser keeps (docs/adr/0189).
    const checkoutRendered = session.checkoutId !== null && serverCartOf(doc)?.id === session.checkoutId;
    startFirstReads(page, { apiBaseUrl: config.apiBaseUrl, ...session, sessionOnly, checkoutRendered }, win);
    // The manifest in the next task: each request started costs the main thread a few
    // milliseconds on a slow phone, and the page's reads and this one were one task of 50-60 ms at
    // Lighthouse's 4× CPU, after the first paint (docs/adr/0198).
    void nextTask().then(() => preloadPageFiles(doc, win, { page, manifestUrl, shell }));
  } catch {
    // No preload; the shell still loads the page.
  }
}
