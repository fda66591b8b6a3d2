import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PREFIX, mediaRoot } from './media';

const A_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The product pictures, kept for a year by browsers and CDNs: a changed picture gets a new URL
 * (MEDIA_VERSION), so a cached one is never wrong. Pictures are fetched cross-origin by the shop
 * pages (<img> needs no CORS), so only CORP is relaxed.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: mediaRoot(),
    prefix: MEDIA_PREFIX,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (response) => {
      response.header('cache-control', `public, max-age=${A_YEAR_SECONDS}, immutable`);
      response.header('cross-origin-resource-policy', 'cross-origin');
      response.header('x-content-type-options', 'nosniff');
    },
  });
};
