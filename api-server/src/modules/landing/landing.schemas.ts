import { CONSULT_GRADES, consultGradeField, consultSymptoms, EMAIL_PATTERN } from '../../contracts';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/**
 * The contact form, and the consultation form (form_type consult) with its grade and symptoms
 * (docs/product.md §5). The grade goes under the name docs/product.md §5 gives it,
 * `${word}cele_grade`, and a symptom names the product too, so the schema is made for the
 * deployment's product word.
 */
export function contactFormBody(productWord: string) {
  const gradeField = consultGradeField(productWord);
  return {
    type: 'object',
    required: ['first_name', 'last_name', 'email', 'message'],
    additionalProperties: false,
    properties: {
      form_type: { enum: ['contact', 'consult'] },
      first_name: text(100),
      last_name: text(100),
      email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source },
      phone_number: { type: 'string', maxLength: 40, pattern: '^[0-9+() .-]*$' },
      message: text(5000),
      [gradeField]: { enum: [...CONSULT_GRADES] },
      symptoms: {
        type: 'array',
        maxItems: 6,
        uniqueItems: true,
        items: { enum: [...consultSymptoms(productWord)] },
      },
    },
    if: { properties: { form_type: { const: 'consult' } }, required: ['form_type'] },
    then: { required: [gradeField, 'symptoms'] },
    else: { not: { anyOf: [{ required: [gradeField] }, { required: ['symptoms'] }] } },
  } as const;
}
