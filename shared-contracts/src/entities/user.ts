// docs/product.md §3: the user and the onboarding form. Field names are the API's (snake_case).

/** Value of {@link User.on_boarding_step} once onboarding is done (docs/product.md §4). */
export const ONBOARDING_COMPLETED = 'completed';

/**
 * docs/product.md §6: "an admin or editor sees the A/B overlay with an Edit link"; everyone else is a
 * customer. Admins may do everything editors may (see {@link isContentEditorRole}).
 */
export type UserRole = 'customer' | 'editor' | 'admin';

/**
 * Whether a role may edit and preview A/B content and read the operators' figures (editors and
 * admins). The client uses it only to choose what to show; the API decides with the same rule.
 */
export function isContentEditorRole(role: UserRole | null | undefined): boolean {
  return role === 'editor' || role === 'admin';
}

/**
 * The signed-in user, as the API returns it and as stored locally under `user`.
 * Fields the server leaves out are filled with null (see {@link normaliseUser}).
 */
export interface User {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  /** Current onboarding step; 'completed' when the profile is complete. */
  on_boarding_step: string | null;
  /** Step the onboarding flow goes to next. */
  next_step: string | null;
  age: number | null;
  height: number | null;
  /** Unit of {@link User.height}, e.g. 'cm' or 'ft'. */
  height_measurement: string | null;
  weight: number | null;
  /** Unit of {@link User.weight}, e.g. 'kg' or 'lb'. */
  weight_measurement: string | null;
  biological_sex: string | null;
  country: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  /** Email verified with the one-time code; unverified users are sent to /otp (docs/product.md §4). */
  is_verified: boolean;
  /** Set by our API on /me and login; absent in stored users from before it was added. */
  role?: UserRole;
}

/** Every field of {@link User} except `email` and `is_verified`: the ones filled with null when missing. */
export const NULLABLE_USER_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'on_boarding_step',
  'next_step',
  'age',
  'height',
  'height_measurement',
  'weight',
  'weight_measurement',
  'biological_sex',
  'country',
  'city',
  'province',
  'postal_code',
  'address_line_1',
  'address_line_2',
] as const satisfies readonly (keyof User)[];

/**
 * A complete {@link User} from a partial server answer: missing fields become null,
 * a missing `is_verified` becomes false, unknown extra fields are kept.
 */
export function normaliseUser(raw: Partial<User> & { email: string }): User {
  const user = { ...raw } as Record<string, unknown>;
  for (const field of NULLABLE_USER_FIELDS) {
    if (user[field] === undefined) user[field] = null;
  }
  user.is_verified = raw.is_verified === true;
  return user as unknown as User;
}

/**
 * Whether the user's profile is complete: only when `on_boarding_step` is 'completed'
 * (docs/product.md §4).
 */
export function isProfileComplete(user: Pick<User, 'on_boarding_step'> | null | undefined): boolean {
  return user?.on_boarding_step === ONBOARDING_COMPLETED;
}

/** State of the onboarding (complete-profile) form. */
export interface OnboardingFormState {
  age: number | null;
  height: number | null;
  height_measurement: string | null;
  biological_sex: string | null;
  weight: number | null;
  weight_measurement: string | null;
  /** Where the user lives, free text or a country code. */
  location: string | null;
}
