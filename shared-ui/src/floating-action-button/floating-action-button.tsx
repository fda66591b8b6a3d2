import type { MouseEventHandler } from 'react';
import { Button } from '../button/button';
import { classNames } from '../internal/class-names';
import styles from './floating-action-button.module.css';

export interface FloatingActionButtonProps {
  /** The visible text and the button's name. */
  title: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Disabled, busy and a spinner over the title, as Button's loading. */
  loading?: boolean;
  loadingLabel?: string;
  className?: string;
}

/**
 * The mobile-only floating action button of SPEC §2 (widget 9). Hidden (display: none, so also
 * from screen readers) from 768px, where the page shows the same action in its layout.
 */
export function FloatingActionButton({
  title,
  onClick,
  loading,
  loadingLabel,
  className,
}: FloatingActionButtonProps) {
  return (
    <Button
      className={classNames(styles.fab, className)}
      onClick={onClick}
      loading={loading}
      loadingLabel={loadingLabel}
    >
      {title}
    </Button>
  );
}
