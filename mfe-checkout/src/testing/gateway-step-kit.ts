// Test helpers for the gateways' client steps: a real attempt, publishable keys in the runtime config.
import type { PaymentAttempt, PaymentGatewayId } from 'shared-contracts';
import {
  defaultRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  type PaymentKeys,
} from 'shared-contracts';

/** A real attempt as create-payment answers it with keys configured on the API. */
export function realAttempt(gateway: PaymentGatewayId, clientData: Record<string, string>): PaymentAttempt {
  return {
    id: 'payment-1',
    gateway,
    status: 'pending',
    amount: { amount: 33.8, currency: 'USD' },
    message: null,
    sandbox: false,
    client_data: clientData,
  };
}

/** The page's runtime config with these publishable ids (reset after each test). */
export function withPaymentKeys(payments: PaymentKeys | undefined): void {
  beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig(), ...(payments ? { payments } : {}) }));
  afterEach(() => resetRuntimeConfig());
}

/** The three endings a step reports, as jest mocks. */
export const stepCallbacks = () => ({ onApprove: jest.fn(), onCancel: jest.fn(), onFail: jest.fn() });
