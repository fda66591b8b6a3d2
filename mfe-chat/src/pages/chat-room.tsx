import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SkeletonBlock } from 'shared-ui';
import { useListRoomMessagesInfiniteQuery, useListRoomsInfiniteQuery } from '../api/chat-api';
import { ConnectionStatus, ConversationView, isNotFound, RoomNotFound } from '../features/conversation';
import styles from './chat-page.module.css';
import { useVisibleHeight } from './use-visible-height';

/** /app/{slug}: one conversation, sized to what the visitor can see. */
export function ChatRoom({ room }: { room: string }) {
  const rooms = useListRoomsInfiniteQuery();
  const name = rooms.data?.pages.flatMap((page) => page.results).find((each) => each.slug === room)?.name;
  // The same query the log reads (one request): a room that is not the user's shows only that.
  const history = useListRoomMessagesInfiniteQuery(room);
  const missing = history.isError && isNotFound(history.error);
  const visible = useVisibleHeight();
  const style = visible ? ({ '--chat-visible-height': `${visible}px` } as CSSProperties) : undefined;
  return (
    <div className={styles.room} style={style}>
      <header className={styles.roomHeader}>
        <Link to="/app" className={styles.back}>
          <span aria-hidden="true">← </span>All conversations
        </Link>
        <h1 className={styles.roomTitle}>{missing ? 'Conversation not found' : (name ?? 'Conversation')}</h1>
        {!missing && <ConnectionStatus />}
      </header>
      {missing ? <RoomNotFound /> : <ConversationView room={room} />}
    </div>
  );
}

/**
 * A room before the browser knows the visitor (the server's render and hydration, docs/adr/0150):
 * the room's frame at its size, the conversation's place held, no socket and no read.
 */
export function ChatRoomFrame() {
  return (
    <div className={styles.room} aria-busy="true">
      <header className={styles.roomHeader}>
        <Link to="/app" className={styles.back}>
          <span aria-hidden="true">← </span>All conversations
        </Link>
        <h1 className={styles.roomTitle}>Conversation</h1>
      </header>
      <div className={styles.roomPlaceholder}>
        <SkeletonBlock height="100%" />
      </div>
    </div>
  );
}
