import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogueQuery,
  emptyBody,
  productDetailBody,
  productIdParams,
  productsQuery,
} from 'shared-contracts/schemas';
import type { ProductDetailRequest, ProductDetailResponse, ProductsQuery } from '../../contracts';
import { endpoints } from '../../contracts';
import type { Database } from '../../db/database';
import { sendEncoded } from '../../http/encoded-answer';
import { findCards, findCatalogue, findProduct } from './catalogue.repository';
import { selectVariants, SelectionError } from './option-selection';
import {
  answerOf,
  CLIENT_MAX_AGE_SECONDS,
  variantTag,
  type CachedAnswer,
  type ReadCache,
} from './read-cache';

/** The products query after validation: the schema's default has filled `brand` in. */
type BrandQuery = ProductsQuery & Required<Pick<ProductsQuery, 'brand'>>;

export interface ShopRoutesOptions {
  db: Database;
  cache: ReadCache;
}

const CACHE_CONTROL = `public, max-age=${CLIENT_MAX_AGE_SECONDS}, stale-while-revalidate=${CLIENT_MAX_AGE_SECONDS * 2}`;

/** Sends a catalogue answer with its ETag (compressed when the client accepts it; a GET holding it gets a 304). */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return sendEncoded(request, reply, answer, { cacheControl: CACHE_CONTROL });
}

const PRODUCT_NOT_FOUND = { detail: 'Product not found.' };

// The endpoint builder URL-encodes its argument, so the route pattern is made from a stand-in.
const PRODUCT_DETAIL_ROUTE = endpoints.shop.productsDetail('PRODUCT_ID').replace('PRODUCT_ID', ':productId');

/** The catalogue reads of docs/product.md §7 (Shop): products, catalogue by category, recommended, main. */
export const shopRoutes: FastifyPluginCallbackTypebox<ShopRoutesOptions> = (app, { db, cache }, done) => {
  const productKey = (productId: string) => `product:${productId}`;
  const productAnswer = (productId: string) =>
    // Tagged with its variants: a cart change to one of them (their stock held) drops this answer.
    cache.get(
      productKey(productId),
      () => findProduct(db, productId),
      (product) => product.variants.map((variant) => variantTag(variant.id)),
    );

  /** The product's answer, or only its variants matching the body's choices (option selection). */
  function sendProduct(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Partial<ProductDetailRequest>,
    answer: CachedAnswer | null,
  ): void {
    if (!answer) {
      void reply.code(404).send(PRODUCT_NOT_FOUND);
      return;
    }
    if (!body.attributes && !body.variants) {
      sendCached(request, reply, answer);
      return;
    }
    const product = JSON.parse(answer.body) as ProductDetailResponse;
    try {
      const variants = selectVariants(product, body.attributes ?? {}, body.variants);
      sendCached(request, reply, answerOf(JSON.stringify({ ...product, variants })));
    } catch (error) {
      if (!(error instanceof SelectionError)) throw error;
      void reply.code(400).send({ detail: error.message });
    }
  }

  // A kept answer is sent at once (the handler returns undefined, no promise); only a miss waits
  // for the database, its promise returned for Fastify to wait on.
  app.post(
    PRODUCT_DETAIL_ROUTE,
    { schema: { params: productIdParams, body: productDetailBody } },
    (request, reply) => {
      const { productId } = request.params;
      const body: Partial<ProductDetailRequest> = request.body ?? {};
      if (body.productId !== undefined && body.productId !== productId) {
        void reply.code(400).send({ detail: 'productId in the body differs from the one in the path.' });
        return undefined;
      }
      const kept = cache.peek(productKey(productId));
      if (kept) return sendProduct(request, reply, body, kept);
      return productAnswer(productId).then((answer) => sendProduct(request, reply, body, answer));
    },
  );

  // The same read as a GET, so browsers, proxies and crawlers can cache and revalidate it.
  app.get(PRODUCT_DETAIL_ROUTE, { schema: { params: productIdParams } }, async (request, reply) => {
    const answer = await productAnswer(request.params.productId);
    if (!answer) return reply.code(404).send(PRODUCT_NOT_FOUND);
    return sendCached(request, reply, answer);
  });

  app.get(endpoints.shop.productsCatalogue, { schema: { querystring: catalogueQuery } }, (request, reply) => {
    const key = `catalogue:${request.query.category_id}`;
    const send = (answer: CachedAnswer | null) => {
      if (!answer) void reply.code(404).send({ detail: 'Category not found.' });
      else sendCached(request, reply, answer);
    };
    const kept = cache.peek(key);
    if (kept) return send(kept);
    return cache.get(key, () => findCatalogue(db, request.query.category_id)).then(send);
  });

  app.get<{ Querystring: BrandQuery }>(
    endpoints.shop.recommendedProducts,
    { schema: { querystring: productsQuery } },
    async (request, reply) => {
      const { brand, exclude, search } = request.query;
      const key = `recommended:${brand}:${exclude ?? ''}:${search ?? ''}`;
      const answer = await cache.get(key, () =>
        findCards(db, {
          brand,
          recommendedOnly: true,
          ...(exclude ? { exclude } : {}),
          ...(search ? { search } : {}),
        }),
      );
      return sendCached(request, reply, answer as CachedAnswer);
    },
  );

  app.get<{ Querystring: BrandQuery }>(
    endpoints.shop.mainProduct,
    { schema: { querystring: productsQuery } },
    async (request, reply) => {
      const { brand } = request.query;
      const answer = await cache.get(
        `main:${brand}`,
        async () => (await findCards(db, { brand, mainOnly: true }))[0] ?? null,
      );
      if (!answer) return reply.code(404).send({ detail: 'This brand has no main product.' });
      return sendCached(request, reply, answer);
    },
  );

  app.post<{ Querystring: BrandQuery }>(
    endpoints.shop.productsList,
    { schema: { querystring: productsQuery, body: emptyBody } },
    async (request, reply) => {
      const { brand, exclude, search } = request.query;
      const key = `list:${brand}:${exclude ?? ''}:${search ?? ''}`;
      const answer = await cache.get(key, () =>
        findCards(db, { brand, ...(exclude ? { exclude } : {}), ...(search ? { search } : {}) }),
      );
      return sendCached(request, reply, answer as CachedAnswer);
    },
  );
  done();
};
