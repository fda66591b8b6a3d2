import type { FormApi } from 'final-form';
import { useEffect, useState, type ChangeEvent, type MutableRefObject, type ReactNode } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import {
  type Checkout,
  describeError,
  formatPrice,
  type PaymentGatewayId,
  type ShippingMethod,
  submissionErrors,
} from 'shared-contracts';
import { RadioGroup, VisuallyHidden } from 'shared-ui';
import { fieldState, FinalRadioGroup } from 'shared-ui/final-form';
import { useCheckoutDispatch } from '../../../app/hooks';
import { useChooseShippingMethodMutation } from '../../../api/checkout-api';
import { errorsDismissed } from '../../payment';
import { validatePaymentChoice, type PaymentChoiceValues } from '../checkout-rules';
import styles from './checkout-forms.module.css';

/** What the Pay step is given (features/payment's PaymentSection takes the same). */
export interface PayStepProps {
  checkoutId: string;
  /** The chosen gateway, or null before one is chosen. */
  gateway: PaymentGatewayId | null;
  /** Saves and checks the forms before paying; false stops the payment. */
  onBeforePay: () => Promise<boolean>;
}

export interface PaymentChoiceFormProps {
  checkout: Checkout;
  /** The methods that ship to the saved address (available-shipping-methods), rebuilt after each change. */
  shippingMethods: readonly ShippingMethod[] | undefined;
  busy: boolean;
  /**
   * Whether a cart, promo, shipping or fetch request is pending: the Pay step is disabled then.
   * Not while the payment itself is pending: its gateway step (the card form) must stay usable.
   */
  requestsPending: boolean;
  /** The payment's error for shipment_type ("Shipping method is required!"), shown by that field. */
  shipmentError?: string;
  formRef: MutableRefObject<FormApi<PaymentChoiceValues> | null>;
  onBeforePay: () => Promise<boolean>;
  /** Draws the Pay step for the chosen gateway. */
  renderPay: (props: PayStepProps) => ReactNode;
  /** The secure-payment note beside the payment choice. */
  secureNote: ReactNode;
}

const GATEWAY_IDS: readonly string[] = ['paypal', 'stripe', 'google-pay'] satisfies PaymentGatewayId[];
/** The form's value as a gateway id; '' (none chosen) or anything unknown is null. */
const asGateway = (id: string): PaymentGatewayId | null =>
  GATEWAY_IDS.includes(id) ? (id as PaymentGatewayId) : null;

const methodLabel = (method: ShippingMethod) =>
  `${method.name}: ${method.price.amount === 0 ? 'Free' : formatPrice(method.price.amount)}`;

/**
 * Shipment type: choosing one saves it on the checkout at once (update-shipping-method), so the
 * totals follow; the server's refusal shows by the field. When the methods are rebuilt and the
 * chosen one is gone (another country), the choice is emptied with them.
 */
function ShipmentTypeField(props: {
  checkout: Checkout;
  methods: readonly ShippingMethod[] | undefined;
  paymentError?: string;
}) {
  const { checkout, methods, paymentError } = props;
  const form = useForm<PaymentChoiceValues>();
  const { input, meta } = useField<string>('shipment_type', {
    subscription: {
      value: true,
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const dispatch = useCheckoutDispatch();
  const [choose] = useChooseShippingMethodMutation();
  const [serverError, setServerError] = useState<string>();
  const saved = checkout.deliveryMethod?.id ?? '';

  useEffect(() => {
    if (form.getState().values.shipment_type !== saved) form.change('shipment_type', saved);
  }, [saved, form]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const methodId = event.target.value;
    input.onChange(methodId);
    setServerError(undefined);
    // The payment's "Shipping method is required!" was about this choice: it is answered now.
    dispatch(errorsDismissed());
    const result = await choose({ id: checkout.id, shippingMethodId: methodId });
    if ('error' in result) setServerError(describeError(result.error));
  };

  const addressSaved = Boolean(checkout.shippingAddress);
  const own = fieldState(meta);
  const error = serverError ?? paymentError ?? own.error;
  return (
    <RadioGroup
      name="shipment_type"
      label="Shipment type"
      hint={addressSaved ? undefined : 'Save your shipping details to see the options for your address.'}
      options={(methods ?? []).map((method) => ({
        value: method.id,
        label: methodLabel(method),
        disabled: !addressSaved,
      }))}
      value={input.value}
      onChange={(event) => void onChange(event)}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      required
      error={error}
      touched={Boolean(serverError ?? paymentError) || own.touched}
      className={styles.choices}
    />
  );
}

/**
 * Shipment type and payment gateway (docs/product.md §5: both required), the order total and the Pay step.
 * Submitting it (from onBeforePay) makes sure the chosen method is the one saved on the checkout.
 */
export function PaymentChoiceForm(props: PaymentChoiceFormProps) {
  const {
    checkout,
    shippingMethods,
    busy,
    requestsPending,
    shipmentError,
    formRef,
    onBeforePay,
    renderPay,
    secureNote,
  } = props;
  const [choose] = useChooseShippingMethodMutation();
  const [initialValues] = useState<PaymentChoiceValues>(() => ({
    shipment_type: checkout.deliveryMethod?.id ?? '',
    payment_gateway: '',
  }));

  const onSubmit = async (values: PaymentChoiceValues) => {
    if (values.shipment_type === checkout.deliveryMethod?.id) return undefined;
    const result = await choose({ id: checkout.id, shippingMethodId: values.shipment_type });
    return 'error' in result
      ? submissionErrors(result.error, { shippingMethodId: 'shipment_type' })
      : undefined;
  };

  const total = checkout.totalPrice?.gross.amount ?? 0;
  return (
    <Form<PaymentChoiceValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validatePaymentChoice}
      subscription={{ values: true }}
      render={({ handleSubmit, form, values }) => {
        formRef.current = form;
        return (
          <div className={styles.form}>
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
              <fieldset className={styles.group} disabled={busy}>
                <legend className={styles.legend}>Delivery</legend>
                <ShipmentTypeField
                  checkout={checkout}
                  methods={shippingMethods}
                  paymentError={shipmentError}
                />
              </fieldset>
              <fieldset className={styles.group} disabled={busy}>
                <legend className={styles.legend}>Payment</legend>
                {secureNote}
                <FinalRadioGroup
                  name="payment_gateway"
                  label="Payment method"
                  options={checkout.availablePaymentGateways.map((gateway) => ({
                    value: gateway.id,
                    label: gateway.name,
                  }))}
                  required
                  className={styles.choices}
                />
              </fieldset>
              <p className={styles.total}>
                Order total <strong>{formatPrice(total)}</strong>
              </p>
            </form>
            {/* Outside the <form>: the gateways' own forms (the card form) live in dialogs whose
                submit events would otherwise bubble through React's tree into this one. */}
            <fieldset className={styles.pay} disabled={requestsPending}>
              <VisuallyHidden asChild>
                <legend>Pay</legend>
              </VisuallyHidden>
              {renderPay({
                checkoutId: checkout.id,
                gateway: asGateway(values.payment_gateway),
                onBeforePay,
              })}
            </fieldset>
          </div>
        );
      }}
    />
  );
}
