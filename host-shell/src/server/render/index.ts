// Built at the shell's production build into dist/server/render.cjs (a Module Federation host for
// Node, createServerConfig of tooling/webpack); the static server loads it to stream each public
// page rendered (docs/adr/0140).
import { createServerRemotes } from './server-remotes';
import { renderPage, isServerRendered, REMOTE_BUDGET_MS, type RenderRequest } from './render-page';

/** One set of remotes for the life of the process: containers are loaded once, reloaded on redeploy. */
const remotes = createServerRemotes();

export function render(request: RenderRequest) {
  return renderPage(remotes, request);
}

export { isServerRendered, REMOTE_BUDGET_MS };
export type { RenderRequest, RenderedPage, ReusedPage } from './render-page';
