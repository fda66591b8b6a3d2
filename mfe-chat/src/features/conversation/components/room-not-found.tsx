import { Link } from 'react-router-dom';
import { errorStatus } from 'shared-contracts';
import styles from './conversation-log.module.css';

/** What /app/{slug} shows for a room that does not exist or is another user's (the API's 404). */
export function RoomNotFound() {
  return (
    <div className={styles.problem} role="alert">
      <p>This conversation does not exist or is not yours.</p>
      <Link to="/app">See your conversations</Link>
    </div>
  );
}

/** Whether a failed query was the API's 404. */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}
