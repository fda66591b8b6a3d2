import { apiUrl } from 'shared-contracts';
import { dataUrlType } from '../attachment';
import type { LiveMessage } from '../merge-messages';
import { MessageFeedback } from './message-feedback';
import styles from './message-bubble.module.css';
import { VisuallyHidden } from 'shared-ui';

/** "4 min" from a duration in seconds. */
function minutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

/**
 * A message's attachment: a picture is shown, a PDF is a download link. A stored one is a signed
 * path on the API's origin with its type beside it (`file_type`); a message not yet acknowledged
 * still holds the data URL the user picked, which carries its type.
 */
export function Attachment({ file, type }: { file: string; type?: string | null | undefined }) {
  const inline = file.startsWith('data:');
  const kind = type ?? (inline ? dataUrlType(file) : '');
  const href = inline ? file : apiUrl(file);
  if (kind.startsWith('image/')) {
    return <img className={styles.image} src={href} alt="Attached image" width={240} height={180} />;
  }
  return (
    <a className={styles.file} href={href} download="attachment.pdf">
      Attached PDF (download)
    </a>
  );
}

/** One message: the user's or the AI's, with its attachment, recommended videos and feedback. */
export function MessageBubble({ room, message }: { room: string; message: LiveMessage }) {
  const who = message.is_ai ? 'CareApp' : 'You';
  return (
    <article className={message.is_ai ? styles.ai : styles.user} aria-label={`${who} said`}>
      <p className={styles.author}>{who}</p>
      {message.message && <p className={styles.text}>{message.message}</p>}
      {message.file && <Attachment file={message.file} type={message.file_type} />}
      {message.is_ai && message.chat_source_recommendations.length > 0 && (
        <section className={styles.videos} aria-label="Recommended videos">
          <h3 className={styles.videosTitle}>Recommended videos</h3>
          <ul className={styles.videoList}>
            {message.chat_source_recommendations.map((video) => (
              <li key={video.id}>
                <a
                  href={apiUrl(video.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.video}
                >
                  {video.title}
                  <span className={styles.duration}> · {minutes(video.duration)}</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {message.id === null && !message.error && <p className={styles.state}>Sending…</p>}
      {message.error && (
        <p className={styles.failed} role="alert">
          Not sent: {message.error}
        </p>
      )}
      {message.is_ai && message.id !== null && (
        <MessageFeedback room={room} message={{ ...message, id: message.id }} />
      )}
    </article>
  );
}

/** The reply while it is streamed: it grows as pieces arrive. */
export function GrowingReply({ text }: { text: string }) {
  return (
    <article className={styles.ai} aria-label="CareApp is replying" aria-busy="true">
      <p className={styles.author}>CareApp</p>
      <p className={styles.text}>{text || 'Thinking…'}</p>
    </article>
  );
}
