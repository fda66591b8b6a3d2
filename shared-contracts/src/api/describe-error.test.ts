import { ApiError, toApiErrorShape } from './api-error';
import { describeError, FORM_ERROR, submissionErrors } from './describe-error';
import { GENERIC_ERROR, NETWORK_ERROR } from './error-sentences';

const refused = (status: number, body: unknown) => new ApiError(body, status);
const noAnswer = new ApiError({ detail: 'Network Error' }, undefined, { code: 'ERR_NETWORK' });

describe('one sentence for a failed call', () => {
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
      describeError(
        refused(400, { errors: [{ field: null, code: 'SHIPPING_METHOD_NOT_SET', message: '' }] }),
      ),
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

  it("shows the API's own sentence beside the field it refuses, the same in a list of fields", () => {
    const detail = 'An account with this email already exists. Log in or reset your password.';
    const error = refused(400, {
      detail,
      errors: [{ location: 'body', field: 'email', message: 'is already registered' }],
    });
    expect(submissionErrors(error, ['email', 'password'])).toEqual({ email: detail });
    expect(describeError(error)).toBe(detail);
  });

  it('puts errors of fields the form does not have above the form', () => {
    const error = refused(404, {
      detail: 'Checkout not found.',
      code: 'NOT_FOUND',
      checkoutAddPromoCode: { errors: [{ field: 'id', code: 'NOT_FOUND', message: 'Checkout not found.' }] },
    });
    expect(submissionErrors(error, { promoCode: 'code' })).toEqual({ [FORM_ERROR]: 'Checkout not found.' });
    expect(
      submissionErrors(refused(429, { detail: 'Too many attempts. Wait 30 seconds.' }), ['email']),
    ).toEqual({
      [FORM_ERROR]: 'Too many attempts. Wait 30 seconds.',
    });
  });

  it('says the server could not be reached when no answer came, and something generic for a 500 page', () => {
    expect(describeError(noAnswer)).toBe(NETWORK_ERROR);
    expect(submissionErrors(noAnswer, ['email'])).toEqual({ [FORM_ERROR]: NETWORK_ERROR });
    expect(describeError(refused(502, '<html>Bad gateway</html>'))).toBe(GENERIC_ERROR);
    expect(describeError(new Error('a bug'))).toBe(GENERIC_ERROR);
  });

  it("says what the caller was doing when the server's answer has no readable sentence", () => {
    const fallback = 'Could not switch the variant.';
    expect(describeError(refused(500, ''), { fallback })).toBe(fallback);
    expect(describeError(undefined, { fallback })).toBe(fallback);
    expect(describeError(refused(409, { detail: 'Someone else moved it.' }), { fallback })).toBe(
      'Someone else moved it.',
    );
  });

  it('reads an error the way RTK Query keeps it (a plain object) like the thrown one', () => {
    const plain = toApiErrorShape(refused(400, { detail: 'Promo code is invalid.' }));
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(describeError(plain)).toBe('Promo code is invalid.');
    expect(describeError(toApiErrorShape(noAnswer))).toBe(NETWORK_ERROR);
  });
});
