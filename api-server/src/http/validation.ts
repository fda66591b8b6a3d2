import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
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

/** Where the first Infinity or NaN in coerced data sits (a JSON pointer), or null. */
function nonFiniteAt(data: unknown, path = ''): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : path;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFiniteAt(value, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv coerces the text "Infinity" (or "1e309") to the number Infinity, and then skips `minimum`
 * and `maximum`, which it checks on finite numbers only: the value would reach SQL as an integer
 * the database cannot hold. No route takes a non-finite number, so any left after coercion fails.
 */
function refusingNonFinite(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const at = nonFiniteAt(data);
    if (at === null) {
      checked.errors = null;
      return true;
    }
    const error: ErrorObject = {
      instancePath: at,
      schemaPath: '#',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be a finite number',
    };
    checked.errors = [error];
    return false;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  return checked;
}

/**
 * JSON bodies keep their types (a number is not a password); query strings, params and headers
 * arrive as text, so those are coerced to the schema's types. JSON has no Infinity, but `1e309`
 * parses to it: bodies are checked for it too.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strict = withFormats({ coerceTypes: false });
  const coercing = withFormats({ coerceTypes: 'array' });
  return ({ schema, httpPart }) =>
    refusingNonFinite((httpPart === 'body' ? strict : coercing).compile(schema));
}

/**
 * A body validator with the same rules as the routes' (no coercion, unknown properties refused),
 * for a body that is not JSON on the wire: a sendBeacon's text/plain, parsed by its route.
 */
export function compileBodyValidator(schema: object): ValidateFunction {
  return refusingNonFinite(withFormats({ coerceTypes: false }).compile(schema));
}
