import fc from 'fast-check';
import { deeplyNested, hostileJson, hostileText, numericEdges, textEdges } from './hostile-values';

/** The part of JSON Schema the routes use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Values known to exist in the database under test, by property or parameter name. */
export type KnownValues = Record<string, readonly string[]>;

const firstType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A value the schema accepts, or near it: most requests then get past validation into the
 * handler and its SQL, where a 500 would come from.
 */
function plausible(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((part) => plausible(part, name, known)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const ownValues = known[name];
  const generated = generatedFor(schema, name, known);
  return ownValues?.length ? fc.oneof(fc.constantFrom(...ownValues), generated) : generated;
}

function generatedFor(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  switch (firstType(schema)) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, name, known) : hostileJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, known);
    default:
      return textFor(schema);
  }
}

function textFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.constantFrom('2024-02-29', '1999-12-31');
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
}

/** The edges of the schema's own type, where validation and SQL disagree most often. */
function edgesOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return numericEdges;
    case 'array':
      return fc.constantFrom(
        Array.from({ length: 10_000 }, () => 'x'),
        deeplyNested(300, true),
        [null],
      );
    case 'object':
      return fc.constantFrom(deeplyNested(300, false), { ['__proto__']: { admin: true } }, []);
    default:
      return textEdges;
  }
}

/** One property's value: plausible, at the edges of its type, or anything at all. */
export function valueFor(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(schema, name, known), weight: 3 },
    { arbitrary: edgesOf(schema), weight: 2 },
    { arbitrary: hostileJson, weight: 1 },
  );
}

/** The value in about one case out of six, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary, weight: 1 });

/** An object with the required properties, some optional ones, and now and then a stranger. */
export function objectOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const record = Object.fromEntries(properties.map(([key, child]) => [key, valueFor(child, key, known)]));
  return fc
    .tuple(
      fc.record(record, { requiredKeys: [...required].filter((key) => key in record) }),
      sometimes(fc.tuple(hostileText, hostileJson)),
      sometimes(fc.constantFrom(...(required.size ? [...required] : ['-']))),
    )
    .map(([value, extra, dropped]) => {
      const result: Record<string, unknown> = { ...value };
      if (extra) result[extra[0] || 'extra'] = extra[1];
      // A required property left out now and then; optional ones come and go on their own.
      if (dropped) delete result[dropped];
      return result;
    });
}

/**
 * Path parameters and query values travel as text: numbers and booleans are written out, anything
 * else as JSON (an object in a query string is just odd text to the server).
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}
