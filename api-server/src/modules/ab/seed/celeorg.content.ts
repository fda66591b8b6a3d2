import { productWordOr } from '../../../contracts';
import type { StoredBlock } from '../content.repository';
import { list, pageBlocks, RECURRENCE_CLAIM } from './seed-helpers';

const word = productWordOr();
const Cele = `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}cele`;

const FACTS = list([
  `${Cele} is an enlargement of the veins in the scrotum, much like varicose veins in the leg`,
  'It affects about 15 in every 100 men and is most common on the left side',
  'It is a common, treatable cause of lower sperm quality',
  RECURRENCE_CLAIM,
]);

const LINKS = list([
  `<a href="https://medlineplus.gov/ency/article/001284.htm">MedlinePlus: ${Cele}</a>`,
  '<a href="https://www.nhs.uk/conditions/varicocele/">NHS: overview</a>',
  '<a href="/about">About this site</a>',
]);

/** {product}celeorg: the information site. */
export const CELEORG_BLOCKS: StoredBlock[] = [
  ...pageBlocks('celeorg', 'home', [
    {
      slot: 'hero',
      name: 'Home hero: facts vs. questions',
      variants: [
        `<h1>Clear facts about ${Cele.toLowerCase()}</h1><p>Independent, plain-language information on symptoms, diagnosis and every treatment option.</p>`,
        `<h1>Worried about ${Cele.toLowerCase()}? Start here</h1><p>Answers to the questions men ask most, checked by specialists and free of sales talk.</p>`,
      ],
    },
    { slot: 'facts', name: 'Home facts', variants: [`<h2>Key facts</h2>${FACTS}`] },
    { slot: 'links', name: 'Home links', variants: [`<h2>Further reading</h2>${LINKS}`] },
  ]),
  ...pageBlocks('celeorg', 'about', [
    {
      slot: 'story',
      name: 'About',
      variants: [
        `<h1>About us</h1><p>We are a small team of patients and clinicians who publish what is known about ${Cele.toLowerCase()} in words anyone can follow. We do not sell treatments on this site.</p>`,
      ],
    },
  ]),
  ...pageBlocks('celeorg', 'contact', [
    {
      slot: 'intro',
      name: 'Contact intro',
      variants: [
        `<h1>Contact</h1><p>Spotted an error or have a question about our articles? Write to us.</p>`,
      ],
    },
  ]),
  ...pageBlocks('celeorg', 'terms', [
    {
      slot: 'intro',
      name: 'Terms intro',
      variants: [`<h1>Terms of Service</h1><p>How you may use the information on this site.</p>`],
    },
  ]),
];
