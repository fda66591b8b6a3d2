import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { classNames } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './modal.module.css';

export interface ModalProps {
  /** The dialog's name, shown as its heading. Required: a dialog without a name is a puzzle. */
  title: ReactNode;
  /** Keep the title for screen readers only, when the content makes it plain (an image viewer). */
  hideTitle?: boolean;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Controlled: whether it is open. Leave out with `trigger` to let the modal keep its own state. */
  open?: boolean;
  /** Called with false on Escape, a click on the backdrop or the close button. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it; focus returns to it on close. */
  trigger?: ReactElement;
  /** Gets focus on open instead of the first control (for example the safe choice of a question). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Gets focus on close instead of the element that had it before the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's name. Default "Close". */
  closeLabel?: string;
  /** Widest size: sm 26rem (questions), md 36rem (forms), lg 60rem (galleries). Default sm. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The generic modal of SPEC §2 (widget 8), on Radix Dialog: closes on Escape, on a click on the
 * backdrop and with its close button; keeps Tab inside while open; hides the rest of the page
 * from screen readers; renders on <body> so nothing on the page covers it; gives focus back on
 * close.
 */
export function Modal({
  title,
  hideTitle = false,
  description,
  children,
  open,
  onOpenChange,
  trigger,
  initialFocusRef,
  returnFocusRef,
  closeLabel = 'Close',
  size = 'sm',
  className,
}: ModalProps) {
  // Radix returns focus to its Trigger only; a modal opened from elsewhere (a link, a saga)
  // would leave focus on <body>. Remember what had focus when it opened.
  const openerRef = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = (event: Event) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (initialFocusRef?.current) {
      event.preventDefault();
      initialFocusRef.current.focus();
    }
  };

  const onCloseAutoFocus = (event: Event) => {
    const opener = openerRef.current;
    const target =
      returnFocusRef?.current ?? (opener && opener !== document.body && opener.isConnected ? opener : null);
    openerRef.current = null;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        {/* Content inside the overlay: a click on the overlay is a click outside, which closes. */}
        <Dialog.Overlay className={styles.overlay}>
          <Dialog.Content
            className={classNames(styles.dialog, size !== 'sm' && styles[size], className)}
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            {hideTitle ? (
              <VisuallyHidden asChild>
                <Dialog.Title>{title}</Dialog.Title>
              </VisuallyHidden>
            ) : (
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            )}
            {description && (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            )}
            {children}
            {/* Last in the DOM so Tab reaches the content first; placed top right by CSS. */}
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a Modal that closes it (besides doing its own onClick), for "Cancel" and the like. */
export const ModalClose = Dialog.Close;
