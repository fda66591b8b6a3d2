import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import type { CompleteUserProfileRequest, OnboardingQuestion } from 'shared-contracts';
import { submissionErrors } from 'shared-contracts';
import { Button, usePersonalParts } from 'shared-ui';
import { FinalFormError } from 'shared-ui/final-form';
import { AuthPageFrame } from '../../components/auth-page-frame';
import { FormPlaceholder } from '../../components/form-placeholder';
import styles from '../../components/forms.module.css';
import { useCompleteProfileMutation, useGetOnboardingQuestionsQuery } from '../../api/auth-api';
import { storeUser } from '../../api/session-storage';
import { useSignedIn } from '../../app/use-signed-in';
import { OnboardingQuestionField } from './onboarding-question-field';

type OnboardingValues = Record<string, string | undefined>;

const TITLE = 'Complete your profile';
const INTRO = 'A few answers help us tailor your care.';
/** The questions' shape while they are the browser's: age, height, weight, sex, city, province, country. */
const PLACEHOLDER_FIELDS = 7;

/** The questions before they come: the server's render and the browser's first, then while they load. */
function QuestionsPlaceholder() {
  return <FormPlaceholder label="Loading the questions" fields={PLACEHOLDER_FIELDS} />;
}
const LOCATION_PARTS = ['city', 'province', 'country'];

/** Each unit field starts on its first unit (cm, kg), so a number is never sent without one. */
function firstUnits(questions: readonly OnboardingQuestion[]): OnboardingValues {
  return Object.fromEntries(
    questions.flatMap((question) =>
      question.unit_field && question.units?.[0] ? [[question.unit_field, question.units[0]]] : [],
    ),
  );
}

/** The answers as complete-user-profile takes them: numbers as numbers, blanks as null, the location joined. */
function requestOf(questions: readonly OnboardingQuestion[], values: OnboardingValues) {
  const body: Record<string, string | number | null> = {};
  for (const question of questions) {
    const raw = values[question.name]?.trim() ?? '';
    body[question.name] = raw === '' ? null : question.type === 'number' ? Number(raw) : raw;
    if (question.unit_field) body[question.unit_field] = values[question.unit_field] ?? null;
  }
  const place = LOCATION_PARTS.map((part) => body[part]).filter((part) => typeof part === 'string');
  body.location = place.join(', ') || null;
  return body as unknown as CompleteUserProfileRequest;
}

/**
 * /complete-profile (careapp onboarding, docs/product.md §3, §4): the questions of user-onboarding-questions
 * (age, height and weight with units, biological sex, location), saved by complete-user-profile.
 * The answers are the user's own, so a visitor without a session is asked to log in and comes back.
 * Whether there is a session is the browser's to know: the server and the browser's first render
 * show the signed-in page's frame, its questions as placeholders (docs/adr/0150, 0176).
 */
export function CompleteProfileForm() {
  const personal = usePersonalParts();
  const signedIn = useSignedIn();
  const [done, setDone] = useState(false);
  if (!personal)
    return (
      <AuthPageFrame title={TITLE} intro={INTRO}>
        <QuestionsPlaceholder />
      </AuthPageFrame>
    );
  if (!signedIn)
    return (
      <AuthPageFrame title={TITLE}>
        <p className={styles.status}>
          Log in to answer a few questions about your health.{' '}
          <Link to={`/login?next=${encodeURIComponent('/complete-profile')}`}>Log in</Link>
        </p>
      </AuthPageFrame>
    );
  if (done)
    return (
      <AuthPageFrame title="Profile complete">
        <p className={styles.status} role="status">
          Thank you, your profile is complete. <Link to="/profile">See your profile</Link>
        </p>
      </AuthPageFrame>
    );
  return (
    <AuthPageFrame title={TITLE} intro={INTRO}>
      <OnboardingQuestions onDone={() => setDone(true)} />
    </AuthPageFrame>
  );
}

function OnboardingQuestions({ onDone }: { onDone: () => void }) {
  const asked = useGetOnboardingQuestionsQuery();
  const [completeProfile] = useCompleteProfileMutation();
  if (asked.isError)
    return (
      <div className={styles.form}>
        <p className={styles.status} role="alert">
          The questions could not be loaded.
        </p>
        <Button variant="secondary" onClick={() => void asked.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!asked.data) return <QuestionsPlaceholder />;
  const { questions } = asked.data;
  const fields = questions.flatMap((question) =>
    question.unit_field ? [question.name, question.unit_field] : [question.name],
  );
  return (
    <Form<OnboardingValues>
      initialValues={firstUnits(questions)}
      onSubmit={async (values) => {
        try {
          storeUser((await completeProfile(requestOf(questions, values)).unwrap()).data.user_data);
          onDone();
          return undefined;
        } catch (error) {
          return submissionErrors(error, fields);
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label={TITLE}
        >
          <FinalFormError />
          {questions.map((question) => (
            <OnboardingQuestionField key={question.name} question={question} />
          ))}
          <Button type="submit" loading={submitting} loadingLabel="Saving your answers" fullWidth>
            Save and continue
          </Button>
        </form>
      )}
    </Form>
  );
}
