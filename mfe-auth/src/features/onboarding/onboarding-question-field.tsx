import type { OnboardingQuestion } from 'shared-contracts';
import { numberBetween, required } from 'shared-contracts';
import { FinalSelectField, FinalTextField } from 'shared-ui/final-form';
import styles from '../../components/forms.module.css';

/** Browser autofill hints for the location answers. */
const AUTOCOMPLETE: Record<string, string> = {
  country: 'country-name',
  province: 'address-level1',
  city: 'address-level2',
};

/** The label a visitor reads: the server's, marked when the answer may be left out. */
export function questionLabel(question: OnboardingQuestion): string {
  return question.required ? question.label : `${question.label} (optional)`;
}

/**
 * One question of user-onboarding-questions as a form field: a number (with its unit beside it
 * when it has units), a choice, or text. Required answers say what they need on blur and on submit.
 */
export function OnboardingQuestionField({ question }: { question: OnboardingQuestion }) {
  const label = questionLabel(question);
  const noun = question.label.toLowerCase();
  if (question.type === 'select')
    return (
      <FinalSelectField
        name={question.name}
        label={label}
        placeholder="Choose one"
        options={question.options ?? []}
        validate={question.required ? required(`Please choose your ${noun}.`) : undefined}
      />
    );
  if (question.type === 'text')
    return (
      <FinalTextField
        name={question.name}
        label={label}
        autoComplete={AUTOCOMPLETE[question.name]}
        validate={question.required ? required(`Please enter your ${noun}.`) : undefined}
      />
    );
  const number = (
    <FinalTextField
      name={question.name}
      label={label}
      inputMode="decimal"
      validate={numberBetween(noun, question.min ?? 1, question.max ?? 1000, question.required)}
    />
  );
  if (!question.unit_field || !question.units?.length) return number;
  return (
    <div className={styles.row}>
      {number}
      <FinalSelectField
        name={question.unit_field}
        label={`${question.label} unit`}
        options={question.units.map((unit) => ({ value: unit, label: unit }))}
      />
    </div>
  );
}
