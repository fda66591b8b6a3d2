// Hands the remote manifest the inline route preloader (src/preload) fetched to Module Federation,
// so the runtime reads it instead of fetching it a second time after the shell's code arrived.

/** The window property the preloader fills: manifest URL -> its body. */
export const PRELOADED_MANIFESTS = '__shellPreloadedManifests';

type PreloadedManifests = Record<string, Promise<string> | undefined>;

function store(win: Window): PreloadedManifests {
  const holder = win as unknown as Record<string, PreloadedManifests | undefined>;
  holder[PRELOADED_MANIFESTS] ??= {};
  return holder[PRELOADED_MANIFESTS];
}

/** Keeps a manifest fetch under way for the runtime to pick up. */
export function rememberPreloadedManifest(url: string, body: Promise<string>, win: Window = window): void {
  store(win)[url] = body;
}

/**
 * The preloaded body of a manifest, once: a later load (a Retry, a redeploy's reload) fetches
 * afresh. Undefined when nothing was preloaded for that URL.
 */
export function takePreloadedManifest(url: string, win: Window = window): Promise<string> | undefined {
  const manifests = store(win);
  const body = manifests[url];
  delete manifests[url];
  return body;
}
