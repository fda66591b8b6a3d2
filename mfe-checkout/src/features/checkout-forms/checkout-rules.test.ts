import type { ShippingAddress, User } from 'shared-contracts';
import {
  PAYMENT_GATEWAY_REQUIRED,
  toCheckoutAddress,
  validatePaymentChoice,
  validateShippingDetails,
  valuesFromProfile,
  valuesFromShippingAddress,
  type ShippingDetailsValues,
} from './checkout-rules';

const COMPLETE: ShippingDetailsValues = {
  email: 'alex@example.com',
  phone: '',
  country: 'US',
  first_name: 'Alex',
  last_name: 'Doe',
  street_address_1: '1 Main Street',
  street_address_2: '',
  country_area: 'US-NY',
  city: 'New York',
  postal_code: '10001',
};

const dialCodeOf = (code: string) => ({ US: '+1', GB: '+44' })[code] ?? '';

describe('the contact and address rules (docs/product.md §5)', () => {
  it('accepts a complete address without phone and without street_address_2', () => {
    expect(validateShippingDetails(COMPLETE)).toEqual({});
  });

  it('requires the email and checks its pattern', () => {
    expect(validateShippingDetails({ ...COMPLETE, email: ' ' })).toEqual({
      email: 'Please enter your email.',
    });
    expect(validateShippingDetails({ ...COMPLETE, email: 'alex@example' }).email).toMatch(/valid email/);
    expect(validateShippingDetails({ ...COMPLETE, email: 'alex @example.com' }).email).toMatch(/valid email/);
  });

  it('requires country, first_name, last_name, street_address_1, country_area, city and postal_code', () => {
    const errors = validateShippingDetails({ email: 'alex@example.com' }) ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'country',
        'country_area',
        'first_name',
        'last_name',
        'postal_code',
        'street_address_1',
      ].sort(),
    );
  });

  it('lets the phone be empty but not be words', () => {
    expect(validateShippingDetails({ ...COMPLETE, phone: '555 0100' })).toEqual({});
    expect(validateShippingDetails({ ...COMPLETE, phone: 'call me' }).phone).toMatch(/valid phone/);
  });

  it('refuses a postal code with symbols the API refuses', () => {
    expect(validateShippingDetails({ ...COMPLETE, postal_code: '10001!' }).postal_code).toBeDefined();
  });
});

describe('the delivery and payment rules (docs/product.md §5)', () => {
  it('requires a shipment type with "Shipping method is required!" and a payment gateway', () => {
    expect(validatePaymentChoice({ shipment_type: '', payment_gateway: '' })).toEqual({
      shipment_type: 'Shipping method is required!',
      payment_gateway: PAYMENT_GATEWAY_REQUIRED,
    });
    expect(validatePaymentChoice({ shipment_type: 'worldwide', payment_gateway: 'stripe' })).toEqual({});
  });
});

describe('what the form sends and where it starts from', () => {
  it('sends the address trimmed, with the dial code of its country in front of the phone', () => {
    const sent = toCheckoutAddress(
      { ...COMPLETE, first_name: ' Alex ', phone: '020 7946 0958', country: 'GB' },
      '+44',
    );
    expect(sent).toMatchObject({ first_name: 'Alex', phone: '+44 20 7946 0958', country: 'GB' });
  });

  it("prefills a signed-in customer's form from the profile", () => {
    const user = {
      email: 'casey@example.com',
      first_name: 'Casey',
      last_name: 'Lee',
      phone_number: '+1 555 0199',
      country: 'us',
      province: 'US-CA',
      city: 'Oakland',
      postal_code: '94601',
      address_line_1: '9 Oak Road',
      address_line_2: null,
    } as User;
    expect(valuesFromProfile(user, dialCodeOf)).toEqual({
      email: 'casey@example.com',
      phone: '555 0199',
      country: 'US',
      first_name: 'Casey',
      last_name: 'Lee',
      street_address_1: '9 Oak Road',
      street_address_2: '',
      country_area: 'US-CA',
      city: 'Oakland',
      postal_code: '94601',
    });
  });

  it("prefills a guest's form from the checkout's shipping address, and starts in the US without one", () => {
    const address: ShippingAddress = {
      firstName: 'Sam',
      lastName: 'Roe',
      phone: '+44 20 7946 0958',
      streetAddress1: '5 High Street',
      streetAddress2: 'Flat 2',
      country: { code: 'GB' },
      countryArea: 'GB-LND',
      city: 'London',
      postalCode: 'SW1A 1AA',
    };
    expect(valuesFromShippingAddress(address, 'sam@example.com', dialCodeOf)).toMatchObject({
      email: 'sam@example.com',
      phone: '20 7946 0958',
      country: 'GB',
      street_address_2: 'Flat 2',
      country_area: 'GB-LND',
    });
    expect(valuesFromShippingAddress(null, null, dialCodeOf)).toMatchObject({ email: '', country: 'US' });
  });
});
