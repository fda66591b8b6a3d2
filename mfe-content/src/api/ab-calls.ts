import { endpoints, VISITOR_ID_HEADER, visitorId, type ApiClient } from 'shared-contracts';

/** A step of the A/B editor: the block, and whether to show its next or previous variant. */
export interface Movement {
  identifier: string;
  movement: 'forward' | 'backward';
}

/** Asks the API to show the editor another variant of a block (docs/product.md, movements). */
export function postMovement(client: ApiClient, movement: Movement) {
  return client.post(
    endpoints.ab.setSpecificContent,
    { type: 'movement', ...movement },
    { headers: { [VISITOR_ID_HEADER]: visitorId() } },
  );
}
