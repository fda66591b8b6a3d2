// The standalone page of a remote: lets it be served and tried without the shell. A remote's
// bootstrap.tsx calls this; the shell never loads bootstrap.tsx, it loads the exposed pages.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { BrandId, RemoteName } from 'shared-contracts';
import { StandaloneApp } from './standalone-app';
import { standalonePages } from './standalone-pages';
import type { PageLoaders } from './standalone-pages';

export interface StandaloneOptions<R extends RemoteName> {
  remote: R;
  /** The brand the remote is mostly tried with; `?brand=<id>` overrides it. */
  defaultBrand: BrandId;
  /** Every exposed page of the remote: `{ CartPage: () => import('./pages/cart-page'), ... }`. */
  pages: PageLoaders<R>;
}

/** Renders the standalone page into `#root` (tooling/webpack/index.html provides it). */
export function renderStandalone<R extends RemoteName>({
  remote,
  defaultBrand,
  pages,
}: StandaloneOptions<R>) {
  const container = document.getElementById('root');
  if (!container) throw new Error(`mfe-${remote}: #root is missing from the page`);

  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp remote={remote} defaultBrand={defaultBrand} pages={standalonePages(pages)} />
      </BrowserRouter>
    </StrictMode>,
  );
}
