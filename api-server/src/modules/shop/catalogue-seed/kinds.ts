import { productPicture } from '../media';

// The shapes of the seeded catalogue and the helpers that build its ids, prices and variants.

export interface SeedVariant {
  id: string;
  name: string;
  attributes: Record<string, string>;
  /** Price before the product's discount; the sale price is derived from it. */
  baseCents: number;
  stock: number;
  media: { url: string; alt: string }[];
}

export interface SeedReview {
  fullName: string;
  title: string;
  content: string;
  stars: number;
  verified: boolean;
}

export interface SeedProduct {
  id: string;
  slug: string;
  brands: ('stud' | 'cele')[];
  name: string;
  description: string;
  productType: string;
  attributes: Record<string, string[]>;
  /** Attributes of which the shopper may choose several values (one variant and line each). */
  multiSelect?: string[];
  discountPercentage: number;
  recommended: boolean;
  mainFor: ('stud' | 'cele')[];
  media: { url: string; alt: string }[];
  variants: SeedVariant[];
  reviews: SeedReview[];
}

export interface SeedCategory {
  id: string;
  brand: 'stud' | 'cele';
  name: string;
  productSlugs: string[];
}

/** Saleor-style opaque id: base64url of "Type:key". */
export const opaqueId = (type: string, key: string): string =>
  Buffer.from(`${type}:${key}`).toString('base64url');

export const SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/** The sale price of a variant: its base price less the product's discount, in whole cents. */
export const discounted = (baseCents: number, percentage: number): number =>
  Math.round((baseCents * (100 - percentage)) / 100);

interface GarmentOptions {
  slug: string;
  picture: string;
  garment: string;
  colours: string[];
  baseCents: number;
  /** Units per size and colour; 0 marks the sold-out ones. */
  stock: (size: number, colour: number) => number;
}

/** Every size in every colour, each colour with its own two pictures. */
export function garmentVariants(options: GarmentOptions): SeedVariant[] {
  return options.colours.flatMap((colour, colourIndex) =>
    SIZES.map((size, sizeIndex) => ({
      id: opaqueId('ProductVariant', `${options.slug}-${colour.toLowerCase()}-${size.toLowerCase()}`),
      name: `${size} / ${colour}`,
      attributes: { Size: size, Color: colour },
      baseCents: options.baseCents,
      stock: options.stock(sizeIndex, colourIndex),
      media: [
        {
          url: productPicture(`${options.picture}-${colour.toLowerCase()}.svg`),
          alt: `${options.garment} in ${colour.toLowerCase()}, front`,
        },
        {
          url: productPicture(`${options.picture}-${colour.toLowerCase()}-folded.svg`),
          alt: `${options.garment} in ${colour.toLowerCase()}, folded with its label`,
        },
      ],
    })),
  );
}

export function single(
  slug: string,
  name: string,
  attributes: Record<string, string>,
  baseCents: number,
  stock: number,
): SeedVariant {
  return { id: opaqueId('ProductVariant', slug), name, attributes, baseCents, stock, media: [] };
}
