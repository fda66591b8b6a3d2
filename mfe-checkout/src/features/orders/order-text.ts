import dayjs from 'dayjs';
import type { OrderDetails, PaymentGatewayId } from 'shared-contracts';

const GATEWAY_NAMES: Record<PaymentGatewayId, string> = {
  paypal: 'Paypal',
  stripe: 'Stripe',
  'google-pay': 'Google Pay',
};

/** The gateway's name as available-payment-gateways gives it ("Paypal", "Stripe", "Google Pay"). */
export const gatewayName = (gateway: string): string => GATEWAY_NAMES[gateway as PaymentGatewayId] ?? gateway;

/**
 * "November 22, 2026": the order's date as the shopper reads it, in their own time zone. With
 * dayjs, not Intl, whose first formatter costs a page 14-37 ms (docs/adr/0191).
 */
export const orderDate = (created: string): string => dayjs(created).format('MMMM D, YYYY');

/** "Unfulfilled" from Saleor's UNFULFILLED. */
export const orderStatus = (status: string): string =>
  status.charAt(0).toUpperCase() + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** "Stud Support Brief (M / Black) × 2" for each line. */
export const lineText = (line: OrderDetails['lines'][number]): string =>
  `${line.productName}${line.variantName ? ` (${line.variantName})` : ''} × ${line.quantity}`;
