// The one translator from a failed call to what a person reads: a sentence for a toast or the top
// of a form, or final-form's submission errors by field. Pure: a server renderer runs it too.
import { isApiError } from './api-error';
import { fieldErrorsOf, GENERIC_ERROR, sentenceOf } from './error-sentences';

/** What the caller was doing, for a failure the server explained in no words a person can read. */
export interface ErrorContext {
  /** Said instead of the generic sentence, e.g. 'Could not switch the variant.'. */
  fallback?: string;
}

/**
 * final-form's `FORM_ERROR` key ('FINAL_FORM/form-error'), written out: this package depends on
 * axios alone. A submission error under it is shown above the form.
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';

/**
 * The one sentence for a failed call (an `ApiError`, thrown or kept by RTK Query): the server
 * could not be reached, else the first refused field's sentence, else the server's readable
 * `detail`, else the context's fallback or a generic sentence. Anything else (a thrown bug) gets
 * the fallback too.
 */
export function describeError(error: unknown, context: ErrorContext = {}): string {
  const said = isApiError(error) ? sentenceOf(error.body, error.status) : undefined;
  return said ?? context.fallback ?? GENERIC_ERROR;
}

/** The form's field for a server field: its own name, else its last part ('address.postal_code'). */
function formFieldOf(field: string | null, fields: Readonly<Record<string, string>>): string | undefined {
  if (field === null) return undefined;
  return fields[field] ?? fields[field.slice(field.lastIndexOf('.') + 1)];
}

/**
 * A failed call as final-form submission errors: each refused field's sentence beside the form
 * field it names (`fields` maps the server's field names to the form's; a list when they are the
 * same), the rest above the form (first sentence wins), and {@link describeError} there when no
 * field is named.
 */
export function submissionErrors(
  error: unknown,
  fields: Readonly<Record<string, string>> | readonly string[],
  context: ErrorContext = {},
): Record<string, string> {
  const byName: Readonly<Record<string, string>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name: string) => [name, name]))
    : (fields as Readonly<Record<string, string>>);
  const result: Record<string, string> = {};
  const refused = isApiError(error) && error.status !== undefined ? fieldErrorsOf(error.body) : [];
  for (const problem of refused) {
    result[formFieldOf(problem.field, byName) ?? FORM_ERROR] ??= problem.message;
  }
  if (Object.keys(result).length === 0) result[FORM_ERROR] = describeError(error, context);
  return result;
}
