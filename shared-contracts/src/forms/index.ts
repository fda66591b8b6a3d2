// One set of form rules for every remote's forms. Re-exported by the package's entry (../index.ts).

export type { Validator } from './validators';
export {
  VALIDATION_MESSAGES,
  required,
  validEmail,
  newPassword,
  sixDigitCode,
  numberBetween,
} from './validators';
