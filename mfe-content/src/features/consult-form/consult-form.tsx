import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  CONSULT_GRADES,
  consultGradeField,
  consultSymptoms,
  getRuntimeConfig,
  hasRuntimeConfig,
} from 'shared-contracts';
import { useSendContactFormMutation } from '../ab-content/api/content-api';
import { TextField } from '../forms/form-fields';
import styles from '../forms/forms.module.css';
import { failureMessage, required, validEmail } from '../forms/validators';
import { FORM_ERROR } from 'final-form';

const GRADE_LABELS: Record<string, string> = {
  grade_1: 'Grade 1',
  grade_2: 'Grade 2',
  grade_3: 'Grade 3',
  subclinical_minor: 'Subclinical or minor',
  unknown: 'I do not know',
};

function symptomLabel(value: string): string {
  const labels: Record<string, string> = {
    none: 'None',
    male_infertility: 'Male infertility',
    ed_virility: 'ED or virility',
    low_testosterone: 'Low testosterone',
    other: 'Other',
  };
  return labels[value] ?? `${value.replace(/_pain$/, '').replace(/^./, (c) => c.toUpperCase())} pain`;
}

type Values = Record<string, string | string[] | undefined>;

/** SPEC §5 consultation form; on success it leads to /consult/success. */
export function ConsultForm({ brandHref }: { brandHref: (path: string) => string }) {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : undefined;
  const gradeField = consultGradeField(word);
  const symptoms = consultSymptoms(word);
  const [send] = useSendContactFormMutation();
  const navigate = useNavigate();
  return (
    <Form<Values>
      initialValues={{ symptoms: [] }}
      validate={(values) => ({
        ...(values[gradeField] ? {} : { [gradeField]: 'Please choose a grade.' }),
        ...((values.symptoms as string[] | undefined)?.length
          ? {}
          : { symptoms: 'Please tick at least one box.' }),
      })}
      onSubmit={async (values) => {
        try {
          await send({
            form_type: 'consult',
            first_name: String(values.first_name ?? ''),
            last_name: String(values.last_name ?? ''),
            email: String(values.email ?? '').trim(),
            message: String(values.message ?? ''),
            grade: String(values[gradeField]),
            symptoms: (values.symptoms as string[] | undefined) ?? [],
          }).unwrap();
          void navigate(brandHref('/consult/success'));
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: failureMessage(error) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError, errors, touched }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label="Consultation form"
        >
          <h2>Request a consult</h2>
          <TextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            validate={required('Please enter your first name.')}
          />
          <TextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={required('Please enter your last name.')}
          />
          <TextField name="email" label="Email" type="email" autoComplete="email" validate={validEmail} />
          <fieldset
            className={styles.fieldset}
            aria-describedby={touched?.[gradeField] && errors?.[gradeField] ? 'grade-error' : undefined}
          >
            <legend>Grade, if you know it</legend>
            {CONSULT_GRADES.map((grade) => (
              <label key={grade} className={styles.choice}>
                <Field name={gradeField} component="input" type="radio" value={grade} />
                {GRADE_LABELS[grade]}
              </label>
            ))}
            {touched?.[gradeField] && errors?.[gradeField] ? (
              <p id="grade-error" className={styles.error} role="alert">
                {String(errors[gradeField])}
              </p>
            ) : null}
          </fieldset>
          <fieldset
            className={styles.fieldset}
            aria-describedby={touched?.symptoms && errors?.symptoms ? 'symptoms-error' : undefined}
          >
            <legend>Symptoms</legend>
            {symptoms.map((symptom) => (
              <label key={symptom} className={styles.choice}>
                <Field name="symptoms" component="input" type="checkbox" value={symptom} />
                {symptomLabel(symptom)}
              </label>
            ))}
            {touched?.symptoms && errors?.symptoms ? (
              <p id="symptoms-error" className={styles.error} role="alert">
                {String(errors.symptoms)}
              </p>
            ) : null}
          </fieldset>
          <TextField
            name="message"
            label="Message"
            multiline
            validate={required('Please tell us a little about your situation.')}
          />
          {submitError ? (
            <p className={styles.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? 'Sending…' : 'Request consult'}
          </button>
        </form>
      )}
    </Form>
  );
}
