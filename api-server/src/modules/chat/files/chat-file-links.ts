import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpoints, type ChatMessage } from '../../../contracts';

/** A link lives at least this long; it then ends on the next full hour (1 to 2 hours in all). */
const MIN_LIFETIME_SECONDS = 3600;
const HOUR_SECONDS = 3600;
const SIGNATURE = /^[0-9a-f]{64}$/;

export interface ChatFileLinks {
  /** The message with its `file` set to the signed path of its stored attachment, when it has one. */
  link(message: ChatMessage, ownerId: string): ChatMessage;
  /** Whether `exp` and `sig` (as the query gave them) are a live signature of this file for this owner. */
  check(messageId: number, ownerId: string, exp: unknown, sig: unknown): 'ok' | 'expired' | 'forged';
}

/**
 * Signed, expiring paths to chat attachments. An `<img src>` cannot send the Authorization header,
 * so the path itself is the credential: HMAC-SHA-256 over the message id, the id of the room's
 * owner and the expiry, with a key derived from the token secret (a signature for one file or one
 * user cannot be moved to another). The expiry is rounded up to the hour, so the same file keeps
 * the same URL for a while and the browser's cache can serve it.
 */
export function createChatFileLinks(secret: string, now: () => number): ChatFileLinks {
  // Derived, so a file signature can never be mistaken for any other HMAC the secret makes.
  const key = createHmac('sha256', secret).update('chat-file-links').digest();
  const sign = (messageId: number, ownerId: string, exp: number) =>
    createHmac('sha256', key).update(`${messageId}.${ownerId}.${exp}`).digest('hex');
  const nowSeconds = () => Math.floor(now() / 1000);

  return {
    link(message, ownerId) {
      if (!message.file_type) return { ...message, file: null, file_type: null };
      const exp = Math.ceil((nowSeconds() + MIN_LIFETIME_SECONDS) / HOUR_SECONDS) * HOUR_SECONDS;
      const sig = sign(message.id, ownerId, exp);
      return { ...message, file: `${endpoints.chat.chatFile(message.id)}?exp=${exp}&sig=${sig}` };
    },
    check(messageId, ownerId, exp, sig) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return 'forged';
      if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return 'forged';
      const expected = Buffer.from(sign(messageId, ownerId, Number(exp)), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'forged';
      return Number(exp) > nowSeconds() ? 'ok' : 'expired';
    },
  };
}
