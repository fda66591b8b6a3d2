// Checked by the type-check only (never run): the request types the remotes use are the shared
// schemas' types, so a schema that stops requiring a field, or renames one, fails here as it
// fails at every call site (docs/adr/0115-one-schema-per-endpoint.md).
import type { CreatePaymentRequest } from '../api/types/checkout-api';
import type { AddToCartRequest } from '../api/types/shop-api';

export const addToCart: AddToCartRequest = { id: 'c', lines: [{ variantId: 'v', quantity: 1 }] };
// @ts-expect-error the lines are required
export const addToCartWithoutLines: AddToCartRequest = { id: 'c' };
// @ts-expect-error a line names its variant as variantId
export const addToCartWithOtherName: AddToCartRequest = { id: 'c', lines: [{ variant: 'v', quantity: 1 }] };

export const createPayment: CreatePaymentRequest = { id: 'c', gateway: 'stripe', idempotency_key: 'k' };
// @ts-expect-error the gateway is required
export const createPaymentWithoutGateway: CreatePaymentRequest = { id: 'c' };
// @ts-expect-error the amount, if sent, is a number
export const createPaymentWithTextAmount: CreatePaymentRequest = { id: 'c', gateway: 'g', amount: '1' };
