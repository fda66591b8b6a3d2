// Lists a remote's pages and renders one per route, with the props the shell would pass.
// ?brand=<id> picks the brand (default: the remote's own); links stay on the standalone page.
import { Suspense } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { isBrandId } from 'shared-contracts';
import type { BrandId, RemoteName } from 'shared-contracts';
import type { StandalonePage } from './standalone-pages';
import styles from './standalone-app.module.css';

export interface StandaloneAppProps {
  remote: RemoteName;
  /** The brand shown when the URL has no valid ?brand=. */
  defaultBrand: BrandId;
  pages: readonly StandalonePage[];
}

export function StandaloneApp({ remote, defaultBrand, pages }: StandaloneAppProps) {
  const [params] = useSearchParams();
  const requested = params.get('brand');
  const brand = isBrandId(requested) ? requested : defaultBrand;
  const brandHref = (path: string) => path;

  return (
    <div className={styles.shell}>
      <nav aria-label={`Pages of the ${remote} remote`} className={styles.nav}>
        <p className={styles.title}>{remote} remote (standalone)</p>
        <ul className={styles.list}>
          {pages.map(({ module, key }) => (
            <li key={key}>
              <Link to={{ pathname: `/${key}`, search: params.toString() }}>{module}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Routes>
            <Route index element={<p>Pick a page of the {remote} remote.</p>} />
            {pages.map(({ key, Page }) => (
              <Route
                key={key}
                path={key}
                element={<Page brand={brand} pageKey={key} brandHref={brandHref} />}
              />
            ))}
            <Route path="*" element={<p>No page of the {remote} remote answers here.</p>} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
