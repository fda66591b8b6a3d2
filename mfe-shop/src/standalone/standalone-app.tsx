// Lists this remote's pages and renders one per route, with the props the shell would pass.
// ?brand=<id> picks the brand (default stud); links stay on the standalone page.
import { Suspense } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { isBrandId } from 'shared-contracts';
import type { BrandId } from 'shared-contracts';
import { REMOTE_NAME } from '../remote-name';
import { STANDALONE_PAGES } from './standalone-pages';
import styles from './standalone-app.module.css';

const DEFAULT_BRAND: BrandId = 'stud';

export function StandaloneApp() {
  const [params] = useSearchParams();
  const requested = params.get('brand');
  const brand = isBrandId(requested) ? requested : DEFAULT_BRAND;
  const brandHref = (path: string) => path;

  return (
    <div className={styles.shell}>
      <nav aria-label={`Pages of the ${REMOTE_NAME} remote`} className={styles.nav}>
        <p className={styles.title}>{REMOTE_NAME} remote (standalone)</p>
        <ul className={styles.list}>
          {STANDALONE_PAGES.map(({ module, key }) => (
            <li key={key}>
              <Link to={{ pathname: `/${key}`, search: params.toString() }}>{module}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Routes>
            <Route index element={<p>Pick a page of the {REMOTE_NAME} remote.</p>} />
            {STANDALONE_PAGES.map(({ key, Page }) => (
              <Route
                key={key}
                path={key}
                element={<Page brand={brand} pageKey={key} brandHref={brandHref} />}
              />
            ))}
            <Route path="*" element={<p>No page of the {REMOTE_NAME} remote answers here.</p>} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
