import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import type { BrandId, UpdateProfileRequest, User } from 'shared-contracts';
import { required, submissionErrors } from 'shared-contracts';
import { Button, SkeletonBlock, SkeletonText, usePersonalParts } from 'shared-ui';
import { FinalFormError, FinalTextField } from 'shared-ui/final-form';
import { AuthPageFrame } from '../../components/auth-page-frame';
import styles from '../../components/forms.module.css';
import { brandHasPage } from '../../app/brand-pages';
import { useGetMeQuery, useUpdateProfileMutation } from '../../api/auth-api';
import { storeUser } from '../../api/session-storage';
import { useLogout } from '../../app/use-logout';

/** The docs/product.md §3 user fields the profile shows, with their labels. */
const SHOWN: [keyof User, string][] = [
  ['email', 'Email'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['phone_number', 'Phone number'],
  ['age', 'Age'],
  ['height', 'Height'],
  ['weight', 'Weight'],
  ['biological_sex', 'Biological sex'],
  ['address_line_1', 'Address'],
  ['address_line_2', 'Address line 2'],
  ['city', 'City'],
  ['province', 'Province or state'],
  ['postal_code', 'Postal code'],
  ['country', 'Country'],
];

const EDITABLE = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['phone_number', 'Phone number', 'tel'],
  ['address_line_1', 'Address', 'address-line1'],
  ['address_line_2', 'Address line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['province', 'Province or state', 'address-level1'],
  ['postal_code', 'Postal code', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

type EditValues = Partial<Record<(typeof EDITABLE)[number][0], string>>;

function shown(user: User, field: keyof User): string {
  const value = user[field];
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'height') return `${String(value)} ${user.height_measurement ?? ''}`.trim();
  if (field === 'weight') return `${String(value)} ${user.weight_measurement ?? ''}`.trim();
  return String(value);
}

/**
 * While the user loads: the same list of labels with a skeleton line for each value, and the Edit
 * button's room, so nothing under it (links, Log out, the footer) moves when the user arrives.
 */
function DetailsSkeleton() {
  return (
    <>
      <dl className={styles.details} aria-busy="true" aria-label="Loading your profile">
        {SHOWN.map(([field, label]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <SkeletonText />
            </dd>
          </div>
        ))}
      </dl>
      <SkeletonBlock height="var(--tap-target, 44px)" />
    </>
  );
}

/**
 * /profile: the user (fetched on each load), an edit form (update-profile), the onboarding while it
 * is not complete, change password and email preferences where the brand has those pages, Log out.
 */
export function ProfilePanel({ brand }: { brand: BrandId }) {
  // The user is read in the browser once the shell's guard knows the visitor; the server and the
  // browser's first render show the skeleton of the details (docs/adr/0150).
  const personal = usePersonalParts();
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true, skip: !personal });
  const [updateProfile] = useUpdateProfileMutation();
  const { logout, loggingOut } = useLogout();
  const [editing, setEditing] = useState(false);
  const user = personal ? me.data : undefined;
  return (
    <AuthPageFrame title="Your profile">
      <div className={styles.form}>
        {!user ? (
          <DetailsSkeleton />
        ) : editing ? (
          <Form<EditValues>
            initialValues={Object.fromEntries(EDITABLE.map(([field]) => [field, user[field] ?? '']))}
            onSubmit={async (values) => {
              const changes: UpdateProfileRequest = Object.fromEntries(
                EDITABLE.map(([field]) => [field, values[field]?.trim() || null]),
              );
              try {
                storeUser((await updateProfile(changes).unwrap()).data.user_data);
                setEditing(false);
                return undefined;
              } catch (error) {
                return submissionErrors(
                  error,
                  EDITABLE.map(([field]) => field),
                );
              }
            }}
          >
            {({ handleSubmit, submitting }) => (
              <form
                className={styles.form}
                onSubmit={(event) => void handleSubmit(event)}
                noValidate
                aria-label="Edit your profile"
              >
                <FinalFormError />
                {EDITABLE.map(([field, label, autoComplete]) => (
                  <FinalTextField
                    key={field}
                    name={field}
                    label={label}
                    autoComplete={autoComplete}
                    {...(field === 'first_name' || field === 'last_name'
                      ? { validate: required(`Please enter your ${label.toLowerCase()}.`) }
                      : {})}
                  />
                ))}
                <Button type="submit" loading={submitting} loadingLabel="Saving your profile" fullWidth>
                  Save
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </form>
            )}
          </Form>
        ) : (
          <>
            <dl className={styles.details}>
              {SHOWN.map(([field, label]) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{shown(user, field)}</dd>
                </div>
              ))}
            </dl>
            <Button onClick={() => setEditing(true)}>Edit profile</Button>
          </>
        )}
        <div className={styles.links}>
          {user && user.on_boarding_step !== 'completed' && brandHasPage(brand, '/complete-profile') ? (
            <Link to="/complete-profile">Complete your profile</Link>
          ) : null}
          {brandHasPage(brand, '/change-password') ? (
            <Link to="/change-password">Change password</Link>
          ) : null}
          {brandHasPage(brand, '/manage-communications') ? (
            <Link to="/manage-communications">Email preferences</Link>
          ) : null}
        </div>
        <Button
          variant="secondary"
          loading={loggingOut}
          loadingLabel="Logging out"
          onClick={() => void logout()}
        >
          Log out
        </Button>
      </div>
    </AuthPageFrame>
  );
}
