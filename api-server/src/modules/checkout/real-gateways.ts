import type { PaymentsConfig } from '../../config';
import { SANDBOX_GATEWAYS, type PaymentGateways } from './payment-gateways';
import { paypalGateway } from './paypal-gateway';
import { googlePayGateway, stripeClient, stripeGateway } from './stripe-gateway';

/**
 * The gateways of this server: each real one whose keys are configured, the sandbox of every
 * other (without keys the whole purchase works offline: ADR 0100). Google Pay is real only with
 * Stripe, which processes its token.
 */
export function configuredGateways(config: PaymentsConfig | undefined): PaymentGateways {
  if (!config) return SANDBOX_GATEWAYS;
  const stripe = config.stripe ? stripeClient(config.stripe, config.timeoutMs) : null;
  const publishableKey = config.stripe?.publishableKey ?? null;
  return {
    paypal: config.paypal ? paypalGateway(config.paypal, config.timeoutMs) : SANDBOX_GATEWAYS.paypal,
    stripe: stripe ? stripeGateway(stripe) : SANDBOX_GATEWAYS.stripe,
    'google-pay':
      stripe && config.googlePay && publishableKey
        ? googlePayGateway(stripe, config.googlePay, publishableKey)
        : SANDBOX_GATEWAYS['google-pay'],
  };
}
