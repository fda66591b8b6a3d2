import type { MouseEventHandler } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button/button';
import { classNames } from '../internal/class-names';
import { useHydrated } from '../internal/use-hydrated';
import styles from './floating-action-button.module.css';

// The shell's server has no <body> to portal into, and hydration renders what it rendered
// (docs/adr/0140): the reserve is added right after, at the end of the page, moving nothing.

export interface FloatingActionButtonProps {
  /** The visible text and the button's name. */
  title: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Disabled, busy and a spinner over the title, as Button's loading. */
  loading?: boolean;
  loadingLabel?: string;
  /** Not pressable for now (the page is busy with something else); stays in view. */
  disabled?: boolean;
  className?: string;
}

/**
 * The mobile-only floating action button of docs/product.md §2 (widget 9). Hidden (display: none, so also
 * from screen readers) from 768px, where the page shows the same action in its layout.
 *
 * It floats over the page, so it would hide the last lines of the page (the footer) when scrolled
 * to the end: while it is shown, an empty box as tall as the button and its margin is added at the
 * end of <body>, so the end of the page can scroll clear of it. Added below everything, it moves
 * nothing that is already on screen.
 */
export function FloatingActionButton({
  title,
  onClick,
  loading,
  loadingLabel,
  disabled,
  className,
}: FloatingActionButtonProps) {
  const inBrowser = useHydrated();
  return (
    <>
      {/* Holds the button and the live region Button puts beside it, so that from 768px neither
          is there: a hidden button's "loading" must not be announced next to the page's own. */}
      <div className={styles.holder}>
        <Button
          className={classNames(styles.fab, className)}
          onClick={onClick}
          loading={loading}
          loadingLabel={loadingLabel}
          disabled={disabled}
        >
          {title}
        </Button>
      </div>
      {!inBrowser
        ? null
        : createPortal(
            <div className={styles.reserve} aria-hidden="true" data-fab-reserve="" />,
            document.body,
          )}
    </>
  );
}
