import { productWordOr } from '../../../contracts';
import type { StoredBlock } from '../content.repository';
import { list, pageBlocks, quote, RECURRENCE_CLAIM, SHIPPING_CLAIMS, YEAR_SCRIPT } from './seed-helpers';

const word = productWordOr();
const cele = `${word}cele`;
const Cele = `${cele[0]?.toUpperCase() ?? ''}${cele.slice(1)}`;

const TESTIMONIALS = `<h2>Patient stories</h2>${quote(
  'The dull ache I had for years is gone. The consult took twenty minutes and the plan was simple to follow.',
  'James R., 31',
  5,
)}${quote('After the programme our second semen test came back in the normal range.', 'Alex T., 29', 5)}`;

const REVIEWS = [
  quote(
    `Clear advice and no pressure. I finally understood my ${cele} grade.`,
    'Verified customer · Tom H.',
    5,
  ),
  quote(
    'The supplement kit was easy to take and the follow-up call was helpful.',
    'Verified customer · Luis M.',
    4,
  ),
  quote(
    'Booking was quick. I would have liked an evening slot, but the specialist was excellent.',
    'Verified customer · Ben K.',
    4,
  ),
  quote(
    'My pain eased within a month of using the support briefs and the daily routine.',
    'Verified customer · Omar S.',
    5,
  ),
].join('');

const CREDENTIALS = list([
  'Board-certified urologist, 15 years in practice',
  'Fellowship in male reproductive medicine',
  `Over 2,000 ${cele} patients advised`,
  'Member of the national urological association',
]);

const intro = (title: string, text: string) => `<h1>${title}</h1><p>${text}</p>`;

/** The consult page's words above its booking calendar (when one is set) and its form. */
export const CONSULT_INTRO = intro(
  'Book a consult',
  'Talk to a specialist about your symptoms and your options. Tell us a little about yourself and we call you back to arrange a time.',
);

/** {product}cele: treatments, consults, assessments and reports. */
export const CELE_BLOCKS: StoredBlock[] = [
  ...pageBlocks('cele', null, [
    { slot: 'shipping', name: 'Shipping banner', variants: [`<p>${SHIPPING_CLAIMS.join(' · ')}</p>`] },
  ]),
  ...pageBlocks('cele', 'home', [
    {
      slot: 'hero',
      name: 'Home hero: relief vs. fertility',
      variants: [
        {
          content: `<h1>Relief from ${cele} without guesswork</h1><p>Take the free self-assessment, talk to a specialist and follow a plan made for you.</p><p><a href="/assess-${cele}">Take the assessment</a></p><p class="small">Helping men since <span data-year>2018</span>.</p>`,
          script: YEAR_SCRIPT,
        },
        `<h1>Protect your fertility, treat the cause</h1><p>${Cele} is the most common fixable cause of low sperm quality. Find out where you stand in five minutes.</p><p><a href="/assess-sperm-count">Check your risk</a></p>`,
      ],
    },
    {
      slot: 'benefits',
      name: 'Home benefits',
      variants: [
        `<h2>Why patients choose us</h2>${list(['Specialist consults online, usually within a week', 'Non-surgical options first', 'Plans that combine support wear, supplements and habits', 'Follow-up reports you can share with your doctor'])}`,
      ],
    },
    {
      slot: 'facts',
      name: 'Home facts',
      variants: [`<h2>Good to know</h2>${list([`About 15 in 100 men have a ${cele}`, RECURRENCE_CLAIM])}`],
    },
    { slot: 'testimonials', name: 'Home testimonials', variants: [TESTIMONIALS] },
  ]),
  ...pageBlocks('cele', 'treatments', [
    {
      slot: 'overview',
      name: 'Treatments overview',
      variants: [
        `${intro('Treatments', `Most men with a ${cele} never need an operation. We start with the gentlest option that works.`)}<h2>Options</h2>${list(['Supportive underwear to ease pressure and ache', 'Supplement kits that support healthy circulation', 'Daily habits: cooling, posture breaks, exercise', 'Embolisation or surgery when a specialist advises it'])}<h2>About surgery</h2><p>${RECURRENCE_CLAIM}</p>`,
      ],
    },
  ]),
  ...pageBlocks('cele', 'reviews', [
    {
      slot: 'intro',
      name: 'Reviews intro',
      variants: [intro('Customer reviews', 'What patients say after their consult and treatment.')],
    },
    { slot: 'list', name: 'Reviews list', variants: [`<h2>Recent reviews</h2>${REVIEWS}`] },
  ]),
  ...pageBlocks('cele', 'consult', [
    {
      slot: 'booking',
      name: 'Consult booking',
      project_type: cele,
      content_type: 'consult',
      // The booking calendar is the deployment's (runtime config `scheduler`), drawn by the
      // consult page under this block when one is set; the form follows either way.
      variants: [CONSULT_INTRO],
    },
  ]),
  ...pageBlocks('cele', 'consult-success', [
    {
      slot: 'thanks',
      name: 'Consult success',
      variants: [
        intro(
          'Thank you, your request is in',
          'A specialist will contact you within one business day to confirm your consult. Check your inbox for our email.',
        ),
      ],
    },
  ]),
  ...pageBlocks('cele', 'our-specialist', [
    {
      slot: 'profile',
      name: 'Specialist profile',
      variants: [
        `${intro('Our specialist', `Dr. Sam Ortega leads our ${cele} programme.`)}<h2>Credentials</h2>${CREDENTIALS}`,
      ],
    },
  ]),
  ...pageBlocks('cele', 'contact', [
    {
      slot: 'intro',
      name: 'Contact intro',
      variants: [
        intro(
          'Contact us',
          'Questions about treatments, orders or your report? We answer within one business day.',
        ),
      ],
    },
  ]),
  ...pageBlocks('cele', '100tt', [
    {
      slot: 'offer',
      name: '100-day track',
      variants: [
        `${intro('The 100-day treatment track', 'A guided plan: consult, support wear, supplement kit and three check-ins over 100 days.')}${list(['Day 1: specialist consult', 'Day 30: first check-in', 'Day 60: progress report', 'Day 100: review and next steps'])}`,
        `${intro('100 days to less pain', 'Most patients on our track report less ache by their second check-in.')}${list(['Personal plan from a specialist', 'Everything delivered to your door', 'Money back if you are not satisfied'])}`,
      ],
    },
  ]),
  ...pageBlocks('cele', 'assess-cele', [
    {
      slot: 'intro',
      name: 'Self-assessment intro',
      variants: [
        intro(
          `${Cele} self-assessment`,
          'Six short questions about what you notice. It takes about two minutes.',
        ),
      ],
    },
  ]),
  ...pageBlocks('cele', 'assess-pain', [
    {
      slot: 'intro',
      name: 'Pain assessment intro',
      variants: [intro('Pain assessment', 'Tell us how the ache affects your days and nights.')],
    },
  ]),
  ...pageBlocks('cele', 'assess-sperm-count', [
    {
      slot: 'intro',
      name: 'Sperm count assessment intro',
      variants: [intro('Sperm count assessment', 'A few questions on fertility, lifestyle and health.')],
    },
  ]),
  ...pageBlocks('cele', 'terms', [
    {
      slot: 'intro',
      name: 'Terms intro',
      variants: [intro('Terms of Service', 'The terms of our consults, shop and assessments.')],
    },
  ]),
  ...pageBlocks('cele', 'data-assessment', [
    {
      slot: 'intro',
      name: 'Assessment results intro',
      variants: [
        intro('Your assessment results', 'Your latest result for each assessment, with what it means.'),
      ],
    },
  ]),
  ...pageBlocks('cele', 'data-reports', [
    {
      slot: 'intro',
      name: 'Reports intro',
      variants: [intro('Your reports', 'Every assessment you have taken, newest first.')],
    },
  ]),
  ...pageBlocks('cele', 'interview', [
    {
      slot: 'article',
      name: 'Specialist interview',
      variants: [
        `${intro('Interview with our specialist', `Dr. Ortega answers the questions patients ask most about ${cele}.`)}<h2>Do I need surgery?</h2><p>Usually not. We treat symptoms first and only advise an operation when fertility or pain call for it.</p><h2>Can it come back?</h2><p>${RECURRENCE_CLAIM}</p>`,
      ],
    },
  ]),
  ...pageBlocks('cele', 'support-specialists', [
    {
      slot: 'team',
      name: 'Specialist support team',
      variants: [
        `${intro('Talk to a specialist', 'Our team of urologists and nurses supports you before and after treatment.')}<h2>The team</h2>${list(['Dr. Sam Ortega, urologist', 'Dr. Lena Fischer, reproductive medicine', 'Noah Reed, specialist nurse'])}<h2>Credentials</h2>${CREDENTIALS}`,
      ],
    },
  ]),
];
