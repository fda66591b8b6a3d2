import type { FastifyPluginCallback } from 'fastify';
import { videoParams } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { DOCUMENT_HEADERS } from '../../http/security-headers';
import { findVideoBySlug, type VideoRow } from './videos.repository';

/** What a reply's video link opens when CHAT_VIDEO_BASE_URL is unset: the API's page of it. */
export const VIDEO_PAGE_ROUTE = '/api/chat-videos/:slug/';

const VIDEO_NOT_FOUND = { detail: 'Video not found.' };

/** Text made safe to put in HTML (the seeded titles are the product's, but never trusted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page of one video: its title, length, topic and what it covers. */
export function videoPage(video: VideoRow): string {
  const minutes = Math.max(1, Math.round(video.duration_seconds / 60));
  const title = escapeHtml(video.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · CareApp</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>A CareApp explainer video of about ${minutes} min on ${escapeHtml(video.topic)}.</p>
<p>${escapeHtml(video.description)}</p>
</main>
</body>
</html>
`;
}

/**
 * The page a recommended video's link opens (a recommendation must lead somewhere real, not to a
 * dead link). Public: the same for every user, so it may be cached; an unknown slug is a 404.
 */
export const videoRoutes: FastifyPluginCallback<{ db: Database }> = (app, { db }, done) => {
  app.get<{ Params: { slug: string } }>(
    VIDEO_PAGE_ROUTE,
    {
      schema: { params: videoParams },
    },
    async (request, reply) => {
      const video = await findVideoBySlug(db, request.params.slug);
      if (!video) return reply.code(404).send(VIDEO_NOT_FOUND);
      return reply
        .headers(DOCUMENT_HEADERS)
        .header('cache-control', 'public, max-age=3600')
        .type('text/html; charset=utf-8')
        .send(videoPage(video));
    },
  );
  done();
};
