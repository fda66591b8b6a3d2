import type { AiConfig } from '../../../config';
import type { ArticleMatch } from '../library/library-search';
import { ResponderUnavailableError, type HistoryMessage, type Responder } from './responder';

/** Earlier messages sent along as context. */
const HISTORY_MESSAGES = 10;

const SYSTEM_PROMPT = [
  'You are the CareApp health assistant for men. Answer in plain, friendly English, in at most',
  'three short paragraphs. Base your answer on the health library passages below and name the',
  'article you draw on in quotes, like: From "Title": ... If the passages do not cover the',
  'question, say so and suggest speaking with a doctor. Never diagnose, never prescribe, never',
  'give doses. Do not add a disclaimer: the app adds one.',
].join(' ');

/** The library passages the model must rest its answer on, as one system message. */
export function groundingMessage(articles: ArticleMatch[]): string {
  if (articles.length === 0)
    return `${SYSTEM_PROMPT}\n\nHealth library passages: none matched this question.`;
  const passages = articles.map((article) => `"${article.title}" (${article.topic}):\n${article.body}`);
  return `${SYSTEM_PROMPT}\n\nHealth library passages:\n\n${passages.join('\n\n')}`;
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[];
}

/** The text pieces of one server-sent-events block of a streamed chat completion. */
function piecesOf(block: string): { pieces: string[]; done: boolean } {
  const pieces: string[] = [];
  for (const line of block.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') return { pieces, done: true };
    const chunk = JSON.parse(data) as CompletionChunk;
    const content = chunk.choices?.[0]?.delta?.content;
    if (content) pieces.push(content);
  }
  return { pieces, done: false };
}

function messagesFor(question: string, history: HistoryMessage[], articles: ArticleMatch[]) {
  return [
    { role: 'system', content: groundingMessage(articles) },
    ...history.map((message) => ({ role: message.is_ai ? 'assistant' : 'user', content: message.message })),
    { role: 'user', content: question },
  ];
}

/**
 * Replies from an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp),
 * grounded in the passages the library found, streamed as they arrive. A failed, refused or
 * too slow provider ends in ResponderUnavailableError: the user is told, the message stays.
 */
export function createOpenAiResponder(config: AiConfig, fetchImpl: typeof fetch = fetch): Responder {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    kind: 'openai-compatible',
    streams: true,
    historyMessages: HISTORY_MESSAGES,
    async respond({ question, library, history, onChunk, signal }) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream, application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            temperature: 0.3,
            messages: messagesFor(question, history, library.articles),
          }),
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (error) {
        throw new ResponderUnavailableError(
          timeout.aborted ? 'AI service timed out' : 'AI service unreachable',
          {
            cause: error,
          },
        );
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new ResponderUnavailableError(`AI service answered ${response.status}`);
      }
      try {
        // A server that ignores `stream` answers one JSON document.
        if (response.headers.get('content-type')?.includes('application/json')) {
          const whole = ((await response.json()) as CompletionChunk).choices?.[0]?.message?.content ?? '';
          if (!whole.trim()) throw new ResponderUnavailableError('AI service answered nothing');
          onChunk(whole);
          return whole;
        }
        let text = '';
        let buffered = '';
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { done: ended, value: bytes } = await reader.read();
          if (ended) break;
          buffered += decoder.decode(bytes, { stream: true }).replace(/\r\n/g, '\n');
          let end = buffered.indexOf('\n\n');
          while (end !== -1) {
            const { pieces, done } = piecesOf(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
            for (const piece of pieces) {
              text += piece;
              onChunk(piece);
            }
            if (done) {
              await reader.cancel();
              return finished(text);
            }
            end = buffered.indexOf('\n\n');
          }
        }
        const { pieces } = piecesOf(buffered);
        for (const piece of pieces) {
          text += piece;
          onChunk(piece);
        }
        return finished(text);
      } catch (error) {
        if (error instanceof ResponderUnavailableError) throw error;
        throw new ResponderUnavailableError(
          timeout.aborted ? 'AI service timed out' : 'AI service stream failed',
          { cause: error },
        );
      }
    },
  };
}

function finished(text: string): string {
  if (!text.trim()) throw new ResponderUnavailableError('AI service answered nothing');
  return text;
}
