import type { OnboardingFormState, User } from '../../entities/user';

// Request and response bodies of the auth and user calls (docs/product.md §7).

/** An access token and a refresh token (JWTs). */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Body of POST /api/users/refresh-token/. */
export interface RefreshTokenRequest {
  refresh: string;
}

/**
 * Answer of POST /api/users/refresh-token/. Refresh tokens rotate: the answer carries a new
 * refresh token, which replaces the stored one.
 */
export interface RefreshTokenResponse {
  access: string;
  refresh: string;
}

/** Body of POST /api/users/login/. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** Body of POST /api/users/sign-up/. */
export interface SignUpRequest {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
}

/** Answer of login and OTP verification: the user in `data.user_data`, plus the tokens. */
export interface AuthResponse {
  data: TokenPair & { user_data: User };
}

/**
 * Answer of sign-up (201): "check your email". No session starts until the code mailed to the
 * address is entered (verify-otp answers the tokens): whoever signs up with someone else's address
 * must never be signed in to it. `data.user_data` holds what the form sent, nothing secret.
 */
export interface SignUpResponse {
  detail: string;
  data: { user_data: User };
}

/** `code` of a login refused (403) because the account's email is not confirmed yet. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** Answer (403) of a right password for an account whose email is not confirmed: a code was mailed. */
export interface EmailNotVerifiedResponse {
  detail: string;
  code: typeof EMAIL_NOT_VERIFIED;
}

/** Answer of GET /api/users/me/: the user. */
export type MeResponse = User;

/** Body of POST /api/users/verify-otp/. */
export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

/** Body of POST /api/users/send-otp/ and /api/users/send-reset-password-otp/. */
export interface SendOtpRequest {
  email: string;
  /**
   * send-otp only: the code asked for again confirms a sign-up (the OTP page after sign-up or a
   * password login), so entering it keeps the password chosen then. Without it, a code that first
   * verifies an account clears its password: the mailbox owner did not choose it.
   */
  confirm_sign_up?: boolean;
}

/** Body of POST /api/users/verify-reset-password-otp/. */
export interface VerifyResetPasswordOtpRequest {
  email: string;
  otp: string;
}

/** Body of POST /api/users/reset-password/ (also used by change-password with the current password). */
export interface ResetPasswordRequest {
  email?: string;
  otp?: string;
  old_password?: string;
  password: string;
}

/** Body of POST /api/users/update-profile: any user fields to change. */
export type UpdateProfileRequest = Partial<Omit<User, 'email' | 'is_verified'>>;

/** Answer of update-profile and save-info: the updated user. */
export interface UserDataResponse {
  data: { user_data: User };
}

/**
 * Body of POST /api/complete-user-profile/: the onboarding form. `location` is a free-text
 * summary; `country`, `province` and `city` carry its parts when the form asks for them.
 */
export type CompleteUserProfileRequest = OnboardingFormState & {
  country?: string | null;
  province?: string | null;
  city?: string | null;
};

/** Body of POST /api/social-media-login/: the Google credential. */
export interface SocialMediaLoginRequest {
  provider: 'google';
  token: string;
}

/** A plain message answer, e.g. from send-otp: `{ detail: 'OTP sent.' }`. */
export interface DetailResponse {
  detail: string;
}

/** Answer of GET /api/rest/rest-check/. */
export interface RestCheckResponse {
  status: 'ok';
}

/** Body of POST /api/users/logout/: the refresh token of the session to end. */
export interface LogoutRequest {
  refresh?: string;
}

/** Body of POST /api/users/save-info/: the contact and address fields of the user. */
export type SaveInfoRequest = Partial<
  Pick<
    User,
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'country'
    | 'city'
    | 'province'
    | 'postal_code'
    | 'address_line_1'
    | 'address_line_2'
  >
>;

/** One field of an error answer: which part of the request and what is wrong with it. */
export interface FieldError {
  /** 'body', 'querystring' or 'params'. */
  location: string;
  /** The field's name, e.g. 'email' or 'otp'. */
  field: string;
  message: string;
}

/** Every error answer of our API: a sentence for the user, and the fields concerned when known. */
export interface ApiErrorBody {
  detail: string;
  errors?: FieldError[];
}

/** A question of the onboarding form (POST /api/user-onboarding-questions/). */
export interface OnboardingQuestion {
  /** The form field it fills, e.g. 'age' or 'height'. */
  name: string;
  label: string;
  type: 'number' | 'select' | 'text';
  required: boolean;
  /** For a number: its unit field and the units offered, e.g. height_measurement, ['cm', 'ft']. */
  unit_field?: string;
  units?: string[];
  /** For a select: the values offered with their labels. */
  options?: { value: string; label: string }[];
  min?: number;
  max?: number;
}

/** Body of POST /api/user-onboarding-questions/: which step's questions to answer. */
export interface OnboardingQuestionsRequest {
  step?: string;
}

/** Answer of POST /api/user-onboarding-questions/. */
export interface OnboardingQuestionsResponse {
  step: string;
  questions: OnboardingQuestion[];
}

/** Answer of GET /api/stud/manage-communications/ (query `i_hash`, or the signed-in user's own). */
export interface ManageCommunicationsResponse {
  i_hash: string;
  /** Whether the address receives our emails. */
  check: boolean;
  /** The address, partly hidden (`ja***@example.com`), so the visitor recognises it. */
  email: string;
}

/** Body of POST /api/stud/manage-communications/. */
export interface ManageCommunicationsRequest {
  i_hash: string;
  check: boolean;
}

/** Answer of GET /api/request-X-token/: where to send the user to sign in with X. */
export interface RequestXTokenResponse {
  oauth_token: string;
  authorize_url: string;
}

/** One message of the development mailbox (GET /api/dev/mailbox/?email=). */
export interface DevMailboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, if any. */
  code: string | null;
  /** ISO date-time. */
  sent_at: string;
}
