import type { Connection } from '../../../db/database';
import { HEALTH_ARTICLES } from './health-articles.seed-data';
import { DISEASES, HEALTH_VIDEOS, PROCESSOR_VARIABLES, videoUrl } from './health-videos.seed-data';

/**
 * Writes the health library, the video list and the analytics catalogues. Rows have fixed ids and
 * are updated in place, so an edited article (or a new video base URL) reaches a database seeded
 * by an older release.
 */
export async function seedHealthLibrary(db: Connection, videoBaseUrl: string | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into health_articles (id, slug, topic, title, body, keywords, related_prompts)
       select id, slug, topic, title, body, keywords, related_prompts
       from jsonb_to_recordset($1::jsonb) as a(id int, slug text, topic text, title text, body text,
         keywords text, related_prompts text)
       on conflict (id) do update set slug = excluded.slug, topic = excluded.topic, title = excluded.title,
         body = excluded.body, keywords = excluded.keywords, related_prompts = excluded.related_prompts`,
      [
        JSON.stringify(
          HEALTH_ARTICLES.map(({ related, ...article }) => ({
            ...article,
            related_prompts: related.join('\n'),
          })),
        ),
      ],
    );
    await tx.query(
      `insert into health_videos (id, slug, topic, title, description, url, thumbnail, duration_seconds)
       select id, slug, topic, title, description, url, null, duration
       from jsonb_to_recordset($1::jsonb) as v(id int, slug text, topic text, title text, description text,
         url text, duration int)
       on conflict (id) do update set slug = excluded.slug, topic = excluded.topic, title = excluded.title,
         description = excluded.description, url = excluded.url, duration_seconds = excluded.duration_seconds`,
      [JSON.stringify(HEALTH_VIDEOS.map((video) => ({ ...video, url: videoUrl(video.slug, videoBaseUrl) })))],
    );
    await tx.query(
      `insert into diseases (id, name) select id, name from jsonb_to_recordset($1::jsonb) as d(id int, name text)
       on conflict (id) do update set name = excluded.name`,
      [JSON.stringify(DISEASES)],
    );
    await tx.query(
      `insert into processor_variables (id, name, unit)
       select id, name, unit from jsonb_to_recordset($1::jsonb) as p(id int, name text, unit text)
       on conflict (id) do update set name = excluded.name, unit = excluded.unit`,
      [JSON.stringify(PROCESSOR_VARIABLES)],
    );
  });
}
