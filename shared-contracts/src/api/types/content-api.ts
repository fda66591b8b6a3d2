import type { AbContent, AbContentType } from '../../entities/content';

// A/B and landing calls (SPEC §7).

/** Body of POST /api/ab_test/fetch-specific-content/ for the consult page and similar. */
export interface AbContentRequest {
  project_type: string;
  content_type: AbContentType;
}

/** Answer of the A/B fetch calls: the content object in `data`. */
export interface AbContentResponse {
  data: AbContent;
}

/** Body of POST /api/ab_test/set-event/: a view event when at least half the block is visible. */
export interface AbEventRequest {
  identifier: string;
  event_name: 'view';
  event_value: string | number;
}

/** Body of POST /api/ab_test/set-specific-content/: moving between A/B variants from the overlay. */
export interface AbMovementRequest {
  type: 'movement';
  movement: 'forward' | 'backward';
  identifier: string;
}

/** Body of POST /api/contactus-form/ (phone_number optional). */
export interface ContactFormRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
  message: string;
}

/** Body of the subscription form. */
export interface SubscribeRequest {
  email: string;
  identifier: string;
}
