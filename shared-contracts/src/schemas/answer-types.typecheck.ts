// Checked by the type-check only (never run): where an answer's TypeScript type is written by hand
// beside its schema (docs/adr/0115-one-schema-per-endpoint.md), the two must describe the same
// JSON, and the answer types the remotes read follow their schemas.
import type { Static } from 'typebox';
import type { AbAuditList, AbBlock, AbBlockForEditing } from '../api/types/content-api';
import type {
  AddToCartResponse,
  CheckoutCompleteResponse,
  CreateCheckoutResponse,
} from '../api/types/checkout-api';
import type {
  CheckoutStatusResponse,
  CreatePaymentResponse,
  OrderDetails,
  OrderListResponse,
  PaymentAttempt,
} from '../api/types/payment-api';
import type { CatalogueResponse, MainProductResponse, ProductDetailResponse } from '../api/types/shop-api';
import type { Order } from '../entities/misc';
import type { Product } from '../entities/product';
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

// Payments, completion, checkout-status and orders: the answers derive from their schemas.
export const attempt: PaymentAttempt = {
  id: 'p',
  gateway: 'stripe',
  status: 'pending',
  amount: { amount: 1, currency: 'USD' },
  message: null,
  sandbox: true,
  client_data: {},
};
// @ts-expect-error an attempt says whether its gateway is a sandbox
export const attemptWithoutSandbox: PaymentAttempt = { ...attempt, sandbox: undefined };
// @ts-expect-error a payment's status is one of PaymentStatus
export const attemptOtherStatus: PaymentAttempt = { ...attempt, status: 'paid' };
export const paid: CreatePaymentResponse = { paymentCreate: { payment: attempt, errors: [] } };
// @ts-expect-error create-payment answers under paymentCreate
export const paidUnderOtherName: CreatePaymentResponse = { paymentVerify: { payment: attempt, errors: [] } };
export const completed: CheckoutCompleteResponse = {
  checkoutComplete: { confirmationData: null, order: { id: 'o', number: '1' }, errors: [] },
};
// The order of the answers is still the documented Order (docs/product.md §3), with totals.
fits<OrderDetails, Order>(true);
same<OrderListResponse['results'][number], OrderDetails>(true);
same<NonNullable<CheckoutStatusResponse['order']>, OrderDetails>(true);
same<NonNullable<CheckoutStatusResponse['payment']>, PaymentAttempt>(true);
// @ts-expect-error an order list's page link is text or null
export const listWithNumberLink: OrderListResponse = { count: 0, next: 2, previous: null, results: [] };

// Catalogue reads (sent as cached bytes, no response schema): their types derive from the schemas.
export const card: CatalogueResponse[number] = {
  id: 'p',
  title: 't',
  image: 'i',
  link: '/p',
  price: 1,
  discount: '',
  variant_id: null,
};
// @ts-expect-error a card's price is a number
export const cardWithTextPrice: MainProductResponse = { ...card, price: '1' };
same<ProductDetailResponse['variants'], Product['variants']>(true);
fits<ProductDetailResponse, Product>(true);
// @ts-expect-error the product page's answer carries its reviews
export const detailWithoutReviews: ProductDetailResponse = {} as Omit<ProductDetailResponse, 'reviews'>;
