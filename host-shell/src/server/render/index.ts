// Built at the shell's production build into dist/server/render.cjs (a Module Federation host for
// Node, createServerConfig of tooling/webpack); the static server loads it to stream each public
// page rendered (docs/adr/0140).
import axios from 'axios';
import type { RuntimeConfig } from 'shared-contracts';
import { createServerRemotes, forgetAllBuilds, MANIFEST_CHECK_MS } from './server-remotes';
import { renderPage, isServerRendered, REMOTE_BUDGET_MS, type RenderRequest } from './render-page';
import { warmUp as warmUpRemotes } from './warm-up';

// The page's reads are asked for uncompressed: the API keeps each answer's plain bytes beside its
// compressed ones, and decompressing them here cost 0.5-1.5 ms of a page kept in the render cache
// (the product page's two reads). Set before the api client's axios instance is made (on the first
// read), which copies axios's defaults; this process is the server's, never a browser's.
axios.defaults.headers.common['Accept-Encoding'] = 'identity';

/**
 * How often a remote's server manifest is read again. SERVER_RENDER_MANIFEST_CHECK_MS is for the
 * redeploy bench (bench/lib/redeploys.mjs), which redeploys 100 times and cannot wait 5 s each.
 */
function manifestCheckMs(): number {
  const asked = Number(process.env['SERVER_RENDER_MANIFEST_CHECK_MS']);
  return Number.isInteger(asked) && asked > 0 ? asked : MANIFEST_CHECK_MS;
}

/** One set of remotes for the life of the process: containers are loaded once, reloaded on redeploy. */
const remotes = createServerRemotes({ manifestCheckMs: manifestCheckMs() });

export function render(request: RenderRequest) {
  return renderPage(remotes, request);
}

/** Loads every page module the server renders, before visitors ask (warm-up.ts). */
export function warmUp(config: RuntimeConfig) {
  return warmUpRemotes(remotes, config);
}

/**
 * How often the static server warms up again (server-render.cjs keepWarm): the manifests'
 * interval, so each run finds them due for a read and a redeploy is loaded within about that long.
 */
export function warmUpEveryMs(): number {
  return manifestCheckMs();
}

/**
 * Called by the static server before it loads a new build of this file in the same process: the
 * federation state this renderer set up goes, so the new one sets up its own (server-remotes.ts
 * `forgetAllBuilds`). This renderer is not used afterwards.
 */
export function dispose(): void {
  forgetAllBuilds();
}

export { isServerRendered, REMOTE_BUDGET_MS };
export type { WarmUpResult } from './warm-up';
export type { ServerFault } from './server-remotes';
export type { RenderRequest, RenderedPage, ReusedPage } from './render-page';
