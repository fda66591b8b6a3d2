import { productWordOr } from '../config/product-word';

/** Email pattern of docs/product.md §5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` matches {@link EMAIL_PATTERN}. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Grades of the consultation form (docs/product.md §5). */
export const CONSULT_GRADES = ['grade_1', 'grade_2', 'grade_3', 'subclinical_minor', 'unknown'] as const;

/** A consultation grade. */
export type ConsultGrade = (typeof CONSULT_GRADES)[number];

/** Name of the grade field of the consultation form: `${word}cele_grade`. */
export function consultGradeField(productWord?: string): `${string}cele_grade` {
  return `${productWordOr(productWord)}cele_grade`;
}

/** Symptom checkboxes of the consultation form, in order; one contains the product word. */
export function consultSymptoms(productWord?: string): readonly string[] {
  const word = productWordOr(productWord);
  return ['none', 'male_infertility', 'ed_virility', 'low_testosterone', `${word}cele_pain`, 'other'];
}
