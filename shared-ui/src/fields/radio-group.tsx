import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { classNames } from '../internal/class-names';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { FieldError, FieldHint } from './field-messages';
import type { FieldOption } from './select-field';
import styles from './fields.module.css';

export interface RadioGroupProps extends FieldTextProps {
  /** The radios' shared name (the form field name). */
  name: string;
  options: ReadonlyArray<FieldOption>;
  /** The value of the checked option; "" or undefined when none is. */
  value?: string;
  /** Called with the change event of the radio that was chosen (final-form's input.onChange takes it). */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A set of radios in a fieldset whose legend is `label`. Arrow keys move between the options
 * (the browser does this for radios sharing a name).
 */
export function RadioGroup({
  label,
  hint,
  error,
  touched,
  name,
  options,
  value,
  onChange,
  onBlur,
  onFocus,
  required,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const field = useFieldDescription({ hint, error, touched }, id);
  return (
    <fieldset
      id={field.controlId}
      // radiogroup, not the fieldset's plain group: it can say it is required or invalid.
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={field.errorId ? true : undefined}
      aria-describedby={field.describedBy}
      disabled={disabled}
      className={classNames(styles.field, className)}
    >
      <legend className={styles.legend}>{label}</legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {options.map((option, index) => {
        const optionId = `${field.controlId}-${index}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={field.errorId}>{field.shownError}</FieldError>
    </fieldset>
  );
}
