import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The button that opens and closes it; focus returns to it on close. */
  trigger: ReactElement;
  /** The popover's name for screen readers (it is a dialog). */
  label: string;
  children: ReactNode;
  /** Where it opens; it flips when there is no room. Default bottom. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled: whether it is open, and what to call when that should change. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The close button's name. Default "Close". */
  closeLabel?: string;
}

/**
 * A small non-modal dialog beside its trigger (the secure-payment note of docs/product.md §2), on Radix
 * Popover: the trigger says it is expanded, Escape and a click outside close it, and focus moves
 * in on open and back to the trigger on close.
 */
export function Popover({
  trigger,
  label,
  children,
  side = 'bottom',
  open,
  onOpenChange,
  closeLabel = 'Close',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={styles.content}
          aria-label={label}
          side={side}
          sideOffset={8}
          collisionPadding={8}
        >
          {children}
          <RadixPopover.Close className={styles.close} aria-label={closeLabel}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixPopover.Close>
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
