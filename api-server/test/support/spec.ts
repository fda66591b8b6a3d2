import type { ApiUser } from '../../src/contracts';

// What docs/product.md says, written out by hand on purpose. The routes take their paths from
// shared-contracts' `endpoints`, and the user schema is checked against its `User`; a test that
// read its expectation from there would agree with any mistake made there. So these lists repeat
// docs/product.md (the duplicate finder pairs SPEC_USER_FIELDS with NULLABLE_USER_FIELDS for that
// reason) and are the one place the API tests spell them.

/** docs/product.md §7 paths this API serves so far, trailing slash included. */
export const SPEC_PATHS = {
  healthCheck: '/api/rest/rest-check/',
  login: '/api/users/login/',
  refreshToken: '/api/users/refresh-token/',
  me: '/api/users/me/',
  signUp: '/api/users/sign-up/',
  verifyOtp: '/api/users/verify-otp/',
  sendOtp: '/api/users/send-otp/',
  resetPassword: '/api/users/reset-password/',
  sendResetPasswordOtp: '/api/users/send-reset-password-otp/',
  verifyResetPasswordOtp: '/api/users/verify-reset-password-otp/',
  updateProfile: '/api/users/update-profile',
  saveInfo: '/api/users/save-info/',
  completeUserProfile: '/api/complete-user-profile/',
  socialMediaLogin: '/api/social-media-login/',
  requestXToken: '/api/request-X-token/',
  onboardingQuestions: '/api/user-onboarding-questions/',
  manageCommunications: '/api/stud/manage-communications/',
  // The API's own calls, beyond docs/product.md §7.
  logout: '/api/users/logout/',
  devMailbox: '/api/dev/mailbox/',
} as const;

/** docs/product.md §3: the fields of a User, in docs/product.md's order. */
export const SPEC_USER_FIELDS = [
  'email',
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
  'is_verified',
] as const satisfies readonly (keyof ApiUser)[];

/**
 * The user as login and /me answer it: every docs/product.md §3 field and the role
 * (docs/product.md §6), nothing else.
 */
export const API_USER_FIELDS = new Set<string>([...SPEC_USER_FIELDS, 'role']);
