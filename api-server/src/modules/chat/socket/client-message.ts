import { CHAT_LIMITS, isChatFileType } from '../../../contracts';
import type { ChatSocketErrorCode } from '../../../contracts';
import type { NewChatFile } from '../messages.repository';

/** A user message that passed every check, ready to store. */
export interface ValidMessage {
  clientId: string;
  text: string;
  /** The attachment, decoded: it is stored apart from the message (chat_files). */
  file: NewChatFile | null;
}

/** A frame refused, with the code and sentence the client shows. */
export interface Refusal {
  code: ChatSocketErrorCode;
  detail: string;
  clientId?: string;
}

export type ReadResult = { ok: ValidMessage } | Refusal;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;[a-z0-9=.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The first bytes each allowed type starts with: a file is what it says it is, or refused. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/png': (head) =>
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  'image/webp': (head) =>
    head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  'application/pdf': (head) => head.toString('latin1', 0, 5) === '%PDF-',
};

const refuse = (code: ChatSocketErrorCode, detail: string, clientId?: string): Refusal =>
  clientId === undefined ? { code, detail } : { code, detail, clientId };

/** Decoded size of base64 text without decoding it. */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

type FileResult = { file: NewChatFile | null } | Refusal;

function readFile(file: unknown, clientId: string): FileResult {
  if (file === null || file === undefined) return { file: null };
  if (typeof file !== 'string') return refuse('BAD_MESSAGE', 'The file must be a data URL.', clientId);
  const match = DATA_URL.exec(file);
  if (!match) return refuse('BAD_MESSAGE', 'The file must be a base64 data URL.', clientId);
  const type = (match[1] ?? '').toLowerCase();
  const base64 = match[2] ?? '';
  if (!isChatFileType(type))
    return refuse(
      'FILE_TYPE_NOT_ALLOWED',
      'Only PNG, JPEG and WebP images and PDF files can be attached.',
      clientId,
    );
  if (decodedBytes(base64) > CHAT_LIMITS.fileMaxBytes)
    return refuse('FILE_TOO_LARGE', 'Files can be at most 5 MB.', clientId);
  if (base64.length % 4 !== 0 || !SIGNATURES[type]?.(Buffer.from(base64.slice(0, 24), 'base64')))
    return refuse('FILE_TYPE_NOT_ALLOWED', `The file is not a valid ${type} file.`, clientId);
  return { file: { type, bytes: Buffer.from(base64, 'base64') } };
}

/**
 * Reads one frame of the chat socket. Anything but a well-formed message is refused with the code
 * and sentence the client shows; nothing refused is stored.
 */
export function readClientMessage(data: Buffer, isBinary: boolean): ReadResult {
  if (isBinary) return refuse('BAD_MESSAGE', 'Messages must be JSON text.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return refuse('BAD_MESSAGE', 'Messages must be JSON text.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return refuse('BAD_MESSAGE', 'A message must be a JSON object.');
  const { type, client_id: clientId, message, file } = parsed as Record<string, unknown>;
  if (typeof clientId !== 'string' || !UUID.test(clientId))
    return refuse('BAD_MESSAGE', 'A message needs a client_id (a UUID).');
  const id = clientId.toLowerCase();
  if (type !== 'message') return refuse('BAD_MESSAGE', 'Unknown message type.', id);
  if (typeof message !== 'string') return refuse('BAD_MESSAGE', 'The message text must be a string.', id);
  if (message.length > CHAT_LIMITS.messageMaxChars)
    return refuse(
      'MESSAGE_TOO_LARGE',
      `Messages can be at most ${CHAT_LIMITS.messageMaxChars} characters.`,
      id,
    );
  const read = readFile(file, id);
  if (!('file' in read)) return read;
  const text = message.trim();
  const attached = read.file;
  if (text === '' && attached === null) return refuse('BAD_MESSAGE', 'Type a message or attach a file.', id);
  return { ok: { clientId: id, text, file: attached } };
}
