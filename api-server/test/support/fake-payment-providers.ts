import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stripe and PayPal as one HTTP server on loopback, for the API tests of the real gateways: the
// providers are the edge of the product, so they are faked here, at their HTTP surface, while
// the API, its database and the official `stripe` package run for real. Only the calls the
// gateways make are answered, in the providers' documented shapes; the test plays the browser's
// part (Stripe.js confirming, the buyer approving in PayPal's window) through `stripe` and `paypal`.

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  last_payment_error: { message: string; code: string } | null;
}

interface PaypalOrder {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  captures: { id: string; status: string; amount: { currency_code: string; value: string } }[];
}

/**
 * How the next provider calls fail: an HTTP status, no answer at all (a hang before acting), or
 * the answer lost after the provider acted (it charged, the API never heard).
 */
export type Fault = { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'lost' };

export interface FakeProviders {
  url: string;
  /** Every request, in order: `POST /v1/payment_intents`, ... */
  requests: string[];
  /** The Idempotency-Key and PayPal-Request-Id headers received, in order. */
  idempotencyKeys: string[];
  /** The next `count` requests (any path but the OAuth token) get `fault`. */
  failNext(count: number, fault: Fault): void;
  /** Resolves when the next request `line` (`POST /v1/payment_intents`) arrives. */
  nextArrival(line: string): Promise<void>;
  /** Requests held by a `hang` fault whose caller is still waiting for the answer. */
  openHangs(): number;
  /** Closes the held requests' connections, as a provider failing mid-call would. */
  dropHangs(): void;
  stripe: {
    intents: Map<string, Intent>;
    refunds: { payment_intent: string; amount: number }[];
    /** Stripe.js confirming the intent in the browser with a card that pays (`amount` overrides what is received). */
    pay(id: string, amountReceived?: number): void;
    /** Stripe.js confirming with a card the bank declines. */
    decline(id: string, message: string): void;
  };
  paypal: {
    orders: Map<string, PaypalOrder>;
    refunds: string[];
    /** The buyer approving in PayPal's window. */
    approve(id: string): void;
    /** The next capture is refused with this issue (INSTRUMENT_DECLINED...). */
    refuseNextCapture(issue: string): void;
    /** The next capture reports this amount captured instead of the order's. */
    captureAmountNext(value: string): void;
  };
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, error: Record<string, unknown>) =>
  send(response, status, { error });

export async function startFakeProviders(): Promise<FakeProviders> {
  const requests: string[] = [];
  const idempotencyKeys: string[] = [];
  const faults: Fault[] = [];
  const hanging: ServerResponse[] = [];
  const hangs = new Set<ServerResponse>();
  const arrivals: { line: string; arrived: () => void }[] = [];
  const intents = new Map<string, Intent>();
  const stripeRefunds: { payment_intent: string; amount: number }[] = [];
  // Stripe's idempotency: a key answers its first result.
  const stripeKeys = new Map<string, { status: number; body: unknown }>();
  const methods = new Map<string, string>();
  const orders = new Map<string, PaypalOrder>();
  const paypalRefunds: string[] = [];
  const paypalRequestIds = new Map<string, { status: number; body: unknown }>();
  let captureRefusal: string | null = null;
  let capturedValue: string | null = null;

  const orderBody = (order: PaypalOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      { amount: order.amount, ...(order.captures.length ? { payments: { captures: order.captures } } : {}) },
    ],
  });

  function stripeRoute(method: string, path: string, form: URLSearchParams, response: ServerResponse) {
    const cancelMatch = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelMatch) {
      const intent = intents.get(cancelMatch[1] ?? '');
      if (!intent || intent.status === 'succeeded') {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent?.status ?? 'missing'}.`,
        });
      }
      intent.status = 'canceled';
      return send(response, 200, intent);
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)(\/confirm)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      const id = `pi_${randomUUID().replace(/-/g, '')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return send(response, 200, intent);
    }
    if (method === 'GET' && intentMatch && !intentMatch[2]) {
      const intent = intents.get(intentMatch[1] ?? '');
      return intent
        ? send(response, 200, intent)
        : stripeError(response, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          });
    }
    if (method === 'POST' && intentMatch?.[2]) {
      const intent = intents.get(intentMatch[1] ?? '');
      const token = methods.get(form.get('payment_method') ?? '');
      if (!intent || !token) {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          message: 'No such payment_method',
        });
      }
      if (token === 'tok_chargeDeclined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
        return stripeError(response, 402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return send(response, 200, intent);
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = form.get('card[token]') ?? '';
      if (!/^tok_\w+$/.test(token) || token === 'tok_unknown') {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          message: `No such token: '${token}'`,
        });
      }
      const id = `pm_${randomUUID().replace(/-/g, '')}`;
      methods.set(id, token);
      return send(response, 200, { id, object: 'payment_method', type: 'card' });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = { payment_intent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) };
      stripeRefunds.push(refund);
      return send(response, 200, {
        id: `re_${randomUUID()}`,
        object: 'refund',
        status: 'succeeded',
        ...refund,
      });
    }
    return stripeError(response, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL ${path}`,
    });
  }

  function paypalRoute(method: string, path: string, body: string, response: ServerResponse) {
    const orderMatch = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(path);
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const parsed = JSON.parse(body) as { purchase_units: { amount: PaypalOrder['amount'] }[] };
      const id = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      const order: PaypalOrder = {
        id,
        status: 'CREATED',
        amount: parsed.purchase_units[0]!.amount,
        captures: [],
      };
      orders.set(id, order);
      return send(response, 201, orderBody(order));
    }
    const order = orderMatch ? orders.get(orderMatch[1] ?? '') : undefined;
    if (orderMatch && !order)
      return send(response, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (method === 'GET' && order && !orderMatch?.[2]) return send(response, 200, orderBody(order));
    if (method === 'POST' && order && orderMatch?.[2]) {
      const refusal = (issue: string) =>
        send(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
      if (order.status === 'COMPLETED') return refusal('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return refusal('ORDER_NOT_APPROVED');
      if (captureRefusal) {
        const issue = captureRefusal;
        captureRefusal = null;
        return refusal(issue);
      }
      order.status = 'COMPLETED';
      order.captures = [
        {
          id: `CAP${randomUUID().slice(0, 8)}`,
          status: 'COMPLETED',
          amount: { ...order.amount, ...(capturedValue ? { value: capturedValue } : {}) },
        },
      ];
      capturedValue = null;
      return send(response, 201, orderBody(order));
    }
    const refundMatch = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(path);
    if (method === 'POST' && refundMatch) {
      paypalRefunds.push(refundMatch[1] ?? '');
      return send(response, 201, { id: `REF${randomUUID().slice(0, 8)}`, status: 'COMPLETED' });
    }
    return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const body = await bodyOf(request);
      requests.push(`${method} ${path}`);
      for (const waiter of arrivals.filter((entry) => entry.line === `${method} ${path}`)) {
        arrivals.splice(arrivals.indexOf(waiter), 1);
        waiter.arrived();
      }
      if (path === '/v1/oauth2/token') {
        return send(response, 200, {
          access_token: `A21-${randomUUID()}`,
          token_type: 'Bearer',
          expires_in: 32400,
        });
      }
      const fault = faults.shift();
      if (fault?.kind === 'hang') {
        hanging.push(response);
        hangs.add(response);
        response.on('close', () => hangs.delete(response));
        return;
      }
      if (fault?.kind === 'status') {
        return send(response, fault.status, { error: { type: 'api_error', message: 'fake outage' } });
      }
      // Idempotent replays, as the providers answer them: same key, first answer.
      const stripeKey = request.headers['idempotency-key'];
      const paypalKey = request.headers['paypal-request-id'];
      const key =
        typeof stripeKey === 'string'
          ? `s:${stripeKey}`
          : typeof paypalKey === 'string'
            ? `p:${paypalKey}`
            : null;
      const replays = typeof stripeKey === 'string' ? stripeKeys : paypalRequestIds;
      if (key) idempotencyKeys.push(key.slice(2));
      const earlier = key ? replays.get(key) : undefined;
      if (earlier) return send(response, earlier.status, earlier.body);
      // Remember what is sent, to replay it for the same key.
      const original = response.end.bind(response);
      let status = 200;
      const originalWriteHead = response.writeHead.bind(response);
      response.writeHead = (code: number, ...rest: never[]) => {
        status = code;
        return originalWriteHead(code, ...rest);
      };
      response.end = ((chunk?: unknown) => {
        if (key && status < 500) replays.set(key, { status, body: JSON.parse(String(chunk)) as unknown });
        if (fault?.kind === 'lost') {
          hanging.push(response);
          return response;
        }
        return original(chunk as string);
      }) as typeof response.end;
      if (path.startsWith('/v1/')) return stripeRoute(method, path, new URLSearchParams(body), response);
      return paypalRoute(method, path, body, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    idempotencyKeys,
    failNext(count, fault) {
      for (let index = 0; index < count; index += 1) faults.push(fault);
    },
    nextArrival: (line) => new Promise<void>((arrived) => arrivals.push({ line, arrived })),
    openHangs: () => hangs.size,
    dropHangs() {
      for (const response of hangs) response.destroy();
    },
    stripe: {
      intents,
      refunds: stripeRefunds,
      pay(id, amountReceived) {
        const intent = intents.get(id);
        if (!intent) throw new Error(`no intent ${id}`);
        intent.status = 'succeeded';
        intent.amount_received = amountReceived ?? intent.amount;
      },
      decline(id, message) {
        const intent = intents.get(id);
        if (!intent) throw new Error(`no intent ${id}`);
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message, code: 'card_declined' };
      },
    },
    paypal: {
      orders,
      refunds: paypalRefunds,
      approve(id) {
        const order = orders.get(id);
        if (!order) throw new Error(`no order ${id}`);
        order.status = 'APPROVED';
      },
      refuseNextCapture(issue) {
        captureRefusal = issue;
      },
      captureAmountNext(value) {
        capturedValue = value;
      },
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
