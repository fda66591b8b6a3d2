// Request and answer schemas of the user calls (docs/product.md §3, §7): the profile changes, the
// onboarding form and its questions, and the communications preference. The one definition the
// API validates and serialises with and the remotes' types derive from
// (docs/adr/0115-one-schema-per-endpoint.md).
import { Type } from 'typebox';
import { nullableString } from './answers';
import { userAnswer } from './auth';

/** Unknown properties are refused (400), as every request body of the API. */
const closed = { additionalProperties: false } as const;

const text = (maxLength: number) => Type.Optional(nullableString({ maxLength }));

/** Contact and address fields: update-profile and save-info. */
const contactFields = {
  first_name: text(150),
  last_name: text(150),
  phone_number: text(32),
  country: text(100),
  city: text(100),
  province: text(100),
  postal_code: text(20),
  address_line_1: text(255),
  address_line_2: text(255),
};

/** Health fields of docs/product.md §3 (careapp onboarding). */
const healthFields = {
  age: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 150 })),
  height: Type.Optional(
    Type.Unsafe<number | null>({ type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1000 }),
  ),
  height_measurement: Type.Optional(
    Type.Unsafe<'cm' | 'ft' | 'in' | null>({ type: ['string', 'null'], enum: ['cm', 'ft', 'in', null] }),
  ),
  weight: Type.Optional(
    Type.Unsafe<number | null>({ type: ['number', 'null'], exclusiveMinimum: 0, maximum: 2000 }),
  ),
  weight_measurement: Type.Optional(
    Type.Unsafe<'kg' | 'lb' | null>({ type: ['string', 'null'], enum: ['kg', 'lb', null] }),
  ),
  biological_sex: Type.Optional(
    Type.Unsafe<'male' | 'female' | 'intersex' | null>({
      type: ['string', 'null'],
      enum: ['male', 'female', 'intersex', null],
    }),
  ),
};

/** update-profile: any of the user's own fields, at least one. */
export const updateProfileBody = Type.Object(
  { ...contactFields, ...healthFields, on_boarding_step: text(50), next_step: text(50) },
  { ...closed, minProperties: 1 },
);

/** save-info: the contact and address fields, at least one. */
export const saveInfoBody = Type.Object(contactFields, { ...closed, minProperties: 1 });

/**
 * complete-user-profile: the onboarding form. `location` is a free-text summary; `country`,
 * `province` and `city` carry its parts when the form asks for them.
 */
export const completeProfileBody = Type.Object(
  {
    age: Type.Integer({ minimum: 1, maximum: 150 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
    height_measurement: Type.Unsafe<'cm' | 'ft' | 'in'>({ type: 'string', enum: ['cm', 'ft', 'in'] }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 2000 }),
    weight_measurement: Type.Unsafe<'kg' | 'lb'>({ type: 'string', enum: ['kg', 'lb'] }),
    biological_sex: Type.Unsafe<'male' | 'female' | 'intersex'>({
      type: 'string',
      enum: ['male', 'female', 'intersex'],
    }),
    location: text(300),
    country: text(100),
    province: text(100),
    city: text(100),
  },
  closed,
);

/** Answer of update-profile, save-info and complete-user-profile: the updated user. */
export const userDataAnswer = Type.Object({ data: Type.Object({ user_data: userAnswer }) });

/** user-onboarding-questions: which step's questions to answer (the only one: profile). */
export const onboardingQuestionsBody = Type.Object(
  { step: Type.Optional(Type.Unsafe<'profile'>({ type: 'string', enum: ['profile'] })) },
  closed,
);

/** The signed link's hash naming an address (manage-communications). */
const hashField = Type.String({ minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/** GET manage-communications: the link's hash, or none for the signed-in user's own address. */
export const communicationsQuery = Type.Object({ i_hash: Type.Optional(hashField) }, closed);

/** POST manage-communications: whether the address receives our emails. */
export const communicationsBody = Type.Object({ i_hash: hashField, check: Type.Boolean() }, closed);

/**
 * Answer of manage-communications: `check` whether the address receives our emails; `email` the
 * address partly hidden (`ja***@example.com`), so the visitor recognises it.
 */
export const communicationsAnswer = Type.Object(
  { i_hash: Type.String(), check: Type.Boolean(), email: Type.String() },
  closed,
);
