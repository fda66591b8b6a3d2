import { SkeletonBlock, SkeletonText } from 'shared-ui';
import styles from './forms.module.css';

interface FormPlaceholderProps {
  /** Names the region for screen readers while it loads ("Loading your email preferences"). */
  label: string;
  /** How many labelled fields the form will have (a label line over a 44px control each). */
  fields?: number;
  /** How many rows of the tap target's height without a label line above (a checkbox and its label). */
  rows?: number;
  /** A line of text above the fields (the form's status line). */
  leadLine?: boolean;
}

/**
 * A form's shape while its parts are the browser's (docs/adr/0150, 0176): the server's render and
 * the browser's first, then while the form's data loads. The form takes its place in the same box:
 * each field a label line over a control of the tap target's height, then the submit button.
 */
export function FormPlaceholder({ label, fields = 0, rows = 0, leadLine = false }: FormPlaceholderProps) {
  return (
    <div className={styles.form} role="group" aria-busy="true" aria-label={label}>
      {leadLine ? (
        <p className={styles.status}>
          <SkeletonText lastLineWidth="60%" />
        </p>
      ) : null}
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.fieldPlaceholder}>
          <SkeletonText />
          <SkeletonBlock height="var(--tap-target, 44px)" />
        </div>
      ))}
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={`row-${index}`} height="var(--tap-target, 44px)" width="60%" />
      ))}
      <SkeletonBlock height="var(--tap-target, 44px)" />
    </div>
  );
}
