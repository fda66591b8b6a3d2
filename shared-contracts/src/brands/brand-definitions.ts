import type { BrandId } from './brand-ids';
import type { BrandDefinition, RouteDef } from './brand-types';
import { brandMenu } from './menus';
import { CAREAPP_ROUTES } from './routes-careapp';
import { celeRoutes } from './routes-cele';
import { CELEORG_ROUTES } from './routes-celeorg';
import { STUD_ROUTES } from './routes-stud';
import { productWordOr } from '../config/product-word';

/**
 * Slug of a brand: its URL prefix segment on the default host.
 * 'careapp', 'stud', `${word}cele` ('varicocele'), `${word}celeorg` ('varicoceleorg').
 */
export function brandSlug(id: BrandId, productWord?: string): string {
  const word = productWordOr(productWord);
  switch (id) {
    case 'careapp':
      return 'careapp';
    case 'stud':
      return 'stud';
    case 'cele':
      return `${word}cele`;
    case 'celeorg':
      return `${word}celeorg`;
  }
}

/** Display name of a brand: 'CareApp', 'Stud', 'Varicocele', 'Varicocele.org'. */
export function brandName(id: BrandId, productWord?: string): string {
  const word = productWordOr(productWord);
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  switch (id) {
    case 'careapp':
      return 'CareApp';
    case 'stud':
      return 'Stud';
    case 'cele':
      return `${capitalised}cele`;
    case 'celeorg':
      return `${capitalised}cele.org`;
  }
}

/** A brand's route table for a product word, uncached (getBrand caches one definition per word). */
export function brandRoutes(id: BrandId, word: string): readonly RouteDef[] {
  switch (id) {
    case 'careapp':
      return CAREAPP_ROUTES;
    case 'stud':
      return STUD_ROUTES;
    case 'cele':
      return celeRoutes(word);
    case 'celeorg':
      return CELEORG_ROUTES;
  }
}

// stud and cele have their own /shop and /cart. careapp and celeorg sell nothing themselves: the
// shop that sells to them is {product}cele's, the treatment site of the condition careapp's chat
// and celeorg's pages are about. Their shop links and the header's cart icon lead there; on the
// default host it is the same origin, so that cart is the same stored checkoutId. The error page's
// "Continue Shopping" is not such a link: the shell shows it only where the shop is the brand's
// own (stud and cele).
function sellingBrandOf(id: BrandId): BrandId {
  return id === 'stud' ? 'stud' : 'cele';
}

const cache = new Map<string, BrandDefinition>();

/**
 * The full definition of a brand for a product word (default `DEFAULT_PRODUCT_WORD`).
 * Results are cached and frozen, so the same arguments give the same object (stable for React deps).
 */
export function getBrand(id: BrandId, productWord?: string): BrandDefinition {
  const word = productWordOr(productWord);
  const key = `${id}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const seller = sellingBrandOf(id);
  const definition: BrandDefinition = Object.freeze({
    id,
    slug: brandSlug(id, word),
    name: brandName(id, word),
    routes: brandRoutes(id, word),
    menu: brandMenu(id, word),
    shopTarget: Object.freeze({ brand: seller, path: '/shop' }),
    cartTarget: Object.freeze({ brand: seller, path: '/cart' }),
    hasConsultButton: id === 'cele',
    hasHealButton: id === 'careapp',
  });
  cache.set(key, definition);
  return definition;
}
