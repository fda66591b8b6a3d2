import { Button } from 'shared-ui';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** What could not be loaded, said plainly. */
  message: string;
  /** Asks again (an RTK Query `refetch`). */
  onRetry: () => unknown;
  /** A retry is on its way: the button waits and says so. */
  retrying: boolean;
}

/**
 * The error state of a shop read that failed (the API down, the network gone): what went wrong and
 * a Retry that asks again, so a shopper never has to reload the whole page. The alert role makes
 * screen readers say it once it appears.
 */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{message}</p>
      <Button
        variant="secondary"
        onClick={() => void onRetry()}
        loading={retrying}
        loadingLabel="Trying again"
      >
        Retry
      </Button>
    </div>
  );
}
