import { FORM_ERROR } from 'final-form';
import { errorText, GENERIC_ERROR, NETWORK_ERROR, submissionErrors } from './checkout-errors';

const refused = (status: number, body: unknown) => ({ status, body });

describe('server errors shown by the field they concern', () => {
  it("puts a Saleor error beside the form field it names, in the server's words", () => {
    const error = refused(400, {
      detail: 'Promo code is invalid.',
      checkoutAddPromoCode: {
        checkout: null,
        errors: [{ field: 'promoCode', code: 'INVALID', message: 'Promo code is invalid.' }],
      },
    });
    expect(submissionErrors(error, { promoCode: 'code' })).toEqual({ code: 'Promo code is invalid.' });
  });

  it('formats a code the server sent without a readable message, never the raw JSON', () => {
    const error = refused(400, {
      checkoutAddPromoCode: {
        errors: [{ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE', message: '{"x":1}' }],
      },
    });
    expect(submissionErrors(error, { promoCode: 'code' })).toEqual({
      code: 'This code cannot be used on this order.',
    });
    expect(
      errorText(refused(400, { errors: [{ field: null, code: 'SHIPPING_METHOD_NOT_SET', message: '' }] })),
    ).toBe('Shipping method is required!');
  });

  it('shows schema errors by their field with a sentence, not the validator wording', () => {
    const error = refused(400, {
      detail: 'Invalid body: address.postal_code must match pattern.',
      errors: [
        { location: 'body', field: 'address.postal_code', message: 'must match pattern "^[A-Za-z0-9 -]+$"' },
      ],
    });
    expect(submissionErrors(error, { postal_code: 'postal_code' })).toEqual({
      postal_code: 'This value is not valid.',
    });
  });

  it('puts errors of fields the form does not have above the form', () => {
    const error = refused(404, {
      detail: 'Checkout not found.',
      code: 'NOT_FOUND',
      checkoutAddPromoCode: { errors: [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }] },
    });
    expect(submissionErrors(error, { promoCode: 'code' })).toEqual({ [FORM_ERROR]: 'Checkout not found.' });
  });

  it('says the server could not be reached when no answer came, and something generic for a 500 page', () => {
    expect(errorText({ status: undefined, body: { detail: 'Network Error' } })).toBe(NETWORK_ERROR);
    expect(errorText(refused(502, '<html>Bad gateway</html>'))).toBe(GENERIC_ERROR);
    expect(errorText(new Error('a bug'))).toBe(GENERIC_ERROR);
  });
});
