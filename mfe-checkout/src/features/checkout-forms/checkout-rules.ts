import {
  MESSAGES,
  validEmail,
  type CheckoutAddress,
  type ShippingAddress,
  type User,
} from 'shared-contracts';
import { withDialCode, withoutDialCode } from './dial-code';

// The checkout forms' rules (docs/product.md §5): contact (email required, phone optional with the country's
// dial code), address (everything but street_address_2 required), shipment type and payment
// gateway required. The server checks the same again; these only spare a round trip.

/** The contact and address form: the field names are the API's (CheckoutAddress). */
export type ShippingDetailsValues = CheckoutAddress;

/** The delivery and payment form. */
export interface PaymentChoiceValues {
  shipment_type: string;
  payment_gateway: string;
}

/** The country a new form starts with when nothing is known: the shop ships from the US. */
export const DEFAULT_COUNTRY = 'US';

/** Labels of the fields, also used in their messages. */
export const FIELD_LABELS: Record<keyof ShippingDetailsValues, string> = {
  email: 'Email',
  phone: 'Phone (optional)',
  country: 'Country',
  first_name: 'First name',
  last_name: 'Last name',
  street_address_1: 'Street address',
  street_address_2: 'Apartment, suite, etc. (optional)',
  country_area: 'State / Province',
  city: 'City',
  postal_code: 'ZIP / Postal code',
};

/** Required address fields, in the order docs/product.md §5 lists them. */
export const REQUIRED_ADDRESS_FIELDS = [
  'country',
  'first_name',
  'last_name',
  'street_address_1',
  'country_area',
  'city',
  'postal_code',
] as const;

const REQUIRED_MESSAGES: Record<(typeof REQUIRED_ADDRESS_FIELDS)[number], string> = {
  country: 'Select your country.',
  first_name: 'Enter your first name.',
  last_name: 'Enter your last name.',
  street_address_1: 'Enter your street address.',
  country_area: 'Select your state or province.',
  city: 'Enter your city.',
  postal_code: 'Enter your ZIP or postal code.',
};

export const PAYMENT_GATEWAY_REQUIRED = 'Choose how you want to pay.';

const PHONE = /^\+?[0-9 ()-]{4,28}$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]{1,20}$/;

/** Errors of the contact and address form, by field; empty when it may be saved. */
export function validateShippingDetails(values: Partial<ShippingDetailsValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  const emailError = validEmail(values.email);
  if (emailError) errors.email = emailError;
  const phone = values.phone?.trim() ?? '';
  if (phone && !PHONE.test(phone)) errors.phone = 'Enter a valid phone number, digits only.';
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!values[field]?.trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  const postalCode = values.postal_code?.trim() ?? '';
  if (postalCode && !POSTAL_CODE.test(postalCode)) {
    errors.postal_code = 'Use letters, digits, spaces and dashes only.';
  }
  return errors;
}

/** Errors of the delivery and payment form: both choices are required. */
export function validatePaymentChoice(values: Partial<PaymentChoiceValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.shipment_type) errors.shipment_type = MESSAGES.shippingMethodRequired;
  if (!values.payment_gateway) errors.payment_gateway = PAYMENT_GATEWAY_REQUIRED;
  return errors;
}

/** The address the API is sent: trimmed, the phone with the country's dial code in front. */
export function toCheckoutAddress(values: ShippingDetailsValues, dialCode: string): CheckoutAddress {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    email: trim(values.email),
    phone: withDialCode(values.phone ?? '', dialCode),
    country: values.country,
    first_name: trim(values.first_name),
    last_name: trim(values.last_name),
    street_address_1: trim(values.street_address_1),
    street_address_2: trim(values.street_address_2),
    country_area: trim(values.country_area),
    city: trim(values.city),
    postal_code: trim(values.postal_code),
  };
}

/** Dial code of a country code ('' when unknown). */
export type DialCodeOf = (countryCode: string) => string;

/** A signed-in customer's form, prefilled from the profile (docs/product.md §6). */
export function valuesFromProfile(user: User, dialCodeOf: DialCodeOf): ShippingDetailsValues {
  const country = user.country?.toUpperCase() || DEFAULT_COUNTRY;
  return {
    email: user.email,
    phone: withoutDialCode(user.phone_number, dialCodeOf(country)),
    country,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    street_address_1: user.address_line_1 ?? '',
    street_address_2: user.address_line_2 ?? '',
    country_area: user.province ?? '',
    city: user.city ?? '',
    postal_code: user.postal_code ?? '',
  };
}

/** A guest's form, prefilled from the checkout's stored shipping address and email (docs/product.md §6). */
export function valuesFromShippingAddress(
  address: ShippingAddress | null | undefined,
  email: string | null | undefined,
  dialCodeOf: DialCodeOf,
): ShippingDetailsValues {
  const country = address?.country.code.toUpperCase() || DEFAULT_COUNTRY;
  return {
    email: email ?? '',
    phone: withoutDialCode(address?.phone, dialCodeOf(country)),
    country,
    first_name: address?.firstName ?? '',
    last_name: address?.lastName ?? '',
    street_address_1: address?.streetAddress1 ?? '',
    street_address_2: address?.streetAddress2 ?? '',
    country_area: address?.countryArea ?? '',
    city: address?.city ?? '',
    postal_code: address?.postalCode ?? '',
  };
}
