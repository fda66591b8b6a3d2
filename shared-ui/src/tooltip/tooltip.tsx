import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says; it becomes the description of the control. */
  content: ReactNode;
  /** One focusable element (a button or a link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** Where it opens; it flips when there is no room. Default top (docs/product.md §2 widget 10). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it shows (focus shows it at once). Default 300. */
  delayDuration?: number;
}

/**
 * The tooltip of docs/product.md §2 (widget 10), on Radix Tooltip: shows on hover and on keyboard focus,
 * hides on Escape and on leaving, stays while the pointer moves onto it (WCAG 1.4.13). Each
 * tooltip brings its own provider, so a remote needs no set-up.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
