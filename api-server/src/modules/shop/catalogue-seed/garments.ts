import { productPicture } from '../media';
import { garmentVariants, opaqueId, SIZES, type SeedProduct, type SeedReview } from './kinds';

// The underwear of stud (some also sold by {product}cele), with their reviews.

const LONG_REVIEW =
  'I bought these after my procedure because my surgeon said gentle support would help while the ' +
  'swelling settled. The first thing I noticed was that the pouch holds everything in place without ' +
  'squeezing, which is exactly what I needed on the long drive home and during the first week back ' +
  'at work. The waistband stays flat under trousers, the fabric breathes on warm days, and after ' +
  'twenty washes the colour still looks new. Sizing runs true to the chart: I measured my waist in ' +
  'inches, picked M, and it fits. I now own six pairs and wear them every day, not only for recovery. ' +
  'If you are on the fence, start with one pair in your usual size and see how it feels.';

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

export const GARMENTS: SeedProduct[] = [
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
];
