// Stands in for a page of a remote until its feature is built: says what the page is and who
// serves it, so routing and remote loading can be seen working end to end.
import { useId } from 'react';
import type { PageModuleName, RemoteName, RemotePageProps } from 'shared-contracts';
import styles from './placeholder-page.module.css';

export interface PlaceholderPageProps<R extends RemoteName> extends RemotePageProps {
  /** The remote that serves the page, e.g. 'shop'. */
  remote: R;
  /** Visible page name. */
  title: string;
  /** Exposed module name, e.g. 'CartPage'; typed per remote so a page cannot claim another's module. */
  module: PageModuleName<R>;
}

export function PlaceholderPage<R extends RemoteName>({
  remote,
  title,
  module,
  pageKey,
}: PlaceholderPageProps<R>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.text}>
        This page is served by the <strong>{remote}</strong> remote ({remote}/{module}).
      </p>
      <dl className={styles.facts}>
        <dt>Page key</dt>
        <dd>{pageKey}</dd>
      </dl>
    </section>
  );
}
