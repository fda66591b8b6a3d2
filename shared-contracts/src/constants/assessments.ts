import type { AssessmentKind, AssessmentLevel, AssessmentOption, AssessmentStep } from '../entities/content';

// The three {product}cele questionnaires. The pages render them and the API scores them from the
// same definitions, so a question changed here changes both sides. The `shared-contracts/assessments`
// entry, not the main one: only the assessment pages need them, so the other pages do not download
// them (docs/adr/0018). Pure data and functions, no state: any copy is as good as another.

const scale = (labels: readonly string[]): AssessmentOption[] =>
  labels.map((label, index) => ({ value: String(index), label, points: index }));

const FREQUENCY = scale(['Never', 'Rarely', 'Sometimes', 'Often']);
const YES_NO: AssessmentOption[] = [
  { value: 'no', label: 'No', points: 0 },
  { value: 'yes', label: 'Yes', points: 2 },
];

/** Every assessment kind, in the order the site lists them. */
export const ASSESSMENT_KINDS: readonly AssessmentKind[] = ['cele', 'pain', 'sperm-count'];

/** Questionnaire of each assessment: several steps of single-choice questions. */
export const ASSESSMENTS: Readonly<
  Record<AssessmentKind, { title: string; steps: readonly AssessmentStep[] }>
> = {
  cele: {
    title: 'Self-assessment',
    steps: [
      {
        title: 'What you notice',
        questions: [
          { id: 'swelling', text: 'Do you notice swelling above a testicle?', options: FREQUENCY },
          { id: 'veins', text: 'Can you feel veins that feel like a soft bag of worms?', options: YES_NO },
        ],
      },
      {
        title: 'When it happens',
        questions: [
          {
            id: 'standing',
            text: 'Is the feeling stronger after standing for a long time?',
            options: FREQUENCY,
          },
          { id: 'lying', text: 'Does it ease when you lie down?', options: YES_NO },
        ],
      },
      {
        title: 'Your history',
        questions: [
          { id: 'diagnosed', text: 'Has a doctor ever mentioned enlarged scrotal veins?', options: YES_NO },
          { id: 'size', text: 'Is one testicle noticeably smaller than the other?', options: YES_NO },
        ],
      },
    ],
  },
  pain: {
    title: 'Pain assessment',
    steps: [
      {
        title: 'How it feels',
        questions: [
          {
            id: 'intensity',
            text: 'How strong is the ache on a usual day?',
            options: scale(['None', 'Mild', 'Moderate', 'Severe']),
          },
          { id: 'dull', text: 'Is the pain dull and dragging rather than sharp?', options: YES_NO },
        ],
      },
      {
        title: 'When it comes',
        questions: [
          { id: 'exercise', text: 'Does exercise or lifting make it worse?', options: FREQUENCY },
          { id: 'evening', text: 'Is it worse in the evening than in the morning?', options: FREQUENCY },
        ],
      },
      {
        title: 'Daily life',
        questions: [
          { id: 'sleep', text: 'Does the pain wake you at night?', options: FREQUENCY },
          { id: 'work', text: 'Does it keep you from work or sport?', options: FREQUENCY },
        ],
      },
    ],
  },
  'sperm-count': {
    title: 'Sperm count assessment',
    steps: [
      {
        title: 'Trying for a family',
        questions: [
          {
            id: 'trying',
            text: 'How long have you been trying to conceive?',
            options: scale(['Not trying', 'Under 6 months', '6 to 12 months', 'Over a year']),
          },
          { id: 'analysis', text: 'Did a semen analysis show a low count?', options: YES_NO },
        ],
      },
      {
        title: 'Lifestyle',
        questions: [
          {
            id: 'heat',
            text: 'Are you often exposed to heat (hot baths, laptop on lap)?',
            options: FREQUENCY,
          },
          { id: 'smoking', text: 'Do you smoke?', options: YES_NO },
        ],
      },
      {
        title: 'Health',
        questions: [
          { id: 'veins', text: 'Have you been told you have enlarged scrotal veins?', options: YES_NO },
          { id: 'energy', text: 'Do you often feel low in energy or drive?', options: FREQUENCY },
        ],
      },
    ],
  },
};

/** The questions of an assessment, all steps together. */
export function assessmentQuestions(kind: AssessmentKind) {
  return ASSESSMENTS[kind].steps.flatMap((step) => step.questions);
}

/** The highest score an assessment can give. */
export function assessmentMaxScore(kind: AssessmentKind): number {
  return assessmentQuestions(kind).reduce(
    (sum, question) => sum + Math.max(...question.options.map((option) => option.points)),
    0,
  );
}

/** What each result level tells the user. */
export const ASSESSMENT_SUMMARIES: Readonly<Record<AssessmentLevel, string>> = {
  low: 'Your answers show few signs. Keep an eye on changes and come back if anything new appears.',
  moderate:
    'Your answers show some signs worth a closer look. A short consult with a specialist can tell you more.',
  high: 'Your answers show several clear signs. We recommend booking a consult with a specialist soon.',
};

/**
 * Scores answers (question id to option value); null when a question is unanswered or an answer
 * is not one of its options. Below a third of the maximum is low, below two thirds moderate.
 */
export function scoreAssessment(
  kind: AssessmentKind,
  answers: Readonly<Record<string, string>>,
): { score: number; max_score: number; result_level: AssessmentLevel } | null {
  let score = 0;
  for (const question of assessmentQuestions(kind)) {
    const option = question.options.find((candidate) => candidate.value === answers[question.id]);
    if (!option) return null;
    score += option.points;
  }
  const max_score = assessmentMaxScore(kind);
  const ratio = score / max_score;
  const result_level: AssessmentLevel = ratio < 1 / 3 ? 'low' : ratio < 2 / 3 ? 'moderate' : 'high';
  return { score, max_score, result_level };
}
