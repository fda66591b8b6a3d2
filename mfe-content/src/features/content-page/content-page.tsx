import type { ReactNode } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { ContentProviders } from '../../app/content-providers';
import { ContentBlocks } from '../ab-content';
import { usePageMeta } from '../page-meta';
import { SubscriptionPopup } from '../subscription-popup';
import styles from './content-page.module.css';

export interface ContentPageProps extends RemotePageProps {
  /** Blocks whose space is kept while loading. */
  reserve?: number;
  /** Page parts after the A/B blocks (forms, results). */
  children?: ReactNode;
  /** Without A/B blocks (the consult page loads its content by type). */
  withoutBlocks?: boolean;
  /**
   * Components that only start the page's own reads (they render nothing), mounted at once: the
   * parts in `children` show after the blocks, and must not wait for them to start asking.
   */
  reads?: ReactNode;
}

function PageBody({ brand, pageKey, reserve, children, withoutBlocks, reads }: ContentPageProps) {
  usePageMeta(brand, pageKey);
  return (
    <div className={styles.page}>
      {reads}
      {withoutBlocks ? (
        children
      ) : (
        <ContentBlocks brand={brand} page={pageKey} reserve={reserve}>
          {children}
        </ContentBlocks>
      )}
      <SubscriptionPopup brand={brand} />
    </div>
  );
}

/** A content page: the store, title and description, the page's A/B blocks, then its own parts. */
export function ContentPage(props: ContentPageProps) {
  return (
    <ContentProviders renderScope={props.renderScope}>
      <PageBody {...props} />
    </ContentProviders>
  );
}
