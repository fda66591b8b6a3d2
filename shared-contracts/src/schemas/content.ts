// Request schemas of the content calls (docs/product.md §5, §7): the contact and consultation
// form, the assessments and the component helper text. The one definition the API validates with
// and the remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md).
import { Type } from 'typebox';
import type { AssessmentKind } from '../entities/content';
import { ASSESSMENT_KINDS } from '../constants/assessments';
import { CONSULT_GRADES, consultGradeField, consultSymptoms, EMAIL_PATTERN } from '../constants/validation';

/** Body of POST /api/contactus-form/ (phone_number optional). */
export interface ContactFormRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
  message: string;
}

/**
 * The consultation form: the contact form's fields plus the grade and symptoms (docs/product.md §5). The
 * grade goes under the name docs/product.md §5 gives it, `consultGradeField(productWord)`
 * (`varicocele_grade` with the default word), whose value is one of CONSULT_GRADES.
 */
export interface ConsultFormRequest extends ContactFormRequest {
  form_type: 'consult';
  /** Values of consultSymptoms(). */
  symptoms: string[];
  [gradeField: `${string}cele_grade`]: string;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/**
 * The contact form, and the consultation form (form_type consult) with its grade and symptoms
 * (docs/product.md §5). The grade goes under the name docs/product.md §5 gives it,
 * `${word}cele_grade`, and a symptom names the product too, so the schema is made for the
 * deployment's product word. Its if/then/else is JSON Schema TypeBox does not build, so the JSON
 * is written out and its type, ContactFormRequest | ConsultFormRequest, stated beside it.
 */
export function contactFormBody(productWord: string) {
  const gradeField = consultGradeField(productWord);
  return Type.Unsafe<ContactFormRequest | ConsultFormRequest>({
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
  });
}

/** assess-{product}cele: an assessment's answers, question name to option value, scored on the server. */
export const submitAssessmentBody = Type.Object(
  {
    assessment: Type.Unsafe<AssessmentKind>({ enum: [...ASSESSMENT_KINDS] }),
    answers: Type.Unsafe<Record<string, string>>({
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 40 },
    }),
  },
  { additionalProperties: false },
);

/** processor/component-ai-message: which page component asks (`assessment-result`, `specialist` ...). */
export const componentAiMessageBody = Type.Object(
  {
    component: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
