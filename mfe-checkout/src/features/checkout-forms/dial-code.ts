// docs/product.md §5: "Phone gets the selected country's dial code prefixed." The field holds the national
// number; what is sent and stored is international, so a courier abroad can call it.

/**
 * The phone as sent: `dialCode` ('+44') in front of the national number the shopper typed, its
 * trunk zero dropped ('020 7946 0958' → '+44 20 7946 0958'). A number already international
 * ('+1 555…', '001 555…') is kept as typed; an empty phone stays empty (it is optional).
 */
export function withDialCode(phone: string, dialCode: string): string {
  const typed = phone.trim().replace(/\s+/g, ' ');
  if (!typed) return '';
  if (typed.startsWith('+')) return typed;
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  if (!dialCode) return typed;
  return `${dialCode} ${typed.replace(/^0+/, '')}`;
}

/**
 * The national part of a stored phone, for the field: '+1 555 0100' with '+1' → '555 0100'. A
 * number of another country keeps its own code, so saving it again does not change it.
 */
export function withoutDialCode(phone: string | null | undefined, dialCode: string): string {
  const stored = (phone ?? '').trim();
  if (dialCode && stored.startsWith(dialCode)) return stored.slice(dialCode.length).trim();
  return stored;
}
