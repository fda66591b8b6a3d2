import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import styles from './fields.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldTextProps {
  /** Class of the wrapper, for placing the field in a layout. */
  className?: string;
}

/**
 * A labelled text input (type text, email, tel, number, search...) with a hint and an error.
 * Every other prop goes to the `<input>`: value, onChange, onBlur, autoComplete, required...
 */
export function TextField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  'aria-describedby': ownDescribedBy,
  type = 'text',
  ...input
}: TextFieldProps) {
  const field = useFieldDescription({ hint, error, touched }, id, ownDescribedBy);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <input
        {...input}
        id={field.controlId}
        type={type}
        className={styles.control}
        aria-invalid={field.errorId ? true : undefined}
        aria-describedby={field.describedBy}
      />
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </div>
  );
}
