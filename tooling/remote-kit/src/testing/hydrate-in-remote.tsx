import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface HydrateInRemoteOptions {
  /** The page as the shell's server renders it (with its `renderScope`). */
  server: ReactElement;
  /** The page as the browser hydrates it (the tab's store). */
  browser: ReactElement;
  /** Where the router is: a path with its query. */
  path?: string;
  /** The route the page is mounted at, when it reads its parameters (`/app/:slug`). */
  route?: string;
  /** Providers around the router's routes (the shell's brand and API client), on both sides. */
  wrap?: (children: ReactNode) => ReactElement;
}

/**
 * Renders a page as the shell's server does (docs/adr/0140: no effects, the server snapshots),
 * then hydrates that markup in the document as the browser does. `html` is the server's markup;
 * `hydrationErrors` what React could not hydrate (a mismatch between the two first renders).
 */
export function hydrateInRemote({
  server,
  browser,
  path = '/',
  route = '*',
  wrap = (children) => <>{children}</>,
}: HydrateInRemoteOptions) {
  const tree = (page: ReactElement) => (
    <MemoryRouter initialEntries={[path]}>
      {wrap(
        <Routes>
          <Route path={route} element={page} />
        </Routes>,
      )}
    </MemoryRouter>
  );
  const html = renderToString(tree(server));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const hydrationErrors: unknown[] = [];
  let root: Root | undefined;
  // act: the effects after hydration (the browser's reads of its storage) have run on return.
  act(() => {
    root = hydrateRoot(container, tree(browser), {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  return {
    html,
    container,
    hydrationErrors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
