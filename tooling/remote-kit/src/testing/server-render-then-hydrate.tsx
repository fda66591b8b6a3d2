import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface ServerRenderThenHydrateOptions {
  /** The page as the shell's server renders it (with its `renderScope`, after its `prepare`). */
  server: ReactElement;
  /** The same page as the browser first renders it (its tab's store, given the server's reads). */
  browser: ReactElement;
  /** Where the router is: a path with its query. */
  path: string;
  /** The shell's basename (the brand, e.g. '/stud'). */
  basename?: string;
  /** The history state the browser has at that path (a reload), which the server never sees. */
  browserState?: unknown;
  /** The route the page is mounted at, when it reads its parameters (`/app/:slug`). */
  route?: string;
  /** Providers around the router's routes (the shell's brand and API client), on both sides. */
  wrap?: (children: ReactNode) => ReactElement;
}

export interface ServerRendered {
  /** The server's markup. */
  html: string;
  /** The element the browser hydrated the markup in (in the document). */
  container: HTMLElement;
  /** Hydration errors and warnings: React's recoverable errors and any console.error while hydrating. */
  problems: string[];
  /** Unmounts the hydrated page (its effects' clean-up run). */
  unmount: () => void;
}

/**
 * A remote's page rendered as the shell's server renders it (docs/adr/0140), then hydrated as the
 * browser does: what a page opting into server rendering must pass. Its first browser render must
 * be the server's markup (no `window` in render, no state the server cannot know), or React
 * reports a mismatch here, as it would in the product's console.
 */
export async function serverRenderThenHydrate({
  server,
  browser,
  path,
  basename,
  browserState,
  route = '*',
  wrap = (children) => <>{children}</>,
}: ServerRenderThenHydrateOptions): Promise<ServerRendered> {
  const routed = (page: ReactElement, state: unknown = null) => (
    <MemoryRouter
      basename={basename}
      initialEntries={[
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? path.slice(path.indexOf('?')) : '',
          state,
        },
      ]}
    >
      {wrap(
        <Routes>
          <Route path={route} element={page} />
        </Routes>,
      )}
    </MemoryRouter>
  );
  const html = renderToString(routed(server));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const problems: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  };
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, routed(browser, browserState), {
        onRecoverableError: (error) => problems.push(error instanceof Error ? error.message : String(error)),
      });
      await Promise.resolve();
    });
  } finally {
    console.error = consoleError;
  }
  const hydrated = root;
  if (!hydrated) throw new Error('hydrateRoot returned no root');
  return {
    html,
    container,
    problems,
    unmount: () => {
      act(() => hydrated.unmount());
      container.remove();
    },
  };
}
