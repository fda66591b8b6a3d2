import { cardNumberError, cvcError, expiryError, formatCardNumber, formatExpiry } from './card-rules';

const NOV_2026 = new Date(2026, 10, 22);

describe('the sandbox card form rules', () => {
  it('groups the card number in fours and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatExpiry('1240')).toBe('12 / 40');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the Stripe test cards and refuses a mistyped number', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberError('4000 0000 0000 0002')).toBeUndefined();
    expect(cardNumberError('4000 0000 0000 9995')).toBeUndefined();
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberError('')).toBe('Enter your card number.');
  });

  it('takes a card through the end of its expiry month and refuses one before', () => {
    expect(expiryError('11 / 26', NOV_2026)).toBeUndefined();
    expect(expiryError('10 / 26', NOV_2026)).toBe("Your card's expiration date is in the past.");
    expect(expiryError('13 / 30', NOV_2026)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError('', NOV_2026)).toBe('Enter the expiry date.');
  });

  it('wants a CVC of three or four digits', () => {
    expect(cvcError('123')).toBeUndefined();
    expect(cvcError('1234')).toBeUndefined();
    expect(cvcError('12')).toBe("Your card's security code is incomplete.");
  });
});
