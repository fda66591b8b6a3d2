import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import type { FieldDescription } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import styles from './fields.module.css';

interface LabelledFieldProps {
  field: FieldDescription;
  label: ReactNode;
  hint: ReactNode;
  className: string | undefined;
  /** The control, given `controlProps(field)`, with whatever stands beside it. */
  children: ReactNode;
}

/** The frame of a field whose label stands above its control: label, hint, control, error. */
export function LabelledField({ field, label, hint, className, children }: LabelledFieldProps) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </div>
  );
}

/** What ties a control to its label, hint and error, and marks it invalid while an error shows. */
export function controlProps(field: FieldDescription) {
  return {
    id: field.controlId,
    'aria-invalid': field.errorId ? true : undefined,
    'aria-describedby': field.describedBy,
  } as const;
}
