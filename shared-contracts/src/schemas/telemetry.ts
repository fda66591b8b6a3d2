// Request and answer schemas of the remote-load telemetry (docs/product.md §9), the one definition
// the API validates and serialises with (docs/adr/0115-one-schema-per-endpoint.md). The types of
// telemetry/remote-load-telemetry.ts keep their field documentation; answer-types.typecheck.ts fails
// when they and these schemas stop describing the same JSON.
import { Type } from 'typebox';
import { REMOTE_NAMES, type RemoteName } from '../brands/brand-ids';
import {
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_LOAD_EVENT_TYPES,
  REMOTE_LOAD_LIMITS,
  type RemoteLoadErrorKind,
  type RemoteLoadEvent,
} from '../telemetry/remote-load-telemetry';

/**
 * One RemoteLoadEvent: every field required, nothing else allowed. A success has no error kind;
 * a failure or a recovery always names one (if/then/else, which TypeBox does not build: the JSON
 * is written out and its type is RemoteLoadEvent).
 */
const remoteLoadEvent = Type.Unsafe<RemoteLoadEvent>({
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
  if: { properties: { type: { const: 'success' } } },
  then: { properties: { kind: { const: null } } },
  else: { properties: { kind: { type: 'string' } } },
});

/** The body of POST /api/telemetry/remote-load/ once its text is parsed as JSON. */
export const remoteLoadBatchBody = Type.Object(
  {
    events: Type.Array(remoteLoadEvent, { minItems: 1, maxItems: REMOTE_LOAD_LIMITS.maxEventsPerBatch }),
  },
  { additionalProperties: false },
);

export const remoteLoadSummaryQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

const closed = { additionalProperties: false } as const;
const nullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

const summaryRow = Type.Object(
  {
    remote: Type.Unsafe<RemoteName>({ type: 'string' }),
    loads: Type.Integer(),
    failedLoads: Type.Integer(),
    failures: Type.Integer(),
    failuresByKind: Type.Unsafe<Record<RemoteLoadErrorKind, number>>({
      type: 'object',
      additionalProperties: false,
      required: [...REMOTE_LOAD_ERROR_KINDS],
      properties: Object.fromEntries(REMOTE_LOAD_ERROR_KINDS.map((kind) => [kind, { type: 'integer' }])),
    }),
    recoveries: Type.Integer(),
    failureRate: Type.Number(),
    recoveryRate: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
    recoveryMs: Type.Object({ p50: nullableInteger, p90: nullableInteger, p99: nullableInteger }, closed),
  },
  closed,
);

/** The answer of GET /api/telemetry/remote-load/summary (editors only). */
export const remoteLoadSummaryAnswer = Type.Object(
  { from: Type.String(), to: Type.String(), remotes: Type.Array(summaryRow) },
  closed,
);
