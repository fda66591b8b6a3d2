// JSON schemas of the A/B calls. Bodies allow no other properties, so a typo is a 400.

const identifier = { type: 'string', minLength: 1, maxLength: 120 } as const;
const key = { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' } as const;

export const fetchContentBody = {
  type: 'object',
  required: ['identifier'],
  additionalProperties: false,
  properties: { identifier },
} as const;

export const fetchPageContentBody = {
  type: 'object',
  required: ['brand', 'page'],
  additionalProperties: false,
  properties: { brand: key, page: key },
} as const;

export const fetchGlobalContentBody = {
  type: 'object',
  required: ['brand'],
  additionalProperties: false,
  properties: { brand: key },
} as const;

export const fetchSpecificContentBody = {
  type: 'object',
  required: ['project_type', 'content_type'],
  additionalProperties: false,
  properties: { project_type: key, content_type: key },
} as const;

export const setEventBody = {
  type: 'object',
  required: ['identifier', 'event_name', 'event_value'],
  additionalProperties: false,
  properties: {
    identifier,
    event_name: { const: 'view' },
    // The number of the variant that was seen.
    event_value: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 1000 },
        { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
      ],
    },
  },
} as const;

export const movementBody = {
  type: 'object',
  required: ['type', 'movement', 'identifier'],
  additionalProperties: false,
  properties: {
    type: { const: 'movement' },
    movement: { enum: ['forward', 'backward'] },
    identifier,
  },
} as const;

export const updateVariantBody = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    content: { type: 'string', maxLength: 200_000 },
    script: { type: ['string', 'null'], maxLength: 100_000 },
  },
} as const;

export const scriptParams = {
  type: 'object',
  required: ['identifier', 'file'],
  properties: { identifier, file: { type: 'string', pattern: '^[1-9][0-9]{0,2}\\.js$' } },
} as const;

export const blockParams = {
  type: 'object',
  required: ['identifier'],
  properties: { identifier },
} as const;

export const blockForEditingAnswer = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        identifier: { type: 'string' },
        name: { type: 'string' },
        brand: { type: 'string' },
        page: { type: ['string', 'null'] },
        variants: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              variant: { type: 'integer' },
              content: { type: 'string' },
              script: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
  },
} as const;

export const variantParams = {
  type: 'object',
  required: ['identifier', 'variant'],
  properties: { identifier, variant: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

const block = {
  type: 'object',
  properties: {
    identifier: { type: 'string' },
    name: { type: 'string' },
    content: { type: 'string' },
    script: { type: ['string', 'null'] },
    script_url: { type: ['string', 'null'] },
    edit_url: { type: ['string', 'null'] },
    variant: { type: 'integer' },
    variant_count: { type: 'integer' },
  },
} as const;

export const blockAnswer = { type: 'object', properties: { data: block } } as const;
export const blockListAnswer = {
  type: 'object',
  properties: { data: { type: 'array', items: block } },
} as const;
export const eventAnswer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { recorded: { type: 'boolean' } } } },
} as const;

export const auditQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    identifier,
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
} as const;

export const auditAnswer = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          identifier: { type: 'string' },
          variant: { type: 'integer' },
          editor_email: { type: 'string' },
          script_changed: { type: 'boolean' },
          changed_at: { type: 'string' },
        },
      },
    },
  },
} as const;
