import { userSchema } from '../users/user.schema';

const detailSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

const tokenPairSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access', 'refresh'],
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
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
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['user_data', 'access', 'refresh'],
          properties: { user_data: userSchema, ...tokenPairSchema.properties },
        },
      },
    },
    401: detailSchema,
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
