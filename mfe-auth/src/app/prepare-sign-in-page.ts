// The sign-in pages' part in the shell's server render (docs/adr/0140). A page module takes part
// by exporting `prepare`; these read nothing before they render (their forms start empty, and the
// server never sees a token), so the shell renders them as a guest sees them at once. A signed-in
// visitor's browser then sends them on, as before: the shell's guard reads the token only after
// hydration.
import type { RenderScope } from 'shared-contracts';
import { renderStore } from './store';

/** Makes the render's own store, so the page never falls back to the tab's on the server. */
export function prepareSignInPage(scope: RenderScope): Promise<void> {
  renderStore(scope);
  return Promise.resolve();
}
