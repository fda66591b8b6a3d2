// Request and answer schemas of the A/B content calls (docs/product.md §6, §7), the one definition
// the API validates and serialises with and the remotes' request types derive from
// (docs/adr/0115-one-schema-per-endpoint.md). Bodies allow no other properties, so a typo is a 400.
// The answers name no required field (Fastify serialises what is there); their TypeScript types
// stay the fuller ones of api/types/content-api.ts, checked against these in answer-types.typecheck.ts.
import { Type } from 'typebox';
import { nullableString } from './answers';

const closed = { additionalProperties: false } as const;
const identifier = Type.String({ minLength: 1, maxLength: 120 });
/** A brand id, page key, project type or content type: lower-case letters, digits and `-`. */
const key = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' });

/** fetch-content: one block by identifier. */
export const fetchContentBody = Type.Object({ identifier }, closed);

/** fetch-page-content: the blocks of one page of one brand (`careapp`, `stud` ...; `home`, `terms` ...). */
export const fetchPageContentBody = Type.Object({ brand: key, page: key }, closed);

/** fetch-global-content: blocks shown on every page of a brand. */
export const fetchGlobalContentBody = Type.Object({ brand: key }, closed);

/** fetch-specific-content: e.g. the consult page's block. */
export const fetchSpecificContentBody = Type.Object({ project_type: key, content_type: key }, closed);

/** set-event: a view event when at least half the block is visible. */
export const setEventBody = Type.Object(
  {
    identifier,
    event_name: Type.Unsafe<'view'>({ const: 'view' }),
    // The number of the variant that was seen.
    event_value: Type.Union([
      Type.Integer({ minimum: 1, maximum: 1000 }),
      Type.String({ pattern: '^[1-9][0-9]{0,2}$' }),
    ]),
  },
  closed,
);

/** set-specific-content: moving between A/B variants from the overlay. */
export const movementBody = Type.Object(
  {
    type: Type.Unsafe<'movement'>({ const: 'movement' }),
    movement: Type.Unsafe<'forward' | 'backward'>({ enum: ['forward', 'backward'] }),
    identifier,
  },
  closed,
);

/** PUT content/{identifier}/{variant}/: an editor replaces one variant. */
export const updateVariantBody = Type.Object(
  {
    content: Type.String({ maxLength: 200_000 }),
    script: Type.Optional(nullableString({ maxLength: 100_000 })),
  },
  closed,
);

export const scriptParams = Type.Object({
  identifier,
  file: Type.String({ pattern: '^[1-9][0-9]{0,2}\\.js$' }),
});

export const blockParams = Type.Object({ identifier });

export const variantParams = Type.Object({
  identifier,
  variant: Type.Integer({ minimum: 1, maximum: 1000 }),
});

export const auditQuery = Type.Object(
  {
    identifier: Type.Optional(identifier),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  closed,
);

export const blockForEditingAnswer = Type.Object({
  data: Type.Optional(
    Type.Object({
      identifier: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      brand: Type.Optional(Type.String()),
      page: Type.Optional(nullableString()),
      variants: Type.Optional(
        Type.Array(
          Type.Object({
            variant: Type.Optional(Type.Integer()),
            content: Type.Optional(Type.String()),
            script: Type.Optional(nullableString()),
          }),
        ),
      ),
    }),
  ),
});

const block = Type.Object({
  identifier: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  script: Type.Optional(nullableString()),
  script_url: Type.Optional(nullableString()),
  edit_url: Type.Optional(nullableString()),
  variant: Type.Optional(Type.Integer()),
  variant_count: Type.Optional(Type.Integer()),
});

export const blockAnswer = Type.Object({ data: Type.Optional(block) });
export const blockListAnswer = Type.Object({ data: Type.Optional(Type.Array(block)) });
export const eventAnswer = Type.Object({
  data: Type.Optional(Type.Object({ recorded: Type.Optional(Type.Boolean()) })),
});

export const auditAnswer = Type.Object({
  count: Type.Optional(Type.Integer()),
  results: Type.Optional(
    Type.Array(
      Type.Object({
        identifier: Type.Optional(Type.String()),
        variant: Type.Optional(Type.Integer()),
        editor_email: Type.Optional(Type.String()),
        script_changed: Type.Optional(Type.Boolean()),
        changed_at: Type.Optional(Type.String()),
      }),
    ),
  ),
});
