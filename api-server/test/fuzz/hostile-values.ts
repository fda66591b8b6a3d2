import fc from 'fast-check';

/**
 * Values a client can put where a route expects something else. Numbers travel as text in paths
 * and query strings, so the numeric ones are text too: what the parser and Ajv's coercion meet.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '0x10',
    '1e3',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '99999999999999999999999',
    '1e309',
    '-1e309',
    'Infinity',
    '-Infinity',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '00000000-0000-0000-0000-000000000000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '\u202Egnp.exe',
    'ﬀ',
    'İ',
    '😀'.repeat(40),
    'a'.repeat(5000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** What a number field meets: text Ajv coerces, values past int4, int8 and double, fractions. */
export const numericEdges: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('Infinity', '-Infinity', '1e309', '-1e309', 'NaN'),
  fc.constantFrom(
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '1.5',
    '0x10',
    ' 1',
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1,
    0,
    0.5,
  ),
);

/** What a text field meets: empty, blank, far too long, control and unpaired characters. */
export const textEdges: fc.Arbitrary<unknown> = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  'a'.repeat(100_000),
  '\u0000',
  'x\u0000y',
  '\uD800',
  '\uFFFF',
  '😀'.repeat(300),
  '\u202E',
  'İ',
  "'; drop table users; --",
  '%',
  '%25%00',
);

const hugeNumbers = fc.constantFrom(
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

/** An array or object nested `depth` levels deep, as a parser or a recursive walk meets it. */
export function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any JSON value, the awkward ones more often than chance would pick them. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hugeNumbers,
  fc.constantFrom(null, true, false, [], {}),
  fc.constantFrom(deeplyNested(300, true), deeplyNested(300, false)),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A whole JSON body sent as text: numbers JSON.parse turns into Infinity, prototype keys (which the
 * body parser refuses), broken JSON, and the values above.
 */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"id":1e309}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":',
    '',
    'null',
    '[]',
    '"text"',
    '{"a":1,"a":2}',
  ),
  hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
);
