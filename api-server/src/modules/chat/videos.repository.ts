import type { Queryable } from '../../db/database';

/** What a video's page shows. */
export interface VideoRow {
  title: string;
  topic: string;
  description: string;
  duration_seconds: number;
}

export async function findVideoBySlug(db: Queryable, slug: string): Promise<VideoRow | null> {
  const { rows } = await db.query<VideoRow>(
    'select title, topic, description, duration_seconds from health_videos where slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}
