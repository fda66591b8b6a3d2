import { useId, useState, type FormEvent } from 'react';
import { describeError, CHAT_LIMITS, type ChatFeedbackType, type ChatMessage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useSendFeedbackMutation } from '../../../api/chat-api';
import { useChatDispatch } from '../../../app/hooks';
import { messageUpdated } from '../conversation.slice';
import styles from './message-feedback.module.css';

interface MessageFeedbackProps {
  room: string;
  message: Pick<ChatMessage, 'id' | 'feedback_type' | 'feedback_message'>;
}

const LABELS: Record<ChatFeedbackType, string> = { up: 'Helpful', down: 'Not helpful' };

/**
 * Thumbs up or down on an AI reply, with an optional sentence. A thumb sends at once; the text box
 * then offers to say more (sent with the same rating, which replaces the earlier one).
 */
export function MessageFeedback({ room, message }: MessageFeedbackProps) {
  const dispatch = useChatDispatch();
  const [sendFeedback, { isLoading, error }] = useSendFeedbackMutation();
  const [askMore, setAskMore] = useState(false);
  const [text, setText] = useState(message.feedback_message ?? '');
  const [thanked, setThanked] = useState(false);
  const textId = useId();

  const send = async (feedbackType: ChatFeedbackType, feedbackMessage: string | null) => {
    const result = await sendFeedback({
      room,
      messageId: message.id,
      body: { feedback_type: feedbackType, feedback_message: feedbackMessage },
    });
    if ('data' in result && result.data) {
      dispatch(messageUpdated({ room, message: result.data }));
      return true;
    }
    return false;
  };

  const rate = async (feedbackType: ChatFeedbackType) => {
    setThanked(false);
    if (await send(feedbackType, message.feedback_message)) setAskMore(true);
  };

  const submitText = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.feedback_type) return;
    if (await send(message.feedback_type, text.trim() || null)) {
      setAskMore(false);
      setThanked(true);
    }
  };

  return (
    <div className={styles.feedback}>
      <div role="group" aria-label="Rate this reply" className={styles.thumbs}>
        {(['up', 'down'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.thumb}
            aria-pressed={message.feedback_type === kind}
            disabled={isLoading}
            onClick={() => void rate(kind)}
          >
            <span aria-hidden="true">{kind === 'up' ? '👍' : '👎'}</span>
            <span className={styles.thumbLabel}>{LABELS[kind]}</span>
          </button>
        ))}
      </div>
      {askMore && message.feedback_type && (
        <form className={styles.more} onSubmit={(event) => void submitText(event)}>
          <label htmlFor={textId}>Tell us more (optional)</label>
          <textarea
            id={textId}
            rows={2}
            value={text}
            maxLength={CHAT_LIMITS.feedbackMaxChars}
            onChange={(event) => setText(event.target.value)}
            className={styles.text}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setAskMore(false)}>
              Not now
            </Button>
            <Button type="submit" loading={isLoading} loadingLabel="Sending feedback">
              Send feedback
            </Button>
          </div>
        </form>
      )}
      <p aria-live="polite" className={styles.note}>
        {thanked ? 'Thank you for your feedback.' : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {describeError(error, { fallback: 'Your feedback could not be saved. Please try again.' })}
        </p>
      )}
    </div>
  );
}
