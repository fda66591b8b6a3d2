import type { FastifyPluginCallback } from 'fastify';
import { sitemapQuery } from 'shared-contracts/schemas';
import type { BrandId, ShopBrandId } from '../../contracts';
import type { Database } from '../../db/database';
import { findCards } from '../shop/catalogue.repository';
import { brandSeoPaths } from './public-paths';

export interface SeoRoutesOptions {
  db: Database;
}

/** Where the shell's server asks for a brand's public pages (it renders sitemap.xml and robots.txt). */
export const SEO_SITEMAP_PATH = '/api/seo/sitemap/';

const SHOP_BRANDS: readonly BrandId[] = ['stud', 'cele'] satisfies ShopBrandId[];

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
