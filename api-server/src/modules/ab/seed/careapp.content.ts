import type { StoredBlock } from '../content.repository';
import { list, pageBlocks, quote } from './seed-helpers';

/** Careapp: the health chat. */
export const CAREAPP_BLOCKS: StoredBlock[] = [
  ...pageBlocks('careapp', 'home', [
    {
      slot: 'hero',
      name: 'Home hero: heal vs. ask',
      variants: [
        `<h1>Heal with CareApp</h1><p>Ask health questions in plain words and get clear answers from a library reviewed by specialists, any time of day.</p><p><a href="/login">Start a chat</a></p>`,
        `<h1>Your health questions, answered tonight</h1><p>CareApp explains symptoms, treatments and next steps in a private chat, and points you to the right videos.</p><p><a href="/login">Ask your first question</a></p>`,
      ],
    },
    {
      slot: 'features',
      name: 'Home features',
      variants: [
        `<h2>What CareApp does</h2>${list(['Answers in seconds, day and night', 'Video explanations chosen for your question', 'Tracks your conditions and progress', 'Your chats stay private'])}`,
      ],
    },
    {
      slot: 'testimonials',
      name: 'Home testimonials',
      variants: [
        `<h2>From our users</h2>${quote('It helped me understand my diagnosis before my appointment, so I knew what to ask.', 'Priya, 34', 5)}`,
      ],
    },
  ]),
  ...pageBlocks('careapp', 'contact', [
    {
      slot: 'intro',
      name: 'Contact intro',
      variants: [
        `<h1>Contact CareApp</h1><p>Tell us what you need and our team answers within one business day. CareApp does not replace emergency care: in an emergency call your local number.</p>`,
      ],
    },
  ]),
  ...pageBlocks('careapp', 'terms', [
    {
      slot: 'intro',
      name: 'Terms intro',
      variants: [`<h1>Terms of Service</h1><p>The rules for using CareApp.</p>`],
    },
  ]),
];
