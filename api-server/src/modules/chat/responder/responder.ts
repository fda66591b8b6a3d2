import type { LibraryMatch } from '../library/library-search';

/** A message of the room before the one being answered (context for a language model). */
export interface HistoryMessage {
  is_ai: boolean;
  message: string;
}

/** What a responder answers. */
export interface ResponderRequest {
  question: string;
  /** The passages and videos the library found for the question: what the answer rests on. */
  library: LibraryMatch;
  /** Earlier messages of the room, oldest first; empty unless the responder asks for them. */
  history: HistoryMessage[];
  /** Called with each piece of the answer as it arrives, when the responder streams. */
  onChunk: (delta: string) => void;
  /** Aborted when nobody waits for the answer any more (the server closes). */
  signal: AbortSignal;
}

/**
 * One way of writing the body of a reply. The chat adds what every reply needs around it (urgent
 * care advice first for an emergency, the not-medical-advice note last) and stores it whole.
 */
export interface Responder {
  /** For logs and the README: 'built-in' or 'openai-compatible'. */
  readonly kind: string;
  /** Whether `onChunk` is called (the reply grows on screen); otherwise the reply comes whole. */
  readonly streams: boolean;
  /** How many earlier messages of the room it wants as context. */
  readonly historyMessages: number;
  /** The body of the reply. Throws ResponderUnavailableError when its provider fails. */
  respond(request: ResponderRequest): Promise<string>;
}

/** The provider behind a responder failed or timed out; the user gets a clear message instead. */
export class ResponderUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ResponderUnavailableError';
  }
}
