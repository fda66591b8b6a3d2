// Built at the shell's production build into dist/server/render.cjs (a Module Federation host for
// Node, createServerConfig of tooling/webpack); the static server loads it to stream each public
// page rendered (docs/adr/0140).
import axios from 'axios';
import { createServerRemotes } from './server-remotes';
import { renderPage, isServerRendered, REMOTE_BUDGET_MS, type RenderRequest } from './render-page';

// The page's reads are asked for uncompressed: the API keeps each answer's plain bytes beside its
// compressed ones, and decompressing them here cost 0.5-1.5 ms of a page kept in the render cache
// (the product page's two reads). Set before the api client's axios instance is made (on the first
// read), which copies axios's defaults; this process is the server's, never a browser's.
axios.defaults.headers.common['Accept-Encoding'] = 'identity';

/** One set of remotes for the life of the process: containers are loaded once, reloaded on redeploy. */
const remotes = createServerRemotes();

export function render(request: RenderRequest) {
  return renderPage(remotes, request);
}

export { isServerRendered, REMOTE_BUDGET_MS };
export type { RenderRequest, RenderedPage, ReusedPage } from './render-page';
