import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import styles from './fields.module.css';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {
  className?: string;
}

/** A labelled multi-line input (a message, a review) with a hint and an error. Default 4 rows. */
export function TextAreaField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  rows = 4,
  'aria-describedby': ownDescribedBy,
  ...textarea
}: TextAreaFieldProps) {
  const field = useFieldDescription({ hint, error, touched }, id, ownDescribedBy);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <textarea
        {...textarea}
        id={field.controlId}
        rows={rows}
        className={classNames(styles.control, styles.multiline)}
        aria-invalid={field.errorId ? true : undefined}
        aria-describedby={field.describedBy}
      />
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </div>
  );
}
