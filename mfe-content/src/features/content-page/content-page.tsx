import type { ReactNode } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { ContentProviders } from '../../app/content-providers';
import { ContentBlocks } from '../ab-content/components/content-blocks';
import { usePageMeta } from '../page-meta/use-page-meta';
import { SubscriptionPopup } from '../subscription-popup/subscription-popup';
import styles from './content-page.module.css';

export interface ContentPageProps extends RemotePageProps {
  /** Blocks whose space is kept while loading. */
  reserve?: number;
  /** Page parts after the A/B blocks (forms, results). */
  children?: ReactNode;
  /** Without A/B blocks (the consult page loads its content by type). */
  withoutBlocks?: boolean;
}

function PageBody({ brand, pageKey, reserve, children, withoutBlocks }: ContentPageProps) {
  usePageMeta(brand, pageKey);
  return (
    <div className={styles.page}>
      {withoutBlocks ? null : <ContentBlocks brand={brand} page={pageKey} reserve={reserve} />}
      {children}
      <SubscriptionPopup brand={brand} />
    </div>
  );
}

/** A content page: the store, title and description, the page's A/B blocks, then its own parts. */
export function ContentPage(props: ContentPageProps) {
  return (
    <ContentProviders>
      <PageBody {...props} />
    </ContentProviders>
  );
}
