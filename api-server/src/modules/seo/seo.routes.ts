import type { FastifyPluginCallback } from 'fastify';
import type { BrandId, ShopBrandId } from '../../contracts';
import { BRAND_IDS } from '../../contracts';
import type { Database } from '../../db/database';
import { findCards } from '../shop/catalogue.repository';
import { brandSeoPaths } from './public-paths';

export interface SeoRoutesOptions {
  db: Database;
}

/** Where the shell's server asks for a brand's public pages (it renders sitemap.xml and robots.txt). */
export const SEO_SITEMAP_PATH = '/api/seo/sitemap/';

const SHOP_BRANDS: readonly BrandId[] = ['stud', 'cele'] satisfies ShopBrandId[];

const sitemapQuery = {
  type: 'object',
  required: ['brand'],
  additionalProperties: false,
  properties: {
    brand: { enum: [...BRAND_IDS] },
    // The deployment's product word (runtime config productWord), which the shell's server sends:
    // brand slugs and routes such as /assess-{product}cele are spelled with it.
    product_word: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' },
  },
} as const;

/** A brand's public pages, products included, for the sitemap; cached briefly like the sitemap. */
export const seoRoutes: FastifyPluginCallback<SeoRoutesOptions> = (app, { db }, done) => {
  app.get<{ Querystring: { brand: BrandId; product_word?: string } }>(
    SEO_SITEMAP_PATH,
    { schema: { querystring: sitemapQuery } },
    async (request, reply) => {
      const { brand, product_word: productWord } = request.query;
      const products = SHOP_BRANDS.includes(brand)
        ? await findCards(db, { brand: brand as ShopBrandId })
        : [];
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        brand,
        ...brandSeoPaths(
          brand,
          products.map((product) => product.link.replace(/^\//, '')),
          productWord,
        ),
      };
    },
  );
  done();
};
