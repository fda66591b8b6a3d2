import type { FieldMetaState } from 'react-final-form';

/**
 * The error a field shows and when: a validation error, or the server's error for the field
 * until the user edits it again; shown once the field was left or a submit failed.
 */
export function fieldState(meta: FieldMetaState<unknown>): { error: string | undefined; touched: boolean } {
  const validationError: unknown = meta.error;
  const serverError: unknown = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  const error = [validationError, serverError].find(
    (message): message is string => typeof message === 'string',
  );
  return { error, touched: Boolean(meta.touched || meta.submitFailed) };
}
