import type { FieldValidator } from 'final-form';
import { useField, useFormState } from 'react-final-form';
import { CheckboxField, type CheckboxFieldProps } from '../fields/checkbox-field';
import { PasswordField, type PasswordFieldProps } from '../fields/password-field';
import { RadioGroup, type RadioGroupProps } from '../fields/radio-group';
import { SelectField, type SelectFieldProps } from '../fields/select-field';
import { FormError } from '../fields/form-error';
import { TextAreaField, type TextAreaFieldProps } from '../fields/text-area-field';
import { TextField, type TextFieldProps } from '../fields/text-field';
import { fieldState } from './field-state';

/** What final-form supplies, so an adapter's caller cannot pass it twice. */
type FormManaged = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'touched';

interface FinalFieldProps<Value> {
  /** The field's name in the form's values (dots and brackets for nested values). */
  name: string;
  /** Returns the error message, or undefined when the value is fine. */
  validate?: FieldValidator<Value>;
}

/** TextField bound to the surrounding final-form `<Form>` by name. */
export function FinalTextField({
  name,
  validate,
  ...props
}: Omit<TextFieldProps, FormManaged> & FinalFieldProps<string>) {
  const { input, meta } = useField<string, HTMLInputElement>(name, { validate });
  return <TextField {...props} {...input} type={props.type} {...fieldState(meta)} />;
}

/**
 * The email field of every form: `email` by name, "Email" by label, the email keyboard and the
 * browser's autofill. The rule comes from the caller (shared-contracts' validEmail): shared-ui
 * holds no product rules.
 */
export function FinalEmailField({
  name = 'email',
  label = 'Email',
  ...props
}: Omit<Parameters<typeof FinalTextField>[0], 'name' | 'label' | 'type' | 'autoComplete'> & {
  name?: string;
  label?: string;
}) {
  return <FinalTextField {...props} name={name} label={label} type="email" autoComplete="email" />;
}

/** PasswordField bound to the surrounding final-form `<Form>` by name. */
export function FinalPasswordField({
  name,
  validate,
  ...props
}: Omit<PasswordFieldProps, FormManaged> & FinalFieldProps<string>) {
  const { input, meta } = useField<string, HTMLInputElement>(name, { validate });
  return <PasswordField {...props} {...input} {...fieldState(meta)} />;
}

/** CheckboxField bound to a boolean value of the surrounding final-form `<Form>`. */
export function FinalCheckboxField({
  name,
  validate,
  ...props
}: Omit<CheckboxFieldProps, FormManaged> & FinalFieldProps<boolean>) {
  const { input, meta } = useField<boolean, HTMLInputElement>(name, { validate, type: 'checkbox' });
  // A boolean checkbox is described by input.checked; its value attribute stays the default "on".
  const { value: _boolean, ...checkbox } = input;
  return <CheckboxField {...props} {...checkbox} {...fieldState(meta)} />;
}

/** SelectField bound to the surrounding final-form `<Form>` by name. */
export function FinalSelectField({
  name,
  validate,
  ...props
}: Omit<SelectFieldProps, FormManaged> & FinalFieldProps<string>) {
  const { input, meta } = useField<string, HTMLSelectElement>(name, { validate });
  return <SelectField {...props} {...input} {...fieldState(meta)} />;
}

/** RadioGroup bound to the surrounding final-form `<Form>` by name. */
export function FinalRadioGroup({
  name,
  validate,
  ...props
}: Omit<RadioGroupProps, FormManaged> & FinalFieldProps<string>) {
  const { input, meta } = useField<string, HTMLInputElement>(name, { validate });
  // The chosen value, not the event: final-form reads a radio's event only from a per-option
  // Field with type "radio", and one field for the group keeps the value a plain string.
  return (
    <RadioGroup
      {...props}
      {...input}
      onChange={(event) => input.onChange(event.target.value)}
      {...fieldState(meta)}
    />
  );
}

/** TextAreaField bound to the surrounding final-form `<Form>` by name. */
export function FinalTextAreaField({
  name,
  validate,
  ...props
}: Omit<TextAreaFieldProps, FormManaged> & FinalFieldProps<string>) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(name, { validate });
  return <TextAreaField {...props} {...input} {...fieldState(meta)} />;
}

/**
 * The form's own error: what onSubmit returned under final-form's FORM_ERROR key, until the
 * next submit. Place it above the submit button.
 */
export function FinalFormError({ className }: { className?: string }) {
  const submitError: unknown = useFormState({ subscription: { submitError: true } }).submitError;
  return (
    <FormError className={className}>{typeof submitError === 'string' ? submitError : undefined}</FormError>
  );
}
