import { productPicture } from '../media';
import { opaqueId, single, SIZES, type SeedProduct } from './kinds';

// What {product}cele sells beside the underwear: the guide, supplements, videos, services and bundles.

/** The add-ons of the supplement kit you build yourself, with their price for 30 days. */
const ADD_ONS = [
  { key: 'magnesium', name: 'Magnesium', monthCents: 1200 },
  { key: 'omega-3', name: 'Omega-3', monthCents: 1800 },
  { key: 'vitamin-d', name: 'Vitamin D', monthCents: 900 },
] as const;

const LONG_GUIDE_REVIEW =
  'The guide explains what is going on in plain words before it tells you what to do, and that made ' +
  'the difference for me. Chapter two walks through the grades of the condition with drawings, so ' +
  'I finally understood what my doctor meant. The daily routine chapter is practical: when to rest, ' +
  'how to lift, what to wear, which foods help circulation, and how to track symptoms in a simple ' +
  'table. It does not promise miracles and it is honest about when surgery is the better choice, ' +
  'which made me trust the rest of it. I read it in two evenings and keep going back to the checklists. ' +
  'Worth far more than the price.';

export const CARE_PRODUCTS: SeedProduct[] = [
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
