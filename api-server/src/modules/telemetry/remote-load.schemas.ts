import {
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_LOAD_EVENT_TYPES,
  REMOTE_LOAD_LIMITS,
  REMOTE_NAMES,
} from '../../contracts';

/** One RemoteLoadEvent of shared-contracts: every field required, nothing else allowed. */
const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'remote', 'module', 'kind', 'attempt', 'ms'],
  properties: {
    type: { enum: [...REMOTE_LOAD_EVENT_TYPES] },
    remote: { enum: [...REMOTE_NAMES] },
    module: {
      type: 'string',
      minLength: 1,
      maxLength: REMOTE_LOAD_LIMITS.maxModuleLength,
      pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
    },
    kind: { enum: [...REMOTE_LOAD_ERROR_KINDS, null] },
    attempt: { type: 'integer', minimum: 1, maximum: REMOTE_LOAD_LIMITS.maxAttempt },
    ms: { type: 'integer', minimum: 0, maximum: REMOTE_LOAD_LIMITS.maxMs },
  },
  // A success has no error kind; a failure or a recovery always names one.
  if: { properties: { type: { const: 'success' } } },
  then: { properties: { kind: { const: null } } },
  else: { properties: { kind: { type: 'string' } } },
} as const;

/** The body of POST /api/telemetry/remote-load/ once its text is parsed as JSON. */
export const batchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: REMOTE_LOAD_LIMITS.maxEventsPerBatch,
      items: eventSchema,
    },
  },
} as const;

export const summaryQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
  },
} as const;

const nullableInteger = { type: ['integer', 'null'] } as const;

export const summaryAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'remotes'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'remote',
          'loads',
          'failedLoads',
          'failures',
          'failuresByKind',
          'recoveries',
          'failureRate',
          'recoveryRate',
          'recoveryMs',
        ],
        properties: {
          remote: { type: 'string' },
          loads: { type: 'integer' },
          failedLoads: { type: 'integer' },
          failures: { type: 'integer' },
          failuresByKind: {
            type: 'object',
            additionalProperties: false,
            required: [...REMOTE_LOAD_ERROR_KINDS],
            properties: Object.fromEntries(
              REMOTE_LOAD_ERROR_KINDS.map((kind) => [kind, { type: 'integer' }]),
            ),
          },
          recoveries: { type: 'integer' },
          failureRate: { type: 'number' },
          recoveryRate: { type: ['number', 'null'] },
          recoveryMs: {
            type: 'object',
            additionalProperties: false,
            required: ['p50', 'p90', 'p99'],
            properties: { p50: nullableInteger, p90: nullableInteger, p99: nullableInteger },
          },
        },
      },
    },
  },
} as const;
