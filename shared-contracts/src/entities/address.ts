// docs/product.md §3: addresses and countries.

/** Address as the checkout form sends it (snake_case). */
export interface CheckoutAddress {
  email: string;
  first_name: string;
  last_name: string;
  /** Phone with the selected country's dial code prefixed; optional in the form. */
  phone: string;
  street_address_1: string;
  /** Optional line 2. */
  street_address_2: string;
  /** Country code, e.g. 'US'. */
  country: string;
  /** State or province. */
  country_area: string;
  city: string;
  postal_code: string;
}

/** Shipping address as stored on a checkout (camelCase); prefills a guest's checkout form. */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  phone: string;
  streetAddress1: string;
  streetAddress2: string;
  country: { code: string; country?: string };
  /** State or province. */
  countryArea?: string;
  city: string;
  postalCode: string;
}

/** A country of the phone/country picker (about 240 entries). */
export interface Country {
  name: string;
  code: string;
  timezone: string;
  utc: string;
  /** Dial code, e.g. '+1'. */
  mobileCode: string;
}

/** A country as the countries-list call returns it. */
export interface CountryOption {
  code: string;
  country: string;
}

/** A subdivision (state, province) of a country, from the sub-division call. */
export interface Subdivision {
  code: string;
  name: string;
}
