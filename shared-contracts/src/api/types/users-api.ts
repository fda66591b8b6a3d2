import type { Static } from 'typebox';
import type { detailAnswer, fieldErrorAnswer, fieldErrorItem } from '../../schemas/answers';
import type {
  emailNotVerifiedAnswer,
  loginBody,
  logoutBody,
  refreshTokenBody,
  resetPasswordBody,
  sendCodeBody,
  sendOtpBody,
  sessionAnswer,
  signUpAnswer,
  signUpBody,
  socialLoginBody,
  tokenPairAnswer,
  userAnswer,
  verifyOtpBody,
} from '../../schemas/auth';
import type {
  communicationsAnswer,
  communicationsBody,
  completeProfileBody,
  onboardingQuestionsBody,
  saveInfoBody,
  updateProfileBody,
  userDataAnswer,
} from '../../schemas/users';

// Request and response bodies of the auth and user calls (docs/product.md §7): the types of the
// schemas the API validates and answers with (shared-contracts/src/schemas), imported as types
// only so no schema reaches a browser bundle (docs/adr/0115-one-schema-per-endpoint.md).

/** An access token and a refresh token (JWTs). */
export type TokenPair = Static<typeof tokenPairAnswer>;

/** Body of POST /api/users/refresh-token/. */
export type RefreshTokenRequest = Static<typeof refreshTokenBody>;

/**
 * Answer of POST /api/users/refresh-token/. Refresh tokens rotate: the answer carries a new
 * refresh token, which replaces the stored one.
 */
export type RefreshTokenResponse = Static<typeof tokenPairAnswer>;

/** Body of POST /api/users/login/. */
export type LoginRequest = Static<typeof loginBody>;

/** Body of POST /api/users/sign-up/. */
export type SignUpRequest = Static<typeof signUpBody>;

/** Answer of login, OTP verification and Google sign-in: the user in `data.user_data`, plus the tokens. */
export type AuthResponse = Static<typeof sessionAnswer>;

/**
 * Answer of sign-up (201): "check your email". No session starts until the code mailed to the
 * address is entered (verify-otp answers the tokens): whoever signs up with someone else's address
 * must never be signed in to it. `data.user_data` holds what the form sent, nothing secret.
 */
export type SignUpResponse = Static<typeof signUpAnswer>;

/**
 * `code` of a login refused (403) because the account's email is not confirmed yet. Written here
 * too (the schema module is not for browser code), and `answer-types.typecheck.ts` ties the two.
 */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** Answer (403) of a right password for an account whose email is not confirmed: a code was mailed. */
export type EmailNotVerifiedResponse = Static<typeof emailNotVerifiedAnswer>;

/** Answer of GET /api/users/me/: the user. */
export type MeResponse = Static<typeof userAnswer>;

/** Body of POST /api/users/verify-otp/. */
export type VerifyOtpRequest = Static<typeof verifyOtpBody>;

/** Body of POST /api/users/send-otp/ (`confirm_sign_up`: see the schema, sendOtpBody). */
export type SendOtpRequest = Static<typeof sendOtpBody>;

/** Body of POST /api/users/send-reset-password-otp/. */
export type SendResetCodeRequest = Static<typeof sendCodeBody>;

/** Body of POST /api/users/verify-reset-password-otp/. */
export type VerifyResetPasswordOtpRequest = Static<typeof verifyOtpBody>;

/** Body of POST /api/users/reset-password/ (also used by change-password with the current password). */
export type ResetPasswordRequest = Static<typeof resetPasswordBody>;

/** Body of POST /api/users/update-profile: any user fields to change. */
export type UpdateProfileRequest = Static<typeof updateProfileBody>;

/** Answer of update-profile, save-info and complete-user-profile: the updated user. */
export type UserDataResponse = Static<typeof userDataAnswer>;

/**
 * Body of POST /api/complete-user-profile/: the onboarding form. `location` is a free-text
 * summary; `country`, `province` and `city` carry its parts when the form asks for them.
 */
export type CompleteUserProfileRequest = Static<typeof completeProfileBody>;

/** Body of POST /api/social-media-login/: the Google credential. */
export type SocialMediaLoginRequest = Static<typeof socialLoginBody>;

/** A plain message answer, e.g. from send-otp: `{ detail: 'OTP sent.' }`. */
export type DetailResponse = Static<typeof detailAnswer>;

/** Answer of GET /api/rest/rest-check/. */
export interface RestCheckResponse {
  status: 'ok';
}

/** Body of POST /api/users/logout/: the refresh token of the session to end. */
export type LogoutRequest = Static<typeof logoutBody>;

/** Body of POST /api/users/save-info/: the contact and address fields of the user. */
export type SaveInfoRequest = Static<typeof saveInfoBody>;

/** One field of an error answer: which part of the request ('body', 'querystring', 'params') and what is wrong. */
export type FieldError = Static<typeof fieldErrorItem>;

/** Every error answer of our API: a sentence for the user, and the fields concerned when known. */
export type ApiErrorBody = Static<typeof fieldErrorAnswer>;

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
export type OnboardingQuestionsRequest = Static<typeof onboardingQuestionsBody>;

/** Answer of POST /api/user-onboarding-questions/. */
export interface OnboardingQuestionsResponse {
  step: string;
  questions: OnboardingQuestion[];
}

/** Answer of GET /api/stud/manage-communications/ (query `i_hash`, or the signed-in user's own). */
export type ManageCommunicationsResponse = Static<typeof communicationsAnswer>;

/** Body of POST /api/stud/manage-communications/. */
export type ManageCommunicationsRequest = Static<typeof communicationsBody>;

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
