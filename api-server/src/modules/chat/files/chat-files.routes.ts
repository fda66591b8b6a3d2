import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '../../../contracts';
import type { Database } from '../../../db/database';
import { findChatFile } from '../messages.repository';
import type { ChatFileLinks } from './chat-file-links';

export interface ChatFileRoutesOptions {
  db: Database;
  links: ChatFileLinks;
  now: () => number;
}

const ID = 'ID';
const CHAT_FILE_ROUTE = endpoints.chat.chatFile(ID).replace(ID, ':messageId');
/** Ids are PostgreSQL integers: anything else names no file. */
const MESSAGE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;

const NOT_FOUND = { detail: 'File not found.' } as const;
const FORBIDDEN = { detail: 'This link to the file is not valid.' } as const;
const EXPIRED = { detail: 'This link to the file has expired. Open the chat again for a new one.' } as const;

/**
 * GET /api/chat-files/{messageId}/?exp&sig: a chat attachment, for the `<img>` or download link of
 * ChatMessage.file. The signed query is the credential (see ChatFileLinks): a wrong or moved
 * signature and an expired one answer 403, an unknown file 404. The bytes are served as stored,
 * with their checked type; nothing in them may run (sniffing off, a sandboxing CSP), a PDF is a
 * download, and another site's page may show an image (CORP cross-origin: the brand shells run on
 * other origins, and the signature, not the origin, decides who may read it).
 */
export const chatFileRoutes: FastifyPluginCallback<ChatFileRoutesOptions> = (
  app,
  { db, links, now },
  done,
) => {
  app.get<{ Params: { messageId: string }; Querystring: Record<string, unknown> }>(
    CHAT_FILE_ROUTE,
    async (request, reply) => {
      const { messageId } = request.params;
      if (!MESSAGE_ID.test(messageId) || Number(messageId) > MAX_ID) return reply.code(404).send(NOT_FOUND);
      const id = Number(messageId);
      const file = await findChatFile(db, id);
      if (!file) return reply.code(404).send(NOT_FOUND);
      const { exp, sig } = request.query;
      const checked = links.check(id, file.ownerId, exp, sig);
      if (checked !== 'ok') return reply.code(403).send(checked === 'expired' ? EXPIRED : FORBIDDEN);
      const secondsLeft = Math.max(0, Number(exp) - Math.floor(now() / 1000));
      const image = file.contentType.startsWith('image/');
      const extension = file.contentType.split('/')[1] ?? 'bin';
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${image ? 'inline' : 'attachment'}; filename="attachment.${extension === 'jpeg' ? 'jpg' : extension}"`,
        )
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.bytes);
    },
  );
  done();
};
