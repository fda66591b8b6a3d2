import { useId, type ReactNode } from 'react';

/** What every field shows around its control. */
export interface FieldTextProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help shown under the label, read with the control (aria-describedby). */
  hint?: ReactNode;
  /** The message for an invalid value. Shown only when `touched`. */
  error?: ReactNode;
  /**
   * Whether the user has left the field or tried to submit: only then is `error` shown, so
   * nobody is scolded while still typing. Default true (an error handed in is shown), the
   * final-form adapters pass `touched || submitFailed`.
   */
  touched?: boolean;
}

export interface FieldDescription {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  shownError: ReactNode;
  /** Hint and error ids for aria-describedby, after any the caller gave. */
  describedBy: string | undefined;
}

/** Ids and wiring shared by the fields: which error shows and what describes the control. */
export function useFieldDescription(
  { hint, error, touched = true }: Omit<FieldTextProps, 'label'>,
  id: string | undefined,
  ownDescribedBy?: string,
): FieldDescription {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasError = touched && error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, shownError: hasError ? error : undefined, describedBy };
}
