// docs/product.md §3: reviews and A/B content.
import type { Static } from 'typebox';
import type { reviewAnswer } from '../schemas/catalogue-answers';

/** A customer review. */
export type Review = Static<typeof reviewAnswer>;

/** A block of A/B-tested, server-delivered content. */
export interface AbContent {
  identifier: string;
  name: string;
  /** Markup to insert. */
  content: string;
  /** Script to run after inserting; skipped (and logged with the identifier) on a syntax error. */
  script: string | null;
  /** Admin edit link for the A/B overlay. */
  edit_url: string | null;
}

/** Kind of A/B content of the consult page and similar fetches (`content_type`). */
export type AbContentType = 'consult' | (string & {});

/** Which of the three {product}cele assessments. */
export type AssessmentKind = 'cele' | 'pain' | 'sperm-count';

/** One answer option of an assessment question, with its points. */
export interface AssessmentOption {
  value: string;
  label: string;
  points: number;
}

/** One question (single choice). */
export interface AssessmentQuestion {
  id: string;
  text: string;
  options: readonly AssessmentOption[];
}

/** One step of the questionnaire: a few questions shown together. */
export interface AssessmentStep {
  title: string;
  questions: readonly AssessmentQuestion[];
}

/** Result level of an assessment, from its score. */
export type AssessmentLevel = 'low' | 'moderate' | 'high';

/** A stored assessment result. */
export interface AssessmentResult {
  id: string;
  assessment: AssessmentKind;
  score: number;
  max_score: number;
  result_level: AssessmentLevel;
  summary: string;
  created_at: string;
  /**
   * Only in the answer to an anonymous submission: the secret that reads this result back (sent
   * in ASSESSMENT_KEYS_HEADER). The browser keeps it; the server keeps only its hash.
   */
  result_key?: string;
}
