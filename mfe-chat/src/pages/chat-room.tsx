import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useListRoomsInfiniteQuery } from '../api/chat-api';
import { ConnectionStatus } from '../features/conversation/components/connection-status';
import { ConversationView } from '../features/conversation/components/conversation-view';
import styles from './chat-page.module.css';
import { useVisibleHeight } from './use-visible-height';

/** /app/{slug}: one conversation, sized to what the visitor can see. */
export function ChatRoom({ room }: { room: string }) {
  const rooms = useListRoomsInfiniteQuery();
  const name = rooms.data?.pages.flatMap((page) => page.results).find((each) => each.slug === room)?.name;
  const visible = useVisibleHeight();
  const style = visible ? ({ '--chat-visible-height': `${visible}px` } as CSSProperties) : undefined;
  return (
    <div className={styles.room} style={style}>
      <header className={styles.roomHeader}>
        <Link to="/app" className={styles.back}>
          <span aria-hidden="true">← </span>All conversations
        </Link>
        <h1 className={styles.roomTitle}>{name ?? 'Conversation'}</h1>
        <ConnectionStatus />
      </header>
      <ConversationView room={room} />
    </div>
  );
}
