import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { CHAT_LIMITS, CHAT_FILE_TYPES } from 'shared-contracts';
import { Button, VisuallyHidden } from 'shared-ui';
import { ALLOWED_FILES_TEXT, attachmentError, readAsDataUrl } from '../attachment';
import styles from './composer.module.css';

export interface ComposerProps {
  /** Label of the text box. */
  label: string;
  /** While true (socket not open, or a reply on its way) nothing can be sent. */
  disabled: boolean;
  /**
   * A sent message waits for its reply (SPEC §4): the message box is disabled too. Not while only
   * the connection is down: a draft being typed then keeps its box, and is sent once it is back.
   */
  awaitingReply?: boolean;
  /** Said beside the Send button while it is disabled, so the reason is not only visual. */
  disabledReason?: string;
  onSend: (message: string, file: string | null) => void;
}

interface Attachment {
  name: string;
  dataUrl: string;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and neither happens while an input
 * method is composing (Enter then confirms the composed characters). A file is checked (type,
 * size) before it is read, and sent as a data URL. The draft lives in this component only.
 */
export function Composer({ label, disabled, awaitingReply = false, disabledReason, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  // Set when a message is sent from inside the form: disabling the box drops its focus to the
  // page, so a keyboard user is put back in the box once it can be used again.
  const refocusWhenEnabled = useRef(false);
  const textId = useId();
  const hintId = useId();
  const reasonId = useId();
  const filesId = useId();
  const canSend = !disabled && (text.trim() !== '' || attachment !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    refocusWhenEnabled.current = form.current?.contains(document.activeElement) ?? false;
    onSend(text.trim(), attachment?.dataUrl ?? null);
    setText('');
    setAttachment(null);
  };

  useEffect(() => {
    if (awaitingReply || !refocusWhenEnabled.current) return;
    refocusWhenEnabled.current = false;
    // Only if focus is still where disabling left it (nowhere) or in this form: a user who
    // moved on meanwhile (a link, the log, another box) keeps their place.
    const active = document.activeElement;
    const focusLost = !active || active === document.body || (form.current?.contains(active) ?? false);
    if (focusLost) textBox.current?.focus();
  }, [awaitingReply]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: Safari reports the Enter that ends a composition this way.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = attachmentError(file);
    setFileError(problem);
    if (problem) return;
    try {
      setAttachment({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      setFileError(`${file.name} could not be read. Please try another file.`);
    }
  };

  return (
    <form ref={form} className={styles.composer} onSubmit={submit} aria-label={label}>
      <label htmlFor={textId} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={textBox}
        id={textId}
        className={styles.text}
        rows={2}
        value={text}
        maxLength={CHAT_LIMITS.messageMaxChars}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        // Nothing typed now could be sent before the reply (SPEC §4: controls wait for it).
        disabled={awaitingReply}
        aria-describedby={`${hintId}${disabled && disabledReason ? ` ${reasonId}` : ''}`}
        enterKeyHint="send"
      />
      <p id={hintId} className={styles.hint}>
        Enter sends, Shift+Enter starts a new line.
      </p>
      {attachment && (
        <p className={styles.attached}>
          <span>Attached: {attachment.name}</span>
          <Button variant="link" onClick={() => setAttachment(null)}>
            Remove {attachment.name}
          </Button>
        </p>
      )}
      {fileError && (
        <p className={styles.error} role="alert">
          {fileError}
        </p>
      )}
      <div className={styles.actions}>
        {/* Out of the accessibility tree: the button below is the one control that attaches. */}
        <VisuallyHidden asChild>
          <input
            ref={fileInput}
            type="file"
            accept={CHAT_FILE_TYPES.join(',')}
            aria-label={`Attach a file (${ALLOWED_FILES_TEXT})`}
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => void onFileChosen(event)}
          />
        </VisuallyHidden>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={filesId}
          onClick={() => fileInput.current?.click()}
        >
          Attach a file
        </Button>
        <VisuallyHidden id={filesId}>{ALLOWED_FILES_TEXT}</VisuallyHidden>
        <Button
          type="submit"
          disabled={!canSend}
          aria-describedby={disabled && disabledReason ? reasonId : undefined}
        >
          Send
        </Button>
      </div>
      {disabled && disabledReason && (
        <p id={reasonId} className={styles.hint}>
          {disabledReason}
        </p>
      )}
    </form>
  );
}
