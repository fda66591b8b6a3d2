import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import { Button } from 'shared-ui';
import { formatAmount } from '../format-amount';
import type { GatewayStepProps } from '../gateway-step';
import { RealStepPanel } from './real-step-panel';
import { CARD_FORM_NOT_LOADED, GATEWAY_NOT_CONFIGURED } from './real-step-messages';
import styles from './real-step.module.css';
import { useStepOutcome } from './use-step-outcome';

/** The PaymentIntent of a client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

interface LoadedCard {
  stripe: Stripe;
  card: StripeCardElement;
}

/**
 * Stripe's card step with keys configured: Stripe.js (loaded now, from js.stripe.com) mounts its
 * card Element, and Pay confirms the PaymentIntent the API made, with its client secret. The
 * proof is the PaymentIntent id; the API reads the PaymentIntent back from Stripe, so a decline
 * goes through verify too and comes back with Stripe's message ("Your card was declined.").
 */
export default function StripeCardStep({ attempt, ...callbacks }: GatewayStepProps) {
  const outcome = useStepOutcome(callbacks);
  const key = getRuntimeConfig().payments?.stripePublishableKey;
  const clientSecret = attempt.client_data.client_secret ?? '';
  const labelId = useId();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<LoadedCard | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!key) {
      outcome.fail(GATEWAY_NOT_CONFIGURED);
      return;
    }
    if (!host) return;
    let live = true;
    let card: StripeCardElement | null = null;
    loadStripe(key)
      .then((stripe) => {
        if (!live) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.on('change', (event) => setMessage(event.error?.message ?? null));
        card.mount(host);
        setLoaded({ stripe, card });
      })
      .catch(() => {
        if (live) outcome.fail(CARD_FORM_NOT_LOADED);
      });
    return () => {
      live = false;
      card?.destroy();
    };
  }, [host, key, outcome]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded || confirming) return;
    setConfirming(true);
    setMessage(null);
    try {
      const result = await loaded.stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: loaded.card },
      });
      if (result.paymentIntent) {
        outcome.approve(result.paymentIntent.id);
        return;
      }
      const { error } = result;
      if (error.type === 'validation_error') {
        // An incomplete or mistyped card: the shopper fixes it here, nothing was sent to the bank.
        setMessage(error.message ?? 'Check your card details.');
        setConfirming(false);
        return;
      }
      // A decline is recorded on the PaymentIntent: verify reads it and answers its message.
      if (error.type === 'card_error') {
        outcome.approve(error.payment_intent?.id ?? intentIdOf(clientSecret));
        return;
      }
      outcome.fail(error.message ?? CARD_FORM_NOT_LOADED);
    } catch {
      outcome.fail(CARD_FORM_NOT_LOADED);
    }
  };

  return (
    <RealStepPanel
      title="Pay with card"
      note="Your card details go straight to Stripe; this shop never sees them."
      attempt={attempt}
      onCancel={outcome.cancel}
      busy={confirming}
    >
      <form onSubmit={(event) => void pay(event)} noValidate aria-label="Card details">
        <div role="group" aria-labelledby={labelId}>
          <p id={labelId} className={styles.note}>
            Card number, expiry and CVC
          </p>
          <div ref={setHost} className={styles.card} />
        </div>
        {!loaded && <p role="status">Loading the secure card form…</p>}
        {message && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={!loaded}
            loading={confirming}
            loadingLabel="Confirming your payment"
          >
            Pay {formatAmount(attempt.amount)}
          </Button>
        </div>
      </form>
    </RealStepPanel>
  );
}
