// shared-ui: the light pieces every page may use. The heavier ones have entries of their own
// (shared-ui/modal, shared-ui/tooltip, shared-ui/popover, shared-ui/final-form), so a page
// downloads only the parts it renders; each entry is a Module Federation singleton.
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { CheckboxField, type CheckboxFieldProps } from './fields/checkbox-field';
export {
  FloatingActionButton,
  type FloatingActionButtonProps,
} from './floating-action-button/floating-action-button';
export type { FieldTextProps } from './fields/field-description';
export { FormError, type FormErrorProps } from './fields/form-error';
export { PasswordField, type PasswordFieldProps } from './fields/password-field';
export { RadioGroup, type RadioGroupProps } from './fields/radio-group';
export { SelectField, type FieldOption, type SelectFieldProps } from './fields/select-field';
export { TextAreaField, type TextAreaFieldProps } from './fields/text-area-field';
export { TextField, type TextFieldProps } from './fields/text-field';
export {
  SkeletonBlock,
  SkeletonText,
  type SkeletonBlockProps,
  type SkeletonTextProps,
} from './skeleton/skeleton';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export {
  PersonalPartsGate,
  usePersonalParts,
  type PersonalPartsGateProps,
} from './personal-parts/personal-parts';
export { useStagedReveal } from './personal-parts/staged-reveal';
