// Request schemas of the chat calls (docs/product.md §7), the one definition the API validates with and the
// remotes' request types derive from (docs/adr/0115-one-schema-per-endpoint.md): anything else
// is a 400 that changes nothing.
import { Type } from 'typebox';
import { CHAT_LIMITS } from '../constants/chat';
import { CONSTANTS } from '../constants/constants';

/** Some text that is not only spaces, at most `maxLength` characters. */
const someText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
/** Room slugs are base64url (rooms.repository.ts); anything else cannot be a room. */
const slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const closed = { additionalProperties: false } as const;

export const roomParams = Type.Object({ slug });
export const feedbackParams = Type.Object({ roomSlug: slug, messageId: id });
export const idParams = Type.Object({ id });

/** Query of GET /api/chat-room/: 10 per page from offset 0 (docs/product.md §9); limit 1-50. */
export const roomsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: CONSTANTS.chatRoomsPageSize })),
    offset: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, default: CONSTANTS.chatRoomsFirstOffset }),
    ),
  },
  closed,
);

export const messagesQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CONSTANTS.chatMessagesPageSize })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    after_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  },
  closed,
);

/** Without a name the room is named after its first message. */
export const createRoomBody = Type.Object(
  { name: Type.Optional(someText(CHAT_LIMITS.roomNameMaxChars)) },
  closed,
);
export const renameRoomBody = Type.Object({ name: someText(CHAT_LIMITS.roomNameMaxChars) }, closed);

export const relatedPromptsBody = Type.Object(
  { message: Type.Optional(someText(CHAT_LIMITS.messageMaxChars)), room: Type.Optional(slug) },
  { ...closed, minProperties: 1 },
);

export const feedbackBody = Type.Object(
  {
    feedback_type: Type.Unsafe<'up' | 'down'>({ enum: ['up', 'down'] }),
    /** Empty or absent means none. */
    feedback_message: Type.Optional(
      Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: CHAT_LIMITS.feedbackMaxChars }),
    ),
  },
  closed,
);

export const analyticsQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }, closed);
export const diseaseBody = Type.Object({ diseaseId: id }, closed);
export const processorVariableBody = Type.Object({ processorVariableId: id, value: someText(100) }, closed);
