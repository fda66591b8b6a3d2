import { CHAT_SUGGESTIONS } from '../library/health-videos.seed-data';
import type { LibraryMatch } from '../library/library-search';

/** How many follow-up questions a reply or the related-prompts call offers. */
export const RELATED_PROMPTS = 4;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Follow-up questions for a question: those of the articles it matched, best article first,
 * never the question itself; the starter suggestions when the library had nothing.
 */
export function relatedPromptsFor(match: LibraryMatch, question: string): string[] {
  const asked = normalise(question);
  const fromArticles = match.articles.flatMap((article) => article.relatedPrompts);
  const pool = fromArticles.length > 0 ? fromArticles : [...CHAT_SUGGESTIONS];
  const seen = new Set<string>([asked]);
  const prompts: string[] = [];
  for (const prompt of pool) {
    const key = normalise(prompt);
    if (seen.has(key)) continue;
    seen.add(key);
    prompts.push(prompt);
    if (prompts.length === RELATED_PROMPTS) break;
  }
  return prompts;
}
