import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A JSON answer encoded once, to be sent many times: its UTF-8 bytes with their strong ETag and,
 * when it is worth it, the same bytes compressed with brotli and gzip. A product's answer is
 * 14.6 KB as text and under 2 KB compressed: on a phone's network that is most of its download.
 */
export interface EncodedAnswer {
  bytes: Buffer;
  etag: string;
  /** Each compressed copy with its own ETag (a strong ETag names one exact byte sequence). */
  compressed?: Readonly<Record<Encoding, { bytes: Buffer; etag: string }>>;
}

type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli 5: within a few percent of the smallest output, at a fraction of quality 11's time, which
 * matters as an answer is compressed again each time its cache entry is rebuilt.
 */
const BROTLI_QUALITY = 5;

/** Encodes `body` (with its ETag); `compress` adds the compressed copies, for answers kept and sent again. */
export function encodeAnswer(body: string, etag: string, { compress }: { compress: boolean }): EncodedAnswer {
  const bytes = Buffer.from(body, 'utf8');
  if (!compress || bytes.length < MIN_COMPRESSED_BYTES) return { bytes, etag };
  // "abc" -> "abc-br": worked out once here, not on each request.
  const etagFor = (encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`;
  return {
    bytes,
    etag,
    compressed: {
      br: {
        bytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        etag: etagFor('br'),
      },
      gzip: { bytes: gzipSync(bytes), etag: etagFor('gzip') },
    },
  };
}

/** A strong ETag for a JSON text: a digest of it, so the same text always gets the same tag. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** `value` as JSON, encoded once and compressed, for an answer that is the same for everyone and sent again and again. */
export function encodeKeptJson(value: unknown): EncodedAnswer {
  const body = JSON.stringify(value);
  return encodeAnswer(body, etagOf(body), { compress: true });
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
/**
 * The negotiator's decision per Accept-Encoding text: browsers send a handful of distinct ones, and
 * parsing the header on every request showed in the bench's profile (the negotiator caches only
 * when given a cache). Bounded, as the header is whatever a client sends.
 */
const chosenEncodings = new Map<string, Encoding | null>();
const MAX_CHOSEN_ENCODINGS = 64;

function encodingFor(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  let encoding = chosenEncodings.get(accepted);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(accepted);
    if (chosenEncodings.size >= MAX_CHOSEN_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(accepted, encoding);
  }
  return encoding;
}

/** How an answer may be reused: its Cache-Control, and whether a POST (a read sent as POST) is revalidated too. */
export interface Reuse {
  cacheControl: string;
  /** A 304 to any method holding the ETag, not only to GET and HEAD (the A/B reads are POSTs). */
  anyMethod?: boolean;
}

/**
 * Sends an encoded answer with its ETag: compressed when the client accepts it, and a 304 to a
 * request that already holds the representation it would get. `Vary: Accept-Encoding` tells
 * caches the answer depends on that header.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  { cacheControl, anyMethod = false }: Reuse,
): FastifyReply {
  let representation: { bytes: Buffer; etag: string } = answer;
  let encoding: Encoding | null = null;
  if (answer.compressed) {
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding) representation = answer.compressed[encoding];
  }
  const { bytes, etag } = representation;
  void reply.header('etag', etag).header('cache-control', cacheControl);
  const conditional = anyMethod || request.method === 'GET' || request.method === 'HEAD';
  if (conditional && request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding) void reply.header('content-encoding', encoding);
  // Bytes are sent as they are (serialised and encoded once, when cached), as JSON unless the
  // route said otherwise (an A/B block's script).
  if (!reply.hasHeader('content-type')) void reply.type('application/json; charset=utf-8');
  return reply.send(bytes);
}
