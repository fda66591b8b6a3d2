import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import type { AssessmentKind, AssessmentResult } from 'shared-contracts';
import { submissionErrors } from 'shared-contracts';
import { ASSESSMENTS } from 'shared-contracts/assessments';
import { Button } from 'shared-ui';
import { FinalFormError, FinalRadioGroup } from 'shared-ui/final-form';
import { useSubmitAssessmentMutation } from '../../api/content-api';
import styles from '../../components/forms.module.css';
import { SENDING_FAILED } from '../../components/sending-failed';
import { AssessmentResultCard } from '../../components/assessment-result-card';

type Answers = Record<string, string>;

/**
 * One assessment as a questionnaire of several steps. All steps share one final-form, so answers
 * stay when the user goes back; the result comes from the server, which scores the same questions.
 */
export function AssessmentQuestionnaire({ kind }: { kind: AssessmentKind }) {
  const { steps } = ASSESSMENTS[kind];
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [submit] = useSubmitAssessmentMutation();
  const step = steps[index];
  if (result)
    return (
      <div className={styles.success} role="status">
        <AssessmentResultCard result={result} headingLevel={2} />
        <p>
          <Link to="/data/assessment">See all your results</Link>
        </p>
      </div>
    );
  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <Form<Answers>
      onSubmit={async (answers) => {
        try {
          setResult(await submit({ assessment: kind, answers }).unwrap());
          return undefined;
        } catch (error) {
          return submissionErrors(error, [], SENDING_FAILED);
        }
      }}
    >
      {({ handleSubmit, values, submitting }) => {
        const unanswered = step.questions.filter((question) => !values[question.id]);
        return (
          <form
            className={styles.form}
            aria-label="Assessment"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (unanswered.length > 0) return;
              if (last) void handleSubmit(event);
              else setIndex(index + 1);
            }}
          >
            <p>
              <label>
                Step {index + 1} of {steps.length}{' '}
                <progress max={steps.length} value={index + 1}>
                  {index + 1} of {steps.length}
                </progress>
              </label>
            </p>
            <h2>{step.title}</h2>
            {step.questions.map((question) => (
              <FinalRadioGroup
                key={question.id}
                name={question.id}
                label={question.text}
                options={question.options.map(({ value, label }) => ({ value, label }))}
              />
            ))}
            <FinalFormError />
            <div className={styles.actions}>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => setIndex(index - 1)}>
                  Back
                </Button>
              ) : null}
              <Button
                type="submit"
                loading={submitting}
                disabled={unanswered.length > 0}
                loadingLabel="Scoring your answers"
              >
                {last ? 'See my result' : 'Next'}
              </Button>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
