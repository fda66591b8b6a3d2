import type { SocketStatus } from 'shared-contracts';
import { useAppSelector } from '../../../app/hooks';
import {
  selectConnectionError,
  selectReconnect,
  selectSocketStatus,
  type ReconnectPlan,
} from '../conversation.slice';
import { isSocketOpen } from '../socket/socket-status';
import styles from './connection-status.module.css';

/**
 * The connection state in words (the screen says it, not only a coloured dot: colour alone does not
 * reach everyone).
 */
export function connectionText(
  status: SocketStatus,
  reconnect: ReconnectPlan | null,
  error: string | null,
): string {
  if (error) return error;
  if (isSocketOpen(status)) return 'Connected';
  if (reconnect) return `Connection lost. Reconnecting (attempt ${reconnect.attempt})…`;
  if (status === 'error') return 'Connection problem. Trying again…';
  if (status === 'closed') return 'Disconnected';
  return 'Connecting…';
}

/** One line saying whether the chat is connected; a polite live region, so changes are heard. */
export function ConnectionStatus() {
  const status = useAppSelector(selectSocketStatus);
  const reconnect = useAppSelector(selectReconnect);
  const error = useAppSelector(selectConnectionError);
  const tone = error ? styles.failed : isSocketOpen(status) ? styles.open : styles.waiting;
  return (
    <p role="status" className={styles.status}>
      <span className={`${styles.dot} ${tone}`} aria-hidden="true" />
      {connectionText(status, reconnect, error)}
    </p>
  );
}
