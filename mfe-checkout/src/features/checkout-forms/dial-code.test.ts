import { withDialCode, withoutDialCode } from './dial-code';

describe('dial-code prefixing (docs/product.md §5: the phone gets the selected country dial code prefixed)', () => {
  it("puts the selected country's dial code in front of the national number", () => {
    expect(withDialCode('555 0100', '+1')).toBe('+1 555 0100');
    expect(withDialCode('  555   0100 ', '+1')).toBe('+1 555 0100');
  });

  it('drops the trunk zero of a national number', () => {
    expect(withDialCode('020 7946 0958', '+44')).toBe('+44 20 7946 0958');
  });

  it('keeps a number that is already international', () => {
    expect(withDialCode('+33 1 23 45 67 89', '+1')).toBe('+33 1 23 45 67 89');
    expect(withDialCode('0033 1 23 45 67 89', '+1')).toBe('+33 1 23 45 67 89');
  });

  it('leaves an empty phone empty: the phone is optional', () => {
    expect(withDialCode('', '+1')).toBe('');
    expect(withDialCode('   ', '+1')).toBe('');
  });

  it('sends the number as typed when the country has no dial code', () => {
    expect(withDialCode('555 0100', '')).toBe('555 0100');
  });

  it('shows a stored number without its dial code, and keeps another country code', () => {
    expect(withoutDialCode('+1 555 0100', '+1')).toBe('555 0100');
    expect(withoutDialCode('+44 20 7946 0958', '+1')).toBe('+44 20 7946 0958');
    expect(withoutDialCode(null, '+1')).toBe('');
  });

  it('gives back the stored number when the field is saved again unchanged', () => {
    const stored = '+1 555 0100';
    expect(withDialCode(withoutDialCode(stored, '+1'), '+1')).toBe(stored);
  });
});
