import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import styles from './fields.module.css';

export interface FormErrorProps {
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  className?: string;
}

/**
 * The error of a whole form ("Invalid email or password", a network failure), announced at once
 * (role alert) because it appears right after the user pressed submit.
 */
export function FormError({ children, className }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="alert" className={classNames(styles.formError, className)}>
      {children}
    </p>
  );
}
