// What the API shares with the front end comes from shared-contracts, so a change of contract
// breaks the build on both sides.
import type { DetailResponse, TokenPair, User, UserRole } from 'shared-contracts';

export { endpoints } from 'shared-contracts';
export type {
  CompleteUserProfileRequest,
  DetailResponse,
  DevMailboxMessage,
  LoginRequest,
  LogoutRequest,
  ManageCommunicationsRequest,
  ManageCommunicationsResponse,
  OnboardingQuestion,
  OnboardingQuestionsRequest,
  OnboardingQuestionsResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
  RequestXTokenResponse,
  ResetPasswordRequest,
  SaveInfoRequest,
  SendOtpRequest,
  SignUpRequest,
  SocialMediaLoginRequest,
  TokenPair,
  UpdateProfileRequest,
  UserRole,
  VerifyOtpRequest,
  VerifyResetPasswordOtpRequest,
} from 'shared-contracts';

/** The user as this API returns it: SPEC section 3 fields plus the role. */
export type ApiUser = User & { role: UserRole };

/** Answer of login, sign-up, verify-otp and social-media-login: the user in `data.user_data`, plus the tokens. */
export interface LoginResponse {
  data: TokenPair & { user_data: ApiUser };
}

/** Answer of update-profile, save-info and complete-user-profile. */
export interface UserDataResponse {
  data: { user_data: ApiUser };
}

/** The body of every error answer; validation errors list each problem. */
export interface ErrorResponse extends DetailResponse {
  errors?: { location: string; field: string; message: string }[];
}
