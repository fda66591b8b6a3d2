import { SHOP_CATEGORY_IDS } from '../../contracts';
import { productPicture } from './media';

// The seeded catalogue of stud and {product}cele, written for this project. Product names avoid
// the product word, which is a runtime setting of the front end, not of the data.

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
function garmentVariants(options: GarmentOptions): SeedVariant[] {
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

function single(
  slug: string,
  name: string,
  attributes: Record<string, string>,
  baseCents: number,
  stock: number,
): SeedVariant {
  return { id: opaqueId('ProductVariant', slug), name, attributes, baseCents, stock, media: [] };
}

/** The add-ons of the supplement kit you build yourself, with their price for 30 days. */
const ADD_ONS = [
  { key: 'magnesium', name: 'Magnesium', monthCents: 1200 },
  { key: 'omega-3', name: 'Omega-3', monthCents: 1800 },
  { key: 'vitamin-d', name: 'Vitamin D', monthCents: 900 },
] as const;

const LONG_REVIEW =
  'I bought these after my procedure because my surgeon said gentle support would help while the ' +
  'swelling settled. The first thing I noticed was that the pouch holds everything in place without ' +
  'squeezing, which is exactly what I needed on the long drive home and during the first week back ' +
  'at work. The waistband stays flat under trousers, the fabric breathes on warm days, and after ' +
  'twenty washes the colour still looks new. Sizing runs true to the chart: I measured my waist in ' +
  'inches, picked M, and it fits. I now own six pairs and wear them every day, not only for recovery. ' +
  'If you are on the fence, start with one pair in your usual size and see how it feels.';

const LONG_GUIDE_REVIEW =
  'The guide explains what is going on in plain words before it tells you what to do, and that made ' +
  'the difference for me. Chapter two walks through the grades of the condition with drawings, so ' +
  'I finally understood what my doctor meant. The daily routine chapter is practical: when to rest, ' +
  'how to lift, what to wear, which foods help circulation, and how to track symptoms in a simple ' +
  'table. It does not promise miracles and it is honest about when surgery is the better choice, ' +
  'which made me trust the rest of it. I read it in two evenings and keep going back to the checklists. ' +
  'Worth far more than the price.';

const BRIEF_REVIEWS: SeedReview[] = [
  {
    fullName: 'Daniel R.',
    title: 'Support that lasts all day',
    content: LONG_REVIEW,
    stars: 5,
    verified: true,
  },
  {
    fullName: 'Marcus T.',
    title: 'Comfortable',
    content: 'Soft fabric and the pouch really helps. Ordered a second colour.',
    stars: 5,
    verified: true,
  },
  {
    fullName: 'Ivan P.',
    title: 'Runs slightly small',
    content: 'Great quality; I went one size up and it is perfect now.',
    stars: 4,
    verified: false,
  },
];

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: opaqueId('Product', 'stud-support-brief'),
    slug: 'stud-support-brief',
    brands: ['stud', 'cele'],
    name: 'Stud Support Brief',
    description:
      'A breathable cotton-modal brief with a supportive contoured pouch that lifts and holds, made for recovery and for every day after it.',
    productType: 'Underwear',
    attributes: { Size: [...SIZES], Color: ['Black', 'Navy', 'Grey'] },
    discountPercentage: 20,
    recommended: true,
    mainFor: ['stud'],
    media: [
      { url: productPicture('brief-black.svg'), alt: 'Stud Support Brief in black, front' },
      {
        url: productPicture('brief-black-folded.svg'),
        alt: 'Stud Support Brief in black, folded with its label',
      },
    ],
    variants: garmentVariants({
      slug: 'stud-support-brief',
      picture: 'brief',
      garment: 'Stud Support Brief',
      colours: ['Black', 'Navy', 'Grey'],
      baseCents: 3600,
      // XXXL in navy and XXS in grey are sold out.
      stock: (size, colour) => ((size === 7 && colour === 1) || (size === 0 && colour === 2) ? 0 : 60),
    }),
    reviews: BRIEF_REVIEWS,
  },
  {
    id: opaqueId('Product', 'stud-cooling-boxer-brief'),
    slug: 'stud-cooling-boxer-brief',
    brands: ['stud', 'cele'],
    name: 'Stud Cooling Boxer Brief with Mesh Support Pouch for All-Day Comfort and Fresh Airflow',
    description:
      'A longer-leg boxer brief with a mesh-lined support pouch that keeps things cool; the legs stay put without riding up.',
    productType: 'Underwear',
    attributes: { Size: [...SIZES], Color: ['Black', 'Grey', 'Blue'] },
    discountPercentage: 0,
    recommended: true,
    mainFor: [],
    media: [
      { url: productPicture('boxer-brief-black.svg'), alt: 'Stud Cooling Boxer Brief in black, front' },
      {
        url: productPicture('boxer-brief-black-folded.svg'),
        alt: 'Stud Cooling Boxer Brief in black, folded',
      },
    ],
    variants: garmentVariants({
      slug: 'stud-cooling-boxer-brief',
      picture: 'boxer-brief',
      garment: 'Stud Cooling Boxer Brief',
      colours: ['Black', 'Grey', 'Blue'],
      baseCents: 3400,
      // The whole blue run is sold out, and XS in black.
      stock: (size, colour) => (colour === 2 || (size === 1 && colour === 0) ? 0 : 18),
    }),
    reviews: [
      {
        fullName: 'Chris B.',
        title: 'Cool and secure',
        content: 'The mesh makes a real difference on hot days.',
        stars: 5,
        verified: true,
      },
      {
        fullName: 'Owen L.',
        title: 'Good for the gym',
        content: 'Stays in place through squats and runs.',
        stars: 4,
        verified: true,
      },
    ],
  },
  {
    id: opaqueId('Product', 'stud-everyday-boxer'),
    slug: 'stud-everyday-boxer',
    brands: ['stud'],
    name: 'Stud Everyday Boxer',
    description:
      'A relaxed woven-cotton boxer with a soft inner support panel, for days that need less hold.',
    productType: 'Underwear',
    attributes: { Size: [...SIZES], Color: ['Black', 'White', 'Green'] },
    discountPercentage: 15,
    recommended: true,
    mainFor: [],
    media: [
      { url: productPicture('boxer-black.svg'), alt: 'Stud Everyday Boxer in black, front' },
      { url: productPicture('boxer-black-folded.svg'), alt: 'Stud Everyday Boxer in black, folded' },
    ],
    variants: garmentVariants({
      slug: 'stud-everyday-boxer',
      picture: 'boxer',
      garment: 'Stud Everyday Boxer',
      colours: ['Black', 'White', 'Green'],
      baseCents: 2600,
      stock: (size, colour) => (size === 6 && colour === 1 ? 0 : 30),
    }),
    reviews: [
      {
        fullName: 'Luis M.',
        title: 'Easy to wear',
        content: 'Loose, comfortable and still supportive enough for me.',
        stars: 4,
        verified: true,
      },
    ],
  },
  {
    id: opaqueId('Product', 'stud-limited-red-brief'),
    slug: 'stud-limited-red-brief',
    brands: ['stud'],
    name: 'Stud Limited Edition Brief',
    description: 'Our support brief in a one-off red run. When it is gone, it is gone.',
    productType: 'Underwear',
    attributes: { Size: [...SIZES], Color: ['Red'] },
    discountPercentage: 0,
    recommended: false,
    mainFor: [],
    media: [
      { url: productPicture('brief-red.svg'), alt: 'Stud Limited Edition Brief in red, front' },
      { url: productPicture('brief-red-folded.svg'), alt: 'Stud Limited Edition Brief in red, folded' },
    ],
    variants: garmentVariants({
      slug: 'stud-limited-red-brief',
      picture: 'brief',
      garment: 'Stud Limited Edition Brief',
      colours: ['Red'],
      baseCents: 4200,
      // The last one in M; L has two; the rest sold out.
      stock: (size) => (size === 3 ? 1 : size === 4 ? 2 : 0),
    }),
    reviews: [],
  },
  {
    id: opaqueId('Product', 'the-healing-guide'),
    slug: 'the-healing-guide',
    brands: ['stud', 'cele'],
    name: 'The Healing Guide',
    description:
      'A plain-language guide to understanding the condition, easing the pain and recovering well, with daily routines and checklists.',
    productType: 'Guide',
    attributes: {},
    discountPercentage: 30,
    recommended: true,
    mainFor: [],
    media: [
      { url: productPicture('guide-cover.svg'), alt: 'Cover of The Healing Guide' },
      { url: productPicture('guide-pages.svg'), alt: 'The Healing Guide opened at a checklist' },
    ],
    variants: [single('the-healing-guide', 'Digital edition', {}, 2900, 9999)],
    reviews: [
      {
        fullName: 'Samuel K.',
        title: 'Finally understood it',
        content: LONG_GUIDE_REVIEW,
        stars: 5,
        verified: true,
      },
      {
        fullName: 'Peter H.',
        title: 'Useful',
        content: 'Clear and practical. The routine chapter is the best part.',
        stars: 4,
        verified: true,
      },
    ],
  },
  {
    id: opaqueId('Product', 'vein-support-supplement-kit'),
    slug: 'vein-support-supplement-kit',
    brands: ['stud', 'cele'],
    name: 'Vein Support Supplement Kit',
    description:
      'Three daily supplements chosen to support healthy circulation and vein walls, in a 30 or 90 day supply.',
    productType: 'Supplements',
    attributes: { Supply: ['30 days', '90 days'] },
    discountPercentage: 10,
    recommended: true,
    mainFor: ['cele'],
    media: [
      {
        url: productPicture('supplements-30.svg'),
        alt: 'The three bottles of the Vein Support Supplement Kit',
      },
    ],
    variants: [
      {
        ...single('vein-support-supplement-kit-30', '30 days', { Supply: '30 days' }, 4900, 40),
        media: [{ url: productPicture('supplements-30.svg'), alt: 'Supplement kit, 30 day supply' }],
      },
      {
        ...single('vein-support-supplement-kit-90', '90 days', { Supply: '90 days' }, 12900, 12),
        media: [{ url: productPicture('supplements-90.svg'), alt: 'Supplement kit, 90 day supply' }],
      },
    ],
    reviews: [
      {
        fullName: 'Anthony G.',
        title: 'Part of my routine',
        content: 'Easy to take, and the 90 day kit saves money.',
        stars: 4,
        verified: true,
      },
      {
        fullName: 'Rafael S.',
        title: 'Good value',
        content: 'Arrived quickly, well packed.',
        stars: 5,
        verified: false,
      },
    ],
  },
  {
    id: opaqueId('Product', 'recovery-video-series'),
    slug: 'recovery-video-series',
    brands: ['stud', 'cele'],
    name: 'Recovery Video Series',
    description:
      'Twelve short videos from our specialists: exercises, posture, lifting and what to expect week by week.',
    productType: 'Video series',
    attributes: {},
    discountPercentage: 0,
    recommended: true,
    mainFor: [],
    media: [
      { url: productPicture('video-series.svg'), alt: 'A video player showing the Recovery Video Series' },
    ],
    variants: [single('recovery-video-series', 'Streaming access', {}, 3900, 9999)],
    reviews: [
      {
        fullName: 'Jonas W.',
        title: 'Short and clear',
        content: 'Each video is five minutes and to the point.',
        stars: 5,
        verified: true,
      },
    ],
  },
  {
    id: opaqueId('Product', 'post-treatment-check-in'),
    slug: 'post-treatment-check-in',
    brands: ['stud', 'cele'],
    name: 'Post-Treatment Check-in',
    description:
      'A 30 minute video call with a specialist nurse two weeks after treatment, to review healing and answer questions.',
    productType: 'Service',
    attributes: {},
    discountPercentage: 0,
    recommended: false,
    mainFor: [],
    media: [{ url: productPicture('check-in.svg'), alt: 'A check mark for the Post-Treatment Check-in' }],
    variants: [single('post-treatment-check-in', '30 minute call', {}, 7500, 50)],
    reviews: [
      {
        fullName: 'Victor N.',
        title: 'Reassuring',
        content: 'The nurse took time with every question I had.',
        stars: 5,
        verified: true,
      },
    ],
  },
  {
    // The one product with no pictures: its page shows the placeholder image.
    id: opaqueId('Product', 'specialist-consultation'),
    slug: 'specialist-consultation',
    brands: ['stud', 'cele'],
    name: 'Specialist Consultation',
    description:
      'A one-to-one video consultation with a vascular specialist to discuss your diagnosis and treatment options.',
    productType: 'Consultation',
    attributes: {},
    discountPercentage: 0,
    recommended: false,
    mainFor: [],
    media: [],
    variants: [single('specialist-consultation', 'Video consultation', {}, 15000, 20)],
    reviews: [],
  },
  {
    id: opaqueId('Product', 'comfort-starter-bundle'),
    slug: 'comfort-starter-bundle',
    brands: ['stud'],
    name: 'Comfort Starter Bundle',
    description:
      'Three support briefs in black plus The Healing Guide: everything for the first weeks of recovery.',
    productType: 'Bundle',
    attributes: { Size: [...SIZES] },
    discountPercentage: 25,
    recommended: true,
    mainFor: [],
    media: [{ url: productPicture('starter-bundle.svg'), alt: 'The Comfort Starter Bundle box' }],
    variants: SIZES.map((size, index) => ({
      ...single(
        `comfort-starter-bundle-${size.toLowerCase()}`,
        size,
        { Size: size },
        8900,
        index === 0 ? 0 : 10,
      ),
    })),
    reviews: [
      {
        fullName: 'Aaron F.',
        title: 'Great start',
        content: 'Everything I needed after surgery in one box.',
        stars: 5,
        verified: true,
      },
    ],
  },
  {
    // The multi-select product: a supply, then one or more add-ons, each its own bottle (variant).
    id: opaqueId('Product', 'build-your-own-supplement-kit'),
    slug: 'build-your-own-supplement-kit',
    brands: ['stud', 'cele'],
    name: 'Build Your Own Supplement Kit',
    description:
      'Pick a 30 or 90 day supply, then one or more add-ons to go with it. Each add-on comes as its own bottle for the supply you chose.',
    productType: 'Supplements',
    attributes: { Supply: ['30 days', '90 days'], 'Add-ons': ADD_ONS.map((addOn) => addOn.name) },
    multiSelect: ['Add-ons'],
    discountPercentage: 0,
    recommended: false,
    mainFor: [],
    media: [
      { url: productPicture('supplements-90.svg'), alt: 'Supplement bottles of a kit you build yourself' },
    ],
    variants: ['30 days', '90 days'].flatMap((supply) =>
      ADD_ONS.map((addOn) =>
        single(
          `build-your-own-supplement-kit-${supply.split(' ')[0]}-${addOn.key}`,
          `${supply} / ${addOn.name}`,
          { Supply: supply, 'Add-ons': addOn.name },
          supply === '30 days' ? addOn.monthCents : addOn.monthCents * 3 - 300,
          // Omega-3 in the 90 day size is sold out.
          supply === '90 days' && addOn.key === 'omega-3' ? 0 : 30,
        ),
      ),
    ),
    reviews: [
      {
        fullName: 'Tomas R.',
        title: 'Only what I need',
        content: 'I take magnesium and vitamin D with my kit and skip the rest. Simple.',
        stars: 5,
        verified: true,
      },
    ],
  },
];

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: SHOP_CATEGORY_IDS.stud.shop,
    brand: 'stud',
    name: 'Shop',
    productSlugs: [
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'stud-everyday-boxer',
      'stud-limited-red-brief',
      'comfort-starter-bundle',
      'the-healing-guide',
      'vein-support-supplement-kit',
      'build-your-own-supplement-kit',
      'recovery-video-series',
      'specialist-consultation',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.a,
    brand: 'stud',
    name: 'Underwear',
    productSlugs: [
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'stud-everyday-boxer',
      'stud-limited-red-brief',
      'comfort-starter-bundle',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.b,
    brand: 'stud',
    name: 'Kits and bundles',
    productSlugs: [
      'comfort-starter-bundle',
      'vein-support-supplement-kit',
      'the-healing-guide',
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      'build-your-own-supplement-kit',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.stud.treatment,
    brand: 'stud',
    name: 'Treatment',
    productSlugs: [
      'the-healing-guide',
      'vein-support-supplement-kit',
      'recovery-video-series',
      'post-treatment-check-in',
      'specialist-consultation',
    ],
  },
  {
    id: SHOP_CATEGORY_IDS.cele.shop,
    brand: 'cele',
    name: 'Shop',
    productSlugs: [
      'the-healing-guide',
      'vein-support-supplement-kit',
      'recovery-video-series',
      'post-treatment-check-in',
      'specialist-consultation',
      'stud-support-brief',
      'stud-cooling-boxer-brief',
      // Last, so the rows' first screen keeps the products it showed before the kit came.
      'build-your-own-supplement-kit',
    ],
  },
];
