import { productWordOr } from '../../../contracts';
import { HEALTH_TOPICS as T } from './health-articles.seed-data';

// The video list replies recommend from (video_recommendation). The videos are the care team's
// own explainers; titles and descriptions are what the full-text search reads.

const cele = `${productWordOr()}cele`;
const Cele = cele.charAt(0).toUpperCase() + cele.slice(1);

/**
 * A video's page on this API, the link replies carry unless CHAT_VIDEO_BASE_URL says where the
 * videos are published. Relative: the front end puts the API's base URL before it.
 */
export function apiVideoPath(slug: string): string {
  return `/api/chat-videos/${encodeURIComponent(slug)}/`;
}

/** The link of a video: on the site that publishes them when there is one, else on this API. */
export function videoUrl(slug: string, baseUrl: string | null): string {
  return baseUrl ? `${baseUrl}${encodeURIComponent(slug)}` : apiVideoPath(slug);
}

export interface HealthVideoSeed {
  id: number;
  slug: string;
  topic: string;
  title: string;
  description: string;
  /** Length in seconds. */
  duration: number;
}

export const HEALTH_VIDEOS: readonly HealthVideoSeed[] = [
  {
    id: 1,
    slug: `${cele}-in-three-minutes`,
    topic: T.cele,
    title: `${Cele} explained in three minutes`,
    description: `An animated tour of the veins of the scrotum, how faulty valves let blood pool, and why the left side is affected most.`,
    duration: 184,
  },
  {
    id: 2,
    slug: `${cele}-symptoms-to-watch`,
    topic: T.cele,
    title: `${Cele} symptoms you should not ignore`,
    description:
      'A urologist walks through the ache, the swelling and the changes in testicle size that deserve a check.',
    duration: 262,
  },
  {
    id: 3,
    slug: `${cele}-ultrasound`,
    topic: T.cele,
    title: `What happens at a ${cele} ultrasound`,
    description:
      'Step by step through a scrotal Doppler ultrasound and how the grade of the veins is measured.',
    duration: 231,
  },
  {
    id: 4,
    slug: 'microsurgery-vs-embolisation',
    topic: T.cele,
    title: 'Microsurgery or embolisation: comparing treatments',
    description: `How microsurgical varicocelectomy and embolisation close the faulty veins, their recovery times and recurrence rates.`,
    duration: 418,
  },
  {
    id: 5,
    slug: 'first-week-after-treatment',
    topic: T.cele,
    title: 'Your first week after treatment',
    description:
      'Practical recovery tips: wound care, cold packs, supportive underwear, walking and when to call the surgeon.',
    duration: 296,
  },
  {
    id: 6,
    slug: `${cele}-self-care-routine`,
    topic: T.cele,
    title: `A daily self-care routine for ${cele} ache`,
    description:
      'Simple habits that ease a dragging ache: support, short rests lying down, cooling and avoiding straining.',
    duration: 205,
  },
  {
    id: 7,
    slug: 'reading-your-semen-analysis',
    topic: T.infertility,
    title: 'How to read your semen analysis',
    description:
      'Sperm count, motility and morphology explained, with the reference ranges labs use and why tests are repeated.',
    duration: 347,
  },
  {
    id: 8,
    slug: 'male-factor-infertility',
    topic: T.infertility,
    title: 'Male infertility: the common causes',
    description: `From a ${cele} to hormones, heat, steroids and genetics: what lowers sperm count and what can be done.`,
    duration: 389,
  },
  {
    id: 9,
    slug: 'ninety-days-to-better-sperm',
    topic: T.infertility,
    title: 'Ninety days to healthier sperm',
    description:
      'Diet, weight, alcohol, smoking and heat: the lifestyle changes that support sperm quality over one sperm cycle.',
    duration: 312,
  },
  {
    id: 10,
    slug: 'fertility-specialist-visit',
    topic: T.infertility,
    title: 'Your first visit to a fertility specialist',
    description:
      'What the andrologist asks, which tests to expect for both partners, and how to prepare for the appointment.',
    duration: 275,
  },
  {
    id: 11,
    slug: 'testosterone-101',
    topic: T.testosterone,
    title: 'Testosterone 101',
    description:
      'What testosterone does for muscles, bones, mood and sex drive, and how levels change with age.',
    duration: 243,
  },
  {
    id: 12,
    slug: 'low-t-signs',
    topic: T.testosterone,
    title: 'Low testosterone: signs and testing',
    description:
      'The symptoms of low testosterone, why the blood test is taken in the morning, and why it is repeated.',
    duration: 301,
  },
  {
    id: 13,
    slug: 'testosterone-naturally',
    topic: T.testosterone,
    title: 'Raising testosterone naturally',
    description:
      'Sleep, weight, strength training and diet: the evidence on supporting testosterone without medication.',
    duration: 356,
  },
  {
    id: 14,
    slug: 'trt-and-fertility',
    topic: T.testosterone,
    title: 'Testosterone therapy and fertility',
    description:
      'Why testosterone injections and gels switch off sperm production, and the options for men who want children.',
    duration: 267,
  },
  {
    id: 15,
    slug: 'testicle-pain-when-to-worry',
    topic: T.pain,
    title: 'Testicle pain: when to worry',
    description:
      'How to tell a dull ache from an emergency such as torsion, and where to go for sudden severe pain.',
    duration: 198,
  },
  {
    id: 16,
    slug: 'easing-chronic-scrotal-pain',
    topic: T.pain,
    title: 'Easing chronic scrotal pain',
    description:
      'Support, heat and cold, pelvic floor physiotherapy, sleep and stress: a plan for long-lasting pain.',
    duration: 334,
  },
  {
    id: 17,
    slug: 'pain-relief-after-surgery',
    topic: T.pain,
    title: 'Pain relief after groin surgery',
    description:
      'Scheduling pain relief, using cold packs safely, and the warning signs to report to your surgeon.',
    duration: 221,
  },
  {
    id: 18,
    slug: `safe-lifting-with-a-${cele}`,
    topic: T.fitness,
    title: `Safe lifting with a ${cele}`,
    description:
      'Breathing, support and weight choices that keep strength training comfortable without straining the veins.',
    duration: 287,
  },
  {
    id: 19,
    slug: 'back-to-training',
    topic: T.fitness,
    title: 'Back to training after treatment',
    description: 'A week-by-week plan to return from walking to running and lifting after treatment.',
    duration: 324,
  },
  {
    id: 20,
    slug: 'workouts-for-hormone-health',
    topic: T.fitness,
    title: 'Workouts for hormone health',
    description: 'Strength sessions, intervals and rest days that support testosterone and a healthy weight.',
    duration: 369,
  },
  {
    id: 21,
    slug: 'testicular-self-check',
    topic: T.mensHealth,
    title: 'The two-minute testicular self-check',
    description: 'How to check your testicles each month and which lumps and changes to show a doctor.',
    duration: 128,
  },
  {
    id: 22,
    slug: 'mens-health-check-up',
    topic: T.mensHealth,
    title: "What a men's health check-up covers",
    description:
      'Blood pressure, cholesterol, blood sugar, weight, mood and screening: getting the most from a check-up.',
    duration: 254,
  },
  {
    id: 23,
    slug: 'stress-sleep-and-men',
    topic: T.mensHealth,
    title: 'Stress, sleep and men',
    description: 'How stress and short sleep affect mood, erections and testosterone, and what helps.',
    duration: 276,
  },
];

/** Conditions a user may record in the analytics (the my-disease calls). */
export const DISEASES: readonly { id: number; name: string }[] = [
  { id: 1, name: Cele },
  { id: 2, name: 'Male infertility' },
  { id: 3, name: 'Low testosterone' },
  { id: 4, name: 'Chronic scrotal pain' },
  { id: 5, name: 'Erectile dysfunction' },
  { id: 6, name: 'Sleep apnoea' },
];

/** Measures a user may record (the user-processor-variable calls). */
export const PROCESSOR_VARIABLES: readonly { id: number; name: string; unit: string }[] = [
  { id: 1, name: 'Age', unit: 'years' },
  { id: 2, name: 'Total testosterone', unit: 'ng/dL' },
  { id: 3, name: 'Sperm concentration', unit: 'million/mL' },
  { id: 4, name: 'Progressive motility', unit: '%' },
  { id: 5, name: `${Cele} grade`, unit: '' },
  { id: 6, name: 'Pain score', unit: '0-10' },
  { id: 7, name: 'Waist', unit: 'cm' },
];

/** Questions offered to start a conversation (GET /api/chat-suggestions/). */
export const CHAT_SUGGESTIONS: readonly string[] = [
  `What is a ${cele}?`,
  `Can a ${cele} affect my fertility?`,
  'What are the signs of low testosterone?',
  'How can I improve my sperm quality?',
  'When is testicle pain an emergency?',
  `Is it safe to lift weights with a ${cele}?`,
];
