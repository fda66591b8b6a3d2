import { useEffect } from 'react';
import { useGetRelatedPromptsQuery } from '../../../api/chat-api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  messageSendRequested,
  roomEntered,
  roomLeft,
  selectControlsDisabled,
  selectRoomConversation,
} from '../conversation.slice';
import { Composer } from './composer';
import { ConversationLog } from './conversation-log';
import { PromptList } from './related-prompts';
import { ReplyAnnouncer } from './reply-announcer';
import styles from './conversation-view.module.css';

/**
 * One room: opens its socket while shown (closing it on the way out), lists the messages, offers
 * related prompts after a reply, and the message box. The controls wait while a reply is on its way.
 */
export function ConversationView({ room }: { room: string }) {
  const dispatch = useAppDispatch();
  const live = useAppSelector((state) => selectRoomConversation(state, room));
  const disabled = useAppSelector((state) => selectControlsDisabled(state, room));
  // After a reload there is no reply of this visit yet: ask for the prompts of the last exchange.
  const earlier = useGetRelatedPromptsQuery(room, { skip: live.messages.length > 0 });
  const prompts = live.messages.length > 0 ? live.relatedPrompts : (earlier.data?.results ?? []);

  useEffect(() => {
    dispatch(roomEntered({ room }));
    return () => {
      dispatch(roomLeft());
    };
  }, [dispatch, room]);

  const send = (message: string, file: string | null) =>
    dispatch(messageSendRequested({ room, message, file }));

  return (
    <div className={styles.view}>
      <ConversationLog room={room} live={live} />
      {live.notice && (
        <p className={styles.notice} role="alert">
          {live.notice}
        </p>
      )}
      <PromptList
        title="Related questions"
        oneRow
        prompts={prompts}
        disabled={disabled}
        onPick={(prompt) => send(prompt, null)}
      />
      <Composer
        label="Your message"
        disabled={disabled}
        awaitingReply={live.awaiting.length > 0}
        disabledReason={live.awaiting.length > 0 ? 'Waiting for the reply…' : 'Waiting for the connection…'}
        onSend={send}
      />
      <ReplyAnnouncer reply={live.lastReply} />
    </div>
  );
}
