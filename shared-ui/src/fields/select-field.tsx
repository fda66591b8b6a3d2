import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import styles from './fields.module.css';

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldTextProps {
  options: ReadonlyArray<FieldOption>;
  /** A first, empty choice such as "Choose a country"; its value is "". */
  placeholder?: string;
  className?: string;
}

/**
 * A labelled native `<select>`: on phones it opens the system picker, which is the most usable
 * list there is, and it needs no script of ours for the keyboard.
 */
export function SelectField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  options,
  placeholder,
  'aria-describedby': ownDescribedBy,
  ...select
}: SelectFieldProps) {
  const field = useFieldDescription({ hint, error, touched }, id, ownDescribedBy);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <select
        {...select}
        id={field.controlId}
        className={styles.control}
        aria-invalid={field.errorId ? true : undefined}
        aria-describedby={field.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </div>
  );
}
