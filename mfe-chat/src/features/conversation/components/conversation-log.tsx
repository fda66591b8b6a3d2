import { useLayoutEffect, useMemo, useRef } from 'react';
import { Button, SkeletonBlock } from 'shared-ui';
import { useListRoomMessagesInfiniteQuery } from '../../../api/chat-api';
import type { RoomConversation } from '../conversation.slice';
import { messageKey, visibleMessages } from '../merge-messages';
import { GrowingReply, MessageBubble } from './message-bubble';
import { isNotFound, RoomNotFound } from './room-not-found';
import styles from './conversation-log.module.css';

/** How close to an edge (px) counts as being at it. */
const EDGE = 64;

/**
 * The messages of a room: the history 25 at a time (older pages load when the reader scrolls to
 * the top, or with the button there), then what arrived on the socket, each message once. Loading
 * an older page keeps what the reader was looking at in place; a new message scrolls the view down
 * only when the reader was already at the bottom, never while they read older messages.
 */
export function ConversationLog({ room, live }: { room: string; live: RoomConversation }) {
  const history = useListRoomMessagesInfiniteQuery(room);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const pages = data?.pages;
  const messages = useMemo(
    () => visibleMessages(pages ? [...pages].reverse().flatMap((page) => page.results) : [], live.messages),
    [pages, live.messages],
  );
  const growing = live.awaiting.map((clientId) => ({ clientId, text: live.streaming[clientId] ?? '' }));

  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const keptPosition = useRef<{ height: number; top: number; pages: number } | null>(null);
  const pageCount = pages?.length ?? 0;

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    keptPosition.current = { height: element.scrollHeight, top: element.scrollTop, pages: pageCount };
    void fetchNextPage();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE;
    if (element.scrollTop < EDGE) loadOlder();
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const kept = keptPosition.current;
    if (kept && pageCount > kept.pages) {
      // The older page went in above: move down by its height, so the same message stays in view.
      element.scrollTop = kept.top + (element.scrollHeight - kept.height);
      keptPosition.current = null;
      return;
    }
    if (atBottom.current) element.scrollTop = element.scrollHeight;
  });

  if (history.isError) {
    if (isNotFound(history.error)) return <RoomNotFound />;
    return (
      <div className={styles.problem} role="alert">
        <p>The messages could not be loaded.</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    // A focusable region, so keyboard users can scroll the conversation too.
    <section
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      tabIndex={0}
      aria-label="Messages"
    >
      {hasNextPage && (
        <div className={styles.older}>
          <Button
            variant="link"
            loading={isFetchingNextPage}
            loadingLabel="Loading older messages"
            onClick={loadOlder}
          >
            Load older messages
          </Button>
        </div>
      )}
      {history.isLoading ? (
        <div className={styles.list} aria-busy="true" aria-label="Loading messages">
          <SkeletonBlock height="4rem" width="60%" />
          <SkeletonBlock height="6rem" width="80%" />
          <SkeletonBlock height="4rem" width="50%" />
        </div>
      ) : (
        <ol className={styles.list}>
          {messages.length === 0 && growing.length === 0 && (
            <li className={styles.empty}>Ask your first question below.</li>
          )}
          {messages.map((message) => (
            <li key={messageKey(message)} className={message.is_ai ? styles.fromAi : styles.fromUser}>
              <MessageBubble room={room} message={message} />
            </li>
          ))}
          {growing.map(({ clientId, text }) => (
            <li key={`growing-${clientId}`} className={styles.fromAi}>
              <GrowingReply text={text} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
