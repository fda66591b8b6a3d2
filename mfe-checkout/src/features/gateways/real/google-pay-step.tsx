// The google.payments.api types the button's props use; here rather than in tsconfig "types", which
// the federation type generator (run from tooling/webpack) resolves from its own folder and misses.
/// <reference types="googlepay" />
import GooglePayButton from '@google-pay/button-react';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import type { GatewayStepProps } from '../gateway-step';
import { RealStepPanel } from './real-step-panel';
import { GOOGLE_PAY_FAILED, GOOGLE_PAY_NOT_LOADED, GOOGLE_PAY_UNAVAILABLE } from './real-step-messages';
import { useStepOutcome } from './use-step-outcome';

type PaymentRequest = ComponentProps<typeof GooglePayButton>['paymentRequest'];

/** The PaymentDataRequest the API sent (its total, merchant and Stripe tokenization), or null. */
export function paymentRequestOf(raw: string | undefined): PaymentRequest | null {
  try {
    const request = JSON.parse(raw ?? '') as Partial<PaymentRequest> | null;
    return request && Array.isArray(request.allowedPaymentMethods) && request.transactionInfo
      ? (request as PaymentRequest)
      : null;
  } catch {
    return null;
  }
}

/**
 * Google Pay's step with keys configured: Google's button (pay.js, loaded now from
 * pay.google.com) opens the payment sheet for the API's request; the sheet's token, made for
 * Stripe, is the proof the API charges through Stripe.
 */
export default function GooglePayStep({ attempt, ...callbacks }: GatewayStepProps) {
  const outcome = useStepOutcome(callbacks);
  const request = useMemo(
    () => paymentRequestOf(attempt.client_data.payment_request),
    [attempt.client_data.payment_request],
  );
  const environment = attempt.client_data.environment === 'PRODUCTION' ? 'PRODUCTION' : 'TEST';
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!request) outcome.fail(GOOGLE_PAY_FAILED);
  }, [request, outcome]);
  if (!request) return null;
  return (
    <RealStepPanel
      title="Google Pay"
      note="Press the Google Pay button and choose a card in Google's payment sheet."
      attempt={attempt}
      onCancel={outcome.cancel}
    >
      {!ready && <p role="status">Loading Google Pay…</p>}
      <GooglePayButton
        environment={environment}
        paymentRequest={request}
        buttonType="pay"
        buttonSizeMode="fill"
        onReadyToPayChange={({ isReadyToPay }) => {
          if (isReadyToPay) setReady(true);
          else outcome.fail(GOOGLE_PAY_UNAVAILABLE);
        }}
        onLoadPaymentData={(data) => outcome.approve(data.paymentMethodData.tokenizationData.token)}
        // Closing the sheet is not an error: Pay is available again.
        onCancel={() => outcome.cancel()}
        onError={(error) =>
          outcome.fail(
            error instanceof Error && error.message.startsWith('Unable to load script')
              ? GOOGLE_PAY_NOT_LOADED
              : GOOGLE_PAY_FAILED,
          )
        }
      />
    </RealStepPanel>
  );
}
