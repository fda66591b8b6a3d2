import type { ComponentPropsWithRef } from 'react';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { controlProps, LabelledField } from './labelled-field';
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
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <input {...input} {...controlProps(field)} type={type} className={styles.control} />
    </LabelledField>
  );
}
