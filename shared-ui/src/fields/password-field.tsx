import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../button/button';
import { useFieldDescription, type FieldTextProps } from './field-description';
import { controlProps, LabelledField } from './labelled-field';
import styles from './fields.module.css';

export interface PasswordFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldTextProps {
  className?: string;
  /** The toggle's visible text and its fuller name, which starts with that text (WCAG 2.5.3). */
  showText?: string;
  showLabel?: string;
  hideText?: string;
  hideLabel?: string;
}

/**
 * A password input with a Show/Hide toggle, so people on a phone can check what they typed.
 * Pass autoComplete "current-password" (sign in) or "new-password" (register, reset).
 */
export function PasswordField({
  label,
  hint,
  error,
  touched,
  id,
  className,
  'aria-describedby': ownDescribedBy,
  showText = 'Show',
  showLabel = 'Show password',
  hideText = 'Hide',
  hideLabel = 'Hide password',
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const field = useFieldDescription({ hint, error, touched }, id, ownDescribedBy);
  return (
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <div className={styles.withAction}>
        <input
          {...input}
          {...controlProps(field)}
          type={visible ? 'text' : 'password'}
          // A shown password must not be offered to spell check or autocorrect.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={styles.control}
        />
        {/* Short visible text, fuller name: "Show" fits beside the input at 320px. */}
        <Button
          variant="secondary"
          aria-controls={field.controlId}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? hideText : showText}
        </Button>
      </div>
    </LabelledField>
  );
}
