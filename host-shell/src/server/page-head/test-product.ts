import type { ProductDetailResponse } from 'shared-contracts';

/** A product as products-detail answers it, for the head's tests. */
export function headTestProduct(overrides: Partial<ProductDetailResponse> = {}): ProductDetailResponse {
  return {
    id: 'prod-1',
    slug: 'classic-brief',
    name: 'Classic Brief',
    description: 'Soft, supportive and breathable.',
    minium_variant_price: 24,
    minimum_variant_before_discount_price: 30,
    discount_percentage: 20,
    attributes: { Size: ['M'] },
    multi_select_attributes: [],
    variants: [
      {
        id: 'v-1',
        name: 'M',
        quantity: 3,
        attributes: [],
        pricing: { price: { net: { amount: 24, currency: 'EUR' } } },
      },
    ],
    content_identifiers: [],
    media: [{ url: '/media/products/classic-brief.svg' }],
    reviews: [],
    ...overrides,
  } as ProductDetailResponse;
}
