import type { StoredBlock } from '../content.repository';
import { list, pageBlocks, quote, SHIPPING_CLAIMS, YEAR_SCRIPT } from './seed-helpers';

const BENEFITS = list([
  'Breathable cotton-modal blend that stays cool all day',
  'Supportive pouch designed with urologists',
  'Flat seams that never dig in',
  'Washes 100 times without losing its shape',
]);

const TESTIMONIALS = `<h2>What wearers say</h2>${quote(
  'I swapped every pair I owned after one week. The support makes a real difference on long shifts.',
  'Marcus, warehouse lead',
  5,
)}${quote('Comfortable enough to forget about, which is the point.', 'Dan, cyclist', 5)}`;

const HERO_A = `<h1>Underwear that supports you</h1><p>Briefs and boxers made for comfort, support and cooler days. Built with specialists, worn by thousands.</p><p><a href="/shop">Shop the collection</a></p>`;
const HERO_B = `<h1>Support you can feel from day one</h1><p>Our briefs lift, cool and stay put, so you can get on with your day. Try them risk free for 30 days.</p><p><a href="/shop">Find your fit</a></p>`;

/** Stud: the underwear shop. */
export const STUD_BLOCKS: StoredBlock[] = [
  ...pageBlocks('stud', null, [
    { slot: 'shipping', name: 'Shipping banner', variants: [`<p>${SHIPPING_CLAIMS.join(' · ')}</p>`] },
  ]),
  ...pageBlocks('stud', 'home', [
    {
      slot: 'hero',
      name: 'Home hero: support vs. comfort',
      variants: [
        { content: `${HERO_A}<p class="small">Since <span data-year>2020</span>.</p>`, script: YEAR_SCRIPT },
        HERO_B,
      ],
    },
    { slot: 'benefits', name: 'Home benefits', variants: [`<h2>Why stud</h2>${BENEFITS}`] },
    { slot: 'shipping', name: 'Home shipping', variants: [`<h2>Shipping</h2>${list(SHIPPING_CLAIMS)}`] },
    { slot: 'testimonials', name: 'Home testimonials', variants: [TESTIMONIALS] },
  ]),
  ...pageBlocks('stud', 'home-a', [
    { slot: 'hero', name: 'Landing A hero', variants: [HERO_A] },
    {
      slot: 'benefits',
      name: 'Landing A benefits',
      variants: [`<h2>Made for everyday support</h2>${BENEFITS}`],
    },
  ]),
  ...pageBlocks('stud', 'home-b', [
    { slot: 'hero', name: 'Landing B hero', variants: [HERO_B] },
    { slot: 'testimonials', name: 'Landing B testimonials', variants: [TESTIMONIALS] },
  ]),
  ...pageBlocks('stud', 'about', [
    {
      slot: 'story',
      name: 'About story',
      variants: [
        `<h1>About stud</h1><p>stud began when a group of patients and doctors could not find underwear that gave real scrotal support without feeling clinical. We designed our own, tested it with hundreds of wearers and kept the parts they loved.</p><h2>What we stand for</h2>${list(['Comfort first, always', 'Honest claims, checked by specialists', 'Fair prices and free returns'])}`,
      ],
    },
  ]),
  ...pageBlocks('stud', 'contact', [
    {
      slot: 'intro',
      name: 'Contact intro',
      variants: [
        `<h1>Get support</h1><p>Questions about sizing, an order or returns? Send us a message and we reply within one business day.</p>`,
      ],
    },
  ]),
  ...pageBlocks('stud', 'discount', [
    {
      slot: 'offer',
      name: 'Discount offer',
      variants: [
        `<h1>Your welcome discount</h1><p>Save 15 percent on your first order of three pairs or more. The discount is applied at checkout.</p><p><a href="/shop">Shop now</a></p>`,
        `<h1>Three pairs, one lower price</h1><p>Build a pack of three or more and 15 percent comes off at checkout.</p><p><a href="/shop">Build your pack</a></p>`,
      ],
    },
    { slot: 'shipping', name: 'Discount shipping', variants: [`<h2>Delivery</h2>${list(SHIPPING_CLAIMS)}`] },
  ]),
  ...pageBlocks('stud', 'terms', [
    {
      slot: 'intro',
      name: 'Terms intro',
      variants: [`<h1>Terms of Service</h1><p>Please read these terms before you order.</p>`],
    },
  ]),
];
