import type { FormApi } from 'final-form';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { errorStatus, eventBus, MESSAGES, secureCheckoutTitle, storage } from 'shared-contracts';
import { Button, SkeletonBlock, usePersonalParts, useStagedReveal } from 'shared-ui';
import {
  selectCheckoutBusy,
  selectPaymentFinished,
  selectRequestsPending,
  selectShipmentPaymentError,
} from '../../../app/checkout-busy';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  checkoutApi,
  useGetCheckoutQuery,
  useGetMeQuery,
  useListCountriesQuery,
  useListShippingMethodsQuery,
} from '../../../api/checkout-api';
import { useAccessToken, useCheckoutId } from '../../../app/use-stored-session';
import {
  type PaymentChoiceValues,
  type ShippingDetailsValues,
  PaymentChoiceForm,
  type PayStepProps,
  ShippingDetailsForm,
} from '../../checkout-forms';
import { AppliedCode, PromoCodeForm } from '../../checkout-promo';
import { BusyIndicator } from './busy-indicator';
import { OrderSummary } from './order-summary';
import { SecureLock, SecurePaymentNote } from './secure-badges';
import styles from './checkout-view.module.css';

/** Saves the shipping details, then checks and saves the delivery choice; false when something is missing. */
async function submitForms(
  details: FormApi<ShippingDetailsValues> | null,
  choice: FormApi<PaymentChoiceValues> | null,
): Promise<boolean> {
  if (!details || !choice) return false;
  await details.submit();
  const detailsSaved = Boolean(details.getState().submitSucceeded);
  // Both forms show what is missing at once, not one after the other.
  await choice.submit();
  return detailsSaved && Boolean(choice.getState().submitSucceeded);
}

/** Puts the keyboard on the first field the shopper has to fix. */
function focusFirstInvalid(container: HTMLElement | null) {
  requestAnimationFrame(() => {
    container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * The page while its checkout and the country list load: the same frame, so nothing jumps. Called
 * as a function, not rendered as a component: its elements are then the page's own (the same <h1>
 * updated in place when the checkout arrives), so the browser does not paint a new heading, which
 * would count as a later largest contentful paint.
 */
function checkoutSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.heading}>
        <h1 className={styles.title}>{MESSAGES.secureCheckout}</h1>
      </div>
      <BusyIndicator busy />
      <div className={styles.columns}>
        <div className={styles.main}>
          <SkeletonBlock height="900px" />
        </div>
        <div className={styles.summary}>
          <SkeletonBlock height="360px" />
        </div>
      </div>
    </div>
  );
}

/**
 * The page's parts shown one after the other once its data is in (useStagedReveal): the shipping
 * details (what a phone shows first), then delivery and payment, then the order summary.
 */
const PARTS = { details: 1, payment: 2, summary: 3 } as const;

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MESSAGES.secureCheckout}</h1>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

export interface CheckoutViewProps {
  /** The Pay step for the chosen gateway (features/payment's PaymentSection). */
  renderPay: (props: PayStepProps) => ReactNode;
}

/**
 * The checkout page (docs/product.md §2): "Secure Checkout (N item/Items)" with the lock tooltip, the
 * shipping details and delivery/payment forms, the order summary with promo code and voucher.
 * An empty cart sends the shopper to the cart page. While any cart, promo, shipping, payment or
 * fetch action is pending the page is busy: controls disabled and the indicator showing.
 */
export function CheckoutView({ renderPay }: CheckoutViewProps) {
  // The server and the browser's first render show the frame: the cart id and the token are the
  // browser's (docs/adr/0150); the page reads them once it is hydrated.
  const personal = usePersonalParts();
  const storedId = useCheckoutId();
  const paymentFinished = useAppSelector(selectPaymentFinished);
  // A payment that went through empties the cart on purpose (storage first), then the payment
  // step goes to the thank-you page. Until then the page stays as it was, on the checkout it
  // opened with: sent to the cart, or without its payment step, it would never get there.
  // (State set during render: React's way to remember what an earlier render saw.)
  const [shownId, setShownId] = useState(storedId);
  const [paidAndLeaving, setPaidAndLeaving] = useState(false);
  if (storedId && storedId !== shownId) setShownId(storedId);
  if (paymentFinished && !storedId && shownId && !paidAndLeaving) setPaidAndLeaving(true);
  const checkoutId = paidAndLeaving ? shownId : storedId;
  const access = useAccessToken();
  // A signed-in customer's form starts from the profile (docs/product.md §6), read fresh from the API.
  const me = useGetMeQuery(undefined, { skip: !access });
  const dispatch = useAppDispatch();
  const cart = useGetCheckoutQuery(checkoutId ?? '', { skip: !checkoutId });
  const methods = useListShippingMethodsQuery(checkoutId ?? '', { skip: !checkoutId });
  const countries = useListCountriesQuery();
  const busy = useAppSelector(selectCheckoutBusy);
  const requestsPending = useAppSelector(selectRequestsPending);
  const shipmentError = useAppSelector(selectShipmentPaymentError);
  const detailsRef = useRef<FormApi<ShippingDetailsValues> | null>(null);
  const choiceRef = useRef<FormApi<PaymentChoiceValues> | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const ids = { details: useId(), payment: useId(), summary: useId() };

  // docs/product.md §4: the options are rebuilt after cart changes too, made here, in the shop or
  // in another tab.
  useEffect(
    () =>
      eventBus.on('cart/countChanged', () => {
        dispatch(checkoutApi.util.invalidateTags(['Checkout', 'ShippingMethods']));
      }),
    [dispatch],
  );

  // A checkout the server no longer knows (completed, expired) is forgotten like the cart does.
  const gone = errorStatus(cart.error) === 404;
  useEffect(() => {
    if (storedId && gone) storage.remove('checkoutId');
  }, [storedId, gone]);

  const checkout = cart.data?.checkout ?? null;
  // The form waits for the profile it starts from: filled in later, it would jump under the shopper.
  const dataReady = Boolean(checkout && countries.data && !(access && me.isLoading));
  // The forms' first render is the page's largest: its parts are rendered and committed one by
  // one, each in the background (the skeleton, then each part's placeholder stays meanwhile).
  const shown = useStagedReveal(PARTS.summary, dataReady);
  if (!personal) return checkoutSkeleton();
  const empty = !checkoutId || gone || (cart.isSuccess && (!checkout || checkout.lines.length === 0));
  if (empty && !paymentFinished && !paidAndLeaving) return <Navigate to="/cart" replace />;
  if (cart.isError && !gone) {
    return <LoadFailed message="We could not load your order." onRetry={() => void cart.refetch()} />;
  }
  if (countries.isError) {
    return (
      <LoadFailed
        message="We could not load the list of countries."
        onRetry={() => void countries.refetch()}
      />
    );
  }
  if (!checkout || !countries.data || shown < PARTS.details) return checkoutSkeleton();
  // A profile that cannot be read (signed out meanwhile) leaves a guest's form.
  const user = access ? (me.data ?? null) : null;

  const onBeforePay = async () => {
    const ready = await submitForms(detailsRef.current, choiceRef.current);
    if (!ready) focusFirstInvalid(mainRef.current);
    return ready;
  };

  return (
    <div className={styles.page} aria-busy={busy || shown < PARTS.summary || undefined}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{secureCheckoutTitle(checkout.quantity)}</h1>
        <SecureLock />
      </div>
      <BusyIndicator busy={busy} />
      <div className={styles.columns}>
        <div className={styles.main} ref={mainRef}>
          <section className={styles.section} aria-labelledby={ids.details}>
            <h2 id={ids.details} className={styles.sectionTitle}>
              Shipping details
            </h2>
            <ShippingDetailsForm
              checkout={checkout}
              countries={countries.data}
              user={user}
              busy={busy}
              formRef={detailsRef}
            />
          </section>
          <section className={styles.section} aria-labelledby={ids.payment}>
            <h2 id={ids.payment} className={styles.sectionTitle}>
              Delivery and payment
            </h2>
            {shown >= PARTS.payment ? (
              <PaymentChoiceForm
                checkout={checkout}
                shippingMethods={methods.data}
                busy={busy}
                requestsPending={requestsPending}
                shipmentError={shipmentError}
                formRef={choiceRef}
                onBeforePay={onBeforePay}
                renderPay={renderPay}
                secureNote={<SecurePaymentNote />}
              />
            ) : (
              <SkeletonBlock className={styles.paymentPlaceholder} />
            )}
          </section>
        </div>
        <aside className={styles.summary} aria-labelledby={ids.summary}>
          <h2 id={ids.summary} className={styles.sectionTitle}>
            Order summary
          </h2>
          {shown >= PARTS.summary ? (
            <>
              <OrderSummary checkout={checkout} />
              <div role="status" className={styles.appliedSlot}>
                {checkout.voucherCode ? (
                  <AppliedCode checkoutId={checkout.id} code={checkout.voucherCode} busy={busy} />
                ) : null}
              </div>
              <PromoCodeForm checkoutId={checkout.id} kind="promo" busy={busy} />
              <PromoCodeForm checkoutId={checkout.id} kind="voucher" busy={busy} />
            </>
          ) : (
            <SkeletonBlock className={styles.summaryPlaceholder} />
          )}
        </aside>
      </div>
    </div>
  );
}
