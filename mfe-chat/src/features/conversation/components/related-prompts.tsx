import { SkeletonBlock } from 'shared-ui';
import styles from './related-prompts.module.css';

interface PromptListProps {
  /** The list's name, read to screen readers and shown as its heading. */
  title: string;
  prompts: readonly string[];
  disabled: boolean;
  onPick: (prompt: string) => void;
  /** Level of the list's heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  /**
   * One row that scrolls sideways instead of wrapping: under a conversation, so a phone's
   * screen is left to the messages.
   */
  oneRow?: boolean;
}

/** Questions to ask with one tap: suggestions for a new chat, related prompts after a reply. */
export function PromptList({
  title,
  prompts,
  disabled,
  onPick,
  headingLevel = 2,
  oneRow = false,
}: PromptListProps) {
  if (prompts.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.prompts} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={oneRow ? `${styles.list} ${styles.oneRow}` : styles.list}>
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className={styles.prompt}
              disabled={disabled}
              onClick={() => onPick(prompt)}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Widths of the stand-in buttons: about those of the questions the API suggests (20 to 45
 * characters), so they wrap into as many rows as the loaded ones do and the message box under the
 * list does not move when they arrive (on a phone, one button a row).
 */
const SKELETON_WIDTHS = ['11rem', '18rem', '19rem', '17rem', '17rem', '21rem'];

/**
 * The PromptList while its prompts load: the same section, heading and list, with a button-sized
 * placeholder for each prompt. Hidden from screen readers but for its busy state.
 */
export function PromptListSkeleton({
  title,
  headingLevel = 2,
}: Pick<PromptListProps, 'title' | 'headingLevel'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.prompts} aria-label={title} aria-busy="true">
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list} aria-hidden="true">
        {SKELETON_WIDTHS.map((width, index) => (
          <li key={index} className={styles.skeletonItem}>
            <SkeletonBlock height="var(--tap-target, 44px)" width={width} className={styles.skeletonPrompt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
