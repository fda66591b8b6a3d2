import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { Form, useField } from 'react-final-form';
import {
  type Checkout,
  type Country,
  normaliseUser,
  storage,
  submissionErrors,
  type User,
} from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalSelectField, FinalTextField } from 'shared-ui/final-form';
import { checkoutApi, useSaveShippingDetailsMutation } from '../../../api/checkout-api';
import { useCheckoutDispatch } from '../../../app/hooks';
import {
  FIELD_LABELS,
  toCheckoutAddress,
  validateShippingDetails,
  valuesFromProfile,
  valuesFromShippingAddress,
  type ShippingDetailsValues,
} from '../checkout-rules';
import { CountryAreaField } from './country-area-field';
import styles from './checkout-forms.module.css';

/** The form's fields by the names the API gives them in its errors. */
const SERVER_FIELDS: Record<string, string> = {
  email: 'email',
  phone: 'phone',
  country: 'country',
  first_name: 'first_name',
  last_name: 'last_name',
  street_address_1: 'street_address_1',
  street_address_2: 'street_address_2',
  country_area: 'country_area',
  city: 'city',
  postal_code: 'postal_code',
};

export interface ShippingDetailsFormProps {
  checkout: Checkout;
  countries: readonly Country[];
  /** The signed-in customer (the form starts from the profile), or null for a guest. */
  user: User | null;
  /** Disables every control while the page is busy. */
  busy: boolean;
  /** Gets the form, so the Pay step can save it first. */
  formRef: MutableRefObject<FormApi<ShippingDetailsValues> | null>;
}

/** The phone field, with the dial code of the chosen country said beside it. */
function PhoneField({
  dialCodeOf,
  nameOf,
}: {
  dialCodeOf: (code: string) => string;
  nameOf: (code: string) => string;
}) {
  const country = useField<string>('country', { subscription: { value: true } }).input.value;
  const dialCode = dialCodeOf(country);
  return (
    <FinalTextField
      name="phone"
      type="tel"
      label={FIELD_LABELS.phone}
      hint={dialCode ? `We add ${dialCode} for ${nameOf(country)} in front of it.` : undefined}
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={28}
    />
  );
}

/**
 * Contact and shipping address (docs/product.md §5): react-final-form with browser autofill on every field.
 * Saving sends shipping-details; when signed in the API also updates the stored user, and the
 * copy of the user kept in this browser is read again so every remote sees the new address.
 */
export function ShippingDetailsForm({ checkout, countries, user, busy, formRef }: ShippingDetailsFormProps) {
  const [save] = useSaveShippingDetailsMutation();
  const dispatch = useCheckoutDispatch();
  const [savedOnce, setSavedOnce] = useState(false);

  const byCode = useMemo(() => new Map(countries.map((country) => [country.code, country])), [countries]);
  const dialCodeOf = (code: string) => byCode.get(code)?.mobileCode ?? '';
  const nameOf = (code: string) => byCode.get(code)?.name ?? code;
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  // Computed once: a prefilled form must not be reset under the shopper's fingers by a refetch.
  const [initialValues] = useState<ShippingDetailsValues>(() =>
    user
      ? valuesFromProfile(user, dialCodeOf)
      : valuesFromShippingAddress(checkout.shippingAddress, checkout.email, dialCodeOf),
  );

  // A signed-in customer whose profile holds a whole address has nothing to type: that address is
  // saved on a checkout that has none yet, once, so the shipping options for it are there at once
  // (as Saleor's storefront sets the default address). A partial profile waits for the shopper.
  const autoSaved = useRef(false);
  const saveProfileAddress = Boolean(user) && !checkout.shippingAddress;
  useEffect(() => {
    if (!saveProfileAddress || autoSaved.current) return;
    if (Object.keys(validateShippingDetails(initialValues)).length > 0) return;
    autoSaved.current = true;
    void formRef.current?.submit();
  }, [saveProfileAddress, initialValues, formRef]);

  const onSubmit = async (values: ShippingDetailsValues) => {
    const result = await save({
      id: checkout.id,
      address: toCheckoutAddress(values, dialCodeOf(values.country)),
    });
    if ('error' in result) {
      setSavedOnce(false);
      return submissionErrors(result.error, SERVER_FIELDS);
    }
    if (user) {
      // docs/product.md §4: saving shipping details when signed in also updates the stored user.
      // The API changed the profile: read it again and keep the browser's copy in step.
      const read = dispatch(checkoutApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
      const me = await read;
      read.unsubscribe();
      if (me.data) storage.set('user', normaliseUser(me.data));
    }
    setSavedOnce(true);
    return undefined;
  };

  return (
    <Form<ShippingDetailsValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateShippingDetails}
      subscription={{ submitting: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, form, submitting, dirtySinceLastSubmit }) => {
        formRef.current = form;
        return (
          <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
            <fieldset className={styles.group} disabled={busy}>
              <legend className={styles.legend}>Contact</legend>
              <FinalTextField
                name="email"
                type="email"
                label={FIELD_LABELS.email}
                autoComplete="email"
                inputMode="email"
                required
                maxLength={254}
              />
              <PhoneField dialCodeOf={dialCodeOf} nameOf={nameOf} />
            </fieldset>
            <fieldset className={styles.group} disabled={busy}>
              <legend className={styles.legend}>Shipping address</legend>
              <FinalSelectField
                name="country"
                label={FIELD_LABELS.country}
                options={countryOptions}
                placeholder="Select a country"
                autoComplete="shipping country"
                required
              />
              <div className={styles.pair}>
                <FinalTextField
                  name="first_name"
                  label={FIELD_LABELS.first_name}
                  autoComplete="shipping given-name"
                  required
                  maxLength={100}
                />
                <FinalTextField
                  name="last_name"
                  label={FIELD_LABELS.last_name}
                  autoComplete="shipping family-name"
                  required
                  maxLength={100}
                />
              </div>
              <FinalTextField
                name="street_address_1"
                label={FIELD_LABELS.street_address_1}
                autoComplete="shipping address-line1"
                required
                maxLength={200}
              />
              <FinalTextField
                name="street_address_2"
                label={FIELD_LABELS.street_address_2}
                autoComplete="shipping address-line2"
                maxLength={200}
              />
              <div className={styles.pair}>
                <FinalTextField
                  name="city"
                  label={FIELD_LABELS.city}
                  autoComplete="shipping address-level2"
                  required
                  maxLength={100}
                />
                <FinalTextField
                  name="postal_code"
                  label={FIELD_LABELS.postal_code}
                  autoComplete="shipping postal-code"
                  required
                  maxLength={20}
                />
              </div>
              <CountryAreaField />
            </fieldset>
            <FinalFormError />
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="secondary"
                loading={submitting}
                disabled={busy}
                loadingLabel="Saving"
              >
                Save shipping details
              </Button>
              <p className={styles.status} role="status">
                {savedOnce && !submitting && !dirtySinceLastSubmit ? 'Shipping details saved.' : ''}
              </p>
            </div>
          </form>
        );
      }}
    />
  );
}
