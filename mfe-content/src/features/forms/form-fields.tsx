import { useId } from 'react';
import { Field } from 'react-final-form';
import styles from './forms.module.css';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
  validate?: (value: string | undefined) => string | undefined;
}

/** A labelled text field whose error shows by it once touched, announced to screen readers. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  optional,
  multiline,
  validate,
}: FieldProps) {
  const id = useId();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error =
          meta.touched && (meta.error || meta.submitError) ? String(meta.error ?? meta.submitError) : null;
        const common = {
          ...input,
          id,
          className: styles.input,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
              {optional ? <span className={styles.optional}> (optional)</span> : null}
            </label>
            {multiline ? (
              <textarea {...common} rows={5} />
            ) : (
              <input {...common} type={type} autoComplete={autoComplete} />
            )}
            {error ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
