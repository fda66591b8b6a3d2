import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { classNames } from '../internal/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (the one main action), secondary (outlined) or link (looks like a link). Default primary. */
  variant?: ButtonVariant;
  /** While true the button is disabled, marked aria-busy, shows a spinner and keeps its size. */
  loading?: boolean;
  /** What screen readers hear when loading starts. Default "Loading". */
  loadingLabel?: string;
  /** Stretch to the width of the container (phone forms). */
  fullWidth?: boolean;
}

/**
 * The product's button. `type` defaults to "button", so a button inside a form submits only
 * when asked to (`type="submit"`). While `loading`, clicks are ignored (no double submit) and
 * a polite live region beside it says `loadingLabel`.
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel = 'Loading',
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <>
      <button
        {...rest}
        type={type}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        className={classNames(
          styles.button,
          styles[variant],
          fullWidth && styles.fullWidth,
          loading && styles.loading,
          className,
        )}
      >
        <span className={styles.label}>{children}</span>
        {loading && <span className={styles.spinner} aria-hidden="true" />}
      </button>
      {/* Beside the button, not inside: a button's content is its name, not an announcement.
          Always rendered, so screen readers notice the text when it appears. */}
      <VisuallyHidden aria-live="polite">{loading ? loadingLabel : ''}</VisuallyHidden>
    </>
  );
}
