import type { ComponentPropsWithRef } from 'react';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { controlProps, LabelledField } from './labelled-field';
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
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <select {...select} {...controlProps(field)} className={styles.control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
