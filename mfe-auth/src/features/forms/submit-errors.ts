import { FORM_ERROR, type SubmissionErrors } from 'final-form';

interface FieldProblem {
  field?: unknown;
  message?: unknown;
}

/**
 * A failed request as final-form submission errors: the server's `detail` above the form, and
 * each field it names (`errors[].field`) beside that field when the form has it. A 429 keeps its
 * wait time in the message; no answer at all gets a plain "try again".
 */
export function submitErrors(error: unknown, fields: readonly string[]): SubmissionErrors {
  const failure = error as { status?: number | null; body?: { detail?: unknown; errors?: FieldProblem[] } };
  const body = failure?.body;
  const detail =
    typeof body?.detail === 'string' && failure.status
      ? body.detail
      : 'We could not reach the server. Check your connection and try again.';
  const result: Record<string, string> = {};
  for (const problem of body?.errors ?? []) {
    const field = typeof problem.field === 'string' ? problem.field : '';
    if (fields.includes(field)) result[field] = detail;
  }
  // The sentence goes beside its field when there is one, else above the form.
  if (Object.keys(result).length === 0) result[FORM_ERROR] = detail;
  return result;
}
