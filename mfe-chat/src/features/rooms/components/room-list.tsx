import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatRoom } from 'shared-contracts';
import { Button, SkeletonText } from 'shared-ui';
import { useListRoomsInfiniteQuery } from '../../../api/chat-api';
import { DeleteRoomDialog } from './delete-room-dialog';
import { RenameRoomDialog } from './rename-room-dialog';
import styles from './room-list.module.css';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The user's conversations, most recent first, 10 at a time with "Load more"; rename and delete each. */
export function RoomList() {
  const rooms = useListRoomsInfiniteQuery();
  const [renaming, setRenaming] = useState<ChatRoom | null>(null);
  const [deleting, setDeleting] = useState<ChatRoom | null>(null);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const title = useRef<HTMLHeadingElement>(null);
  const list = rooms.data?.pages.flatMap((page) => page.results) ?? [];

  let body;
  if (rooms.isLoading) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading your conversations">
        {[1, 2, 3].map((key) => (
          <li key={key} className={styles.row}>
            <SkeletonText lines={2} />
          </li>
        ))}
      </ul>
    );
  } else if (rooms.isError) {
    body = (
      <div role="alert" className={styles.problem}>
        <p>Your conversations could not be loaded.</p>
        <Button variant="secondary" onClick={() => void rooms.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = <p className={styles.empty}>No conversations yet. Ask your first question to start one.</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {list.map((room) => (
          <li key={room.slug} className={styles.row}>
            <Link to={`/app/${encodeURIComponent(room.slug)}`} className={styles.link}>
              {room.name}
            </Link>
            <span className={styles.when}>{whenFormat.format(new Date(room.updated_at))}</span>
            <span className={styles.actions}>
              <Button variant="link" onClick={() => setRenaming(room)} aria-label={`Rename “${room.name}”`}>
                Rename
              </Button>
              <Button variant="link" onClick={() => setDeleting(room)} aria-label={`Delete “${room.name}”`}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.rooms} aria-labelledby="chat-rooms-title">
      <h2 id="chat-rooms-title" className={styles.title} ref={title} tabIndex={-1}>
        Your conversations
      </h2>
      {body}
      {rooms.hasNextPage && (
        <Button
          variant="secondary"
          loading={rooms.isFetchingNextPage}
          loadingLabel="Loading more conversations"
          onClick={() => void rooms.fetchNextPage()}
        >
          Load more
        </Button>
      )}
      <RenameRoomDialog room={renaming} onClose={closeRename} />
      <DeleteRoomDialog room={deleting} onClose={closeDelete} focusAfterDelete={title} />
    </section>
  );
}
