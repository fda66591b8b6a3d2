import { fieldErrorSchema } from '../auth/auth.schemas';
import { userSchema } from './user.schema';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

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
} as const;

/** Health fields of docs/product.md §3 (careapp onboarding). */
const healthFields = {
  age: { type: ['integer', 'null'], minimum: 1, maximum: 150 },
  height: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1000 },
  height_measurement: { type: ['string', 'null'], enum: ['cm', 'ft', 'in', null] },
  weight: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 2000 },
  weight_measurement: { type: ['string', 'null'], enum: ['kg', 'lb', null] },
  biological_sex: { type: ['string', 'null'], enum: ['male', 'female', 'intersex', null] },
} as const;

export const userDataAnswerSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['user_data'], properties: { user_data: userSchema } } },
} as const;

export const updateProfileSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      ...contactFields,
      ...healthFields,
      on_boarding_step: text(50),
      next_step: text(50),
    },
  },
  response: { 200: userDataAnswerSchema, 400: fieldErrorSchema },
} as const;

export const saveInfoSchema = {
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: contactFields },
  response: { 200: userDataAnswerSchema, 400: fieldErrorSchema },
} as const;

export const completeProfileSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['age', 'height', 'height_measurement', 'weight', 'weight_measurement', 'biological_sex'],
    properties: {
      age: { type: 'integer', minimum: 1, maximum: 150 },
      height: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
      height_measurement: { type: 'string', enum: ['cm', 'ft', 'in'] },
      weight: { type: 'number', exclusiveMinimum: 0, maximum: 2000 },
      weight_measurement: { type: 'string', enum: ['kg', 'lb'] },
      biological_sex: { type: 'string', enum: ['male', 'female', 'intersex'] },
      location: text(300),
      country: text(100),
      province: text(100),
      city: text(100),
    },
  },
  response: { 200: userDataAnswerSchema, 400: fieldErrorSchema },
} as const;
