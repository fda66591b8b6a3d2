import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { controlProps, LabelledField } from './labelled-field';
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
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <textarea
        {...textarea}
        {...controlProps(field)}
        rows={rows}
        className={classNames(styles.control, styles.multiline)}
      />
    </LabelledField>
  );
}
