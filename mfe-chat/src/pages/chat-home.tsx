import { HealthAnalytics } from '../features/analytics/components/health-analytics';
import { NewChat } from '../features/rooms/components/new-chat';
import { RoomList } from '../features/rooms/components/room-list';
import { StartChatFab } from '../features/rooms/components/start-chat-fab';
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
