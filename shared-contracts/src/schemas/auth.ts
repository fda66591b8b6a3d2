// Request and answer schemas of the auth calls (docs/product.md §4, §7): login, sign-up, the
// one-time codes, password reset, refresh, logout and Google sign-in. The one definition the API
// validates and serialises with and the remotes' types derive from
// (docs/adr/0115-one-schema-per-endpoint.md).
import { Type } from 'typebox';
import type { User, UserRole } from '../entities/user';
import { nullableString } from './answers';

/** Unknown properties are refused (400), as every request body of the API. */
const closed = { additionalProperties: false } as const;

export const emailField = Type.String({ format: 'email', maxLength: 254 });
/** New passwords: at least 8 characters; at most 128, which also bounds the hashing work. */
export const newPasswordField = Type.String({ minLength: 8, maxLength: 128 });
const otpField = Type.String({ pattern: '^[0-9]{6}$' });
const currentPassword = Type.String({ minLength: 1, maxLength: 1024 });
const refreshToken = Type.String({ minLength: 1, maxLength: 4096 });

const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** The user's public fields; `userAnswer` is the schema answers use. */
export const userAnswerFields = Type.Object(
  {
    email: Type.String(),
    first_name: Type.Optional(nullableString()),
    last_name: Type.Optional(nullableString()),
    phone_number: Type.Optional(nullableString()),
    on_boarding_step: Type.Optional(nullableString()),
    next_step: Type.Optional(nullableString()),
    age: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] })),
    height: Type.Optional(nullableNumber),
    height_measurement: Type.Optional(nullableString()),
    weight: Type.Optional(nullableNumber),
    weight_measurement: Type.Optional(nullableString()),
    biological_sex: Type.Optional(nullableString()),
    country: Type.Optional(nullableString()),
    city: Type.Optional(nullableString()),
    province: Type.Optional(nullableString()),
    postal_code: Type.Optional(nullableString()),
    address_line_1: Type.Optional(nullableString()),
    address_line_2: Type.Optional(nullableString()),
    is_verified: Type.Boolean(),
    role: Type.Unsafe<UserRole>({ type: 'string', enum: ['customer', 'editor', 'admin'] }),
  },
  closed,
);

/**
 * The public shape of a user (docs/product.md §3 plus the role). As a response schema it is also
 * what keeps password_hash and other columns out of every answer. Its type is the User entity
 * with its role (the entity fills absent fields with null; api-server selects every column), and
 * `answer-types.typecheck.ts` fails when the two stop naming the same fields.
 */
export const userAnswer = Type.Unsafe<User & { role: UserRole }>(userAnswerFields);

/** The names of the user's public fields, in one place for every SELECT. */
export const USER_ANSWER_FIELDS = Object.keys(userAnswerFields.properties) as (keyof User)[];

export const tokenPairAnswer = Type.Object({ access: Type.String(), refresh: Type.String() }, closed);

/** `{ data: { user_data, access, refresh } }`: login, verify-otp, social-media-login. */
export const sessionAnswer = Type.Object({
  data: Type.Object({ user_data: userAnswer, ...tokenPairAnswer.properties }),
});

/** `code` of a login refused (403) because the account's email is not confirmed yet. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** Answer (403) of a right password for an account whose email is not confirmed: a code was mailed. */
export const emailNotVerifiedAnswer = Type.Object({
  detail: Type.String(),
  code: Type.Unsafe<typeof EMAIL_NOT_VERIFIED>({ type: 'string' }),
});

export const loginBody = Type.Object({ email: emailField, password: currentPassword }, closed);

export const refreshTokenBody = Type.Object({ refresh: refreshToken }, closed);

/** The refresh token of the session to end; a Bearer token alone also names it. */
export const logoutBody = Type.Object({ refresh: Type.Optional(refreshToken) }, closed);

export const signUpBody = Type.Object(
  {
    email: emailField,
    password: newPasswordField,
    first_name: Type.String({ minLength: 1, maxLength: 150 }),
    last_name: Type.String({ minLength: 1, maxLength: 150 }),
    phone_number: Type.Optional(Type.String({ maxLength: 32 })),
  },
  closed,
);

/**
 * Answer of sign-up (201): "check your email". No session starts until the code mailed to the
 * address is entered (verify-otp answers the tokens): whoever signs up with someone else's address
 * must never be signed in to it. `data.user_data` holds what the form sent, nothing secret.
 */
export const signUpAnswer = Type.Object({
  detail: Type.String(),
  data: Type.Object({ user_data: userAnswer }, closed),
});

/** send-reset-password-otp: an email, and the same answer whether it has an account. */
export const sendCodeBody = Type.Object({ email: emailField }, closed);

/**
 * send-otp. `confirm_sign_up`: the code asked for again confirms a sign-up (the OTP page after
 * sign-up or a password login), so entering it keeps the password chosen then. Without it, a
 * code that first verifies an account clears its password: the mailbox owner did not choose it.
 */
export const sendOtpBody = Type.Object(
  { email: emailField, confirm_sign_up: Type.Optional(Type.Boolean()) },
  closed,
);

/** verify-otp and verify-reset-password-otp. */
export const verifyOtpBody = Type.Object({ email: emailField, otp: otpField }, closed);

/**
 * reset-password: with `email` and `otp` (a reset code) when the password was forgotten, or with
 * `old_password` and a Bearer token when a signed-in user changes it.
 */
export const resetPasswordBody = Type.Object(
  {
    email: Type.Optional(emailField),
    otp: Type.Optional(otpField),
    old_password: Type.Optional(currentPassword),
    password: newPasswordField,
  },
  closed,
);

/** social-media-login: the Google credential. */
export const socialLoginBody = Type.Object(
  {
    provider: Type.Unsafe<'google'>({ type: 'string', enum: ['google'] }),
    token: Type.String({ minLength: 1, maxLength: 8192 }),
  },
  closed,
);
