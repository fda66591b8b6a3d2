import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { FinalFormError, FinalSelectField, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../forms/auth-page-frame';
import styles from '../forms/forms.module.css';
import { submitErrors } from '../forms/submit-errors';
import { numberBetween, required } from '../forms/validators';
import { useCompleteProfileMutation } from '../session/auth-api';
import { storeUser } from '../session/session-storage';

interface OnboardingValues {
  age?: string;
  height?: string;
  height_measurement: string;
  weight?: string;
  weight_measurement: string;
  biological_sex?: string;
  country?: string;
  province?: string;
  city?: string;
}

const FIELDS = [
  'age',
  'height',
  'height_measurement',
  'weight',
  'weight_measurement',
  'biological_sex',
  'country',
];

/** /complete-profile (careapp onboarding): age, height and weight with units, biological sex, location. */
export function CompleteProfileForm() {
  const [completeProfile] = useCompleteProfileMutation();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <AuthPageFrame title="Profile complete">
        <p className={styles.status} role="status">
          Thank you, your profile is complete. <Link to="/profile">See your profile</Link>
        </p>
      </AuthPageFrame>
    );
  return (
    <AuthPageFrame title="Complete your profile" intro="A few answers help us tailor your care.">
      <Form<OnboardingValues>
        initialValues={{ height_measurement: 'cm', weight_measurement: 'kg' }}
        onSubmit={async (values) => {
          const place = [values.city, values.province, values.country]
            .map((part) => part?.trim())
            .filter(Boolean);
          try {
            const answer = await completeProfile({
              age: Number(values.age),
              height: Number(values.height),
              height_measurement: values.height_measurement,
              weight: Number(values.weight),
              weight_measurement: values.weight_measurement,
              biological_sex: values.biological_sex ?? null,
              location: place.join(', ') || null,
              country: values.country?.trim() || null,
              province: values.province?.trim() || null,
              city: values.city?.trim() || null,
            }).unwrap();
            storeUser(answer.data.user_data);
            setDone(true);
            return undefined;
          } catch (error) {
            return submitErrors(error, FIELDS);
          }
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            className={styles.form}
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            aria-label="Complete your profile"
          >
            <FinalFormError />
            <FinalTextField
              name="age"
              label="Age"
              inputMode="numeric"
              validate={numberBetween('age', 1, 150)}
            />
            <div className={styles.row}>
              <FinalTextField
                name="height"
                label="Height"
                inputMode="decimal"
                validate={numberBetween('height', 1, 1000)}
              />
              <FinalSelectField
                name="height_measurement"
                label="Height unit"
                options={[
                  { value: 'cm', label: 'cm' },
                  { value: 'ft', label: 'ft' },
                  { value: 'in', label: 'in' },
                ]}
              />
            </div>
            <div className={styles.row}>
              <FinalTextField
                name="weight"
                label="Weight"
                inputMode="decimal"
                validate={numberBetween('weight', 1, 2000)}
              />
              <FinalSelectField
                name="weight_measurement"
                label="Weight unit"
                options={[
                  { value: 'kg', label: 'kg' },
                  { value: 'lb', label: 'lb' },
                ]}
              />
            </div>
            <FinalSelectField
              name="biological_sex"
              label="Biological sex"
              placeholder="Choose one"
              options={[
                { value: 'male', label: 'Male' },
                { value: 'female', label: 'Female' },
                { value: 'intersex', label: 'Intersex' },
              ]}
              validate={required('Please choose your biological sex.')}
            />
            <FinalTextField
              name="country"
              label="Country"
              autoComplete="country-name"
              validate={required('Please enter your country.')}
            />
            <FinalTextField
              name="province"
              label="Province or state (optional)"
              autoComplete="address-level1"
            />
            <FinalTextField name="city" label="City (optional)" autoComplete="address-level2" />
            <Button type="submit" loading={submitting} loadingLabel="Saving your answers" fullWidth>
              Save and continue
            </Button>
          </form>
        )}
      </Form>
    </AuthPageFrame>
  );
}
