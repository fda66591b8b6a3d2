import type { BrandHosts } from '../contracts';
import { BRAND_IDS, defaultRuntimeConfig, productWordOr } from '../contracts';
import { type Env, list, text } from './env';

/**
 * Where the product's pages are, for the links the API puts in emails (manage communications).
 * The same values as the shell's runtime config, so a link opens the brand the shell serves.
 */
export interface SiteConfig {
  /** Origin of the default host (`http://localhost:3000`); brand hosts keep its scheme and port. */
  url: string;
  /** Hosts of the brands that have their own (the runtime config's `brandHosts`). */
  brandHosts: BrandHosts;
  /** The deployment's product word (runtime config `productWord`). */
  productWord: string;
}

/** A local run: the shell on localhost:3000 and the brand hosts of the default runtime config. */
export function defaultSite(productWord?: string): SiteConfig {
  const word = productWordOr(productWord);
  return {
    url: 'http://localhost:3000',
    brandHosts: defaultRuntimeConfig({ productWord: word }).brandHosts,
    productWord: word,
  };
}

/** SITE_URL, BRAND_HOSTS (`stud=stud.example.com,cele=...`) and PRODUCT_WORD, over the local defaults. */
export function siteFromEnv(env: Env): SiteConfig {
  const site = defaultSite(text(env.PRODUCT_WORD));
  const url = text(env.SITE_URL);
  if (url !== undefined) {
    if (!/^https?:\/\/[^/?#]+$/.test(url))
      throw new Error(`SITE_URL must be an http(s) origin without a path, got "${url}"`);
    site.url = url;
  }
  const hosts = list(env.BRAND_HOSTS);
  if (hosts) {
    site.brandHosts = {};
    for (const entry of hosts) {
      const [brand = '', host = ''] = entry.split('=').map((part) => part.trim());
      if (!(BRAND_IDS as readonly string[]).includes(brand) || !/^[a-z0-9.-]+$/i.test(host))
        throw new Error(
          `BRAND_HOSTS entries are <brand>=<hostname> (brands ${BRAND_IDS.join(', ')}), got "${entry}"`,
        );
      site.brandHosts[brand as keyof BrandHosts] = host;
    }
  }
  return site;
}

/** A root-relative path or an http(s) URL, ending with a slash so the identifier follows it. */
export function abEditUrlBaseFromEnv(env: Env): string | undefined {
  const base = text(env.AB_EDIT_URL_BASE);
  if (base === undefined) return undefined;
  if (!/^(\/(?!\/)|https?:\/\/)/.test(base) || !base.endsWith('/'))
    throw new Error(`AB_EDIT_URL_BASE must be a path or an http(s) URL ending with "/", got "${base}"`);
  return base;
}
