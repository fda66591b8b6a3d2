import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

/** Shows where the page navigated to, so a test reads it like the address bar ("Current page"). */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderInRemoteOptions {
  /** The remote's own providers around the page (its store provider), as its root renders them. */
  wrap: (children: ReactNode) => ReactElement;
  /** Where the router starts: a path (with its query) or an entry with router state. */
  path?: InitialEntry;
  /** The route the page is mounted at, when it reads its parameters (`/admin/ab-content/:identifier`). */
  route?: string;
  /** The shell's basename (the brand, e.g. '/stud'), when the page writes links without it. */
  basename?: string;
  /**
   * Whether to show the "Current page" readout. It is an `<output>`, so a live region and a node
   * of the container: a test of the page's own status region, or of a container the page leaves
   * empty, sets false. Shown unless false.
   */
  address?: boolean;
}

/**
 * Renders `ui` as the shell shows a remote's page: inside a router at `path`, wrapped in the
 * remote's providers, with the address shown as "Current page" for tests of where it navigates.
 */
export function renderInRemote(
  ui: ReactElement,
  { wrap, path = '/', route = '*', basename, address = true }: RenderInRemoteOptions,
) {
  return render(
    <MemoryRouter basename={basename} initialEntries={[path]}>
      {wrap(
        <>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
          {address && <WhereAmI />}
        </>,
      )}
    </MemoryRouter>,
  );
}
