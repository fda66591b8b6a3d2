import { HealthAnalytics } from '../features/analytics';
import { NewChat, RoomList, StartChatFab } from '../features/rooms';
import styles from './chat-page.module.css';

/** /app: start a conversation, find an earlier one, and the health profile. */
export function ChatHome() {
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>Your health chat</h1>
      <div className={styles.columns}>
        <NewChat />
        <RoomList />
      </div>
      <HealthAnalytics />
      <StartChatFab />
    </div>
  );
}
