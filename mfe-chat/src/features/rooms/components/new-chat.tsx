import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePersonalParts } from 'shared-ui';
import { useGetChatSuggestionsQuery } from '../../../api/chat-api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Composer, PromptList, PromptListSkeleton } from '../../conversation';
import {
  createdRoomOpened,
  roomCreateRequested,
  selectAddError,
  selectAddStatus,
  selectCreatedRoom,
} from '../rooms.slice';
import styles from './new-chat.module.css';

/**
 * Starts a conversation: a suggestion or a typed question makes a room (add statuses of docs/product.md §4)
 * and opens it; the question is sent there as soon as its socket is open.
 */
export function NewChat() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The user's suggestions are read in the browser once the shell knows the visitor (docs/adr/0150).
  const personal = usePersonalParts();
  const suggestions = useGetChatSuggestionsQuery(undefined, { skip: !personal });
  const status = useAppSelector(selectAddStatus);
  const error = useAppSelector(selectAddError);
  const created = useAppSelector(selectCreatedRoom);

  useEffect(() => {
    if (!created) return;
    dispatch(createdRoomOpened());
    void navigate(`/app/${encodeURIComponent(created)}`);
  }, [created, dispatch, navigate]);

  const start = (message: string, file: string | null) =>
    dispatch(roomCreateRequested({ firstMessage: { message, file } }));
  const busy = status === 'PENDING';

  return (
    <section className={styles.newChat} aria-labelledby="new-chat-title">
      <h2 id="new-chat-title" className={styles.title}>
        Start a new conversation
      </h2>
      <p className={styles.intro}>
        {suggestions.data?.is_new_chat
          ? 'Welcome! Ask anything about men’s health. Replies are general information, not medical advice.'
          : 'Ask a new question, or pick one of these. Replies are general information, not medical advice.'}
      </p>
      {!personal || suggestions.isLoading ? (
        // Holds the suggestions' room: they would otherwise push the message box down on arrival.
        <PromptListSkeleton title="Suggested questions" headingLevel={3} />
      ) : (
        <PromptList
          title="Suggested questions"
          headingLevel={3}
          prompts={suggestions.data?.results ?? []}
          disabled={busy}
          onPick={(prompt) => start(prompt, null)}
        />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Composer
        label="Ask a health question"
        disabled={busy}
        awaitingReply={busy}
        disabledReason="Starting your conversation…"
        onSend={start}
      />
    </section>
  );
}
