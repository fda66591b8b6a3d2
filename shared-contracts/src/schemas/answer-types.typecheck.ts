// Checked by the type-check only (never run): where an answer's TypeScript type is written by hand
// beside its schema (docs/adr/0115-one-schema-per-endpoint.md), the two must describe the same
// JSON, and the answer types the remotes read follow their schemas.
import type { Static } from 'typebox';
import type { AbAuditList, AbBlock, AbBlockForEditing } from '../api/types/content-api';
import type { AddToCartResponse, CreateCheckoutResponse } from '../api/types/checkout-api';
import type { AuthResponse, EMAIL_NOT_VERIFIED, UserDataResponse } from '../api/types/users-api';
import type { User } from '../entities/user';
import type { RemoteLoadBatch, RemoteLoadSummary } from '../telemetry/remote-load-telemetry';
import type { auditAnswer, blockAnswer, blockForEditingAnswer } from './ab';
import type { EMAIL_NOT_VERIFIED as SCHEMA_EMAIL_NOT_VERIFIED, userAnswerFields } from './auth';
import type { remoteLoadBatchBody, remoteLoadSummaryAnswer } from './telemetry';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
/** Every value of A fits B (an answer type the schema's loose answer accepts). */
const fits = <A, B>(check: [A] extends [B] ? true : false) => check;

// The user answer names exactly the User entity's fields.
same<keyof typeof userAnswerFields.properties, keyof User>(true);
same<typeof EMAIL_NOT_VERIFIED, typeof SCHEMA_EMAIL_NOT_VERIFIED>(true);

// Telemetry: the documented types are the schemas' types.
same<RemoteLoadBatch, Static<typeof remoteLoadBatchBody>>(true);
same<RemoteLoadSummary, Static<typeof remoteLoadSummaryAnswer>>(true);

// A/B answers name no required field; what the API builds must fit them.
fits<{ data: AbBlock }, Static<typeof blockAnswer>>(true);
fits<{ data: AbBlockForEditing }, Static<typeof blockForEditingAnswer>>(true);
fits<AbAuditList, Static<typeof auditAnswer>>(true);

// Answers derived from their schemas: a field the schema drops or renames fails here as it fails
// at every reader.
export const session: AuthResponse['data'] = {
  access: 'a',
  refresh: 'r',
  user_data: {} as AuthResponse['data']['user_data'],
};
// @ts-expect-error an answer of login carries the refresh token
export const sessionWithoutRefresh: AuthResponse['data'] = { access: 'a', user_data: session.user_data };
export const updated: UserDataResponse = { data: { user_data: session.user_data } };
export const added: AddToCartResponse = { checkoutLinesAdd: { checkout: null, errors: [] } };
// @ts-expect-error each cart call answers under its own mutation name
export const addedUnderOtherName: AddToCartResponse = { checkoutLinesUpdate: { checkout: null, errors: [] } };
export const created: CreateCheckoutResponse = {
  checkoutCreate: { checkout: null, errors: [{ field: 'id', message: 'm', code: 'NOT_FOUND' }] },
};
type CheckoutError = CreateCheckoutResponse['checkoutCreate']['errors'][number];
// @ts-expect-error an error names its field, or null
export const errorWithoutField: CheckoutError = { message: 'm' };
