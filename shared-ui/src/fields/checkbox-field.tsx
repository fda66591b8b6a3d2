import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import styles from './fields.module.css';

export interface CheckboxFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldTextProps {
  className?: string;
}

/** A checkbox with its label beside it (the whole row can be tapped), a hint and an error. */
export function CheckboxField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  'aria-describedby': ownDescribedBy,
  ...input
}: CheckboxFieldProps) {
  const field = useFieldDescription({ hint, error, touched }, id, ownDescribedBy);
  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.choice}>
        <input
          {...input}
          id={field.controlId}
          type="checkbox"
          aria-invalid={field.errorId ? true : undefined}
          aria-describedby={field.describedBy}
        />
        <label htmlFor={field.controlId}>{label}</label>
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </div>
  );
}
