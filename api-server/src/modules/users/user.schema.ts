import type { ApiUser } from '../../contracts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/**
 * The public shape of a user (docs/product.md §3 plus role). As a response schema it is also what
 * keeps password_hash and other columns out of every answer.
 */
export const userSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'is_verified', 'role'],
  properties: {
    email: { type: 'string' },
    first_name: nullableString,
    last_name: nullableString,
    phone_number: nullableString,
    on_boarding_step: nullableString,
    next_step: nullableString,
    age: { type: ['integer', 'null'] },
    height: nullableNumber,
    height_measurement: nullableString,
    weight: nullableNumber,
    weight_measurement: nullableString,
    biological_sex: nullableString,
    country: nullableString,
    city: nullableString,
    province: nullableString,
    postal_code: nullableString,
    address_line_1: nullableString,
    address_line_2: nullableString,
    is_verified: { type: 'boolean' },
    role: { type: 'string', enum: ['customer', 'editor', 'admin'] },
  },
} as const;

/** The columns behind ApiUser, in one place for every SELECT. */
export const USER_COLUMNS = Object.keys(userSchema.properties) as (keyof ApiUser)[];

// Fails the type-check when User in shared-contracts gains or loses a field this schema lacks.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemaMatchesUser: SameKeys<keyof typeof userSchema.properties, keyof ApiUser> = true;
