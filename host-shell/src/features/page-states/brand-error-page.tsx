import { chunkLoadFailedMessage, MESSAGES } from 'shared-contracts';
import { BrandLink, useBrand } from '../brand';
import styles from './brand-error-page.module.css';
import { ErrorIllustration } from './error-illustration';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';

/** Why the page is shown: an unknown route, a render error, or a remote that did not load. */
export type ErrorPageKind = 'not-found' | 'render' | 'remote';

interface RetryState {
  onRetry: () => void;
  retrying: boolean;
  /** e.g. 'Attempt 2 of 4': shown while retrying so the wait is visible. */
  progressText?: string;
}

interface BrandErrorPageProps {
  kind: ErrorPageKind;
  retry?: RetryState;
  /**
   * A script chunk of the page did not load: the id (or file) it names. The page then says
   * "Loading chunk <id> failed" (docs/product.md §8) instead of "An error has occurred.".
   */
  failedChunk?: string | null | undefined;
}

/**
 * The brand's error page (docs/product.md §2 "Not-found screen"). Brands with a shop of their own (stud,
 * {product}cele) add the not-found text and "Continue Shopping"; the others show the image.
 */
export function BrandErrorPage({ kind, retry, failedChunk }: BrandErrorPageProps) {
  const { brand } = useBrand();
  const hasOwnShop = brand.shopTarget.brand === brand.id;
  const notFound = kind === 'not-found';
  let text: string = MESSAGES.renderError;
  if (notFound) text = MESSAGES.pageNotFound;
  else if (failedChunk) text = chunkLoadFailedMessage(failedChunk);
  // Without a shop the not-found text is not part of the brand's page; the heading stays for
  // screen readers so the page still has a title.
  const headingHidden = notFound && !hasOwnShop;

  return (
    <section className={styles.page} aria-labelledby="error-page-title">
      <ErrorIllustration label={notFound ? 'Page not found' : 'Something went wrong'} />
      {headingHidden ? (
        <VisuallyHidden asChild>
          <h1 id="error-page-title">Page not found</h1>
        </VisuallyHidden>
      ) : (
        <h1 id="error-page-title" className={styles.title}>
          {text}
        </h1>
      )}
      {retry && (
        <div className={styles.retry}>
          {/* aria-disabled, not disabled: a disabled button loses focus to <body>, and a keyboard
              or screen reader user would have to find their place again. */}
          <button
            type="button"
            className={styles.retryButton}
            onClick={() => {
              if (!retry.retrying) retry.onRetry();
            }}
            aria-disabled={retry.retrying}
            aria-busy={retry.retrying}
          >
            {retry.retrying && <span className={styles.spinner} aria-hidden="true" />}
            {retry.retrying ? 'Retrying…' : 'Retry'}
          </button>
          <p role="status" className={styles.progress}>
            {retry.retrying ? (retry.progressText ?? 'Loading the page again…') : ''}
          </p>
        </div>
      )}
      {hasOwnShop && (
        <BrandLink target={brand.shopTarget} className={styles.shopLink}>
          {MESSAGES.continueShopping}
        </BrandLink>
      )}
    </section>
  );
}
