import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  CONSULT_GRADES,
  consultGradeField,
  consultSymptoms,
  getRuntimeConfig,
  hasRuntimeConfig,
  required,
  submissionErrors,
  validEmail,
} from 'shared-contracts';
import { useSendContactFormMutation } from '../../api/content-api';
import { Button } from 'shared-ui';
import {
  FinalCheckboxField,
  FinalEmailField,
  FinalFormError,
  FinalRadioGroup,
  FinalTextAreaField,
  FinalTextField,
} from 'shared-ui/final-form';
import styles from '../../components/forms.module.css';
import { SENDING_FAILED } from '../../components/sending-failed';
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

interface Values {
  first_name?: string;
  last_name?: string;
  email?: string;
  message?: string;
  checked?: Record<string, boolean>;
  /** The grade, under the name docs/product.md §5 gives it `${word}cele_grade`. */
  [grade: string]: string | Record<string, boolean> | undefined;
}

const gradeOptions = CONSULT_GRADES.map((grade) => ({ value: grade, label: GRADE_LABELS[grade] ?? grade }));

/** docs/product.md §5 consultation form; on success it leads to /consult/success. */
export function ConsultForm() {
  const word = hasRuntimeConfig() ? getRuntimeConfig().productWord : undefined;
  const gradeField = consultGradeField(word);
  const symptoms = consultSymptoms(word);
  const [send] = useSendContactFormMutation();
  const navigate = useNavigate();
  const ticked = (values: Values) => symptoms.filter((symptom) => values.checked?.[symptom]);
  return (
    <Form<Values>
      onSubmit={async (values) => {
        if (ticked(values).length === 0)
          return { [FORM_ERROR]: 'Please tick at least one symptom (or None).' };
        try {
          await send({
            form_type: 'consult',
            first_name: values.first_name ?? '',
            last_name: values.last_name ?? '',
            email: (values.email ?? '').trim(),
            message: values.message ?? '',
            // Under the name docs/product.md §5 gives it, as the API takes it: `${word}cele_grade`.
            [gradeField]: typeof values[gradeField] === 'string' ? values[gradeField] : '',
            symptoms: ticked(values),
          }).unwrap();
          // Router paths are inside the brand's basename.
          void navigate('/consult/success');
          return undefined;
        } catch (error) {
          return submissionErrors(error, [], SENDING_FAILED);
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-labelledby="consult-form-title"
        >
          <h2 id="consult-form-title">Request a consult</h2>
          <FinalTextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            validate={required('Please enter your first name.')}
          />
          <FinalTextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={required('Please enter your last name.')}
          />
          <FinalEmailField validate={validEmail} />
          <FinalRadioGroup
            name={gradeField}
            label="Grade"
            options={gradeOptions}
            validate={required('Please choose a grade.')}
          />
          <fieldset className={styles.fieldset}>
            <legend>Symptoms</legend>
            {symptoms.map((symptom) => (
              <FinalCheckboxField key={symptom} name={`checked.${symptom}`} label={symptomLabel(symptom)} />
            ))}
          </fieldset>
          <FinalTextAreaField
            name="message"
            label="Message"
            validate={required('Please tell us a little about your situation.')}
          />
          <FinalFormError />
          <Button type="submit" loading={submitting} loadingLabel="Sending your request">
            Request consult
          </Button>
        </form>
      )}
    </Form>
  );
}
