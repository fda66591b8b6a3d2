import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  // Reject unknown properties (400) instead of Fastify's default of silently dropping them.
  removeAdditional: false,
  useDefaults: true,
  // One error per request keeps a hostile body from making validation expensive.
  allErrors: false,
  allowUnionTypes: true,
};

function withFormats(options: Options): Ajv {
  const ajv = new Ajv({ ...shared, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * JSON bodies keep their types (a number is not a password); query strings, params and headers
 * arrive as text, so those are coerced to the schema's types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strict = withFormats({ coerceTypes: false });
  const coercing = withFormats({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);
}

/**
 * A body validator with the same rules as the routes' (no coercion, unknown properties refused),
 * for a body that is not JSON on the wire: a sendBeacon's text/plain, parsed by its route.
 */
export function compileBodyValidator(schema: object): ValidateFunction {
  return withFormats({ coerceTypes: false }).compile(schema);
}
