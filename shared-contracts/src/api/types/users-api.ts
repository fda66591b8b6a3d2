import type { OnboardingFormState, User } from '../../entities/user';

// Request and response bodies of the auth and user calls (SPEC §7).

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

/** Answer of login, sign-up and OTP verification: the user in `data.user_data`, plus the tokens. */
export interface AuthResponse {
  data: TokenPair & { user_data: User };
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

/** Body of POST /api/complete-user-profile/: the onboarding form. */
export type CompleteUserProfileRequest = OnboardingFormState;

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
