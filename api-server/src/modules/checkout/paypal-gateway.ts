import type { PaymentsConfig } from '../../config';
import { ProviderUnavailable, type GatewayOutcome, type PaymentGatewayAdapter } from './payment-gateways';

// PayPal behind the gateway interface: its REST Orders v2 API over fetch, with an OAuth
// client-credentials token (PayPal's own server SDK for Node is in beta and wraps the same calls).
// begin makes an order for the server's total; the browser's PayPal buttons approve it; verify
// captures it and checks what was captured. Every writing call carries PayPal-Request-Id, so a
// repeat (after a time-out) is answered with the first result instead of acting twice.

type PaypalConfig = NonNullable<PaymentsConfig['paypal']>;

export const PAYPAL_DECLINED = 'Your PayPal payment method was declined. Please choose another way to pay.';
export const PAYPAL_NOT_CONFIRMED = 'PayPal could not confirm the payment.';
export const PAYPAL_AMOUNT_MISMATCH =
  'The amount paid did not match your order, so the payment was given back. Please try again.';

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: Money;
}
interface Order {
  id: string;
  status: string;
  purchase_units?: { payments?: { captures?: Capture[] } }[];
}
interface PaypalAnswer<T> {
  status: number;
  body: T & { name?: string; details?: { issue?: string }[] };
}

const value = (amountCents: number) => (amountCents / 100).toFixed(2);
const declined = (message: string): GatewayOutcome => ({ status: 'declined', message });

/** The REST calls, with the access token kept until shortly before it expires. */
function paypalClient(config: PaypalConfig, timeoutMs: number, fetchImpl: typeof fetch) {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(new URL(path, config.apiUrl), {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Refused connection, reset, DNS, time-out: nothing is known about the outcome.
      throw new ProviderUnavailable('paypal', `${path}: ${(error as Error).message}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new ProviderUnavailable('paypal', `OAuth token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new ProviderUnavailable('paypal', 'OAuth token: no access_token');
    const lifetimeMs = (body.expires_in ?? 300) * 1000;
    token = {
      value: body.access_token,
      expiresAt: Date.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 2),
    };
    return token.value;
  }

  /** One call; 5xx is the provider's failure, 4xx is answered for the caller to read. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<PaypalAnswer<T>> {
    const request = async () =>
      send(path, {
        method,
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...(options.requestId ? { 'PayPal-Request-Id': options.requestId } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    let response = await request();
    if (response.status === 401) {
      // The token was revoked or expired early: one new token, same request id.
      token = null;
      response = await request();
    }
    if (response.status >= 500 || response.status === 401 || response.status === 429) {
      throw new ProviderUnavailable('paypal', `${method} ${path}: HTTP ${response.status}`);
    }
    const text = await response.text();
    let body: PaypalAnswer<T>['body'];
    try {
      body = (text ? JSON.parse(text) : {}) as PaypalAnswer<T>['body'];
    } catch {
      throw new ProviderUnavailable('paypal', `${method} ${path}: answer is not JSON`);
    }
    return { status: response.status, body };
  }

  return { call };
}

/** The first issue PayPal names in a refusal (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED...). */
const issueOf = (answer: PaypalAnswer<unknown>): string =>
  answer.body.details?.[0]?.issue ?? answer.body.name ?? '';

const firstCapture = (order: Order): Capture | undefined =>
  order.purchase_units?.[0]?.payments?.captures?.[0];

/** The PayPal gateway; `fetchImpl` is global fetch (undici) unless a test gives its own. */
export function paypalGateway(
  config: PaypalConfig,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): PaymentGatewayAdapter {
  const { call } = paypalClient(config, timeoutMs, fetchImpl);

  const getOrder = async (reference: string): Promise<Order | null> => {
    const answer = await call<Order>('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);
    return answer.status === 200 ? answer.body : null;
  };

  async function refundCapture(capture: Capture, reference: string, amount: Money | undefined) {
    const answer = await call('POST', `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
      body: amount ? { amount } : {},
      requestId: `refund-${reference}`,
    });
    if (answer.status >= 400 && issueOf(answer) !== 'CAPTURE_FULLY_REFUNDED') {
      throw new ProviderUnavailable(
        'paypal',
        `refund of ${capture.id}: HTTP ${answer.status} ${issueOf(answer)}`,
      );
    }
  }

  /** What an order says: paid (our amount), declined, voided, or null while it is open. */
  async function settle(order: Order, amountCents: number, currency: string): Promise<GatewayOutcome | null> {
    const capture = firstCapture(order);
    if (capture?.status === 'COMPLETED') {
      const paid = capture.amount;
      if (paid?.value === value(amountCents) && paid.currency_code === currency.toUpperCase()) {
        return { status: 'succeeded' };
      }
      await refundCapture(capture, order.id, paid);
      return declined(PAYPAL_AMOUNT_MISMATCH);
    }
    if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return declined(PAYPAL_DECLINED);
    if (order.status === 'VOIDED') return { status: 'cancelled' };
    return null;
  }

  return {
    id: 'paypal',
    name: 'Paypal',
    sandbox: false,
    async begin(amountCents, currency, key) {
      const answer = await call<Order>('POST', '/v2/checkout/orders', {
        body: {
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: currency.toUpperCase(), value: value(amountCents) } }],
        },
        requestId: `order-${key}-${amountCents}`,
      });
      if (answer.status >= 300 || !answer.body.id) {
        throw new ProviderUnavailable('paypal', `create order: HTTP ${answer.status} ${issueOf(answer)}`);
      }
      return { reference: answer.body.id, clientData: { order_id: answer.body.id } };
    },
    async verify(reference, proof, amountCents, currency) {
      if (proof === 'cancel') return { status: 'cancelled' };
      // The buttons report the order they approved: it must be the one this attempt made.
      if (proof !== reference) return declined(PAYPAL_NOT_CONFIRMED);
      const answer = await call<Order>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`,
        {
          body: {},
          requestId: `capture-${reference}`,
        },
      );
      if (answer.status < 300) {
        return (await settle(answer.body, amountCents, currency)) ?? declined(PAYPAL_NOT_CONFIRMED);
      }
      const issue = issueOf(answer);
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const order = await getOrder(reference);
        const outcome = order ? await settle(order, amountCents, currency) : null;
        return outcome ?? declined(PAYPAL_NOT_CONFIRMED);
      }
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED')
        return declined(PAYPAL_DECLINED);
      return declined(PAYPAL_NOT_CONFIRMED);
    },
    async lookup(reference, amountCents, currency) {
      const order = await getOrder(reference);
      return order ? settle(order, amountCents, currency) : null;
    },
    async refund(reference) {
      const order = await getOrder(reference);
      const capture = order ? firstCapture(order) : undefined;
      if (!capture) throw new ProviderUnavailable('paypal', `refund: order ${reference} has no capture`);
      await refundCapture(capture, reference, capture.amount);
    },
  };
}
