import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { Button, usePersonalParts } from 'shared-ui';
import { FinalCheckboxField, FinalFormError } from 'shared-ui/final-form';
import { describeError, submissionErrors } from 'shared-contracts';
import { AuthPageFrame } from '../../components/auth-page-frame';
import { FormPlaceholder } from '../../components/form-placeholder';
import styles from '../../components/forms.module.css';
import { useGetCommunicationsQuery, useSaveCommunicationsMutation } from '../../api/auth-api';

/**
 * /manage-communications: from an email's link (?i_hash=) or signed in, choose whether to get our
 * emails. The address and the choice are the visitor's: the server and the browser's first render
 * show the form's shape, and the browser asks for them once hydrated (docs/adr/0150, 0176).
 */
export function CommunicationsForm() {
  const personal = usePersonalParts();
  const hash = new URLSearchParams(useLocation().search).get('i_hash');
  const current = useGetCommunicationsQuery(hash, { skip: !personal });
  const [save] = useSaveCommunicationsMutation();
  const [saved, setSaved] = useState('');
  const data = current.data;
  return (
    <AuthPageFrame title="Email preferences">
      {current.isError ? (
        <p className={styles.status} role="alert">
          {describeError(current.error, { fallback: 'This page could not be loaded.' })}
        </p>
      ) : !personal || !data ? (
        <FormPlaceholder label="Loading your email preferences" rows={1} leadLine />
      ) : (
        <Form<{ check: boolean }>
          initialValues={{ check: data.check }}
          onSubmit={async ({ check }) => {
            try {
              const answer = await save({ i_hash: data.i_hash, check: Boolean(check) }).unwrap();
              setSaved(
                answer.check ? 'You will keep getting our emails.' : 'You will no longer get our emails.',
              );
              return undefined;
            } catch (error) {
              return submissionErrors(error, []);
            }
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form
              className={styles.form}
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              aria-label="Email preferences"
            >
              <p className={styles.status}>Emails to {data.email}</p>
              <FinalFormError />
              <FinalCheckboxField name="check" label="Send me news and offers by email" />
              <Button type="submit" loading={submitting} loadingLabel="Saving your choice" fullWidth>
                Save my choice
              </Button>
              <p className={styles.status} role="status">
                {saved}
              </p>
            </form>
          )}
        </Form>
      )}
    </AuthPageFrame>
  );
}
