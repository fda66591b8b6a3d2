import type { BrandDefinition, ProductDetailResponse } from 'shared-contracts';

/** One schema.org object of a page's JSON-LD. */
export type JsonLd = Record<string, unknown>;

/** The brand as an organisation, on every public page. */
export function organizationJsonLd(brand: BrandDefinition, homeUrl: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: brand.name, url: homeUrl };
}

/** Where the page sits: the brand's home, then each level down to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * schema.org Product of a product page: the same fields as the shop remote's own (mfe-shop
 * product-meta.ts), so a crawler reads one product whichever it sees first.
 */
export function productJsonLd(product: ProductDetailResponse, pageUrl: string, images: string[]): JsonLd {
  const inStock = product.variants.some((variant) => variant.quantity > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.minium_variant_price.toFixed(2),
      priceCurrency: product.variants[0]?.pricing.price.net.currency ?? 'USD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
