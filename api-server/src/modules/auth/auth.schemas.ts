import { userSchema } from '../users/user.schema';

export const detailSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

/** `{ detail, errors }`: the answer of a request refused because of one of its fields. */
export const fieldErrorSchema = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['location', 'field', 'message'],
        properties: { location: { type: 'string' }, field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const emailField = { type: 'string', format: 'email', maxLength: 254 } as const;
/** New passwords: at least 8 characters; at most 128, which also bounds the hashing work. */
export const newPasswordField = { type: 'string', minLength: 8, maxLength: 128 } as const;
export const otpField = { type: 'string', pattern: '^[0-9]{6}$' } as const;

export const tokenPairSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access', 'refresh'],
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
} as const;

/** `{ data: { user_data, access, refresh } }`: login, verify-otp, social-media-login. */
export const sessionAnswerSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['user_data', 'access', 'refresh'],
      properties: { user_data: userSchema, ...tokenPairSchema.properties },
    },
  },
} as const;

export const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
  response: {
    200: sessionAnswerSchema,
    401: detailSchema,
    403: {
      type: 'object',
      required: ['detail', 'code'],
      properties: { detail: { type: 'string' }, code: { type: 'string' } },
    },
  },
} as const;

export const refreshTokenSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['refresh'],
    properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  },
  response: { 200: tokenPairSchema, 401: detailSchema },
} as const;

export const logoutSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  },
  response: { 200: detailSchema },
} as const;

export const signUpSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password', 'first_name', 'last_name'],
    properties: {
      email: emailField,
      password: newPasswordField,
      first_name: { type: 'string', minLength: 1, maxLength: 150 },
      last_name: { type: 'string', minLength: 1, maxLength: 150 },
      phone_number: { type: 'string', maxLength: 32 },
    },
  },
  response: {
    // "Check your email": the user, and no tokens until the code is entered.
    201: {
      type: 'object',
      required: ['detail', 'data'],
      properties: {
        detail: { type: 'string' },
        data: {
          type: 'object',
          additionalProperties: false,
          required: ['user_data'],
          properties: { user_data: userSchema },
        },
      },
    },
    400: fieldErrorSchema,
  },
} as const;

/** send-otp and send-reset-password-otp: an email, and the same answer whether it has an account. */
export const sendCodeSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: emailField },
  },
  response: { 200: detailSchema },
} as const;

/** send-otp: `confirm_sign_up` asks again for the code that confirms a sign-up (the OTP page). */
export const sendOtpSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: emailField, confirm_sign_up: { type: 'boolean' } },
  },
  response: { 200: detailSchema },
} as const;

export const verifyOtpSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'otp'],
    properties: { email: emailField, otp: otpField },
  },
  response: { 200: sessionAnswerSchema, 400: fieldErrorSchema },
} as const;

export const verifyResetOtpSchema = {
  body: verifyOtpSchema.body,
  response: { 200: detailSchema, 400: fieldErrorSchema },
} as const;

/**
 * reset-password: with `email` and `otp` (a reset code) when the password was forgotten, or with
 * `old_password` and a Bearer token when a signed-in user changes it.
 */
export const resetPasswordSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['password'],
    properties: {
      email: emailField,
      otp: otpField,
      old_password: { type: 'string', minLength: 1, maxLength: 1024 },
      password: newPasswordField,
    },
  },
  response: { 200: detailSchema, 400: fieldErrorSchema, 401: detailSchema },
} as const;
