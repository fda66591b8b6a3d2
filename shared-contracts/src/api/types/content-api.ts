import type { Static } from 'typebox';
import type {
  auditQuery,
  fetchContentBody,
  fetchGlobalContentBody,
  fetchPageContentBody,
  fetchSpecificContentBody,
  movementBody,
  setEventBody,
  updateVariantBody,
  variantParams,
} from '../../schemas/ab';
import type { componentAiMessageBody, submitAssessmentBody } from '../../schemas/content';
import type { subscribeBody } from '../../schemas/landing';
import type { AbContent } from '../../entities/content';

// A/B and landing calls (docs/product.md §7).

/** Body of POST /api/ab_test/fetch-specific-content/ for the consult page and similar. */
export type AbContentRequest = Static<typeof fetchSpecificContentBody>;

/** Answer of the A/B fetch calls: the content object in `data`. */
export interface AbContentResponse {
  data: AbContent;
}

/** Body of POST /api/ab_test/set-event/: a view event when at least half the block is visible. */
export type AbEventRequest = Static<typeof setEventBody>;

/** Body of POST /api/ab_test/set-specific-content/: moving between A/B variants from the overlay. */
export type AbMovementRequest = Static<typeof movementBody>;

export type { ConsultFormRequest, ContactFormRequest } from '../../schemas/content';

/** Body of the subscription form. */
export type SubscribeRequest = Static<typeof subscribeBody>;

/** Header carrying the visitor id: a random id the browser keeps, so A/B variants stay the same across visits. */
export const VISITOR_ID_HEADER = 'X-Visitor-Id';

/**
 * Header carrying the keys of a visitor's own assessment results, comma separated: the secret each
 * anonymous submission answered with (`result_key`). The visitor id is a label and reads nothing.
 */
export const ASSESSMENT_KEYS_HEADER = 'X-Assessment-Keys';

/** Most result keys one request may send. */
export const MAX_ASSESSMENT_KEYS = 50;

/** A/B content as served to one visitor: the block, the variant shown and how many there are. */
export interface AbBlock extends AbContent {
  /** 1-based number of the variant shown ("Variant N of M"). */
  variant: number;
  /** Number of variants of the block. */
  variant_count: number;
  /**
   * Path of the block's script (relative to the API base URL), loaded with `<script src>` so it
   * runs under a Content-Security-Policy without 'unsafe-eval'; null when the block has none.
   */
  script_url: string | null;
}

/** Body of POST /api/ab_test/fetch-content/: one block by identifier. */
export type AbFetchContentRequest = Static<typeof fetchContentBody>;

/**
 * Body of POST /api/ab_test/fetch-page-content/: the blocks of one page of one brand, in order:
 * brand id (`careapp`, `stud`, `cele`, `celeorg`) and page key (`home`, `terms`, `assess-pain` ...).
 */
export type AbFetchPageContentRequest = Static<typeof fetchPageContentBody>;

/** Body of POST /api/ab_test/fetch-global-content/: blocks shown on every page of a brand. */
export type AbFetchGlobalContentRequest = Static<typeof fetchGlobalContentBody>;

/** Answer of fetch-content, fetch-specific-content and set-specific-content. */
export interface AbBlockResponse {
  data: AbBlock;
}

/** Answer of fetch-page-content and fetch-global-content. */
export interface AbBlockListResponse {
  data: AbBlock[];
}

/** Answer of set-event: whether this view was new (false when the same view was already stored). */
export interface AbEventResponse {
  data: { recorded: boolean };
}

/** One variant of a block as its editor sees it: the stored markup and script, unsanitised. */
export interface AbVariantSource {
  variant: number;
  content: string;
  script: string | null;
}

/**
 * Answer of GET /api/ab_test/content/{identifier}/ (editors and admins; not in docs/product.md §7): a block
 * with every variant, for the product's A/B content editor.
 */
export interface AbBlockForEditing {
  identifier: string;
  name: string;
  /** Brand id and page key of the block's page (null page: on every page of the brand). */
  brand: string;
  page: string | null;
  variants: AbVariantSource[];
}

/** Body of PUT /api/ab_test/content/{identifier}/{variant}/: an editor replaces one variant. */
export type AbVariantUpdateRequest = Static<typeof updateVariantBody>;

/** Path parameters of PUT /api/ab_test/content/{identifier}/{variant}/. */
export type AbVariantParams = Static<typeof variantParams>;

/** Query of GET endpoints.ab.audit: one block's changes, a page of them. */
export type AbAuditQuery = Static<typeof auditQuery>;

/** Answer of GET /api/landing/contact-info/?contact_type=... */
export interface ContactInfo {
  contact_type: string;
  title: string;
  email: string;
  phone: string | null;
  hours: string | null;
  address: string | null;
}

/** Answer of GET /api/landing/terms-condition/?type=... (content is markup). */
export interface TermsDocument {
  type: string;
  title: string;
  content: string;
  updated_at: string;
}

/** A page where the subscription popup may show: brand id and route path. */
export interface SubscribePopupUrl {
  brand: string;
  path: string;
}

/** Body of POST /api/processor/component-ai-message/. */
export type ComponentAiMessageRequest = Static<typeof componentAiMessageBody>;

/** Body of POST assess-{product}cele: an assessment's answers, question name to option value. */
export type SubmitAssessmentRequest = Static<typeof submitAssessmentBody>;

/** Answer of component-ai-message. */
export interface ComponentAiMessageResponse {
  data: { component: string; message: string };
}

/** One saved change of an A/B variant (GET endpoints.ab.audit). */
export interface AbAuditEntry {
  identifier: string;
  variant: number;
  /** The editor's email when they saved. */
  editor_email: string;
  /** Whether the save changed the variant's script (scripts run for every visitor). */
  script_changed: boolean;
  /** ISO 8601, UTC. */
  changed_at: string;
}

/** A page of the A/B audit list, newest first. */
export interface AbAuditList {
  count: number;
  results: AbAuditEntry[];
}
