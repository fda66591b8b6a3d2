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

interface Unstorable {
  /** Where the value sits (a JSON pointer). */
  at: string;
  message: string;
}

/**
 * The first value no database column can hold: a number that is not finite, or text with a NUL
 * character (PostgreSQL's text refuses it: the query fails, which would answer 500).
 */
function unstorableIn(data: unknown, at = ''): Unstorable | null {
  if (typeof data === 'number')
    return Number.isFinite(data) ? null : { at, message: 'must be a finite number' };
  if (typeof data === 'string')
    return data.includes('\u0000') ? { at, message: 'must not contain NUL characters' } : null;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    if (key.includes('\u0000')) return { at, message: 'must not contain NUL characters' };
    const found = unstorableIn(value, `${at}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv coerces the text "Infinity" (or "1e309") to the number Infinity, and then skips `minimum`
 * and `maximum`, which it checks on finite numbers only: the value would reach SQL as an integer
 * the database cannot hold. No route takes a non-finite number, nor text with NUL, so any left
 * after coercion fails validation (400) like any other bad value.
 */
function refusingUnstorable(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const found = unstorableIn(data);
    if (found === null) {
      checked.errors = null;
      return true;
    }
    const error: ErrorObject = {
      instancePath: found.at,
      schemaPath: '#',
      keyword: 'unstorable',
      params: {},
      message: found.message,
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
 * parses to it, and `\u0000` to NUL: bodies are checked too.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strict = withFormats({ coerceTypes: false });
  const coercing = withFormats({ coerceTypes: 'array' });
  return ({ schema, httpPart }) =>
    refusingUnstorable((httpPart === 'body' ? strict : coercing).compile(schema));
}

/**
 * A body validator with the same rules as the routes' (no coercion, unknown properties refused),
 * for a body that is not JSON on the wire: a sendBeacon's text/plain, parsed by its route.
 */
export function compileBodyValidator(schema: object): ValidateFunction {
  return refusingUnstorable(withFormats({ coerceTypes: false }).compile(schema));
}
