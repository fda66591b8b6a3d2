import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { whenIdle, type ChatRoom } from 'shared-contracts';
import { Button, SkeletonText, usePersonalParts } from 'shared-ui';
import { useListRoomsInfiniteQuery } from '../../../api/chat-api';
import { formatRoomTime } from '../room-time';
import styles from './room-list.module.css';

// Rename and delete ask in the shared modal, whose dialog and Radix parts (about 15 KB gz) the
// list does not need to show: fetched once the page is idle (the effect below), mounted from the
// first time one is asked for. A click before they are fetched opens its dialog once it arrives.
const loadRenameDialog = () =>
  import('./rename-room-dialog').then((module) => ({ default: module.RenameRoomDialog }));
const loadDeleteDialog = () =>
  import('./delete-room-dialog').then((module) => ({ default: module.DeleteRoomDialog }));
const RenameRoomDialog = lazy(loadRenameDialog);
const DeleteRoomDialog = lazy(loadDeleteDialog);

/** The user's conversations, most recent first, 10 at a time with "Load more"; rename and delete each. */
export function RoomList() {
  // The user's rooms are read in the browser once the shell knows the visitor (docs/adr/0150).
  const personal = usePersonalParts();
  const rooms = useListRoomsInfiniteQuery(undefined, { skip: !personal });
  const [renaming, setRenaming] = useState<ChatRoom | null>(null);
  const [deleting, setDeleting] = useState<ChatRoom | null>(null);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const title = useRef<HTMLHeadingElement>(null);
  const list = rooms.data?.pages.flatMap((page) => page.results) ?? [];

  useEffect(
    () =>
      whenIdle(() => {
        void loadRenameDialog();
        void loadDeleteDialog();
      }),
    [],
  );
  const ask = (open: (room: ChatRoom) => void, room: ChatRoom) => {
    setDialogsUsed(true);
    open(room);
  };

  let body;
  if (!personal || rooms.isLoading) {
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
            <span className={styles.when}>{formatRoomTime(room.updated_at)}</span>
            <span className={styles.actions}>
              <Button
                variant="link"
                onClick={() => ask(setRenaming, room)}
                aria-label={`Rename “${room.name}”`}
              >
                Rename
              </Button>
              <Button
                variant="link"
                onClick={() => ask(setDeleting, room)}
                aria-label={`Delete “${room.name}”`}
              >
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
      {dialogsUsed && (
        <Suspense fallback={null}>
          <RenameRoomDialog room={renaming} onClose={closeRename} />
          <DeleteRoomDialog room={deleting} onClose={closeDelete} focusAfterDelete={title} />
        </Suspense>
      )}
    </section>
  );
}
