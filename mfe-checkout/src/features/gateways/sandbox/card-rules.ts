// Checks of the sandbox card form, before anything is sent (the server decides the outcome).

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Groups of four as the shopper types: "4242 4242 4242 4242". */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "12 / 34" from what was typed ("1234", "12/34", "12 / 34"). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries: catches a mistyped digit. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberError(value: string | undefined): string | undefined {
  const digits = digitsOf(value ?? '');
  if (digits === '') return 'Enter your card number.';
  if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return 'Your card number is invalid.';
  return undefined;
}

/** `now` is passed in so the rule is testable; a card is valid through the end of its month. */
export function expiryError(value: string | undefined, now: Date): string | undefined {
  const digits = digitsOf(value ?? '');
  if (digits === '') return 'Enter the expiry date.';
  const month = Number(digits.slice(0, 2));
  if (digits.length !== 4 || month < 1 || month > 12) return "Your card's expiration date is incomplete.";
  const year = 2000 + Number(digits.slice(2));
  const endOfMonth = new Date(year, month, 1);
  if (endOfMonth <= now) return "Your card's expiration date is in the past.";
  return undefined;
}

export function cvcError(value: string | undefined): string | undefined {
  const digits = digitsOf(value ?? '');
  if (digits === '') return 'Enter the CVC.';
  if (!/^\d{3,4}$/.test(value?.trim() ?? '')) return "Your card's security code is incomplete.";
  return undefined;
}
