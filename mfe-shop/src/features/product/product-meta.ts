import { useEffect } from 'react';
import type { ProductDetailResponse } from 'shared-contracts';
import { mediaUrl } from '../../api/media-url';

/** schema.org Product of a product page (name, image, price, currency, availability). */
export function productJsonLd(product: ProductDetailResponse, pageUrl: string): Record<string, unknown> {
  const inStock = product.variants.some((variant) => variant.quantity > 0);
  const images = product.media.map((item) => new URL(mediaUrl(item.url), pageUrl).href);
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

/** Sets the document title and meta description while the page is shown, and puts them back after. */
export function useDocumentMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = title;
    meta.content = description ?? '';
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
