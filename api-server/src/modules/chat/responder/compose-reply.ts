import type { VideoRecommendation } from '../../../contracts';
import type { LibraryMatch } from '../library/library-search';
import { describesEmergency, URGENT_CARE_ADVICE } from './emergency';
import { relatedPromptsFor } from './related-prompts';
import type { HistoryMessage, Responder } from './responder';

/** The note every reply ends with. */
export const NOT_MEDICAL_ADVICE =
  'This is general information, not medical advice. For advice about your own health, talk to a doctor.';

const PARAGRAPH = '\n\n';

/** The body of a reply to a message that is only a file: files are kept, not read. */
export const FILE_ONLY_REPLY =
  "Thanks, your file is saved with this conversation. I can't read attachments, so please tell me " +
  'in words what you would like to know about it.';

export interface ComposedReply {
  /** The whole reply as stored: what the chunks, if any, add up to. */
  text: string;
  videos: VideoRecommendation[];
  relatedPrompts: string[];
}

export interface ComposeRequest {
  question: string;
  library: LibraryMatch;
  history: HistoryMessage[];
  signal: AbortSignal;
  onChunk: (delta: string) => void;
}

/**
 * A reply as every responder's must be: urgent-care advice first when the message describes an
 * emergency, then the responder's body, then the not-medical-advice note. With a streaming
 * responder, the advice and the note are chunks too, so the chunks add up to the stored text.
 */
export async function composeReply(
  responder: Responder,
  { question, library, history, signal, onChunk }: ComposeRequest,
): Promise<ComposedReply> {
  // What the user sees is what is stored: the pieces are kept in the order they are sent.
  const pieces: string[] = [];
  const add = (piece: string) => {
    pieces.push(piece);
    if (responder.streams) onChunk(piece);
  };
  const urgent = describesEmergency(question);
  if (urgent) add(URGENT_CARE_ADVICE + PARAGRAPH);
  if (question.trim() === '') {
    add(FILE_ONLY_REPLY);
    add(PARAGRAPH + NOT_MEDICAL_ADVICE);
    return { text: pieces.join(''), videos: [], relatedPrompts: relatedPromptsFor(library, question) };
  }
  const body = await responder.respond({
    question,
    library,
    history,
    signal,
    onChunk: (delta) => {
      if (responder.streams) add(delta);
    },
  });
  if (!responder.streams) pieces.push(body.trim());
  add(PARAGRAPH + NOT_MEDICAL_ADVICE);
  return {
    text: pieces.join(''),
    videos: library.videos,
    relatedPrompts: relatedPromptsFor(library, question),
  };
}
