// Stands in for a page of this remote until its feature is built: says what the page is and who
// serves it, so routing and remote loading can be seen working end to end.
import { useId } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { REMOTE_NAME } from '../../remote-name';
import styles from './placeholder-page.module.css';

export interface PlaceholderPageProps extends RemotePageProps {
  /** Visible page name. */
  title: string;
  /** Exposed module name, e.g. 'CartPage'. */
  module: string;
}

export function PlaceholderPage({ title, module, pageKey }: PlaceholderPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.text}>
        This page is served by the <strong>{REMOTE_NAME}</strong> remote ({REMOTE_NAME}/{module}).
      </p>
      <dl className={styles.facts}>
        <dt>Page key</dt>
        <dd>{pageKey}</dd>
      </dl>
    </section>
  );
}
