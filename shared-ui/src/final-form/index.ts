// shared-ui/final-form: the fields bound to a react-final-form <Form> by name. A separate entry,
// so pages without forms do not download final-form.
export {
  FinalCheckboxField,
  FinalEmailField,
  FinalFormError,
  FinalPasswordField,
  FinalRadioGroup,
  FinalSelectField,
  FinalTextAreaField,
  FinalTextField,
} from './final-fields';
export { fieldState } from './field-state';
