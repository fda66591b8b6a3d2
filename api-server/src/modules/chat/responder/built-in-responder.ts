import { productWordOr } from '../../../contracts';
import type { ArticleMatch } from '../library/library-search';
import type { Responder } from './responder';

const cele = `${productWordOr()}cele`;

/** Sentences quoted from the best article, and from each further one. */
const FIRST_ARTICLE_SENTENCES = 2;
const OTHER_ARTICLE_SENTENCES = 1;
const QUOTED_ARTICLES = 2;

/** The first characters a word and a search word share to count as the same (a crude stemmer). */
const STEM = 5;

function sentencesOf(body: string): string[] {
  return body.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((sentence) => sentence.trim()) ?? [body];
}

function stemsOf(words: string[]): Set<string> {
  return new Set(words.filter((word) => word.length > 2).map((word) => word.slice(0, STEM)));
}

/** The `count` sentences sharing most words with the question, in the article's own order. */
export function bestSentences(article: ArticleMatch, words: string[], count: number): string[] {
  const stems = stemsOf(words);
  const scored = sentencesOf(article.body).map((sentence, index) => {
    const sentenceWords = sentence.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    const score = new Set(sentenceWords.filter((word) => stems.has(word.slice(0, STEM)))).size;
    return { sentence, index, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ sentence }) => sentence);
}

/**
 * Answers from the seeded health library without any AI service: it quotes the sentences of the
 * best-matching articles that share most words with the question, naming each article as its
 * source. With no match it says so and points to the topics the library covers.
 */
export function createBuiltInResponder(): Responder {
  return {
    kind: 'built-in',
    streams: false,
    historyMessages: 0,
    respond({ library }) {
      const [best, ...others] = library.articles;
      if (!best)
        return Promise.resolve(
          "I couldn't find that in the CareApp health library. It covers men's health, male " +
            `infertility, ${cele}, testosterone, pain and fitness. Try asking in other words, or ` +
            'pick one of the suggested questions.',
        );
      const quotes = [best, ...others.slice(0, QUOTED_ARTICLES - 1)].map((article, index) => {
        const count = index === 0 ? FIRST_ARTICLE_SENTENCES : OTHER_ARTICLE_SENTENCES;
        return `From "${article.title}": "${bestSentences(article, library.words, count).join(' ')}"`;
      });
      return Promise.resolve(['Here is what the CareApp health library says:', ...quotes].join('\n\n'));
    },
  };
}
