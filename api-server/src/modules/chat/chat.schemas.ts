import { CHAT_LIMITS, CONSTANTS } from '../../contracts';

// JSON schemas of the chat calls: anything else is a 400 that changes nothing.

const name = {
  type: 'string',
  minLength: 1,
  maxLength: CHAT_LIMITS.roomNameMaxChars,
  pattern: '\\S',
} as const;

/** Room slugs are base64url (see rooms.repository.ts); anything else cannot be a room. */
const slug = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const roomParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug },
} as const;

export const feedbackParams = {
  type: 'object',
  required: ['roomSlug', 'messageId'],
  properties: { roomSlug: slug, messageId: id },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const roomsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 50, default: CONSTANTS.chatRoomsPageSize },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: CONSTANTS.chatRoomsFirstOffset },
  },
} as const;

export const messagesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: CONSTANTS.chatMessagesPageSize },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    after_id: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

export const createRoomBody = {
  type: 'object',
  additionalProperties: false,
  properties: { name },
} as const;

export const renameRoomBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name },
} as const;

export const relatedPromptsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: CHAT_LIMITS.messageMaxChars, pattern: '\\S' },
    room: slug,
  },
} as const;

export const feedbackBody = {
  type: 'object',
  required: ['feedback_type'],
  additionalProperties: false,
  properties: {
    feedback_type: { enum: ['up', 'down'] },
    feedback_message: { type: ['string', 'null'], maxLength: CHAT_LIMITS.feedbackMaxChars },
  },
} as const;

export const analyticsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 100 } },
} as const;

export const diseaseBody = {
  type: 'object',
  required: ['diseaseId'],
  additionalProperties: false,
  properties: { diseaseId: id },
} as const;

export const processorVariableBody = {
  type: 'object',
  required: ['processorVariableId', 'value'],
  additionalProperties: false,
  properties: {
    processorVariableId: id,
    value: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  },
} as const;
