import type { VideoRecommendation } from '../../../contracts';
import type { Queryable } from '../../../db/database';

/** An article the full-text search found for a question, best first. */
export interface ArticleMatch {
  id: number;
  title: string;
  topic: string;
  body: string;
  relatedPrompts: string[];
}

/** What the library holds for a question: the articles to quote and the videos to recommend. */
export interface LibraryMatch {
  /** The question's search words (lower case), used to pick the sentences to quote. */
  words: string[];
  articles: ArticleMatch[];
  videos: VideoRecommendation[];
}

export interface LibrarySearch {
  search(question: string): Promise<LibraryMatch>;
}

const MAX_WORDS = 32;
const ARTICLES = 3;
const VIDEOS = 2;
/** Answers kept per server; the library changes only when a server starts (seeding). */
const CACHE_ENTRIES = 1_000;

/**
 * The question's words joined with OR: a question in everyday words rarely contains every term
 * of an article, so any shared word counts and ts_rank orders by how many (title words weigh
 * most). Only [a-z0-9] words reach to_tsquery, so nothing typed can break its syntax.
 */
export function searchWords(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 1))].slice(0, MAX_WORDS);
}

/**
 * PostgreSQL full-text search over the seeded articles and videos (works the same on PGlite).
 * Results are cached by the question's words, since the same questions come often and the
 * library is fixed while the server runs.
 */
export function createLibrarySearch(db: Queryable): LibrarySearch {
  const cache = new Map<string, LibraryMatch>();

  async function lookUp(words: string[]): Promise<LibraryMatch> {
    if (words.length === 0) return { words, articles: [], videos: [] };
    const query = words.join(' | ');
    const articles = await db.query<{
      id: number;
      title: string;
      topic: string;
      body: string;
      related_prompts: string;
    }>(
      `select a.id, a.title, a.topic, a.body, a.related_prompts
       from health_articles a, to_tsquery('english', $1) q
       where a.search @@ q
       order by ts_rank(a.search, q, 1) + ts_rank(to_tsvector('english', a.title), q, 2) desc, a.id
       limit ${ARTICLES}`,
      [query],
    );
    const topic = articles.rows[0]?.topic ?? null;
    // Videos matching the words first; then, to fill up, those of the best article's topic.
    const videos = await db.query<VideoRecommendation & { rank: number }>(
      `select v.id, v.title, v.url, v.thumbnail, v.duration_seconds as duration,
         case when v.search @@ q then ts_rank(v.search, q) + 1 else 0 end as rank
       from health_videos v, to_tsquery('english', $1) q
       where v.search @@ q or v.topic = $2
       order by rank desc, v.id
       limit ${VIDEOS}`,
      [query, topic],
    );
    return {
      words,
      articles: articles.rows.map((row) => ({
        id: row.id,
        title: row.title,
        topic: row.topic,
        body: row.body,
        relatedPrompts: row.related_prompts.split('\n').filter(Boolean),
      })),
      videos: videos.rows.map(({ id, title, url, thumbnail, duration }) => ({
        id,
        title,
        url,
        thumbnail,
        duration,
      })),
    };
  }

  return {
    async search(question) {
      const words = searchWords(question);
      const key = words.join(' ');
      const cached = cache.get(key);
      if (cached) return cached;
      const found = await lookUp(words);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, found);
      return found;
    },
  };
}
